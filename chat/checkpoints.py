"""The turn graph with its Postgres checkpointer, one per event loop.

The checkpointer gets its own pool, never Django's connection, in autocommit: without it checkpoints
sit in an open transaction and another process silently starts the thread over instead of resuming.
An async pool belongs to the loop that opened it, so daphne (one loop) shares one of
CHECKPOINT_POOL_SIZE connections per process; tests that run a loop per turn close theirs with
`close_turn_graph()`. A thread's read (the page polls it) uses the same pool on the server's loop
(`serving_loop()`), and a connection of its own anywhere else.
"""

from __future__ import annotations

import asyncio
import os
import select
import weakref
from collections.abc import Iterator, Sequence
from contextlib import asynccontextmanager, contextmanager
from contextvars import ContextVar

from django.conf import settings
from django.db import connection
from langgraph.checkpoint.base import CheckpointTuple
from langgraph.checkpoint.postgres.aio import AsyncPostgresSaver
from langgraph.checkpoint.serde.jsonplus import JsonPlusSerializer
from langgraph.checkpoint.serde.types import INTERRUPT
from psycopg import AsyncConnection, OperationalError
from psycopg.rows import dict_row
from psycopg_pool import AsyncConnectionPool

from core.commits import LAZY_COMMIT_OPTIONS
from core.databases import database_uri

CONNECTION_KWARGS = {
    "autocommit": True,
    "prepare_threshold": 0,
    "row_factory": dict_row,
    "application_name": f"twinsite:{os.getpid()}:checkpoints",  # who holds it, in pg_stat_activity
    # Its only writes are checkpoints: a database crash may lose the last turns' (`core.commits`).
    "options": LAZY_COMMIT_OPTIONS,
}
# The state holds the turn's Outcome and Reason (string enums); nothing else of ours is read back.
SERDE = JsonPlusSerializer(
    allowed_msgpack_modules=[("chat.outcomes", "Outcome"), ("chat.outcomes", "Reason")]
)
_graphs: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()
_serving: weakref.WeakSet = weakref.WeakSet()  # loops that live as long as the process (the server's)
# A connection in pipeline mode that the saver's reads use instead of one of the pool's (`beside`).
_beside: ContextVar[AsyncConnection | None] = ContextVar("checkpoint_beside", default=None)


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

    async def beside(
        self, statement: str, params: Sequence, *, thread_id: str | None
    ) -> tuple[dict, CheckpointTuple | None]:
        """`statement`'s first row and, with `thread_id`, that thread's latest checkpoint: in one round
        trip on one of the pool's connections (both sent in a pipeline before either is read).

        On this autocommit connection `statement` commits lazily (`core.commits`), with the read."""
        if not isinstance(self.conn, AsyncConnectionPool):
            async with self._cursor() as cur:
                await cur.execute(statement, params)
                row = await cur.fetchone()
            return row, await self.latest(thread_id) if thread_id else None
        async with self.conn.connection() as conn:
            if thread_id is None:
                return await (await conn.execute(statement, params)).fetchone(), None
            async with conn.pipeline():
                cursor = await conn.execute(statement, params)
                token = _beside.set(conn)
                try:
                    saved = await self.latest(thread_id)  # its fetch sends both
                finally:
                    _beside.reset(token)
                return await cursor.fetchone(), saved

    @asynccontextmanager
    async def _cursor(self, *, pipeline: bool = False):
        """A cursor on a connection of the pool's own, without the saver's lock.

        AsyncPostgresSaver takes one lock around every operation (langgraph #7259), which a single
        shared connection needs; on a pool each operation has its own connection, and the lock only
        lines every turn of the process up behind one query at a time.
        """
        if (conn := _beside.get()) is not None:
            async with conn.cursor(binary=True, row_factory=dict_row) as cur:
                yield cur
            return
        if not isinstance(self.conn, AsyncConnectionPool):
            async with super()._cursor(pipeline=pipeline) as cur:
                yield cur
            return
        async with self.conn.connection() as conn:
            if pipeline and self.supports_pipeline:
                async with conn.pipeline(), conn.cursor(binary=True, row_factory=dict_row) as cur:
                    yield cur
            elif pipeline:
                async with conn.transaction(), conn.cursor(binary=True, row_factory=dict_row) as cur:
                    yield cur
            else:
                async with conn.cursor(binary=True, row_factory=dict_row) as cur:
                    yield cur

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


async def check_if_stale(conn: AsyncConnection) -> None:
    """The pool's check of a connection it hands out, with a round trip only when it may be dead.

    psycopg's check sends an empty query on every checkout (about two a turn). A server that
    restarted or ended the session has said so on the socket, or closed it: the socket is readable.
    Only then (or when psycopg knows it closed) does the full check run, and raise."""
    if conn.closed or conn.broken:
        raise OperationalError("the connection is closed")
    waiting = select.poll()
    waiting.register(conn.fileno(), select.POLLIN | select.POLLERR | select.POLLHUP)
    if waiting.poll(0):
        await AsyncConnectionPool.check_connection(conn)


def checkpoint_conninfo() -> str:
    return database_uri(connection.settings_dict)


def turn_graph_built(checkpointer):
    """The compiled turn graph; imported here, not at the top, so that the URLs (and with them every
    management command) load without the graph, its guards and its answerer."""
    from chat.graph.builder import build_graph

    return build_graph(checkpointer=checkpointer)


async def turn_graph():
    loop = asyncio.get_running_loop()
    if loop not in _graphs:
        pool = AsyncConnectionPool(
            checkpoint_conninfo(),
            min_size=1,
            max_size=settings.CHECKPOINT_POOL_SIZE,
            timeout=settings.DB_POOL_TIMEOUT,
            max_idle=300,
            kwargs=CONNECTION_KWARGS,
            # After a database restart the idle connections are dead: check each one handed out.
            check=check_if_stale,
            open=False,
        )
        await pool.open()
        _graphs[loop] = (pool, turn_graph_built(TurnSaver(pool)))
    return _graphs[loop][1]


def serving_loop() -> None:
    """Mark the running loop as the server's: it lives as long as the process, so thread reads on it
    use the turns' pool (the ASGI entry point calls this on each request; it costs a set lookup)."""
    _serving.add(asyncio.get_running_loop())


@asynccontextmanager
async def turn_graph_reader():
    """The graph for one read (a thread's state): the pooled one on the server's loop, elsewhere the
    graph on a connection of its own, closed on exit.

    A pooled graph lives as long as its loop; a read may come from a loop that ends right after
    (an async view called from sync code), where a pool would be left behind half-closed.
    """
    if asyncio.get_running_loop() in _serving:
        yield await turn_graph()
        return
    async with await AsyncConnection.connect(checkpoint_conninfo(), **CONNECTION_KWARGS) as conn:
        yield turn_graph_built(AsyncPostgresSaver(conn, serde=SERDE))


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
