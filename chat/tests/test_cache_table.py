from __future__ import annotations

import importlib
from types import SimpleNamespace

import pytest
from asgiref.sync import async_to_sync
from django.core.cache import cache
from django.db import connection
from django.test import RequestFactory
from django_ratelimit import core as ratelimit_core

from chat import views
from chat.admission import parse_rate, rate_limit_wait

OTHER_CLIENTS = 400  # past the cache's MAX_ENTRIES (300), where Django's culling dropped live keys


@pytest.mark.django_db(transaction=True)
def test_migrate_makes_the_database_cache_table(settings):
    """Without Redis, rate limits live in the database cache: `migrate` alone must leave its table."""
    assert settings.CACHES["default"]["BACKEND"] == "twinsite.limits_cache.LimitsDatabaseCache"
    table = settings.CACHES["default"]["LOCATION"]
    with connection.cursor() as cursor:
        cursor.execute(f'DROP TABLE "{table}"')
    migration = importlib.import_module("chat.migrations.0005_cache_table")

    with connection.schema_editor() as schema_editor:
        migration.create_cache_table(None, schema_editor)

    assert table in connection.introspection.table_names()


@pytest.fixture
def frozen_window(monkeypatch):
    """django-ratelimit's clock, frozen: the test must not straddle two windows."""
    monkeypatch.setattr(ratelimit_core, "time", SimpleNamespace(time=lambda: 1_700_000_000))


def count(key: str, rate: str) -> int:
    request = RequestFactory().post("/api/chat")
    return rate_limit_wait(request, group="chat", key=key, rate=parse_rate(rate))


@pytest.mark.django_db
def test_a_client_at_its_limit_stays_there_after_hundreds_of_other_clients(frozen_window):
    cache.clear()
    used = [count("client-at-limit", "3/10m") for _ in range(3)]

    for n in range(OTHER_CLIENTS):
        count(f"other-client-{n}", "3/10m")

    assert used == [0, 0, 0]
    assert count("client-at-limit", "3/10m") > 0  # before: culled, and a fourth request passed


@pytest.mark.django_db
def test_a_pending_widget_message_survives_hundreds_of_other_clients():
    cache.clear()
    cache.set(views.PENDING_PREFIX + "mine", {"message": "hello"}, views.PENDING_SECONDS)

    for n in range(OTHER_CLIENTS):
        cache.set(views.PENDING_PREFIX + f"other-{n}", {"message": "x"}, views.PENDING_SECONDS)

    assert async_to_sync(views.pending_take)("mine") == {"message": "hello"}


@pytest.mark.django_db
def test_expired_entries_are_swept_once_the_table_is_past_max_entries():
    cache.clear()
    for n in range(OTHER_CLIENTS):
        cache.set(f"gone-{n}", 1, -1)  # already expired
    cache.set("live", 1, 60)

    with connection.cursor() as cursor:
        cursor.execute("SELECT count(*) FROM twinsite_cache")
        assert cursor.fetchone()[0] <= 302  # the expired rows went on a write past MAX_ENTRIES
    assert cache.get("live") == 1


@pytest.mark.django_db(transaction=True)
def test_a_rate_limit_counts_a_request_in_one_statement_without_a_transaction(frozen_window):
    cache.clear()
    statements = []

    def record(execute, sql, params, many, context):
        statements.append((sql.split()[0].upper(), connection.in_atomic_block))
        return execute(sql, params, many, context)

    count("new-client", "2/10m")  # a new counter also sweeps out expired rows: one DELETE more
    with connection.execute_wrapper(record):
        waits = [count("new-client", "2/10m") for _ in range(2)]

    assert waits[0] == 0 and waits[1] > 0
    assert statements == [("INSERT", False), ("INSERT", False)]
    cache.clear()


@pytest.mark.django_db
def test_a_counter_starts_again_at_one_once_expired_and_a_new_one_sweeps_expired_rows():
    cache.clear()
    assert [cache.count("k", timeout=60) for _ in range(3)] == [1, 2, 3]
    cache.set("gone", 1, -1)  # already expired
    with connection.cursor() as cursor:
        cursor.execute(
            "UPDATE twinsite_cache SET expires = now() - interval '1 s' WHERE cache_key LIKE %s", ["%count:k"]
        )

    assert cache.count("k", timeout=60) == 1  # expired: a new window
    assert cache.count("other", timeout=60) == 1
    assert cache.get("gone") is None
    with connection.cursor() as cursor:
        cursor.execute("SELECT count(*) FROM twinsite_cache WHERE expires < now()")
        assert cursor.fetchone()[0] == 0  # swept when "other" was made
