"""Fixtures shared by the chat's request tests."""

from __future__ import annotations

import pytest

from chat.models import RunningTurn
from chat.turn_slots import open_streams
from tests.support.turns import slots_left_behind_released


@pytest.fixture
def fresh_limits(settings, django_db_blocker):
    """Counters live in the database cache and the running-turns table; start each test with
    neither, and with no streams counted in this process."""
    settings.RATE_LIMIT, settings.THREAD_LIMIT = "1000/1h", "1000/1h"
    settings.TRUSTED_PROXIES, settings.CHAT_ALLOWED_ORIGINS = [], []
    # The test client never reads an admitted stream, and its response sits in a reference cycle:
    # the slot goes back only when the garbage collector gets to it. Only the concurrency tests cap.
    settings.CHAT_ENABLED, settings.CHAT_MAX_CONCURRENT_PER_IP = True, 1000
    settings.CHAT_MAX_STREAMS = 1000
    open_streams.clear()
    with django_db_blocker.unblock():
        RunningTurn.objects.all().delete()
    yield
    # The test client's unread responses give their slots back when collected (see
    # `tests.support.turns.turn_slots_given_back`); these tests' counts start from zero anyway.
    slots_left_behind_released(django_db_blocker)
    open_streams.clear()
