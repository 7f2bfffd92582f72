"""The suite's fixtures are plugins in tests/support/ (not in the deployed packages). Tests run
against the embedded PostgreSQL (their own database, kept between runs: `--reuse-db`) unless
DATABASE_URL is set, with the real local embedding model."""

from __future__ import annotations

import pytest

pytest_plugins = [
    "tests.support.knowledge",  # knowledge, use_embedder
    "tests.support.turns",  # run_turn, fake_openai, use_fake_provider
    "tests.support.daphne",  # daphne_url, daphne_fake_openai
    "tests.support.smtp_sink",  # smtp_sink
]


# What says which migrations ran: everything else of a kept test database is emptied at the start.
MIGRATION_STATE = {"django_migrations", "django_content_type", "auth_permission", "checkpoint_migrations"}


@pytest.fixture(autouse=True)
def outbox_without_courier(settings):
    """Mail waits in the outbox until a test delivers it (`outbox.services.mails_deliver_due`), as
    the periodic task would: no background thread sends while a test looks or its data goes."""
    settings.OUTBOX_COURIER = False


@pytest.fixture(scope="session")
def django_db_setup(django_db_setup, django_db_blocker):
    """The test database outlives a run (`--reuse-db`): a run starts by emptying every table but the
    migration state, as if new. Django's flush after a transactional test empties only the models'
    tables; the checkpoints and the rate-limit counters in the cache table would carry over, and an
    interrupted run leaves committed rows behind.

    Before the session ends, it ends the sessions that async code left behind (the checkpoint pools
    of event loops that Django's test client opened for async views)."""
    from django.db import connection

    with django_db_blocker.unblock(), connection.cursor() as cursor:
        tables = sorted(set(connection.introspection.table_names(cursor)) - MIGRATION_STATE)
        cursor.execute(f"TRUNCATE {', '.join(connection.ops.quote_name(t) for t in tables)}")
    yield
    with django_db_blocker.unblock(), connection.cursor() as cursor:
        cursor.execute(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
            "WHERE datname = current_database() AND pid <> pg_backend_pid()"
        )


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_make_scheduler(config, log):
    """With `--dist loadscope` (`make test`), the browser tests go to one worker together: they
    share one Chromium and one daphne for their package (e2e/conftest.py), which a split would start
    on each worker. Every other module stays whole on one worker, as its module-scoped servers need."""
    if config.getoption("dist") != "loadscope":
        return None
    from xdist.scheduler import LoadScopeScheduling

    class BrowserTestsTogether(LoadScopeScheduling):
        def _split_scope(self, nodeid: str) -> str:
            return "e2e" if nodeid.startswith("e2e/") else super()._split_scope(nodeid)

    return BrowserTestsTogether(config, log)
