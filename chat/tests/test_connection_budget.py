"""Connections are a budget: many open chat streams on one daphne hold at most its two pools.

A turn takes a pooled connection for each burst of queries and gives it back before it waits on the
model (`core.connections`); the checkpointer has a pool of its own. So while a dozen streams wait on
a slow model, the server holds no more than DB_POOL_SIZE + CHECKPOINT_POOL_SIZE connections, where
before each stream kept one (and ~100 streams met PostgreSQL's `too many clients`).
"""

from __future__ import annotations

import os
import threading
import time
from concurrent.futures import ThreadPoolExecutor

import httpx
import pytest
from django.db import connection

from chat.tests.test_sse_daphne import LEDGER_SENTENCES, QUESTION, read_events
from tests.support.fake_openai import FakeOpenAI, ScriptedReply

STREAMS = 12


@pytest.fixture(scope="module")
def daphne_extra_env() -> dict[str, str]:
    return {"DB_POOL_SIZE": "2", "CHECKPOINT_POOL_SIZE": "2", "CHAT_MAX_CONCURRENT_PER_IP": "100"}


def server_connections() -> int:
    """Connections to the test database held by a server process (named `twinsite:<pid>...`), not
    by this one."""
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() "
            "AND application_name LIKE 'twinsite:%%' AND application_name NOT LIKE %s",
            [f"twinsite:{os.getpid()}%"],
        )
        return cursor.fetchone()[0]


def test_many_waiting_streams_hold_no_more_than_the_pools(
    daphne_url, daphne_fake_openai, transactional_db, knowledge
):
    fake: FakeOpenAI = daphne_fake_openai.reset()
    fake.default_reply = ScriptedReply(text=" ".join(LEDGER_SENTENCES[:2]), first_token_delay=3.0)
    waiting = threading.Semaphore(0)

    def ask() -> list:
        with (
            httpx.Client(timeout=120) as client,
            client.stream("POST", f"{daphne_url}/api/chat", json={"message": QUESTION}) as response,
        ):
            assert response.status_code == 200
            events = []
            for event in read_events(response):
                events.append(event)
                if event.name == "status" and event.data["node"] == "generate":
                    waiting.release()
            return events

    with ThreadPoolExecutor(STREAMS) as pool:
        turns = [pool.submit(ask) for _ in range(STREAMS)]
        peak, in_generate = 0, 0
        while not all(turn.done() for turn in turns):
            while waiting.acquire(blocking=False):
                in_generate += 1
            peak = max(peak, server_connections())
            time.sleep(0.1)
        results = [turn.result() for turn in turns]

    assert in_generate == STREAMS  # every stream reached the model, most of them at the same time
    assert len(fake.chat_requests) == STREAMS
    assert peak <= 2 + 2, f"{peak} connections held for {STREAMS} streams"
    for events in results:
        assert [e.name for e in events].count("done") == 1
        assert events[-1].data["outcome"] == "answered", events[-1].data
