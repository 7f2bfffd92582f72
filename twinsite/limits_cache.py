"""The database cache for limits: it forgets expired entries, never live ones.

Django's database cache keeps at most MAX_ENTRIES and then deletes a third of the keys in key
order, live ones included (`DatabaseCache._cull`). The rate-limit counters and the widget's pending
messages live in this cache when there is no Redis: past a few hundred clients a counter that had
reached its limit vanished and the client got its next request free. Here, past MAX_ENTRIES, each
write sweeps out expired rows only (the table's `expires` index makes it cheap); live rows stay.
"""

from __future__ import annotations

from django.core.cache.backends.db import DatabaseCache
from django.db import connections


class LimitsDatabaseCache(DatabaseCache):
    def _cull(self, db, cursor, now, num):
        connection = connections[db]
        cursor.execute(
            f"DELETE FROM {connection.ops.quote_name(self._table)} WHERE expires < %s",
            [connection.ops.adapt_datetimefield_value(now)],
        )
