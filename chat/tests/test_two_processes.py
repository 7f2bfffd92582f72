"""Two web processes enforce one limit: the per-client running-turns cap and the rate limit hold
across both, with the counters in the database (no Redis) or in Redis.

Two real daphnes on 127.0.0.1 share the test database (and, for the Redis case, one Redis
database); this test talks to both over HTTP, as a proxy spreading one visitor's requests would.
The visitor is named by X-Forwarded-For (127.0.0.1 is a trusted proxy for these servers).
"""

from __future__ import annotations

import ipaddress
import os
import random
import threading
from collections.abc import Iterator

import httpx
import pytest
import redis

from chat.tests.test_sse_daphne import LEDGER_SENTENCES, QUESTION, read_events
from tests.support.daphne import daphne_start, server_env
from tests.support.fake_openai import FakeOpenAI, ScriptedReply

REDIS_URL = os.environ.get("TWINSITE_TEST_REDIS_URL", "redis://127.0.0.1:6379/15")
RATE = 6  # requests per hour per client: more than the cap test makes, as many as the rate test wants
REPLY = " ".join(LEDGER_SENTENCES[:2])


def redis_available() -> bool:
    try:
        return bool(redis.Redis.from_url(REDIS_URL, socket_timeout=1).ping())
    except redis.RedisError:
        return False


@pytest.fixture(scope="module", params=["database", "redis"])
def servers(request, django_db_setup, tmp_path_factory) -> Iterator[tuple[list[str], FakeOpenAI]]:
    """Two daphnes, their limits shared through the database cache or through Redis."""
    if request.param == "redis" and not redis_available():
        pytest.skip(f"no Redis at {REDIS_URL}")
    fake = FakeOpenAI().start()
    env = server_env(
        LLM_PROVIDER="openai_compatible",
        LLM_BASE_URL=fake.base_url,
        LLM_MODEL="fake-model",
        LLM_API_KEY="k",
        LLM_PRICES="1/0.1/4",
        LLM_FIRST_TOKEN_TIMEOUT="30",
        REDIS_URL=REDIS_URL if request.param == "redis" else "",
        RATE_LIMIT=f"{RATE}/1h",
        CHAT_MAX_CONCURRENT_PER_IP="2",
        TRUSTED_PROXIES="127.0.0.1",
    )
    folder = tmp_path_factory.mktemp(f"two-{request.param}")
    started = []
    try:
        for n in range(2):
            started.append(daphne_start(env, log_path=folder / f"daphne-{n}.log"))
        yield [server.base_url for server in started], fake
    finally:
        for server in started:
            server.stop()
        fake.stop()


def a_visitor() -> str:
    """An address of this run only: the counters in Redis are keyed by the client, and another suite
    on the same Redis database (or an earlier run, within the hour) counts its own visitors there.
    Emptying the database first (as this test once did) emptied that suite's counters mid-test."""
    return str(ipaddress.IPv4Address(random.randrange(0x0A000001, 0x0AFFFFFF)))  # in 10.0.0.0/8


def post(base_url: str, client_ip: str, client: httpx.Client) -> httpx.Response:
    return client.post(
        f"{base_url}/api/chat",
        json={"message": QUESTION, "thread_id": None},
        headers={"X-Forwarded-For": client_ip},
    )


class OpenTurn:
    """A turn whose stream is being read in a thread; `started` is set once `meta` has arrived (its
    slot was claimed before the response began)."""

    def __init__(self, base_url: str, client_ip: str) -> None:
        self.started, self.events, self.status = threading.Event(), [], None
        self._thread = threading.Thread(target=self._read, args=(base_url, client_ip), daemon=True)
        self._thread.start()

    def _read(self, base_url: str, client_ip: str) -> None:
        with (
            httpx.Client(timeout=120) as client,
            client.stream(
                "POST",
                f"{base_url}/api/chat",
                json={"message": QUESTION, "thread_id": None},
                headers={"X-Forwarded-For": client_ip},
            ) as response,
        ):
            self.status = response.status_code
            for event in read_events(response):
                self.events.append(event)
                self.started.set()
        self.started.set()

    def finish(self) -> list:
        self._thread.join(timeout=120)
        return self.events


def test_the_running_turns_cap_holds_across_both_processes(servers, transactional_db, knowledge):
    (first, second), fake = servers
    fake.reset().default_reply = ScriptedReply(text=REPLY, first_token_delay=4.0)
    visitor = a_visitor()

    running = [OpenTurn(first, visitor), OpenTurn(second, visitor)]  # one on each process
    assert all(turn.started.wait(timeout=60) for turn in running)
    with httpx.Client(timeout=60) as client:
        refused = [post(first, visitor, client), post(second, visitor, client)]
        fake.default_reply = ScriptedReply(text=REPLY)
        other_visitor = post(second, a_visitor(), client)

        for response in refused:
            assert response.status_code == 429, response.text
            assert int(response.headers["Retry-After"]) >= 1
        assert other_visitor.status_code == 200
        for turn in running:
            events = turn.finish()
            assert turn.status == 200 and events[-1].name == "done", events
        # Both turns ended, on both processes: the visitor's slots are free again.
        after = post(second, visitor, client)
        assert after.status_code == 200 and "event: done" in after.text


def test_the_rate_limit_holds_across_both_processes(servers, transactional_db, knowledge):
    (first, second), fake = servers
    fake.reset().default_reply = ScriptedReply(text=REPLY)
    visitor = a_visitor()

    with httpx.Client(timeout=60) as client:
        statuses = [post((first, second)[n % 2], visitor, client).status_code for n in range(RATE + 2)]
        elsewhere = post(first, a_visitor(), client)

    # RATE requests in the hour, wherever they landed; then 429 from both processes.
    assert statuses == [200] * RATE + [429, 429]
    assert elsewhere.status_code == 200
