"""Django's database connections as a budget: give a pooled connection back as soon as a burst of
queries ends.

Under ASGI each request's sync work runs on a thread of its own, and Django keeps that thread's
connection until the response ends. A chat response lasts as long as the model writes (seconds),
so every open stream would hold a connection while it waits: about a hundred streams were enough
for PostgreSQL's `too many clients`. With the pool (settings.DB_POOL_SIZE) a connection goes back
on `close()` for the price of a dictionary operation, and the next query takes one again.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import ParamSpec, TypeVar

from django.db import connections

P = ParamSpec("P")
R = TypeVar("R")


def connection_release() -> None:
    """Give this thread's pooled connections back, unless a transaction is open on one (a test's,
    or a caller's `atomic`). Without a pool it does nothing: closing would mean reconnecting."""
    for conn in connections.all(initialized_only=True):
        if (
            getattr(conn, "pool", None) is not None
            and conn.connection is not None
            and not conn.in_atomic_block
        ):
            conn.close()


def connection_released(function: Callable[P, R]) -> Callable[P, R]:
    """`function`, giving the thread's pooled connection back when it returns or raises: for the
    sync work of a long response, before it waits on something that is not the database."""

    @functools.wraps(function)
    def run(*args: P.args, **kwargs: P.kwargs) -> R:
        try:
            return function(*args, **kwargs)
        finally:
            connection_release()

    return run
