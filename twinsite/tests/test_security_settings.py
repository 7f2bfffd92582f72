"""Settings an operator sets behind HTTPS, and the owner token's minimum length: read from the
environment in a fresh process, as a server would start."""

from __future__ import annotations

import json

import pytest

from twinsite.tests.test_settings import run_setup

PRINT = (
    "import json; from django.conf import settings as s; "
    "print(json.dumps([s.SECURE_PROXY_SSL_HEADER, s.SECURE_HSTS_SECONDS, s.SECURE_HSTS_INCLUDE_SUBDOMAINS, "
    "s.SECURE_HSTS_PRELOAD, s.SECURE_SSL_REDIRECT, s.SESSION_COOKIE_SECURE, s.CSRF_COOKIE_SECURE]))"
)


def test_an_owner_token_shorter_than_32_characters_refuses_to_start():
    result = run_setup(OWNER_API_TOKEN="x" * 31)
    assert result.returncode != 0
    assert "OWNER_API_TOKEN is 31 characters long: use at least 32" in result.stderr
    assert "x" * 31 not in result.stderr  # the token itself is never printed


def test_an_owner_token_of_32_characters_starts():
    assert run_setup(OWNER_API_TOKEN="x" * 32).returncode == 0


def test_https_settings_come_from_the_environment():
    result = run_setup(
        script=PRINT,
        SECURE_PROXY_SSL_HEADER="X-Forwarded-Proto: https",
        SECURE_HSTS_SECONDS="31536000",
        SECURE_HSTS_INCLUDE_SUBDOMAINS="true",
        SECURE_HSTS_PRELOAD="true",
        SECURE_SSL_REDIRECT="true",
        SECURE_COOKIES="true",
    )
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout) == [
        ["HTTP_X_FORWARDED_PROTO", "https"], 31536000, True, True, True, True, True
    ]  # fmt: skip


def test_unset_means_plain_http_defaults():
    result = run_setup(script=PRINT)
    assert json.loads(result.stdout) == [None, 0, False, False, False, False, False]


@pytest.mark.parametrize("value", ["X-Forwarded-Proto", "X Forwarded: https", ": https"])
def test_a_malformed_proxy_ssl_header_refuses_to_start(value):
    result = run_setup(SECURE_PROXY_SSL_HEADER=value)
    assert result.returncode != 0
    assert "use 'Header-Name: value'" in result.stderr


def test_behind_a_tls_proxy_the_site_sends_hsts(client, settings, db):
    settings.SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
    settings.SECURE_HSTS_SECONDS = 31536000

    secure = client.get("/healthz", headers={"X-Forwarded-Proto": "https"})
    plain = client.get("/healthz")

    assert secure["Strict-Transport-Security"] == "max-age=31536000"
    assert "Strict-Transport-Security" not in plain
