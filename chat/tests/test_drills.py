"""Issue 15's fault drills for a turn, black-box: POST /api/chat against a real daphne, the fake
OpenAI-compatible model's request log, and the database afterwards.

Before and after (the "before" run on main at 5fc1e38, with the same steps):
- a 200 whose body is a JSON error object: before, the turn ended `refused`/`no_source` after one
  request (the empty stream counted as the model's answer); after, it is retried and the offline
  layer answers (`degraded`/`fallback`, 3 requests).
- a 200 stream whose first event is an error object: before, `failed`/`internal` (an APIError the
  provider didn't know); after, retried, then `degraded`/`fallback`.
- a stream that ends without finish_reason or [DONE]: before, the half sentence was the answer's
  end (`refused`/`no_source`); after, a broken stream: the offline layer answers
  (`degraded`/`fallback`).
- a data line that isn't JSON after a verified sentence: before, `failed`/`internal`; after,
  `failed`/`provider` with the `error` event ("cut off"), the sentence kept, nothing more streamed.
- the database restarting mid-turn (every connection cut while the model streams, no new ones for
  1 s, or for 9 s: past the end of the stream): before (main at 5fc1e38), the stream never ended
  (no `done`; the client gave up at its 120 s read timeout) and the turn log had no row. After:
  back within 1 s, the turn is answered whole (each query burst takes a pooled connection that is
  checked first); down for 9 s, `error` then `done` `failed`/`internal`, no checkpoint of the half
  answer; either way the turn-log row is written (on a new connection) and the next turn answers.
"""

from __future__ import annotations

import json
import time

import httpx
import psycopg
import pytest
from django.db import connection

from chat.models import TurnLog
from core.databases import database_uri
from tests.support.fake_openai import FakeOpenAI, ScriptedReply

QUESTION = "What did Mara build at Kovalent Pay?"  # retrieval finds project-ledger for it
SENTENCE = "Mara led the Ledger rewrite at Kovalent Pay [[project-ledger]]."


@pytest.fixture(autouse=True)
def fake(daphne_fake_openai: FakeOpenAI) -> FakeOpenAI:
    return daphne_fake_openai.reset()


def ask(base_url: str) -> list[tuple[str, dict]]:
    """One whole turn over HTTP: its events, in order."""
    events, name = [], None
    with (
        httpx.Client(timeout=120) as client,
        client.stream("POST", f"{base_url}/api/chat", json={"message": QUESTION}) as response,
    ):
        assert response.status_code == 200
        for line in response.iter_lines():
            if line.startswith("event: "):
                name = line.removeprefix("event: ")
            elif line.startswith("data: "):
                events.append((name, json.loads(line.removeprefix("data: "))))
    return events


def ended(events: list[tuple[str, dict]]) -> dict:
    """The `done` data, after checking it came last and once."""
    names = [name for name, _ in events]
    assert names.count("done") == 1 and names[-1] == "done", names
    return events[-1][1]


def text_of(events) -> str:
    return "".join(data["delta"] for name, data in events if name == "text")


@pytest.mark.parametrize(
    ("reply", "requests"),
    [
        pytest.param(ScriptedReply(malformed="error_body"), 3, id="200-with-an-error-body"),
        pytest.param(ScriptedReply(malformed="error_event"), 3, id="an-error-event-in-the-stream"),
        # Text came before the end: the provider doesn't retry what it passed on (the sentence gate
        # held the half sentence back, so the visitor saw nothing and the offline layer answers).
        pytest.param(ScriptedReply(text="Mara led the Ledger", malformed="no_finish"), 1, id="no-finish"),
    ],
)
def test_a_200_that_is_no_answer_is_retried_then_the_offline_layer_answers(
    daphne_url, fake, transactional_db, knowledge, reply, requests
):
    fake.default_reply = reply

    events = ask(daphne_url)

    done = ended(events)
    assert (done["outcome"], done["reason"]) == ("degraded", "fallback")
    assert "Ledger" in text_of(events)  # the offline layer, from the same evidence
    assert "overloaded" not in text_of(events) and "internal error" not in text_of(events)
    assert len(fake.chat_requests) == requests  # 3: the first try and LLM_RETRIES=2
    log = TurnLog.objects.get(turn_id=done["turn_id"])
    assert (log.outcome, log.reason) == ("degraded", "fallback")


def test_a_malformed_line_after_a_verified_sentence_cuts_the_answer_off_cleanly(
    daphne_url, fake, transactional_db, knowledge
):
    fake.default_reply = ScriptedReply(text=f"{SENTENCE} Balances were", malformed="not_json")

    events = ask(daphne_url)

    done = ended(events)
    assert (done["outcome"], done["reason"]) == ("failed", "provider")
    names = [name for name, _ in events]
    assert "error" in names and "text" not in names[names.index("error") :]  # nothing after the error
    assert text_of(events) == "Mara led the Ledger rewrite at Kovalent Pay."
    assert len(fake.chat_requests) == 1  # text had reached the visitor: never restarted silently
    assert TurnLog.objects.get(turn_id=done["turn_id"]).outcome == "failed"


# --- The database restarting mid-turn ------------------------------------------------------------
def database_restart(*, down_seconds: float) -> None:
    """What a restart does to the server: every connection of the test database but this one is
    cut, and for `down_seconds` no new one is accepted; then the database is back."""
    name = connection.settings_dict["NAME"]
    # From the server's maintenance database: a database can't refuse connections from inside itself.
    with psycopg.connect(database_uri(connection.settings_dict), dbname="postgres", autocommit=True) as admin:
        quoted = connection.ops.quote_name(name)
        admin.execute(f"ALTER DATABASE {quoted} WITH ALLOW_CONNECTIONS false")
        try:
            admin.execute(
                "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = %s AND pid <> %s",
                [name, own_backend_pid()],
            )
            time.sleep(down_seconds)
        finally:
            admin.execute(f"ALTER DATABASE {quoted} WITH ALLOW_CONNECTIONS true")


def own_backend_pid() -> int:
    with connection.cursor() as cursor:
        cursor.execute("SELECT pg_backend_pid()")
        return cursor.fetchone()[0]


@pytest.fixture
def fresh_pool_afterwards(transactional_db):
    """The restart cut this process's pooled connections too, and the pool may be backing off from
    the refused reconnects; the next test's set-up must not wait on it (it timed out once)."""
    yield
    connection.close()
    connection.close_pool()


@pytest.mark.parametrize(
    "down_seconds",
    [
        # Back before the turn needs it again: every query burst takes a checked connection.
        pytest.param(1.0, id="back-within-the-stream"),
        # Still down when the stream ends: settling the budget fails, the turn fails.
        pytest.param(9.0, id="down-past-the-end-of-the-stream"),
    ],
)
def test_the_database_restarting_mid_turn_ends_the_turn_with_done_and_nothing_half_written(
    daphne_url, fake, transactional_db, knowledge, fresh_pool_afterwards, down_seconds
):
    # Twelve cited sentences, 10 characters every 0.1 s: about 8 s of streaming.
    fake.default_reply = ScriptedReply(text=" ".join([SENTENCE] * 12), chunk_chars=10, chunk_delay=0.1)
    events, name = [], None
    with (
        httpx.Client(timeout=120) as client,
        client.stream("POST", f"{daphne_url}/api/chat", json={"message": QUESTION}) as response,
    ):
        for line in response.iter_lines():
            if line.startswith("event: "):
                name = line.removeprefix("event: ")
            elif line.startswith("data: "):
                events.append((name, json.loads(line.removeprefix("data: "))))
                if name == "text" and len([n for n, _ in events if n == "text"]) == 1:
                    database_restart(down_seconds=down_seconds)  # while the model streams its answer

    done = ended(events)
    meta = events[0][1]
    assert done["outcome"] in ("answered", "failed"), done
    log = TurnLog.objects.get(turn_id=meta["turn_id"])  # the turn's record survived the restart
    assert (log.outcome, log.reason) == (done["outcome"], done["reason"] or "")
    thread = httpx.get(f"{daphne_url}/api/threads/{meta['thread_id']}", timeout=30)
    answers = (
        [m["content"] for m in thread.json()["messages"] if m["role"] == "assistant"]
        if thread.is_success
        else []
    )
    if done["outcome"] == "answered":  # whole: every sentence streamed, and the history holds it all
        assert text_of(events).count("Ledger rewrite") == 12
        assert [a.count("Ledger rewrite") for a in answers] == [12]
    else:  # nothing half-written: no checkpoint of the half answer
        assert "error" in [n for n, _ in events]
        assert answers == []
    # And the chat keeps working once the database is back.
    fake.default_reply = ScriptedReply(text=SENTENCE)
    again = ended(ask(daphne_url))
    assert again["outcome"] == "answered", again
