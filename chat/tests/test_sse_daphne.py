"""POST /api/chat over a real ASGI server: daphne in a subprocess, real HTTP, real SSE.

One daphne serves the whole file (`daphne_url`, from `tests.support.daphne`). It talks to the test
database (the tests use `transactional_db`, so it sees committed rows) and to a fake OpenAI-compatible
server this process scripts per test.
"""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from dataclasses import dataclass

import httpx
import pytest

from chat.models import TurnLog
from tests.support.fake_openai import FakeOpenAI, ScriptedReply
from tests.support.waiting import PATIENCE

QUESTION = "What did Mara build at Kovalent Pay?"  # retrieval finds project-ledger for it
# Cited, and without numbers: the verifier releases each sentence once it is complete.
LEDGER_SENTENCES = [
    "Mara led the Ledger rewrite at Kovalent Pay [[project-ledger]].",
    "The new service recorded every movement of money as an immutable journal entry [[project-ledger]].",
    "Balances were derived from postings and never edited [[project-ledger]].",
    "Each entry carried an idempotency key, so retried requests could not post twice [[project-ledger]].",
]


@dataclass
class Event:
    name: str
    data: dict
    received: float  # time.monotonic() when its data line arrived


@pytest.fixture(autouse=True)
def fake(daphne_fake_openai: FakeOpenAI) -> FakeOpenAI:
    return daphne_fake_openai.reset()


def read_events(response: httpx.Response) -> Iterator[Event]:
    """Parse the SSE stream as it arrives; every data line must be one JSON object."""
    name = None
    for line in response.iter_lines():
        if line.startswith("event: "):
            name = line.removeprefix("event: ")
        elif line.startswith("data: "):
            data = json.loads(line.removeprefix("data: "))
            assert isinstance(data, dict), line
            assert name, f"data without an event name: {line}"
            yield Event(name, data, time.monotonic())
            name = None
        else:
            assert line == "", f"unexpected line in the stream: {line!r}"


def ask(base_url: str, message: str = QUESTION) -> tuple[httpx.Response, list[Event]]:
    """One whole turn: the response and its events."""
    with (
        httpx.Client(timeout=30) as client,
        client.stream("POST", f"{base_url}/api/chat", json={"message": message}) as response,
    ):
        return response, list(read_events(response))


def eventually(read, *, timeout: float = PATIENCE):
    """What `read()` returns once it is not None (another process writes it), or None at the timeout."""
    deadline = time.monotonic() + timeout
    while (value := read()) is None and time.monotonic() < deadline:
        time.sleep(0.1)
    return value


def cited_reply(sentences: list[str], **timing) -> ScriptedReply:
    return ScriptedReply(text=" ".join(sentences), **timing)


def test_events_arrive_in_contract_order(daphne_url, fake, transactional_db, knowledge):
    fake.chat_replies.append(cited_reply(LEDGER_SENTENCES[:2]))

    response, events = ask(daphne_url)

    assert response.status_code == 200
    assert response.headers["content-type"].startswith("text/event-stream")
    assert response.headers["cache-control"] == "no-cache"
    names = [event.name for event in events]
    assert names[0] == "meta"
    assert names.count("done") == 1
    assert names[-2:] == ["trace", "done"]
    assert names.count("trace") == 1
    assert {"status", "text", "citation"} <= set(names)
    meta, done = events[0].data, events[-1].data
    assert done["turn_id"] == meta["turn_id"]
    assert done["outcome"] == "answered", done
    assert "project-ledger" in {e.data["id"] for e in events if e.name == "citation"}
    text = "".join(e.data["delta"] for e in events if e.name == "text")
    assert "Ledger rewrite" in text
    assert "[[" not in text
    assert len(fake.chat_requests) == 1


def test_text_streams_as_it_is_verified_not_when_the_turn_ends(daphne_url, fake, transactional_db, knowledge):
    fake.chat_replies.append(cited_reply(LEDGER_SENTENCES, chunk_chars=12, chunk_delay=0.2))

    _, events = ask(daphne_url)

    texts = [event for event in events if event.name == "text"]
    done = events[-1]
    assert done.name == "done" and done.data["outcome"] == "answered", done.data
    assert len(texts) == len(LEDGER_SENTENCES)  # one event per verified sentence
    # ~28 chunks 0.2 s apart: the first sentence is out after ~1 s, the turn ends after ~5.5 s.
    assert done.received - texts[0].received > 2.5
    assert texts[-1].received - texts[0].received > 2.0


def test_a_visitor_who_leaves_cancels_the_turn_and_its_provider_request(
    daphne_url, fake, transactional_db, knowledge
):
    fake.chat_replies.append(cited_reply(LEDGER_SENTENCES * 15, chunk_chars=8, chunk_delay=0.05))

    with (
        httpx.Client(timeout=30) as client,
        client.stream("POST", f"{daphne_url}/api/chat", json={"message": QUESTION}) as response,
    ):
        events = read_events(response)
        meta = next(events)
        assert meta.name == "meta"
        first = next(e for e in events if e.name in ("text", "done", "error"))
        assert first.name == "text", first  # the provider is streaming now
    # Leaving the block closes the connection mid-stream, long before the reply's ~30 s end.

    assert fake.client_disconnected.wait(timeout=PATIENCE), "the provider request was not closed"
    log = eventually(TurnLog.objects.filter(turn_id=meta.data["turn_id"]).first)
    assert log is not None, "the cancelled turn left no turn log row"
    assert log.reason == "cancelled"


JSON = "application/json"


@pytest.mark.parametrize(
    ("body", "content_type", "statuses"),
    [
        pytest.param(b'{"message": "hi"', JSON, {400, 422}, id="malformed-json"),
        pytest.param(b'{"message": "hi"}', "text/plain", {400, 422}, id="wrong-content-type"),
        pytest.param(b'{"message": "hi", "history": []}', JSON, {422}, id="unknown-field"),
        pytest.param(b'{"message": ""}', JSON, {422}, id="empty-message"),
        pytest.param(b'{"message": "   \\n\\t "}', JSON, {422}, id="whitespace-message"),
        pytest.param(json.dumps({"message": "x" * 801}).encode(), JSON, {422}, id="801-chars"),
    ],
)
def test_bad_input_is_refused_before_the_stream_starts(daphne_url, body, content_type, statuses):
    response = httpx.post(
        f"{daphne_url}/api/chat", content=body, headers={"Content-Type": content_type}, timeout=10
    )

    assert response.status_code in statuses
    assert response.headers["content-type"].startswith("application/json")
    assert "detail" in response.json()
