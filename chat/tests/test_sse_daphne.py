"""POST /api/chat over a real ASGI server: daphne in a subprocess, real HTTP, real SSE.

One daphne serves the whole file. It talks to the test database (the tests use `transactional_db`,
so it sees committed rows) and to a fake OpenAI-compatible server this process scripts per test.
"""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import httpx
import pytest
from django.conf import settings
from django.db import connection

from chat.models import TurnLog
from twinsite.embedded_postgres import database_uri
from twinsite.testing.fake_openai import FakeOpenAI, ScriptedReply

ROOT = Path(__file__).resolve().parents[2]
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


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@pytest.fixture(scope="module")
def fake() -> Iterator[FakeOpenAI]:
    server = FakeOpenAI().start()
    yield server
    server.stop()


@pytest.fixture(autouse=True)
def fresh_fake(fake: FakeOpenAI) -> FakeOpenAI:
    fake.requests.clear()
    fake.chat_replies.clear()
    fake.responder = None
    fake.client_disconnected.clear()
    fake.client_disconnects = 0
    return fake


@pytest.fixture(scope="module")
def server(django_db_setup, fake: FakeOpenAI) -> Iterator[str]:
    """daphne on a free port, pointed at the test database and the fake; yields its base URL."""
    port = free_port()
    env = {
        **os.environ,
        "DATABASE_URL": database_uri(connection.settings_dict),
        "LLM_PROVIDER": "openai_compatible",
        "LLM_BASE_URL": fake.base_url,
        "LLM_MODEL": "fake-model",
        "LLM_API_KEY": "k",
        "LLM_PRICES": "1/0.1/4",
        "LLM_FIRST_TOKEN_TIMEOUT": "10",
        "EMBEDDINGS": settings.EMBEDDINGS,  # the knowledge fixture embeds in this process
        # Explicit, so a developer's .env can't change what this file tests.
        "CHAT_ENABLED": "true",
        "DAILY_BUDGET_USD": "2.00",
        "RATE_LIMIT": "1000/1m",  # this file's few requests all come from one IP
        "THREAD_LIMIT": "1000/1h",
        "LOG_LEVEL": "WARNING",
    }
    daphne = Path(sys.executable).with_name("daphne")
    command = [str(daphne), "-b", "127.0.0.1", "-p", str(port), "twinsite.asgi:application"]
    base_url = f"http://127.0.0.1:{port}"
    with tempfile.TemporaryFile() as log:
        process = subprocess.Popen(command, cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT)
        try:
            wait_until_healthy(base_url, process, log)
            yield base_url
        finally:
            process.terminate()
            try:
                process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()


def wait_until_healthy(base_url: str, process: subprocess.Popen, log, *, timeout: float = 30.0) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process.poll() is not None:
            break
        try:
            if httpx.get(f"{base_url}/healthz", timeout=1).status_code == 200:
                return
        except httpx.TransportError:
            pass
        time.sleep(0.1)
    log.seek(0)
    pytest.fail(
        f"daphne did not answer /healthz (exit code {process.poll()}):\n{log.read().decode()[-4000:]}"
    )


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


def eventually(read, *, timeout: float = 5.0):
    """What `read()` returns once it is not None (another process writes it), or None at the timeout."""
    deadline = time.monotonic() + timeout
    while (value := read()) is None and time.monotonic() < deadline:
        time.sleep(0.1)
    return value


def cited_reply(sentences: list[str], **timing) -> ScriptedReply:
    return ScriptedReply(text=" ".join(sentences), **timing)


def test_events_arrive_in_contract_order(server, fake, knowledge):
    fake.chat_replies.append(cited_reply(LEDGER_SENTENCES[:2]))

    response, events = ask(server)

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


def test_text_streams_as_it_is_verified_not_when_the_turn_ends(server, fake, knowledge):
    fake.chat_replies.append(cited_reply(LEDGER_SENTENCES, chunk_chars=12, chunk_delay=0.2))

    _, events = ask(server)

    texts = [event for event in events if event.name == "text"]
    done = events[-1]
    assert done.name == "done" and done.data["outcome"] == "answered", done.data
    assert len(texts) == len(LEDGER_SENTENCES)  # one event per verified sentence
    # ~28 chunks 0.2 s apart: the first sentence is out after ~1 s, the turn ends after ~5.5 s.
    assert done.received - texts[0].received > 2.5
    assert texts[-1].received - texts[0].received > 2.0


def test_a_visitor_who_leaves_cancels_the_turn_and_its_provider_request(server, fake, knowledge):
    fake.chat_replies.append(cited_reply(LEDGER_SENTENCES * 15, chunk_chars=8, chunk_delay=0.05))

    with (
        httpx.Client(timeout=30) as client,
        client.stream("POST", f"{server}/api/chat", json={"message": QUESTION}) as response,
    ):
        events = read_events(response)
        meta = next(events)
        assert meta.name == "meta"
        first = next(e for e in events if e.name in ("text", "done", "error"))
        assert first.name == "text", first  # the provider is streaming now
    # Leaving the block closes the connection mid-stream, long before the reply's ~30 s end.

    assert fake.client_disconnected.wait(timeout=5), "the provider request was not closed"
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
def test_bad_input_is_refused_before_the_stream_starts(server, body, content_type, statuses):
    response = httpx.post(
        f"{server}/api/chat", content=body, headers={"Content-Type": content_type}, timeout=10
    )

    assert response.status_code in statuses
    assert response.headers["content-type"].startswith("application/json")
    assert "detail" in response.json()
