"""Fixtures shared by the chat's request tests."""

from __future__ import annotations

import pytest

from chat.turn_slots import turn_slots


@pytest.fixture
def fresh_limits(settings):
    """Counters live in the database cache and the slot table; start each test with neither."""
    settings.RATE_LIMIT, settings.THREAD_LIMIT = "1000/1h", "1000/1h"
    settings.TRUSTED_PROXIES, settings.CHAT_ALLOWED_ORIGINS = [], []
    # The test client never reads an admitted stream, and its response sits in a reference cycle:
    # the slot goes back only when the garbage collector gets to it. Only the concurrency tests cap.
    settings.CHAT_ENABLED, settings.CHAT_MAX_CONCURRENT_PER_IP = True, 1000
    turn_slots.clear()
    yield
    turn_slots.clear()
