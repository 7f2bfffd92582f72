"""The turn graph with its Postgres checkpointer, one per event loop.

The checkpointer gets its own pool, never Django's connection, in autocommit: without it checkpoints
sit in an open transaction and another process silently starts the thread over instead of resuming.
An async pool belongs to the loop that opened it, so daphne (one loop) shares one; tests that run
a loop per turn close theirs with `close_turn_graph()`.
"""

from __future__ import annotations

import asyncio
import weakref
from contextlib import asynccontextmanager

from django.db import connection
from langgraph.checkpoint.postgres.aio import AsyncPostgresSaver
from psycopg import AsyncConnection
from psycopg.rows import dict_row
from psycopg_pool import AsyncConnectionPool

from chat.graph.builder import build_graph
from twinsite.embedded_postgres import database_uri

CONNECTION_KWARGS = {"autocommit": True, "prepare_threshold": 0, "row_factory": dict_row}
_graphs: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()


def checkpoint_conninfo() -> str:
    return database_uri(connection.settings_dict)


async def turn_graph():
    loop = asyncio.get_running_loop()
    if loop not in _graphs:
        pool = AsyncConnectionPool(
            checkpoint_conninfo(), min_size=1, max_size=4, kwargs=CONNECTION_KWARGS, open=False
        )
        await pool.open()
        _graphs[loop] = (pool, build_graph(checkpointer=AsyncPostgresSaver(pool)))
    return _graphs[loop][1]


@asynccontextmanager
async def turn_graph_reader():
    """The graph on a connection of its own, closed on exit, for one read (a thread's state).

    A pooled graph lives as long as its loop; a read may come from a loop that ends right after
    (an async view called from sync code), where a pool would be left behind half-closed.
    """
    async with await AsyncConnection.connect(checkpoint_conninfo(), **CONNECTION_KWARGS) as conn:
        yield build_graph(checkpointer=AsyncPostgresSaver(conn))


async def close_turn_graph() -> None:
    entry = _graphs.pop(asyncio.get_running_loop(), None)
    if entry:
        await entry[0].close()
