"""What every benchmark here shares: its own database, percentiles, a quiet server before timing."""

from __future__ import annotations

import sys


def use_bench_database(name: str) -> None:
    """Point Django at database `name` (created if missing) on the configured server, then set up."""
    import django
    from django.conf import settings
    from django.db import connections

    from core.databases import database_uri
    from twinsite.embedded_postgres import ensure_database

    db = settings.DATABASES["default"]
    ensure_database(database_uri(db), name)
    db["NAME"] = name
    connections["default"].settings_dict["NAME"] = name
    # A pool opened before this point would keep handing out connections to the site's database.
    connections["default"].close_pool()
    django.setup()


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(p / 100 * (len(ordered) - 1)))]


def settle_writes() -> None:
    """Flush the set-up's dirty pages now (a CHECKPOINT), so that writing them out later does not
    land inside the timed part. Needs a superuser (the embedded server's); skipped otherwise."""
    from django.db import DatabaseError, connection

    try:
        with connection.cursor() as cursor:
            cursor.execute("CHECKPOINT")
    except DatabaseError as error:
        print(f"(no CHECKPOINT before timing: {error})", file=sys.stderr)
