"""Delivery without a Celery worker (no REDIS_URL): one daemon thread per process.

It runs while mail is pending (a retry, a digest due later), sleeping until the next one is due,
and ends when the outbox is empty; a commit that queues mail, or a request after a quiet spell,
starts it again. It is the outbox's periodic task for a deployment that has no beat.
"""

from __future__ import annotations

import logging
import threading
import time

from django.conf import settings
from django.db import connection
from django.utils import timezone

logger = logging.getLogger(__name__)
LONGEST_SLEEP = 300.0  # seconds: also how soon a mail queued by another process is noticed
POKE_EVERY = 60.0  # seconds between checks started by requests while the courier is idle
AFTER_ERROR = 30.0


class Courier:
    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._wake = threading.Event()
        self._thread: threading.Thread | None = None
        self._last_start = float("-inf")
        self._stopping = False

    def wake(self) -> None:
        """Deliver what is due now, in the background; start the thread if it isn't running."""
        with self._lock:
            self._wake.set()
            if self._thread is None:
                self._last_start = time.monotonic()
                self._thread = threading.Thread(target=self._run, name="outbox-courier", daemon=True)
                self._thread.start()

    def poke(self) -> None:
        """Cheap enough for every request: starts a check at most once a minute while idle."""
        if self._thread is None and time.monotonic() - self._last_start > POKE_EVERY:
            self.wake()

    def running(self) -> bool:
        return self._thread is not None

    def stop(self, timeout: float = 30) -> None:
        """End the thread after its current delivery (tests; a process that shuts down just exits)."""
        with self._lock:
            thread, self._stopping = self._thread, True
            self._wake.set()
        if thread:
            thread.join(timeout)
        with self._lock:
            self._stopping = False

    def _run(self) -> None:
        from outbox.selectors import next_attempt_at
        from outbox.services import mails_deliver_due

        try:
            while not self._stopping:
                self._wake.clear()
                try:
                    mails_deliver_due()
                    due = next_attempt_at()
                except Exception:
                    logger.exception("outbox courier: delivery failed; trying again shortly")
                    connection.close()  # a broken connection must not be reused
                    self._wake.wait(AFTER_ERROR)
                    continue
                if due is None:
                    with self._lock:  # wake() sets the event under this lock: no wake-up is lost
                        if not self._wake.is_set():
                            self._thread = None
                            return
                    continue
                seconds = (due - timezone.now()).total_seconds()
                self._wake.wait(min(max(seconds, 0.05), LONGEST_SLEEP))
        finally:
            connection.close()  # this thread's own connection
            with self._lock:  # however it ended, the next wake() starts a new thread
                if self._thread is threading.current_thread():
                    self._thread = None


courier = Courier()


def courier_poke(**kwargs) -> None:
    """request_started receiver."""
    if settings.OUTBOX_COURIER:
        courier.poke()
