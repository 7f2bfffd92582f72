"""Lazy commits: the statements of a `lazy_commits` block commit with synchronous_commit off, keep
their own results, and leave the pooled connection as it was; the turn's record writes use it."""

from __future__ import annotations

import asyncio

import pytest
from django.db import connection, transaction
from django.db.backends.postgresql.base import Cursor as PostgresCursor
from psycopg import AsyncConnection

from chat.checkpoints import CONNECTION_KWARGS, checkpoint_conninfo
from chat.outcomes import Outcome
from chat.threads import new_id, thread_turn_begin
from chat.turn_log import TurnRecord, turn_record_save
from chat.turn_slots import client_slot_claim, client_slot_release
from core.commits import LAZY_COMMIT, lazy_commits

pytestmark = pytest.mark.django_db(transaction=True)  # autocommit, as a turn runs


def synchronous_commit(cursor) -> str:
    cursor.execute("SELECT current_setting('synchronous_commit')")
    return cursor.fetchone()[0]


def test_a_statement_in_the_block_commits_lazily_and_the_connection_keeps_its_setting():
    with transaction.atomic(), connection.cursor() as cursor:
        with lazy_commits():
            before = synchronous_commit(cursor)  # read before its own SET LOCAL runs
            during = synchronous_commit(cursor)  # the transaction's setting since the first statement
        assert (before, during) == ("on", "off")
    with connection.cursor() as cursor:
        assert synchronous_commit(cursor) == "on"  # SET LOCAL ended with its transaction


def test_a_statement_keeps_its_own_rows_and_rowcount():
    with lazy_commits(), connection.cursor() as cursor:
        cursor.execute("SELECT n FROM generate_series(1, 3) AS n")
        assert cursor.fetchall() == [(1,), (2,), (3,)]
        cursor.execute("CREATE TEMPORARY TABLE lazy_rows (n int)")
        cursor.execute("INSERT INTO lazy_rows SELECT generate_series(1, 4)")
        assert cursor.rowcount == 4
    with connection.cursor() as cursor:
        cursor.execute("SELECT count(*) FROM lazy_rows")
        assert cursor.fetchone() == (4,)


@pytest.fixture
def sent(monkeypatch) -> list[str]:
    """The SQL of each statement as it reaches psycopg, after every Django wrapper."""
    sent: list[str] = []
    execute = PostgresCursor.execute

    def recording(self, query, params=None, **kwargs):
        sent.append(str(query))
        return execute(self, query, params, **kwargs)

    monkeypatch.setattr(PostgresCursor, "execute", recording)
    return sent


def test_a_turn_writes_its_thread_log_and_slot_lazily(sent):
    thread_id = new_id()
    thread_turn_begin(thread_id=thread_id)
    turn_record_save(record=TurnRecord(thread_id=thread_id, turn_id=new_id(), outcome=Outcome.ANSWERED))
    client_slot_release(client_slot_claim("lazy-client", limit=2, ttl=60))
    # The slot's claim is one query that takes its lock first (`SELECT pg_advisory_xact_lock(…); INSERT …`).
    writes = [sql for sql in sent if "INSERT INTO" in sql.upper() or sql.upper().startswith("DELETE")]
    assert len(writes) == 4 and all(sql.endswith(LAZY_COMMIT) for sql in writes)


def test_a_statement_outside_the_block_commits_as_usual(sent):
    with connection.cursor() as cursor:
        cursor.execute("SELECT 1")
    assert sent == ["SELECT 1"]


def test_the_checkpointer_connection_commits_lazily():
    async def setting() -> str:
        async with await AsyncConnection.connect(checkpoint_conninfo(), **CONNECTION_KWARGS) as conn:
            row = await (await conn.execute("SELECT current_setting('synchronous_commit')")).fetchone()
            return row["current_setting"]

    assert asyncio.run(setting()) == "off"
