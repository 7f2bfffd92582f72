"""Turns running now: per client across every web process, and per process (what one can hold).

Two limits, checked before a turn's stream starts:
- CHAT_MAX_CONCURRENT_PER_IP turns per client, counted in PostgreSQL (`RunningTurn`), so N web
  processes enforce one cap: over it, 429 with Retry-After. A row goes when its stream ends; a
  process that dies mid-turn leaves rows that stop counting at their `expires_at`.
- CHAT_MAX_STREAMS open turn streams in this process, counted in memory: what one process can
  serve with an acceptable first-text delay (bench/load.py measures it). Over it, 503 with
  Retry-After, before anything is counted or started: a visitor never meets a 500 or a dropped
  connection, and a proxy in front may pass the request to another replica.
`turn_slot_claim(client)` claims both or raises `TurnRefused`; the slot goes back when the turn's
response body ends, however it ends, or when that body is garbage that never started.
"""

from __future__ import annotations

import asyncio
import random
import threading
import uuid
import weakref
from datetime import timedelta

from asgiref.sync import sync_to_async
from django.conf import settings
from django.db import connection
from django.http import HttpRequest, JsonResponse
from django.utils import timezone

from chat.admission import refusal, thread_admission
from chat.clients import client_key
from chat.models import RunningTurn
from core.commits import lazy_commits
from core.connections import connection_released

CLIENT_RETRY_AFTER = 5  # seconds: a turn usually ends well within this
# A row older than the turn cap plus this is left over from a process that died mid-turn, or from
# a response that never started its stream: nothing will delete it, so it no longer counts.
STALE_SLOT_GRACE = 30
RELEASE_THREAD = "turn-slot-release"  # the threads `release_in_thread` starts, by name


class TurnRefused(Exception):
    """No slot for this turn; `response()` says why, before any stream starts."""

    def response(self) -> JsonResponse:
        raise NotImplementedError


class TurnSlotsFull(TurnRefused):
    """The client already has CHAT_MAX_CONCURRENT_PER_IP turns running (in any process)."""

    def response(self) -> JsonResponse:
        return refusal(
            429,
            "Another answer for you is still being written; please wait for it.",
            retry_after=CLIENT_RETRY_AFTER,
        )


class NotAdmitted(TurnRefused):
    """`chat.admission`'s refusal: 503 switched off, 403 another origin, 429 over a rate limit."""

    def __init__(self, refusal: JsonResponse) -> None:
        super().__init__()
        self.refusal = refusal

    def response(self) -> JsonResponse:
        return self.refusal


class ServerBusy(TurnRefused):
    """This process has CHAT_MAX_STREAMS turns streaming: the visitor is asked to retry shortly."""

    def __init__(self) -> None:
        super().__init__()
        # Spread out: a crowd told "3 s" all at once would come back all at once.
        self.retry_after = busy_retry_after()

    def response(self) -> JsonResponse:
        return refusal(
            503,
            f"Many people are asking right now; please try again in {self.retry_after} seconds.",
            retry_after=self.retry_after,
        )


def busy_retry_after() -> int:
    low = settings.CHAT_BUSY_RETRY_AFTER
    return random.randint(low, 2 * low)


class OpenStreams:
    """Turn streams open in this process. A plain lock (a few integer operations, never across an
    await) keeps it safe for every event loop and thread."""

    def __init__(self) -> None:
        self._count = 0
        self._lock = threading.Lock()

    @property
    def count(self) -> int:
        return self._count

    def claim(self, limit: int) -> bool:
        with self._lock:
            if self._count >= limit:
                return False
            self._count += 1
            return True

    def release(self) -> None:
        with self._lock:
            self._count = max(self._count - 1, 0)

    def clear(self) -> None:
        with self._lock:
            self._count = 0


open_streams = OpenStreams()


def server_busy() -> ServerBusy | None:
    """This process's refusal when it is full, checked first: a turned-away request costs no query
    and counts against no limit, so its retry starts afresh."""
    return ServerBusy() if open_streams.count >= settings.CHAT_MAX_STREAMS else None


# --- The per-client rows (sync: called through sync_to_async) -------------------------------------
def client_slot_claim(client: str, *, limit: int, ttl: float) -> str | None:
    """A token for a new running turn of `client`, or None when it has `limit` already.

    An advisory lock per client, held until the insert commits, makes count-then-insert atomic
    across processes; the count reads the rows committed before the lock was granted (in READ
    COMMITTED each statement takes its own snapshot, the INSERT's after the lock's statement).
    Both go in one query, one round trip: PostgreSQL runs the statements of one simple query as
    one transaction (the lock's), also without BEGIN and COMMIT, and an error rolls all of it back.
    Django's client-side binding cursor sends it as one simple query, as `core.commits` does.
    """
    now = timezone.now()
    token = uuid.uuid4().hex
    with lazy_commits(), connection.cursor() as cursor:
        cursor.execute(
            "SELECT pg_advisory_xact_lock(hashtext(%s)); "
            f"INSERT INTO {RunningTurn._meta.db_table} (token, client, started_at, expires_at) "
            f"SELECT %s, %s, %s, %s WHERE (SELECT count(*) FROM {RunningTurn._meta.db_table} "
            "WHERE client = %s AND expires_at > %s) < %s",
            [f"turn-slots:{client}", token, client, now, now + timedelta(seconds=ttl), client, now, limit],
        )
        cursor.nextset()  # the INSERT's result
        claimed = cursor.rowcount == 1
    return token if claimed else None


def client_slot_release(token: str) -> None:
    """One statement in autocommit (the ORM's delete opens a transaction: two more round trips).
    Slots are committed lazily (`core.commits`): a row lost in a database crash expires."""
    with lazy_commits(), connection.cursor() as cursor:
        cursor.execute(f"DELETE FROM {RunningTurn._meta.db_table} WHERE token = %s", [token])


def release_in_thread(token: str) -> None:
    """Delete a row from sync code that has no loop to wait on (a finalizer), or without waiting."""
    threading.Thread(
        target=connection_released(client_slot_release), args=(token,), name=RELEASE_THREAD, daemon=True
    ).start()


def client_slots_held(client: str) -> int:
    return RunningTurn.objects.filter(client=client, expires_at__gt=timezone.now()).count()


def client_slots_purge() -> int:
    """Delete the rows that stopped counting (a crashed process's); the daily purge calls it."""
    return RunningTurn.objects.filter(expires_at__lte=timezone.now()).delete()[0]


# --- One turn's slot -------------------------------------------------------------------------------
class TurnSlot:
    """One running turn: a client row and a place in this process's streams. Given back once, when
    an `async with` block around the stream ends (normally, on error, or when the visitor leaves),
    or when its stream is garbage that never started (`release_with`)."""

    def __init__(self, client: str, token: str) -> None:
        self.client, self._token = client, token

    def _take(self) -> str | None:
        token, self._token = self._token, None
        if token is not None:
            open_streams.release()
        return token

    async def release(self) -> None:
        if token := self._take():
            # Shielded: a visitor who leaves cancels the stream, and the row must still go.
            await asyncio.shield(sync_to_async(connection_released(client_slot_release))(token))

    def release_soon(self) -> None:
        """From sync code with no loop to wait on (a finalizer)."""
        if token := self._take():
            release_in_thread(token)

    def release_with(self, stream: object) -> None:
        """Also give the slot back when `stream` is garbage: a response whose stream never started
        (the visitor left before its first byte) never runs the `async with` that releases it."""
        weakref.finalize(stream, self.release_soon)

    async def __aenter__(self) -> TurnSlot:
        return self

    async def __aexit__(self, *exc_info) -> None:
        await self.release()


async def turn_slot_claim(client: str) -> TurnSlot:
    """Claim a slot for `client`: ServerBusy (503) when this process is full, TurnSlotsFull (429)
    when the client has its turns running. Call it last before building the response: the place in
    this process is taken after its one await, so a request cancelled there holds none (its client
    row, if the claim went through, expires with the turn cap)."""
    if busy := server_busy():
        raise busy
    token = await sync_to_async(connection_released(_client_claim))(client)
    return _slot(client, token)


async def admitted_turn_slot(request: HttpRequest, *, thread_id: str | None) -> tuple[str | None, TurnSlot]:
    """`chat.admission.admission` and then `turn_slot_claim`, in one trip to a worker thread (and one
    pooled connection): the thread the turn continues (None: a new conversation) and its slot, or
    TurnRefused with admission's refusal, ServerBusy or TurnSlotsFull. The same checks in the same
    order as the two calls; as `turn_slot_claim`, call it last before building the response."""
    if busy := server_busy():
        raise busy
    client = client_key(request)

    def admit_and_claim() -> tuple[str | None, JsonResponse | None, str | None]:
        issued, refused = thread_admission(request, thread_id=thread_id)
        return issued, refused, None if refused else _client_claim(client)

    issued, refused, token = await sync_to_async(connection_released(admit_and_claim))()
    if refused:
        raise NotAdmitted(refused)
    return issued, _slot(client, token)


def _client_claim(client: str) -> str | None:
    ttl = settings.CHAT_TURN_TIMEOUT + STALE_SLOT_GRACE
    return client_slot_claim(client, limit=settings.CHAT_MAX_CONCURRENT_PER_IP, ttl=ttl)


def _slot(client: str, token: str | None) -> TurnSlot:
    """The slot for a client row just claimed (`token`; None: the client is full), with a place among
    this process's streams, taken here with no await before the caller builds its response."""
    if token is None:
        raise TurnSlotsFull
    if not open_streams.claim(settings.CHAT_MAX_STREAMS):
        release_in_thread(token)
        raise ServerBusy
    return TurnSlot(client, token)
