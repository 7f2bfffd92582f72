"""The suite's fixtures are plugins in tests/support/ (not in the deployed packages). Tests run
against the embedded PostgreSQL (their own database, kept between runs: `--reuse-db`) unless
DATABASE_URL is set, with the real local embedding model."""

from __future__ import annotations

import pytest

pytest_plugins = [
    "tests.support.knowledge",  # knowledge, use_embedder
    "tests.support.turns",  # run_turn, fake_openai, use_fake_provider
    "tests.support.daphne",  # daphne_url, daphne_fake_openai
]


@pytest.fixture(scope="session")
def django_db_setup(django_db_setup, django_db_blocker):
    """Before the session ends, end the sessions that async code left behind (the checkpoint pools
    of event loops that Django's test client opened for async views)."""
    yield
    from django.db import connection

    with django_db_blocker.unblock(), connection.cursor() as cursor:
        cursor.execute(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
            "WHERE datname = current_database() AND pid <> pg_backend_pid()"
        )
