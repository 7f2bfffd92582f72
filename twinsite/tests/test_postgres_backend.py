"""Django's pool checks a connection it hands out with a round trip only when the socket says it
may be dead: a live one goes out without one, one whose session the server ended is caught."""

from __future__ import annotations

import time

import psycopg
import pytest
from django.db import connection
from psycopg import OperationalError
from psycopg_pool import ConnectionPool

from core.databases import database_uri
from twinsite.postgres.base import check_if_stale

pytestmark = pytest.mark.django_db(transaction=True)


def test_the_pool_checks_with_the_cheap_check():
    assert connection.pool is not None
    assert connection.pool._check is check_if_stale


def test_a_live_idle_connection_is_handed_out_without_a_round_trip(monkeypatch):
    round_trips = []
    monkeypatch.setattr(ConnectionPool, "check_connection", staticmethod(round_trips.append))
    with psycopg.connect(database_uri(connection.settings_dict), autocommit=True) as conn:
        conn.execute("SELECT 1")
        check_if_stale(conn)
    assert round_trips == []


def test_a_connection_whose_session_the_server_ended_fails_the_check():
    uri = database_uri(connection.settings_dict)
    with psycopg.connect(uri, autocommit=True) as conn:
        conn.execute("SELECT 1")
        with psycopg.connect(uri, autocommit=True) as admin:
            admin.execute("SELECT pg_terminate_backend(%s)", [conn.info.backend_pid])
        for _ in range(200):  # the server's goodbye reaches the socket soon after
            try:
                check_if_stale(conn)
            except OperationalError:
                return
            time.sleep(0.05)
    pytest.fail("the check never noticed the ended session")


def test_a_closed_connection_fails_the_check():
    conn = psycopg.connect(database_uri(connection.settings_dict), autocommit=True)
    conn.close()
    with pytest.raises(OperationalError):
        check_if_stale(conn)
