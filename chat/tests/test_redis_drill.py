"""Issue 15's Redis drill, black-box: a daphne whose REDIS_URL points at a port where nothing
listens (Redis down from the start), real HTTP, and the database afterwards.

Before (main at c40bc1c): every POST /api/chat answered 500 (the rate limit's cache.add raised
redis ConnectionError), so did the widget's message and the owner API (its failure throttle counts
in the same cache); past those, a decision's resume was published to a broker that was down, in an
on_commit hook that only logged it: the thread never continued.
After: the chat answers; the limits count in the database cache while Redis is away (RATE_LIMIT
still refuses the fourth request); the widget's message waits in the database cache; a task the
broker can't take runs in the web process, as without Redis (the decision resumes its thread).
"""

from __future__ import annotations

import json
from collections.abc import Iterator

import httpx
import pytest

from approvals.models import ContactMessage, PendingApproval
from chat.models import TurnLog
from tests.support.daphne import daphne_start, free_port, server_env

TOKEN = "redis-drill-owner-token-of-32-chars-plus"
QUESTION = "What did Mara build at Kovalent Pay?"


@pytest.fixture(scope="module")
def server(django_db_setup, tmp_path_factory) -> Iterator[str]:
    nothing_listens = free_port()
    env = server_env(
        REDIS_URL=f"redis://127.0.0.1:{nothing_listens}/0",
        RATE_LIMIT="3/1d",  # a day's window: the test never straddles two
        TRUSTED_PROXIES="127.0.0.1",
        OWNER_API_TOKEN=TOKEN,
        OWNER_EMAIL="owner@example.org",
    )
    daphne = daphne_start(env, log_path=tmp_path_factory.mktemp("redis-drill") / "daphne.log")
    yield daphne.base_url
    daphne.stop()


def ask(base_url: str, ip: str) -> tuple[int, list[tuple[str, dict]]]:
    events, name = [], None
    headers = {"X-Forwarded-For": ip}
    with (
        httpx.Client(timeout=120) as client,
        client.stream(
            "POST", f"{base_url}/api/chat", json={"message": QUESTION}, headers=headers
        ) as response,
    ):
        if response.status_code != 200:
            return response.status_code, []
        for line in response.iter_lines():
            if line.startswith("event: "):
                name = line.removeprefix("event: ")
            elif line.startswith("data: "):
                events.append((name, json.loads(line.removeprefix("data: "))))
    return 200, events


def test_with_redis_down_the_chat_answers_and_the_rate_limit_still_counts(
    server, transactional_db, knowledge
):
    turns = [ask(server, "198.51.100.70") for _ in range(4)]

    assert [status for status, _ in turns] == [200, 200, 200, 429]
    for _, events in turns[:3]:
        assert [n for n, _ in events].count("done") == 1 and events[-1][0] == "done"
        assert events[-1][1]["outcome"] == "answered", events[-1][1]
    assert TurnLog.objects.filter(outcome="answered").count() >= 3


def test_with_redis_down_the_widgets_message_waits_in_the_database(server, transactional_db, knowledge):
    with httpx.Client(base_url=server, timeout=120, headers={"X-Forwarded-For": "198.51.100.71"}) as client:
        client.get("/")
        token = client.cookies["csrftoken"]
        posted = client.post(
            "/chat/messages", data={"message": QUESTION, "page": "/"}, headers={"X-CSRFToken": token}
        )
        stream_url = posted.text.split('sse-connect="')[1].split('"')[0]
        answer = client.get(stream_url).text

    assert posted.status_code == 200
    assert "event: done" in answer and "Ledger" in answer


def test_with_redis_down_a_decision_still_resumes_its_thread(server, transactional_db, knowledge):
    approval = PendingApproval.objects.create(
        thread_id="thread-that-never-paused",
        turn_id="turn-redis-drill",
        tool_call_id="call-1",
        tool_name="draft_contact_message",
        arguments={
            "visitor_name": "Ada Byron",
            "visitor_email": "ada@example.org",
            "subject": "A platform role",
            "body": "Let's talk.",
        },
    )

    response = httpx.post(
        f"{server}/api/owner/approvals/{approval.pk}/decision",
        json={"decision": "approve", "note": None},
        headers={"Authorization": f"Bearer {TOKEN}"},
        timeout=120,
    )

    assert response.status_code == 200, response.text
    approval.refresh_from_db()
    assert approval.resumed_at is not None  # the task ran here: the broker couldn't take it
    assert approval.resumed_as == PendingApproval.NOT_PAUSED
    assert ContactMessage.objects.filter(approval=approval).exists()
