"""The database cache for limits: it forgets expired entries, never live ones.

Django's database cache keeps at most MAX_ENTRIES and then deletes a third of the keys in key
order, live ones included (`DatabaseCache._cull`). The rate-limit counters and the widget's pending
messages live in this cache when there is no Redis: past a few hundred clients a counter that had
reached its limit vanished and the client got its next request free. Here, past MAX_ENTRIES, each
write sweeps out expired rows only (the table's `expires` index makes it cheap); live rows stay.

Its counters (`count`, what the rate limits use) are one atomic statement each: Django's increment
is a get and a set (with a count of the whole table), about ten round trips per limit checked.
"""

from __future__ import annotations

import logging
from datetime import timedelta

import redis
from django.core.cache import caches
from django.core.cache.backends.db import DatabaseCache
from django.core.cache.backends.redis import RedisCache
from django.db import connections, router
from django.utils import timezone

from core.commits import lazy_commits

logger = logging.getLogger(__name__)
FALLBACK = "database"  # the alias of the database cache a Redis outage falls back to
REDIS_DOWN = (redis.exceptions.ConnectionError, redis.exceptions.TimeoutError)


# A counter's row holds its number as text (never read by `get`: its keys have a namespace of their
# own). The row lock of ON CONFLICT makes each increment atomic across processes; an expired row
# starts again at 1.
COUNT_SQL = """
    INSERT INTO {table} AS row (cache_key, value, expires) VALUES (%s, '1', %s)
    ON CONFLICT (cache_key) DO UPDATE SET
        value = CASE WHEN row.expires < %s THEN '1' ELSE (row.value::bigint + 1)::text END,
        expires = CASE WHEN row.expires < %s THEN EXCLUDED.expires ELSE row.expires END
    RETURNING row.value::bigint, row.xmax = 0
"""


class LimitsDatabaseCache(DatabaseCache):
    def count(self, key: str, *, timeout: int) -> int:
        """Add one to counter `key` and return it; a new counter (1) lasts `timeout` seconds. One
        statement in autocommit; a new counter also sweeps out the expired rows."""
        db = router.db_for_write(self.cache_model_class)
        connection = connections[db]
        now = timezone.now().replace(microsecond=0)
        adapt = connection.ops.adapt_datetimefield_value
        with lazy_commits(db), connection.cursor() as cursor:  # a counter: a crash may reset it
            cursor.execute(
                COUNT_SQL.format(table=connection.ops.quote_name(self._table)),
                [
                    self.make_and_validate_key(f"count:{key}"),
                    adapt(now + timedelta(seconds=timeout)),
                    adapt(now),
                    adapt(now),
                ],
            )
            value, created = cursor.fetchone()
            if created:
                self._cull(db, cursor, now, 0)
        return value

    def _cull(self, db, cursor, now, num):
        connection = connections[db]
        cursor.execute(
            f"DELETE FROM {connection.ops.quote_name(self._table)} WHERE expires < %s",
            [connection.ops.adapt_datetimefield_value(now)],
        )


class FailoverRedisCache(RedisCache):
    """Django's Redis cache that, while Redis can't be reached, uses the database cache instead.

    The rate limits and the widget's pending messages live here: with Redis down every chat request
    answered 500. Now they keep working on the database cache (the `database` alias, whose table
    `migrate` makes). What Redis held is not seen meanwhile (a counter starts again, a message
    pending from before is gone and the visitor asks again), and an increment there is not atomic
    across processes: a small give in the limits during an outage, never a chat that is down.
    """


def _failover(name: str):
    def method(self, *args, **kwargs):
        try:
            return getattr(RedisCache, name)(self, *args, **kwargs)
        except REDIS_DOWN:
            logger.warning("redis unreachable: the database cache stands in", extra={"operation": name})
            return getattr(caches[FALLBACK], name)(*args, **kwargs)

    method.__name__ = method.__qualname__ = name
    return method


for _name in (
    "add",
    "get",
    "set",
    "touch",
    "delete",
    "get_many",
    "has_key",
    "incr",
    "set_many",
    "delete_many",
):
    setattr(FailoverRedisCache, _name, _failover(_name))
