"""Server-issued threads, black-box: POST /api/chat against daphne, the database afterwards.

Each test speaks as its own client (TRUSTED_PROXIES is the test process, X-Forwarded-For a fresh
address), so the counters the module's one server keeps don't carry from test to test.
"""

from __future__ import annotations

import itertools
import json

import httpx
import pytest
from django.db import connection
from django.test import Client

from chat.models import Feedback, Thread, TurnLog
from chat.views import SESSION_THREAD
from tests.support.fake_openai import FakeOpenAI

QUESTION = "What did Mara build at Kovalent Pay?"
_addresses = (f"198.51.100.{n}" for n in itertools.count(10))


@pytest.fixture(scope="module")
def daphne_extra_env() -> dict[str, str]:
    return {"THREAD_LIMIT": "2/1h", "TRUSTED_PROXIES": "127.0.0.1"}


@pytest.fixture(autouse=True)
def fake(daphne_fake_openai: FakeOpenAI) -> FakeOpenAI:
    return daphne_fake_openai.reset()


@pytest.fixture
def visitor() -> dict[str, str]:
    return {"X-Forwarded-For": next(_addresses)}


def ask(base_url: str, headers: dict, thread_id: str | None = None) -> tuple[int, dict]:
    """One turn: its status and its events' data by name (the last of each)."""
    events, name = {}, None
    body = {"message": QUESTION, "thread_id": thread_id}
    with (
        httpx.Client(timeout=60) as client,
        client.stream("POST", f"{base_url}/api/chat", json=body, headers=headers) as response,
    ):
        if response.status_code != 200:
            response.read()
            return response.status_code, response.json()
        for line in response.iter_lines():
            if line.startswith("event: "):
                name = line.removeprefix("event: ")
            elif line.startswith("data: "):
                events[name] = json.loads(line.removeprefix("data: "))
    return response.status_code, events


def test_an_id_the_server_never_issued_is_a_new_thread_counted_by_thread_limit(
    daphne_url, visitor, transactional_db, knowledge
):
    made_up = [f"made-up-thread-{n:02}" for n in range(3)]

    first = ask(daphne_url, visitor, made_up[0])
    second = ask(daphne_url, visitor, made_up[1])
    third = ask(daphne_url, visitor, made_up[2])

    assert [first[0], second[0], third[0]] == [200, 200, 429]
    issued = {first[1]["meta"]["thread_id"], second[1]["meta"]["thread_id"]}
    assert issued.isdisjoint(made_up)  # the server made its own ids
    assert set(Thread.objects.values_list("thread_id", flat=True)) >= issued
    assert not Thread.objects.filter(thread_id__in=made_up).exists()


def test_an_issued_thread_continues_without_counting_as_new(daphne_url, visitor, transactional_db, knowledge):
    status, events = ask(daphne_url, visitor)
    thread_id = events["meta"]["thread_id"]

    continued = [ask(daphne_url, visitor, thread_id) for _ in range(3)]
    another_new = ask(daphne_url, visitor)

    assert status == 200 and "done" in events
    assert [s for s, _ in continued] == [200, 200, 200]
    assert {e["meta"]["thread_id"] for _, e in continued} == {thread_id}
    assert another_new[0] == 200  # the second new thread of THREAD_LIMIT=2/1h
    assert ask(daphne_url, visitor)[0] == 429


def checkpoint_count(thread_id: str) -> int:
    with connection.cursor() as cursor:
        cursor.execute("SELECT count(*) FROM checkpoints WHERE thread_id = %s", [thread_id])
        return cursor.fetchone()[0]


def test_a_visitor_deletes_their_conversation_and_the_turn_log_keeps_text_free_rows(
    daphne_url, visitor, transactional_db, knowledge
):
    _, events = ask(daphne_url, visitor)
    thread_id, turn_id = events["meta"]["thread_id"], events["meta"]["turn_id"]
    rated = httpx.post(
        f"{daphne_url}/api/feedback",
        json={"turn_id": turn_id, "rating": "down", "comment": "My phone is 0612345678"},
        headers=visitor,
    )
    before = httpx.get(f"{daphne_url}/api/threads/{thread_id}")

    deleted = httpx.delete(f"{daphne_url}/api/threads/{thread_id}")
    after = httpx.get(f"{daphne_url}/api/threads/{thread_id}")
    again = httpx.delete(f"{daphne_url}/api/threads/{thread_id}")

    assert rated.status_code == 201 and before.status_code == 200
    assert before.json()["messages"]
    assert deleted.status_code == 204 and deleted.content == b""
    assert after.status_code == 404 and again.status_code == 404
    assert checkpoint_count(thread_id) == 0
    assert not Thread.objects.filter(thread_id=thread_id).exists()
    assert TurnLog.objects.filter(thread_id=thread_id).count() == 1  # outcomes and numbers only
    assert Feedback.objects.get(turn_id=turn_id).comment == ""
    # The id is gone: sent again, it is a new conversation with a new id.
    _, next_events = ask(daphne_url, visitor, thread_id)
    assert next_events["meta"]["thread_id"] != thread_id


def test_deleting_a_thread_the_server_never_issued_is_404(daphne_url):
    assert httpx.delete(f"{daphne_url}/api/threads/never-issued-0001").status_code == 404


def test_the_widgets_delete_button_deletes_the_conversation_and_starts_over(run_turn, settings):
    settings.FEEDBACK_RATE_LIMIT = "1000/1h"
    turn = run_turn(QUESTION)
    client = Client()
    session = client.session
    session[SESSION_THREAD] = turn.thread_id
    session.save()
    assert 'hx-post="/chat/delete"' in client.get("/").content.decode()

    response = client.post("/chat/delete")

    assert response.status_code == 200
    assert SESSION_THREAD not in client.session
    assert checkpoint_count(turn.thread_id) == 0
    assert client.get(f"/api/threads/{turn.thread_id}").status_code == 404
