"""The database cache's table (rate limits without Redis), made by `migrate` itself: a server
started after `migrate` alone would otherwise answer every chat request with a 500. With Redis as
the cache, `createcachetable` does nothing."""

from django.core.management import call_command
from django.db import migrations


def create_cache_table(apps, schema_editor):
    call_command("createcachetable", database=schema_editor.connection.alias, verbosity=0)


class Migration(migrations.Migration):
    dependencies = [("chat", "0004_seed_starter_questions")]

    operations = [migrations.RunPython(create_cache_table, migrations.RunPython.noop)]
