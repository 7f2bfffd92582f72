"""Django's middleware on the event loop (`twinsite.loop_middleware`), through the ASGI handler: no
thread hop for a plain request, and what needs the database (a session to save, messages) still
works."""

from __future__ import annotations

import asyncio

import pytest
from asgiref.sync import sync_to_async
from django.contrib.auth.models import User
from django.test import AsyncClient
from django.utils import deprecation


@pytest.fixture
def hops(monkeypatch) -> list[str]:
    """The middleware hooks Django sends through a worker thread (MiddlewareMixin's sync_to_async)."""
    names: list[str] = []

    def counted(function, *args, **kwargs):
        names.append(getattr(function, "__qualname__", repr(function)))
        return sync_to_async(function, *args, **kwargs)

    monkeypatch.setattr(deprecation, "sync_to_async", counted)
    return names


@pytest.mark.django_db(transaction=True)
def test_a_request_runs_the_middleware_without_thread_hops(hops):
    response = asyncio.run(AsyncClient().get("/api/openapi.json"))

    assert response.status_code == 200
    assert response["X-Frame-Options"] == "DENY"  # the chain ran: XFrameOptions
    assert "Content-Security-Policy" in response  # and ours
    assert hops == []


@pytest.mark.django_db(transaction=True)
def test_a_login_saves_its_session_from_the_event_loop():
    User.objects.create_superuser("owner", password="the-right-password")

    async def login_then_admin() -> tuple[int, int]:
        client = AsyncClient()
        login = await client.post(
            "/admin/login/?next=/admin/", {"username": "owner", "password": "the-right-password"}
        )
        return login.status_code, (await client.get("/admin/")).status_code

    assert asyncio.run(login_then_admin()) == (302, 200)  # the session reached the database


@pytest.mark.django_db(transaction=True)
def test_a_post_without_csrf_token_is_still_refused_on_the_loop():
    async def post_form() -> int:
        client = AsyncClient(enforce_csrf_checks=True)
        response = await client.post("/admin/login/", {"username": "owner", "password": "x"})
        return response.status_code

    assert asyncio.run(post_form()) == 403
