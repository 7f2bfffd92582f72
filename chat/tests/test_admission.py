"""What POST /api/chat refuses before the stream starts: the client it counts, the rate limits, the
kill switch, the Origin check and the cap on a client's running turns.

Most tests use Django's test client: the async view runs on a loop of its own, and the admission
checks run back on the test's thread, inside the test's transaction. An admitted request's stream
is never read there, so no turn runs.
"""

from __future__ import annotations

import json
import os
import threading
import uuid
from types import SimpleNamespace

import pytest
from asgiref.sync import async_to_sync
from django.core.cache import cache
from django.core.exceptions import ImproperlyConfigured
from django.db import connections
from django.test import RequestFactory
from django.utils import timezone
from django_ratelimit import core as ratelimit_core

from chat import admission
from chat.admission import parse_rate
from chat.clients import client_ip, client_key
from chat.models import ChatSettings, Thread, TurnLog
from chat.selectors import chat_is_enabled
from chat.turn_slots import turn_slot_claim
from knowledge.models import Document
from safety.privacy import ip_hash

pytestmark = pytest.mark.usefixtures("fresh_limits")
QUESTION = "What did Mara build at Kovalent Pay?"
EXISTING_THREAD = "existing-thread-01"  # continuing a conversation: THREAD_LIMIT doesn't count it
PEER = "127.0.0.1"  # the test client's REMOTE_ADDR
REDIS_URL = os.environ.get("TWINSITE_TEST_REDIS_URL", "redis://127.0.0.1:6379/15")


@pytest.fixture(autouse=True)
def existing_thread(request):
    """EXISTING_THREAD is one the server issued: an id it never issued would be a new thread."""
    if request.node.get_closest_marker("django_db"):
        Thread.objects.create(thread_id=EXISTING_THREAD, last_turn_at=timezone.now())


@pytest.fixture
def clear_cache(db):
    """A transactional test's cache rows outlive it: clear them before and after."""
    cache.clear()
    yield
    cache.clear()


@pytest.fixture
def clock(monkeypatch):
    """django-ratelimit's clock, frozen (its windows are fixed: a test must not straddle two)."""
    now = SimpleNamespace(value=1_700_000_000)
    monkeypatch.setattr(ratelimit_core, "time", SimpleNamespace(time=lambda: now.value))
    return now


def post(client, *, thread_id: str | None = EXISTING_THREAD, **headers):
    body = {"message": QUESTION, "thread_id": thread_id}
    return client.post("/api/chat", json.dumps(body), content_type="application/json", headers=headers)


def forwarded(ip: str) -> dict:
    return {"X-Forwarded-For": ip}


def assert_refused(response, status: int) -> dict:
    assert response.status_code == status, response.content
    assert response["Content-Type"] == "application/json"
    assert "detail" in response.json()
    return response.json()


# --- The client's IP -----------------------------------------------------------------------------
def request_from(remote_addr: str, xff: str | None = None):
    headers = {"X-Forwarded-For": xff} if xff is not None else {}
    return RequestFactory().post("/api/chat", REMOTE_ADDR=remote_addr, headers=headers)


@pytest.mark.parametrize(
    ("trusted", "remote_addr", "xff", "client"),
    [
        pytest.param([], "198.51.100.9", "203.0.113.5", "198.51.100.9", id="untrusted-peer-xff-ignored"),
        pytest.param(["10.0.0.1"], "10.0.0.1", "203.0.113.5", "203.0.113.5", id="trusted-proxy"),
        pytest.param(["10.0.0.0/8"], "10.1.2.3", "203.0.113.5", "203.0.113.5", id="trusted-cidr"),
        pytest.param(["10.0.0.0/8"], "10.1.2.3", None, "10.1.2.3", id="trusted-without-xff"),
        pytest.param(
            ["10.0.0.0/8"], "10.1.2.3", "6.6.6.6, 203.0.113.5", "203.0.113.5", id="client-forged-left-part"
        ),
        pytest.param(
            ["10.0.0.0/8"], "10.1.2.3", "203.0.113.5, 10.9.9.9", "203.0.113.5", id="chain-of-proxies"
        ),
        pytest.param(["10.0.0.0/8"], "10.1.2.3", "10.4.4.4, 10.5.5.5", "10.4.4.4", id="all-trusted"),
        pytest.param(["10.0.0.0/8"], "10.1.2.3", "203.0.113.5, junk", "10.1.2.3", id="junk-stops-the-walk"),
        pytest.param(["2001:db8::1"], "2001:db8::1", "2001:db8:1::5", "2001:db8:1::5", id="ipv6"),
        pytest.param(["10.0.0.0/8"], "10.1.2.3", "203.0.113.5, ", "203.0.113.5", id="empty-entry"),
        pytest.param([], "::ffff:198.51.100.9", None, "198.51.100.9", id="ipv4-mapped"),
        pytest.param([], "", "203.0.113.5", "", id="no-peer-address"),
    ],
)
def test_the_client_ip_comes_from_forwarded_for_only_behind_a_trusted_proxy(
    settings, trusted, remote_addr, xff, client
):
    settings.TRUSTED_PROXIES = trusted
    assert client_ip(request_from(remote_addr, xff)) == client


def test_the_limits_count_a_hashed_ip_and_an_ipv6_client_by_its_slash_64():
    assert client_key(request_from("203.0.113.5")) == ip_hash("203.0.113.5")
    assert client_key(request_from("2001:db8:1:2::5")) == client_key(request_from("2001:db8:1:2:ffff::9"))
    assert client_key(request_from("2001:db8:1:2::5")) != client_key(request_from("2001:db8:1:3::5"))


@pytest.mark.parametrize(
    ("rate", "parsed"), [("20/10m", (20, 600)), ("5/1h", (5, 3600)), ("3/m", (3, 60)), ("1/2D", (1, 172800))]
)
def test_a_rate_is_a_count_per_period(rate, parsed):
    assert parse_rate(rate) == parsed


@pytest.mark.parametrize("rate", ["20", "20/10", "0/1m", "20/0m", "20/10x", "ten/1m", "-1/1m", ""])
def test_a_bad_rate_is_a_configuration_error_naming_the_setting(rate, monkeypatch):
    from twinsite.environment import env_rate

    with pytest.raises(ImproperlyConfigured, match="RATE_LIMIT"):
        parse_rate(rate, setting="RATE_LIMIT")
    monkeypatch.setenv("RATE_LIMIT", rate or "junk")
    with pytest.raises(ImproperlyConfigured, match="RATE_LIMIT"):
        env_rate("RATE_LIMIT", "20/10m")


# --- Rate limits -----------------------------------------------------------------------------------
@pytest.mark.django_db
def test_the_21st_request_in_ten_minutes_gets_429_with_retry_after(
    client, settings, clock, use_fake_provider
):
    settings.RATE_LIMIT = "20/10m"  # the default

    statuses = [post(client).status_code for _ in range(20)]
    refused = post(client)

    assert statuses == [200] * 20
    assert_refused(refused, 429)
    assert 1 <= int(refused["Retry-After"]) <= 600
    assert use_fake_provider.chat_requests == []
    assert not TurnLog.objects.exists()


@pytest.mark.django_db
def test_retry_after_is_the_time_left_in_the_window(client, settings, clock):
    settings.RATE_LIMIT = "3/1h"
    for _ in range(3):
        assert post(client).status_code == 200

    refused = post(client)
    wait = int(refused["Retry-After"])
    clock.value += wait - 1
    still_refused = post(client)
    clock.value += 1

    assert refused.status_code == still_refused.status_code == 429
    assert int(still_refused["Retry-After"]) == 1
    assert post(client).status_code == 200


@pytest.mark.django_db
def test_a_forged_forwarded_for_from_an_untrusted_peer_does_not_change_the_client(client, settings, clock):
    settings.RATE_LIMIT = "2/1h"

    statuses = [post(client, **forwarded(f"203.0.113.{n}")).status_code for n in range(3)]

    assert statuses == [200, 200, 429]


@pytest.mark.django_db
def test_forwarded_for_from_a_trusted_proxy_gives_each_client_its_own_limit(client, settings, clock):
    settings.RATE_LIMIT = "2/1h"
    settings.TRUSTED_PROXIES = ["127.0.0.0/8"]

    first = [post(client, **forwarded("203.0.113.5")).status_code for _ in range(3)]
    other = post(client, **forwarded("198.51.100.7")).status_code
    # What the client wrote left of its real address proves nothing.
    forged = post(client, **forwarded("198.51.100.8, 203.0.113.5")).status_code

    assert first == [200, 200, 429]
    assert other == 200
    assert forged == 429


@pytest.mark.django_db
def test_thread_limit_counts_new_conversations_only(client, settings, clock, use_fake_provider):
    settings.THREAD_LIMIT = "2/1h"

    new = [post(client, thread_id=None).status_code for _ in range(2)]
    refused = post(client, thread_id=None)
    continued = [post(client, thread_id=EXISTING_THREAD).status_code for _ in range(5)]
    elsewhere = post(client, thread_id=None, **forwarded("203.0.113.5"))  # not behind a trusted proxy

    assert new == [200, 200]
    assert "conversations" in assert_refused(refused, 429)["detail"]
    assert 1 <= int(refused["Retry-After"]) <= 3600
    assert continued == [200] * 5
    assert elsewhere.status_code == 429  # the same peer: a header doesn't make a new client
    assert use_fake_provider.chat_requests == []


@pytest.mark.django_db(transaction=True)
def test_requests_at_the_same_moment_cannot_slip_past_the_limit(settings, clock, clear_cache):
    """The database cache increments by get-then-set; the advisory lock makes each count atomic."""
    settings.RATE_LIMIT = "3/1h"
    ChatSettings.current()
    threads, start, admitted = 8, threading.Barrier(8), []

    def one_request():
        try:
            start.wait()
            if admission._admission(request_from(PEER), new_thread=False) is None:
                admitted.append(1)
        finally:
            connections.close_all()

    workers = [threading.Thread(target=one_request) for _ in range(threads)]
    for worker in workers:
        worker.start()
    for worker in workers:
        worker.join()

    assert len(admitted) == 3


@pytest.mark.redis
@pytest.mark.django_db
def test_the_limit_holds_with_the_redis_cache(client, settings, clock):
    # The suite's Redis database (TWINSITE_TEST_REDIS_URL), and keys of this run only: another suite
    # on the same database counts the same client in the same frozen window, and clearing the
    # database (as this test once did) emptied that suite's counters under its feet.
    settings.CACHES = {
        "default": {
            "BACKEND": "django.core.cache.backends.redis.RedisCache",
            "LOCATION": REDIS_URL,
            "KEY_PREFIX": f"test-admission-{uuid.uuid4().hex}",
        }
    }
    settings.RATE_LIMIT = "2/1h"
    statuses = [post(client).status_code for _ in range(3)]

    assert statuses == [200, 200, 429]


# --- The kill switch -------------------------------------------------------------------------------
@pytest.fixture
def document(db):
    return Document.objects.create(
        doc_id="project-switch",
        title="Switch",
        kind="project",
        url="/projects/switch/",
        body="A project page.\n\n## Details\n\nMore.",
    )


@pytest.mark.django_db
def test_chat_enabled_false_answers_503_and_the_site_stays_up(client, settings, document, use_fake_provider):
    settings.CHAT_ENABLED = False

    assert_refused(post(client), 503)
    assert_refused(post(client, thread_id=None), 503)
    assert client.get("/").status_code == 200
    assert client.get(document.url).status_code == 200
    assert chat_is_enabled() is False
    assert use_fake_provider.chat_requests == []
    assert not TurnLog.objects.exists()


@pytest.mark.django_db
def test_the_owner_switches_the_chat_off_and_on_in_admin_without_a_restart(client, document):
    switch = ChatSettings.current()
    assert post(client).status_code == 200

    switch.chat_enabled = False
    switch.save()
    off = post(client)
    page = client.get(document.url)
    switch.chat_enabled = True
    switch.save()

    assert_refused(off, 503)
    assert page.status_code == 200
    assert post(client).status_code == 200
    assert chat_is_enabled() is True


def test_the_environment_switch_wins_over_the_owners(settings, db):
    ChatSettings.current()  # on
    settings.CHAT_ENABLED = False
    assert chat_is_enabled() is False


# --- Origin ----------------------------------------------------------------------------------------
@pytest.mark.django_db
@pytest.mark.parametrize(
    ("headers", "status"),
    [
        pytest.param({}, 200, id="no-origin"),
        pytest.param({"Origin": "http://testserver"}, 200, id="same-origin"),
        pytest.param({"Origin": "https://mara.example"}, 200, id="allowed-origin"),
        pytest.param({"Origin": "https://evil.example"}, 403, id="other-origin"),
        pytest.param({"Origin": "https://testserver"}, 403, id="other-scheme"),
        pytest.param({"Origin": "null"}, 403, id="opaque-origin"),
    ],
)
def test_a_browser_post_from_another_origin_gets_403(client, settings, headers, status, use_fake_provider):
    settings.CHAT_ALLOWED_ORIGINS = ["https://mara.example/"]

    response = post(client, **headers)

    assert response.status_code == status
    if status == 403:
        assert_refused(response, 403)
    assert use_fake_provider.chat_requests == []


# --- Concurrent turns --------------------------------------------------------------------------------
@pytest.mark.django_db
def test_a_client_with_two_turns_running_gets_429_for_a_third(client, settings, use_fake_provider):
    settings.TRUSTED_PROXIES, settings.CHAT_MAX_CONCURRENT_PER_IP = ["127.0.0.0/8"], 2
    running = [async_to_sync(turn_slot_claim)(ip_hash("203.0.113.5")) for _ in range(2)]

    busy = post(client, **forwarded("203.0.113.5"))
    other_client = post(client, **forwarded("198.51.100.7"))
    async_to_sync(running[0].release)()
    after_one_ended = post(client, **forwarded("203.0.113.5"))

    assert_refused(busy, 429)
    assert int(busy["Retry-After"]) >= 1
    assert other_client.status_code == 200
    assert after_one_ended.status_code == 200
    assert use_fake_provider.chat_requests == []
