"""The checkpointer's pool checks a connection it hands out with a round trip only when the
socket says it may be dead: a server that ended the session is still caught."""

from __future__ import annotations

import asyncio

import pytest
from psycopg import AsyncConnection, OperationalError
from psycopg_pool import AsyncConnectionPool

from chat.checkpoints import CONNECTION_KWARGS, check_if_stale, checkpoint_conninfo

pytestmark = pytest.mark.django_db(transaction=True)


def test_a_live_idle_connection_is_handed_out_without_a_round_trip(monkeypatch):
    round_trips = []

    async def full_check(conn) -> None:
        round_trips.append(conn)

    monkeypatch.setattr(AsyncConnectionPool, "check_connection", staticmethod(full_check))

    async def run() -> None:
        async with await AsyncConnection.connect(checkpoint_conninfo(), **CONNECTION_KWARGS) as conn:
            await conn.execute("SELECT 1")
            await check_if_stale(conn)

    asyncio.run(run())
    assert round_trips == []


def test_a_connection_whose_session_the_server_ended_fails_the_check():
    async def run() -> bool:
        async with await AsyncConnection.connect(checkpoint_conninfo(), **CONNECTION_KWARGS) as conn:
            await conn.execute("SELECT 1")
            async with await AsyncConnection.connect(checkpoint_conninfo(), autocommit=True) as admin:
                await admin.execute("SELECT pg_terminate_backend(%s)", [conn.info.backend_pid])
            for _ in range(200):  # the server's goodbye reaches the socket soon after
                try:
                    await check_if_stale(conn)
                except OperationalError:
                    return True
                await asyncio.sleep(0.05)
            return False

    assert asyncio.run(run())
