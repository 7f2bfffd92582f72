"""Failed admin logins and wrong owner tokens are throttled per client: past AUTH_FAILURE_LIMIT even
the right password or token gets 429 until the window ends, so neither can be found by guessing."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from django.contrib.auth.models import User
from django.core.cache import cache
from django_ratelimit import core as ratelimit_core

TOKEN = "owner-token-for-the-throttle-tests-0123"


@pytest.fixture(autouse=True)
def limits(settings, monkeypatch, db):
    settings.AUTH_FAILURE_LIMIT, settings.OWNER_API_TOKEN = "3/15m", TOKEN
    settings.TRUSTED_PROXIES = ["127.0.0.1"]
    # django-ratelimit's windows are fixed: a frozen clock keeps each test inside one.
    monkeypatch.setattr(ratelimit_core, "time", SimpleNamespace(time=lambda: 1_700_000_000))
    cache.clear()
    yield
    cache.clear()


def login(client, password: str, ip: str = "203.0.113.1"):
    return client.post(
        "/admin/login/?next=/admin/",
        {"username": "owner", "password": password},
        headers={"X-Forwarded-For": ip},
    )


def owner_api(client, token: str, ip: str = "203.0.113.1"):
    headers = {"Authorization": f"Bearer {token}", "X-Forwarded-For": ip}
    return client.get("/api/owner/approvals", headers=headers)


def test_failed_admin_logins_are_throttled_per_client(client):
    User.objects.create_superuser("owner", password="the-right-password")

    wrong = [login(client, "guess").status_code for _ in range(3)]
    right_too_late = login(client, "the-right-password")
    elsewhere = login(client, "the-right-password", ip="203.0.113.2")

    assert wrong == [200, 200, 200]  # the form again, with an error
    assert right_too_late.status_code == 429
    assert int(right_too_late["Retry-After"]) >= 1
    assert elsewhere.status_code == 302  # another client logs in


def test_a_successful_login_counts_nothing(client):
    User.objects.create_superuser("owner", password="the-right-password")
    for _ in range(4):
        assert login(client, "the-right-password").status_code == 302
        client.logout()


def test_wrong_owner_tokens_are_throttled_per_client(client):
    wrong = [owner_api(client, "wrong").status_code for _ in range(3)]
    right_too_late = owner_api(client, TOKEN)
    elsewhere = owner_api(client, TOKEN, ip="203.0.113.2")

    assert wrong == [401, 401, 401]
    assert right_too_late.status_code == 429
    assert "detail" in right_too_late.json()
    assert elsewhere.status_code == 200


def test_the_right_owner_token_is_never_counted(client):
    assert [owner_api(client, TOKEN).status_code for _ in range(5)] == [200] * 5
