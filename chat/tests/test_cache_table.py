from __future__ import annotations

import importlib

import pytest
from django.db import connection


@pytest.mark.django_db(transaction=True)
def test_migrate_makes_the_database_cache_table(settings):
    """Without Redis, rate limits live in the database cache: `migrate` alone must leave its table."""
    assert settings.CACHES["default"]["BACKEND"] == "django.core.cache.backends.db.DatabaseCache"
    table = settings.CACHES["default"]["LOCATION"]
    with connection.cursor() as cursor:
        cursor.execute(f'DROP TABLE "{table}"')
    migration = importlib.import_module("chat.migrations.0005_cache_table")

    with connection.schema_editor() as schema_editor:
        migration.create_cache_table(None, schema_editor)

    assert table in connection.introspection.table_names()
