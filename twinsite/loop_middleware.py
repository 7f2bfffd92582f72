"""Django's own middleware, run on the event loop instead of through a worker thread.

Under ASGI, Django's `MiddlewareMixin` calls each sync `process_request`/`process_response` (and
the handler each `process_view`) through `sync_to_async`: about thirteen thread hops a request
with this chain, each a trip to a worker thread and back, paid on the loop that also carries every
open chat stream. These hooks compute headers and cookies and touch no database, so here they run
inline. The exceptions hop as before: saving a modified session, and messages that were read or
added (their fallback storage loads the session).
"""

from __future__ import annotations

from asgiref.sync import sync_to_async
from django.conf import settings
from django.contrib.auth.middleware import AuthenticationMiddleware as DjangoAuthentication
from django.contrib.messages.middleware import MessageMiddleware as DjangoMessages
from django.contrib.sessions.middleware import SessionMiddleware as DjangoSessions
from django.middleware.clickjacking import XFrameOptionsMiddleware as DjangoXFrameOptions
from django.middleware.common import CommonMiddleware as DjangoCommon
from django.middleware.csrf import CsrfViewMiddleware as DjangoCsrf
from django.middleware.security import SecurityMiddleware as DjangoSecurity


class OnTheLoop:
    """Mixed in before a `MiddlewareMixin` class whose hooks need no thread (see the module)."""

    def __init__(self, get_response) -> None:
        super().__init__(get_response)
        if self.async_mode and hasattr(self, "process_view"):
            sync_view = self.process_view

            async def process_view(request, view, args, kwargs):
                return sync_view(request, view, args, kwargs)

            self.process_view = process_view  # the handler awaits a coroutine function as is

    async def __acall__(self, request):
        response = None
        if hasattr(self, "process_request"):
            response = self.process_request(request)
        response = response or await self.get_response(request)
        if hasattr(self, "process_response"):
            if self.response_needs_thread(request):
                response = await sync_to_async(self.process_response, thread_sensitive=True)(
                    request, response
                )
            else:
                response = self.process_response(request, response)
        return response

    def response_needs_thread(self, request) -> bool:
        """Whether `process_response` may query the database this time."""
        return False


class SecurityMiddleware(OnTheLoop, DjangoSecurity):
    pass


class CommonMiddleware(OnTheLoop, DjangoCommon):
    pass


class CsrfViewMiddleware(OnTheLoop, DjangoCsrf):
    """The token lives in a cookie (CSRF_USE_SESSIONS is off), so no hook reads the session."""

    def __init__(self, get_response) -> None:
        if settings.CSRF_USE_SESSIONS:
            raise ValueError("CSRF_USE_SESSIONS reads the session: use Django's CsrfViewMiddleware")
        super().__init__(get_response)


class SessionMiddleware(OnTheLoop, DjangoSessions):
    def response_needs_thread(self, request) -> bool:
        session = getattr(request, "session", None)
        return session is not None and (session.modified or settings.SESSION_SAVE_EVERY_REQUEST)


class AuthenticationMiddleware(OnTheLoop, DjangoAuthentication):
    """Sets a lazy user; it is read from the database only where a view asks for it."""


class MessageMiddleware(OnTheLoop, DjangoMessages):
    def response_needs_thread(self, request) -> bool:
        storage = getattr(request, "_messages", None)
        return storage is not None and (storage.used or storage.added_new)


class XFrameOptionsMiddleware(OnTheLoop, DjangoXFrameOptions):
    pass
