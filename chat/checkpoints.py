"""The turn graph with its Postgres checkpointer, one per event loop.

The checkpointer gets its own pool, never Django's connection, in autocommit: without it checkpoints
sit in an open transaction and another process silently starts the thread over instead of resuming.
An async pool belongs to the loop that opened it, so daphne (one loop) shares one; tests that run
a loop per turn close theirs with `close_turn_graph()`.
"""

from __future__ import annotations

import asyncio
import weakref
from collections.abc import Iterator
from contextlib import asynccontextmanager, contextmanager

from django.db import connection
from langgraph.checkpoint.base import CheckpointTuple
from langgraph.checkpoint.postgres.aio import AsyncPostgresSaver
from langgraph.checkpoint.serde.jsonplus import JsonPlusSerializer
from langgraph.checkpoint.serde.types import INTERRUPT
from psycopg import AsyncConnection
from psycopg.rows import dict_row
from psycopg_pool import AsyncConnectionPool

from chat.graph.builder import build_graph
from core.databases import database_uri

CONNECTION_KWARGS = {"autocommit": True, "prepare_threshold": 0, "row_factory": dict_row}
# The state holds the turn's Outcome and Reason (string enums); nothing else of ours is read back.
SERDE = JsonPlusSerializer(
    allowed_msgpack_modules=[("chat.outcomes", "Outcome"), ("chat.outcomes", "Reason")]
)
_graphs: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()


class TurnSaver(AsyncPostgresSaver):
    """AsyncPostgresSaver that lets a turn hand its run the checkpoint it has just read.

    A turn reads its thread's latest checkpoint before it runs (is the thread paused?), and the run
    starts by reading it again. Handed over (`handed_over`), the run's first read takes the turn's
    copy instead: one read per turn, and none for a thread made for the turn (it has no checkpoint).
    """

    def __init__(self, conn) -> None:
        super().__init__(conn, serde=SERDE)
        self._handed_over: dict[str, tuple[CheckpointTuple | None]] = {}

    async def latest(self, thread_id: str) -> CheckpointTuple | None:
        return await super().aget_tuple({"configurable": {"thread_id": thread_id, "checkpoint_ns": ""}})

    @contextmanager
    def handed_over(self, thread_id: str, saved: CheckpointTuple | None) -> Iterator[None]:
        """Within this block, the next read of the thread's latest checkpoint returns `saved`."""
        entry = (saved,)  # its own object: a later turn's entry for the thread is never removed here
        self._handed_over[thread_id] = entry
        try:
            yield
        finally:
            if self._handed_over.get(thread_id) is entry:
                del self._handed_over[thread_id]

    async def aget_tuple(self, config) -> CheckpointTuple | None:
        configurable = config["configurable"]
        if not configurable.get("checkpoint_id") and not configurable.get("checkpoint_ns"):
            entry = self._handed_over.pop(configurable["thread_id"], None)
            if entry is not None:
                return entry[0]
        return await super().aget_tuple(config)


def interrupt_written(saved: CheckpointTuple | None) -> bool:
    """Whether a checkpoint holds an interrupt write. False means its thread is not paused:
    `aget_state(...).interrupts` come from the latest checkpoint's interrupt writes only."""
    return saved is not None and any(
        channel == INTERRUPT for _task, channel, _value in saved.pending_writes or ()
    )


def checkpoint_conninfo() -> str:
    return database_uri(connection.settings_dict)


async def turn_graph():
    loop = asyncio.get_running_loop()
    if loop not in _graphs:
        pool = AsyncConnectionPool(
            checkpoint_conninfo(), min_size=1, max_size=4, kwargs=CONNECTION_KWARGS, open=False
        )
        await pool.open()
        _graphs[loop] = (pool, build_graph(checkpointer=TurnSaver(pool)))
    return _graphs[loop][1]


@asynccontextmanager
async def turn_graph_reader():
    """The graph on a connection of its own, closed on exit, for one read (a thread's state).

    A pooled graph lives as long as its loop; a read may come from a loop that ends right after
    (an async view called from sync code), where a pool would be left behind half-closed.
    """
    async with await AsyncConnection.connect(checkpoint_conninfo(), **CONNECTION_KWARGS) as conn:
        yield build_graph(checkpointer=AsyncPostgresSaver(conn, serde=SERDE))


async def close_turn_graph() -> None:
    entry = _graphs.pop(asyncio.get_running_loop(), None)
    if entry:
        await entry[0].close()


def checkpoints_delete(*, thread_ids: list[str]) -> int:
    """Delete these threads' checkpoints (their messages): in the caller's transaction, on Django's
    connection, so a thread's row and its checkpoints go together. Returns the checkpoints deleted.
    LangGraph's own `adelete_thread` would commit on the saver's autocommit pool on its own."""
    if not thread_ids:
        return 0
    with connection.cursor() as cursor:
        for table in ("checkpoint_writes", "checkpoint_blobs"):
            cursor.execute(f"DELETE FROM {table} WHERE thread_id = ANY(%s)", [thread_ids])
        cursor.execute("DELETE FROM checkpoints WHERE thread_id = ANY(%s)", [thread_ids])
        return cursor.rowcount
