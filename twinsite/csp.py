"""A strict Content-Security-Policy on every response: scripts, styles and connections from this
origin only. The widget is built for it: htmx and its SSE extension are files under static/, there
are no inline scripts or styles, and htmx's own injected style and eval are switched off."""

from __future__ import annotations

from django.conf import settings
from django.utils.deprecation import MiddlewareMixin

from twinsite.loop_middleware import OnTheLoop


class ContentSecurityPolicyMiddleware(OnTheLoop, MiddlewareMixin):
    """A header only: on the event loop under ASGI (`twinsite.loop_middleware`)."""

    def process_response(self, request, response):
        if settings.CONTENT_SECURITY_POLICY and "Content-Security-Policy" not in response:
            response["Content-Security-Policy"] = settings.CONTENT_SECURITY_POLICY
        return response
