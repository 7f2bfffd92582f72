"""What POST /api/chat checks before a turn starts, and what bounds a turn while it runs.

Before the stream (`admission`, then `turn_slot`): the kill switch (503), the browser's Origin (403),
RATE_LIMIT per client and THREAD_LIMIT on new conversations per client (429 with Retry-After), and at
most CHAT_MAX_CONCURRENT_PER_IP turns at once per client (429). While it runs: CHAT_TURN_TIMEOUT, a
deadline that `chat.services.turn_events` enforces. A client is its IP, hashed (`safety.privacy`):
no raw address reaches a cache key, a log line or this process's slot table.

`turn_stream` starts a turn the same way for both renderers of its events: the JSON API's SSE
(`chat.api`) and the widget's HTML fragments (`chat.views`).
"""

from __future__ import annotations

import ipaddress
import itertools
import re
import threading
import time
import weakref
from collections.abc import AsyncIterator, Iterator
from contextlib import contextmanager, nullcontext
from functools import lru_cache
from typing import Protocol

from asgiref.sync import sync_to_async
from django.conf import settings
from django.core.cache import caches
from django.core.cache.backends.db import DatabaseCache
from django.core.exceptions import ImproperlyConfigured
from django.db import connections, router, transaction
from django.http import HttpRequest, JsonResponse, StreamingHttpResponse
from django_ratelimit.core import get_usage

from chat.selectors import chat_is_enabled
from chat.services import TurnEvent, turn_events
from safety.privacy import ip_hash

IPAddress = ipaddress.IPv4Address | ipaddress.IPv6Address
IPNetwork = ipaddress.IPv4Network | ipaddress.IPv6Network
RATE_PATTERN = re.compile(r"(\d+)/(\d*)([smhd])")
PERIOD_SECONDS = {"s": 1, "m": 60, "h": 3600, "d": 86400}
BUSY_RETRY_AFTER = 5  # seconds: a turn usually ends well within this
# A slot older than the turn cap plus this is left over from a response that never started its
# stream (the visitor left in between), so nothing will release it: it no longer counts.
STALE_SLOT_GRACE = 30


# --- The client ----------------------------------------------------------------------------------
def client_ip(request: HttpRequest) -> str:
    """The visitor's IP: the peer's address, unless the peer is one of TRUSTED_PROXIES.

    Then X-Forwarded-For is read from the right (each proxy appends the address it saw) and the
    first address that is not a trusted proxy is the client: everything left of it was written by
    that client and proves nothing. An entry that is not an IP stops the walk at the last trusted
    hop (empty entries are skipped). "" when the peer has no IP (a Unix socket): such requests
    share one client.
    """
    peer = _ip(request.META.get("REMOTE_ADDR", ""))
    if peer is None:
        return ""
    proxies = _trusted_networks(tuple(settings.TRUSTED_PROXIES))
    client = peer
    if _is_trusted(peer, proxies):
        hops = [hop for hop in request.META.get("HTTP_X_FORWARDED_FOR", "").split(",") if hop.strip()]
        for hop in reversed(hops):
            address = _ip(hop)
            if address is None:
                break
            client = address
            if not _is_trusted(address, proxies):
                break
    return str(client)


def client_key(request: HttpRequest) -> str:
    """The client as the limits count it: its IP hashed; an IPv6 client by its /64, which one
    customer usually holds whole (so rotating addresses inside it buys nothing)."""
    ip = client_ip(request)
    if ":" in ip:
        ip = f"{ipaddress.ip_network(f'{ip}/64', strict=False).network_address}/64"
    return ip_hash(ip) or "no-ip"


def _ip(value: str) -> IPAddress | None:
    try:
        address = ipaddress.ip_address(value.strip())
    except ValueError:
        return None
    # A dual-stack socket reports IPv4 peers as ::ffff:a.b.c.d; they are the same client.
    return getattr(address, "ipv4_mapped", None) or address


@lru_cache(maxsize=8)
def _trusted_networks(proxies: tuple[str, ...]) -> tuple[IPNetwork, ...]:
    return tuple(ipaddress.ip_network(proxy, strict=False) for proxy in proxies)


def _is_trusted(address: IPAddress, proxies: tuple[IPNetwork, ...]) -> bool:
    return any(address in network for network in proxies)


# --- Admission: what refuses a request before its stream starts ----------------------------------
def parse_rate(rate: str, *, setting: str = "rate") -> tuple[int, int]:
    """A rate as (count, seconds): "20/10m" -> (20, 600). Periods s, m, h, d, with a multiplier."""
    match = RATE_PATTERN.fullmatch(rate.strip().lower())
    count, seconds = 0, 0
    if match:
        count = int(match[1])
        seconds = int(match[2] or 1) * PERIOD_SECONDS[match[3]]
    if count < 1 or seconds < 1:
        raise ImproperlyConfigured(
            f"{setting}={rate!r}: use COUNT/PERIOD, e.g. 20/10m or 5/1h (periods: s, m, h, d)"
        )
    return count, seconds


async def admission(request: HttpRequest, *, new_thread: bool) -> JsonResponse | None:
    """The refusal for this chat request, or None to let the turn start.

    503 when the chat is switched off (CHAT_ENABLED or the owner's switch in admin, read on every
    request so flipping it needs no restart), 403 for a browser post from another origin, 429 over
    RATE_LIMIT, or over THREAD_LIMIT when the request starts a new conversation. Each request that
    gets as far as the limits counts against RATE_LIMIT, also one that is refused.
    """
    # One trip to a worker thread for the database read and both counters.
    return await sync_to_async(_admission)(request, new_thread=new_thread)


def _admission(request: HttpRequest, *, new_thread: bool) -> JsonResponse | None:
    if not chat_is_enabled():
        return refusal(503, "The chat is switched off for now. The rest of the site works as usual.")
    if not origin_allowed(request):
        return refusal(403, "The chat answers requests from this site's own pages only.")
    key = client_key(request)
    limits = [("chat", "RATE_LIMIT", "Too many messages")]
    if new_thread:
        limits.append(("chat-thread", "THREAD_LIMIT", "Too many new conversations"))
    for group, setting, message in limits:
        rate = parse_rate(getattr(settings, setting), setting=setting)
        if wait := rate_limit_wait(request, group=group, key=key, rate=rate):
            return refusal(429, f"{message}; please try again in {wait} seconds.", retry_after=wait)
    return None


def origin_allowed(request: HttpRequest) -> bool:
    """A request without Origin is no browser's cross-site post (browsers send it on every POST);
    with one it must be this site's own origin or one of CHAT_ALLOWED_ORIGINS. Behind a proxy that
    ends TLS, set SECURE_PROXY_SSL_HEADER or list the public origin, as for Django's CSRF check."""
    origin = request.headers.get("Origin")
    if origin is None:
        return True
    own = f"{request.scheme}://{request.get_host()}"
    allowed = {own, *settings.CHAT_ALLOWED_ORIGINS}
    return origin.rstrip("/").lower() in {o.rstrip("/").lower() for o in allowed}


def rate_limit_wait(request: HttpRequest, *, group: str, key: str, rate: tuple[int, int]) -> int:
    """Count this request in `group` for `key`; the seconds until a retry can pass, or 0.

    django-ratelimit counts in fixed windows (each key's offset by a little jitter), so the
    Retry-After here is the time left in the current window, not its whole length: a retry after
    it lands in a fresh window. (Plus one: the window still counts its last second.) The cache is
    shared by every process (database or Redis).
    """
    with _counter_lock(group, key):
        usage = get_usage(request, group=group, key=lambda _group, _request: key, rate=rate, increment=True)
    if usage is None or not usage["should_limit"]:
        return 0
    # The cache failed (time_left -1): django-ratelimit fails closed; so does this, briefly.
    return max(usage["time_left"], 0) + 1


def _counter_lock(group: str, key: str):
    """The database cache increments by get-then-set: two requests at once could both read 3 and
    write 4 (django-ratelimit's check E003 says so). A Postgres advisory lock per counter, held until
    the increment commits, makes it atomic across threads and processes. Redis's INCR is atomic."""
    cache = caches[settings.RATELIMIT_USE_CACHE]
    if not isinstance(cache, DatabaseCache):
        return nullcontext()
    return _advisory_lock(router.db_for_write(cache.cache_model_class), f"ratelimit:{group}:{key}")


@contextmanager
def _advisory_lock(using: str, name: str) -> Iterator[None]:
    with transaction.atomic(using=using), connections[using].cursor() as cursor:
        cursor.execute("SELECT pg_advisory_xact_lock(hashtext(%s))", [name])
        yield


def refusal(status: int, detail: str, *, retry_after: int | None = None) -> JsonResponse:
    response = JsonResponse({"detail": detail}, status=status)
    if retry_after is not None:
        response["Retry-After"] = str(retry_after)
    return response


# --- Concurrent turns per client -----------------------------------------------------------------
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


def turn_deadline() -> float:
    """When a turn starting now must end, on the time.monotonic() clock."""
    return time.monotonic() + settings.CHAT_TURN_TIMEOUT


# --- One turn's response -------------------------------------------------------------------------
class TurnRenderer(Protocol):
    """Writes the events as the response body, inside `async with slot`, so the slot is given back
    when the body ends."""

    def __call__(self, events: AsyncIterator[TurnEvent], *, slot: TurnSlot) -> AsyncIterator[bytes]: ...


def turn_stream(
    request: HttpRequest, *, message: str, thread_id: str | None, page: str | None, render: TurnRenderer
) -> AsyncIterator[bytes]:
    """The body of one turn's response: its events, within CHAT_TURN_TIMEOUT, as `render` writes
    them, holding one of the client's turn slots until the body ends. Raises TurnSlotsFull.

    Call it after the request's last await, so a request cancelled in between can't keep the slot.
    """
    slot = turn_slot(client_key(request))
    events = turn_events(
        message=message,
        thread_id=thread_id,
        page=page,
        deadline=turn_deadline(),
        client_ip_hash=ip_hash(client_ip(request)),
    )
    body = render(events, slot=slot)
    slot.release_with(body)
    return body


def event_stream_response(body: AsyncIterator[bytes]) -> StreamingHttpResponse:
    response = StreamingHttpResponse(body, content_type="text/event-stream")
    response["Cache-Control"] = "no-cache"
    response["X-Accel-Buffering"] = "no"  # proxies must pass each event on at once
    return response
