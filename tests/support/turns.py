"""Test helpers for driving real turns: a turn runner, the fake model and a provider switch.

Registered for every test by the root conftest (`pytest_plugins`).

Turns run on their own event loop (`asyncio.run`) and touch the database from asgiref's executor
thread, so `run_turn` uses `transactional_db`: that thread can't see a test transaction.
"""

from __future__ import annotations

import asyncio
import gc
import threading
from dataclasses import dataclass

import pytest
from asgiref.sync import sync_to_async
from django.db import connections

from chat.checkpoints import close_turn_graph
from chat.services import TurnEvent, turn_events
from chat.turn_slots import RELEASE_THREAD, open_streams
from tests.support.fake_openai import FakeOpenAI
from tests.support.waiting import PATIENCE


@dataclass
class TurnResult:
    events: list[TurnEvent]

    def named(self, name: str) -> list[dict]:
        return [event.data for event in self.events if event.name == name]

    @property
    def text(self) -> str:
        return "".join(data["delta"] for data in self.named("text"))

    @property
    def done(self) -> dict:
        (done,) = self.named("done")
        return done

    @property
    def thread_id(self) -> str:
        return self.named("meta")[0]["thread_id"]


async def collect_turn(
    message: str, *, thread_id: str | None = None, page: str | None = None, client: str = ""
) -> TurnResult:
    events = [
        event async for event in turn_events(message=message, thread_id=thread_id, page=page, client=client)
    ]
    return TurnResult(events)


def run_in_loop(coroutine_factory):
    """Run a coroutine on a fresh loop, then close the checkpoint pool that loop opened."""

    async def main():
        try:
            return await coroutine_factory()
        finally:
            await close_turn_graph()

    return asyncio.run(main())


@pytest.fixture(autouse=True)
def close_executor_connections():
    """asgiref runs the turn's ORM calls on its own thread; close that thread's connection after
    each test, or the test database can't be dropped at the end of the session."""
    yield
    close_all = sync_to_async(connections.close_all)
    try:
        asyncio.get_running_loop()
    except RuntimeError:
        asyncio.run(close_all())
    else:  # the browser tests' Playwright keeps a loop running in this thread: close from another
        closer = threading.Thread(target=asyncio.run, args=(close_all(),))
        closer.start()
        closer.join()


@pytest.fixture(autouse=True)
def turn_slots_given_back(django_db_blocker):
    """A turn's response the test client never read gives its slot back only when the garbage
    collector finalizes it (`TurnSlot.release_with`), from a thread that deletes its row. Left to
    chance, that ran in a later test where database access is blocked (an unhandled thread
    exception). So after a test that left a stream counted, collect now and wait for those threads.
    Costs nothing after the other tests: the count is zero."""
    yield
    if open_streams.count:
        slots_left_behind_released(django_db_blocker)


def slots_left_behind_released(django_db_blocker) -> None:
    with django_db_blocker.unblock():
        gc.collect()
        for thread in threading.enumerate():
            if thread.name == RELEASE_THREAD:
                thread.join(PATIENCE)


@pytest.fixture
def run_turn(transactional_db, knowledge):
    """run_turn("question", thread_id=..., page=..., client=...) -> TurnResult, through the real graph.
    `client` is who the owner's approval queue counts (chat.clients.client_key); "" is no visitor."""

    def run(
        message: str, *, thread_id: str | None = None, page: str | None = None, client: str = ""
    ) -> TurnResult:
        return run_in_loop(lambda: collect_turn(message, thread_id=thread_id, page=page, client=client))

    return run


@pytest.fixture
def fake_openai():
    server = FakeOpenAI().start()
    yield server
    server.stop()


@pytest.fixture
def use_fake_provider(settings, fake_openai):
    """Point the chat at the fake OpenAI-compatible server, with fast retries and a known price."""
    return fake_provider_configure(settings, fake_openai)


def fake_provider_configure(settings, fake_openai: FakeOpenAI) -> FakeOpenAI:
    """What `use_fake_provider` does, for a test that switches in the middle (after a turn with the
    local provider). `chat.providers.get_provider` caches a provider per configuration: this one is new."""
    settings.LLM_PROVIDER_CONFIG = {
        **settings.LLM_PROVIDER_CONFIG,
        "name": "openai_compatible",
        "base_url": fake_openai.base_url,
        "model": "fake-model",
        "api_key": "test-key",
    }
    settings.LLM_PRICES = "1.00/0.10/4.00"
    # The fake answers at once; under load its first token still took over 3 s once (the fake
    # shares this process), and the turn fell back to the offline layer. Tests of the timeout set it.
    settings.LLM_FIRST_TOKEN_TIMEOUT = PATIENCE
    return fake_openai
