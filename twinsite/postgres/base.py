"""Django's PostgreSQL backend whose pool checks a connection it hands out only when it may be dead.

Django hard-codes psycopg_pool's `check_connection` (an empty query, one round trip) for every
checkout, and a turn checks out a connection on each thread trip (about nine an HTTP turn). A server
that restarted or ended the session has said so on the socket, or closed it: the socket is readable.
Only then (or when psycopg knows the connection closed) does the full check run, as in the
checkpointer's pool (`chat.checkpoints.check_if_stale`). After a database restart the idle
connections are still caught (twinsite/tests/test_postgres_backend.py, chat/tests/test_drills.py).
"""

from __future__ import annotations

import select

from django.core.exceptions import ImproperlyConfigured
from django.db.backends.postgresql import base
from psycopg import Connection, OperationalError
from psycopg_pool import ConnectionPool


def check_if_stale(conn: Connection) -> None:
    """The pool's check of a connection it hands out, with a round trip only when it may be dead."""
    if conn.closed or conn.broken:
        raise OperationalError("the connection is closed")
    waiting = select.poll()
    waiting.register(conn.fileno(), select.POLLIN | select.POLLERR | select.POLLHUP)
    if waiting.poll(0):
        ConnectionPool.check_connection(conn)


class DatabaseWrapper(base.DatabaseWrapper):
    @property
    def pool(self):
        """Django's pool (same options, opened lazily), checked with `check_if_stale`."""
        options = self.settings_dict["OPTIONS"].get("pool")
        if self.alias == base.NO_DB_ALIAS or not options:
            return None
        if self.alias not in self._connection_pools:
            if self.settings_dict.get("CONN_MAX_AGE", 0) != 0:
                raise ImproperlyConfigured("Pooling doesn't support persistent connections.")
            kwargs = {**self.get_connection_params(), "autocommit": True}  # Django sets it later
            pool = ConnectionPool(
                kwargs=kwargs,
                open=False,
                configure=self._configure_connection,
                check=check_if_stale if self.settings_dict["CONN_HEALTH_CHECKS"] else None,
                **({} if options is True else options),
            )
            self._connection_pools.setdefault(self.alias, pool)  # the first of racing threads wins
        return self._connection_pools[self.alias]
