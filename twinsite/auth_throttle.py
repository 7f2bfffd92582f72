"""Failed admin logins and wrong owner tokens, throttled per client (AUTH_FAILURE_LIMIT).

A middleware, because two apps' doors share it (Django admin's login form, `approvals.api`'s bearer
token) and neither app may import the chat's client and counter code; the project's wiring may.
It counts only failures: a wrong password (the login form answers 200 again) or a wrong token
(401). A client past the limit gets 429 with Retry-After before its guess is even checked, so the
right token or password can't be found by trying, whatever the attempts' speed.
Every other request passes through untouched (async, no thread hop: the chat streams are here too).
"""

from __future__ import annotations

from asgiref.sync import iscoroutinefunction, markcoroutinefunction, sync_to_async
from django.conf import settings
from django.http import HttpRequest, HttpResponse
from django_ratelimit.core import get_usage

from chat.admission import parse_rate, refusal
from chat.clients import client_key

GROUP = "auth-failures"


def guarded(request: HttpRequest) -> bool:
    """A login attempt on the admin, or any call of the owner API."""
    path = request.path_info
    return path.startswith("/api/owner/") or (request.method == "POST" and path == "/admin/login/")


def failed(request: HttpRequest, response: HttpResponse) -> bool:
    if request.path_info.startswith("/api/owner/"):
        return response.status_code == 401
    return response.status_code == 200  # the login form again: a wrong password (success redirects)


def failures(request: HttpRequest, *, add: bool) -> dict | None:
    rate = parse_rate(settings.AUTH_FAILURE_LIMIT, setting="AUTH_FAILURE_LIMIT")
    key = client_key(request)
    return get_usage(request, group=GROUP, key=lambda _group, _request: key, rate=rate, increment=add)


def throttled(request: HttpRequest) -> HttpResponse | None:
    """429 when this client already failed AUTH_FAILURE_LIMIT times in the current window."""
    usage = failures(request, add=False)
    if usage is None or usage["count"] < usage["limit"]:
        return None
    wait = max(usage["time_left"], 0) + 1
    return refusal(429, f"Too many failed attempts; please try again in {wait} seconds.", retry_after=wait)


class AuthFailureThrottle:
    async_capable = True
    sync_capable = True

    def __init__(self, get_response):
        self.get_response = get_response
        self.is_async = iscoroutinefunction(get_response)
        if self.is_async:
            markcoroutinefunction(self)

    def __call__(self, request: HttpRequest):
        if self.is_async:
            return self.__acall__(request)
        if not guarded(request):
            return self.get_response(request)
        if refused := throttled(request):
            return refused
        response = self.get_response(request)
        if failed(request, response):
            failures(request, add=True)
        return response

    async def __acall__(self, request: HttpRequest):
        if not guarded(request):
            return await self.get_response(request)
        if refused := await sync_to_async(throttled)(request):
            return refused
        response = await self.get_response(request)
        if failed(request, response):
            await sync_to_async(failures)(request, add=True)
        return response
