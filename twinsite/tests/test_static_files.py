"""WhiteNoise behind an async-capable middleware: static files served as before, everything else
awaited on the event loop (a sync-only middleware sends every request through a worker thread)."""

from __future__ import annotations

import asyncio
import threading

from django.http import HttpResponse
from django.test import RequestFactory

from twinsite.static_files import StaticFiles


def middleware_with(tmp_path, view):
    (tmp_path / "site.js").write_text("console.log('static');")
    middleware = StaticFiles(view)
    middleware.add_files(str(tmp_path), prefix="static/")
    return middleware


def test_a_request_for_no_static_file_is_awaited_on_the_loops_own_thread(tmp_path):
    seen = {}

    async def view(request):
        seen["thread"] = threading.get_ident()
        return HttpResponse("view")

    middleware = middleware_with(tmp_path, view)

    async def call():
        seen["loop"] = threading.get_ident()
        return await middleware(RequestFactory().get("/api/chat"))

    response = asyncio.run(call())

    assert asyncio.iscoroutinefunction(middleware)  # Django needs no adapter around it
    assert response.content == b"view"
    assert seen["thread"] == seen["loop"]


def test_a_static_file_is_served_as_whitenoise_serves_it(tmp_path):
    async def view(request):
        raise AssertionError("a static file never reaches the view")

    middleware = middleware_with(tmp_path, view)

    response = asyncio.run(middleware(RequestFactory().get("/static/site.js")))

    assert response.status_code == 200
    assert b"".join(response.streaming_content) == b"console.log('static');"
    assert "javascript" in response["Content-Type"]


def test_it_still_works_in_a_sync_chain(tmp_path):
    middleware = middleware_with(tmp_path, lambda request: HttpResponse("view"))

    assert middleware(RequestFactory().get("/about/")).content == b"view"
    assert middleware(RequestFactory().get("/static/site.js")).status_code == 200
