"""Fixtures shared by the chat's request tests."""

from __future__ import annotations

import gc
import threading

import pytest

from chat.models import RunningTurn
from chat.turn_slots import RELEASE_THREAD, open_streams
from tests.support.waiting import PATIENCE


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
    # The test client's unread responses give their slots back when collected, from a thread of
    # their own (`TurnSlot.release_with`). Left to the garbage collector, that ran in a later test
    # or between tests, where database access is blocked: PytestUnhandledThreadExceptionWarning.
    with django_db_blocker.unblock():
        gc.collect()
        for thread in threading.enumerate():
            if thread.name == RELEASE_THREAD:
                thread.join(PATIENCE)
    open_streams.clear()
