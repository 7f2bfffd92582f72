"""What refuses a chat request before its turn starts: the kill switch (503), the browser's Origin
(403), RATE_LIMIT per client and THREAD_LIMIT on new conversations per client (429 with
Retry-After). The turn-slot cap (`chat.turn_slots`) is checked after these, at the last moment.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Iterator
from contextlib import contextmanager, nullcontext

from asgiref.sync import sync_to_async
from django.conf import settings
from django.core.cache import caches
from django.core.cache.backends.db import DatabaseCache
from django.core.exceptions import ImproperlyConfigured
from django.db import connections, router, transaction
from django.http import HttpRequest, JsonResponse
from django_ratelimit import core as ratelimit_core
from django_ratelimit.core import EXPIRATION_FUDGE, get_usage

from chat.clients import client_key
from chat.selectors import chat_is_enabled
from chat.threads import thread_issued
from core.connections import connection_released

RATE_PATTERN = re.compile(r"(\d+)/(\d*)([smhd])")
PERIOD_SECONDS = {"s": 1, "m": 60, "h": 3600, "d": 86400}


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


async def admission(request: HttpRequest, *, thread_id: str | None) -> tuple[str | None, JsonResponse | None]:
    """(the thread the turn continues, None for a new conversation; the refusal for this chat
    request, or None to let the turn start). `thread_id`: the client's, looked up first
    (`chat.threads.thread_issued`): an id the server never issued is a new conversation.

    503 when the chat is switched off (CHAT_ENABLED or the owner's switch in admin, read on every
    request so flipping it needs no restart), 403 for a browser post from another origin, 429 over
    RATE_LIMIT, or over THREAD_LIMIT when the request starts a new conversation. Each request that
    gets as far as the limits counts against RATE_LIMIT, also one that is refused.
    """
    # One trip to a worker thread (and one pooled connection) for the thread, the switch and both
    # counters.
    return await sync_to_async(connection_released(thread_admission))(request, thread_id=thread_id)


def thread_admission(
    request: HttpRequest, *, thread_id: str | None
) -> tuple[str | None, JsonResponse | None]:
    """`admission`'s sync part, for a caller that is on a worker thread already."""
    thread_id = thread_issued(thread_id=thread_id)
    return thread_id, _admission(request, new_thread=thread_id is None)


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
    cache = caches[settings.RATELIMIT_USE_CACHE]
    if hasattr(cache, "count"):
        # The database cache for limits (settings' CACHES) counts django-ratelimit's windows (each
        # key's offset by its jitter) in one statement; apps don't import the project package.
        limit, period = rate
        window = ratelimit_core._get_window(key, period)
        digest = hashlib.sha256(key.encode()).hexdigest()[:32]
        count = cache.count(f"{group}:{limit}/{period}:{window}:{digest}", timeout=period + EXPIRATION_FUDGE)
        if count <= limit:
            return 0
        return max(window - int(ratelimit_core.time.time()), 0) + 1
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


def feedback_refusal(request: HttpRequest) -> JsonResponse | None:
    """The refusal for a rating (POST /api/feedback, the widget's thumbs), or None: from this site's
    pages only (403), and FEEDBACK_RATE_LIMIT per client (429), so a script can't flood the owner's
    feedback with rows."""
    if not origin_allowed(request):
        return refusal(403, "Feedback is taken from this site's own pages only.")
    rate = parse_rate(settings.FEEDBACK_RATE_LIMIT, setting="FEEDBACK_RATE_LIMIT")
    if wait := rate_limit_wait(request, group="feedback", key=client_key(request), rate=rate):
        return refusal(429, f"Too many ratings; please try again in {wait} seconds.", retry_after=wait)
    return None
