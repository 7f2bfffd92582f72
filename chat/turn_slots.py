"""At most CHAT_MAX_CONCURRENT_PER_IP turns running at once per client, in each server process.

`turn_slot(key)` claims a slot or raises TurnSlotsFull (429); the slot goes back when the turn's
response body ends, however it ends, or when that body is garbage that never started.
"""

from __future__ import annotations

import itertools
import threading
import time
import weakref

from django.conf import settings
from django.http import JsonResponse

from chat.admission import refusal

BUSY_RETRY_AFTER = 5  # seconds: a turn usually ends well within this
# A slot older than the turn cap plus this is left over from a response that never started its
# stream (the visitor left in between), so nothing will release it: it no longer counts.
STALE_SLOT_GRACE = 30


class TurnSlotsFull(Exception):
    """The client already has CHAT_MAX_CONCURRENT_PER_IP turns running."""

    def response(self) -> JsonResponse:
        return refusal(
            429,
            "Another answer for you is still being written; please wait for it.",
            retry_after=BUSY_RETRY_AFTER,
        )


class TurnSlots:
    """Turns running now, per client key, counted in this process.

    In-process on purpose: a slot must be given back the moment its stream ends, including when
    the visitor leaves, and a process that dies takes its slots with it; counters in the shared
    cache would need two more round trips per turn and stay stuck after a crash until they expire.
    The cost: with several server processes a client may hold this many turns in each. RATE_LIMIT,
    counted in the shared cache, stays the bound across processes. A plain lock (held for a few
    dictionary operations, never across an await) keeps it safe for every event loop and thread;
    re-entrant, because a garbage-collected stream may release its slot in the middle of a claim.
    """

    def __init__(self) -> None:
        self._held: dict[str, dict[int, float]] = {}
        self._lock = threading.RLock()
        self._tokens = itertools.count()

    def claim(self, key: str, *, limit: int, stale_after: float) -> int | None:
        """A token for a new slot, or None when `key` holds `limit` already."""
        now = time.monotonic()
        with self._lock:
            for client, held in list(self._held.items()):
                for token, since in list(held.items()):
                    if now - since > stale_after:
                        del held[token]
                if not held:
                    del self._held[client]
            held = self._held.setdefault(key, {})
            if len(held) >= limit:
                return None
            token = next(self._tokens)
            held[token] = now
            return token

    def release(self, key: str, token: int) -> None:
        with self._lock:
            held = self._held.get(key, {})
            held.pop(token, None)
            if not held:
                self._held.pop(key, None)

    def held(self, key: str) -> int:
        with self._lock:
            return len(self._held.get(key, {}))

    def clear(self) -> None:
        with self._lock:
            self._held.clear()


turn_slots = TurnSlots()


class TurnSlot:
    """One running turn of one client. Claimed when created; given back once, on `release()` or when
    an `async with` block around the stream ends (normally, on error, or when the visitor leaves)."""

    def __init__(self, key: str, token: int) -> None:
        self.key, self._token = key, token

    def release(self) -> None:
        token, self._token = self._token, None
        if token is not None:
            turn_slots.release(self.key, token)

    def release_with(self, stream: object) -> None:
        """Also give the slot back when `stream` is garbage: a response whose stream never started
        (the visitor left before its first byte) never runs the `async with` that releases it."""
        weakref.finalize(stream, self.release)

    async def __aenter__(self) -> TurnSlot:
        return self

    async def __aexit__(self, *exc_info) -> None:
        self.release()


def turn_slot(key: str) -> TurnSlot:
    """Claim a slot for client `key` now (call it after the last await before the response, so a
    request cancelled in between can't leave it claimed); raises TurnSlotsFull over the cap."""
    token = turn_slots.claim(
        key,
        limit=settings.CHAT_MAX_CONCURRENT_PER_IP,
        stale_after=settings.CHAT_TURN_TIMEOUT + STALE_SLOT_GRACE,
    )
    if token is None:
        raise TurnSlotsFull
    return TurnSlot(key, token)
