"""Commits that don't wait for the disk, for rows a crash of the database server may lose at no
real cost.

By default every PostgreSQL commit waits until its WAL is flushed to disk: 1-5 ms on this
machine's disk, several times per chat turn (rate counters, turn slot, thread row, checkpoint, turn
log, budget settlement), all of it on the visitor's clock. With `synchronous_commit = off` the
commit returns at once and the WAL writer flushes it within about 0.6 s (three `wal_writer_delay`s).
A crash of the database server in that window loses those transactions, whole and in commit order;
it never leaves the database inconsistent, and a crash of this process loses nothing (PostgreSQL
docs, "Asynchronous Commit").

Only what is transient or a record goes this way: rate-limit counters, running-turn slots (both
expire), a thread's last-turn time, the turn log, checkpoints, and a budget settlement (a lost one
leaves the call's worst case reserved: the ledger errs on the safe side). Reserving budget,
approvals, contact messages, deletions and the owner's edits keep waiting for the disk.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from django.db import connections

# Put after the statement, in the same query: the setting is read when the statement's implicit
# transaction commits, and the cursor's result (rows, rowcount) stays the statement's own. Django's
# client-side binding cursor sends it as one simple query (several statements in one message).
LAZY_COMMIT = "SET LOCAL synchronous_commit = off"
# For a connection of its own (psycopg's `options`): every commit on it is lazy.
LAZY_COMMIT_OPTIONS = "-c synchronous_commit=off"


@contextmanager
def lazy_commits(using: str = "default") -> Iterator[None]:
    """Statements run on this thread's `using` connection in this block commit without waiting for
    the disk (each with its own transaction's commit, or the enclosing `atomic` block's)."""
    with connections[using].execute_wrapper(_commit_lazily):
        yield


def _commit_lazily(execute, sql, params, many, context):
    if many:  # executemany runs the statement once per row: no room for a second one
        return execute(sql, params, many, context)
    return execute(f"{sql.rstrip().rstrip(';')}; {LAZY_COMMIT}", params, many, context)
