"""LangGraph's checkpoint tables, created by its own `setup()` on its own autocommit connection."""

from django.db import migrations


def create_checkpoint_tables(apps, schema_editor) -> None:
    import psycopg
    from langgraph.checkpoint.postgres import PostgresSaver

    from core.databases import database_uri

    conninfo = database_uri(schema_editor.connection.settings_dict)
    with psycopg.connect(conninfo, autocommit=True, prepare_threshold=0) as conn:
        PostgresSaver(conn).setup()


class Migration(migrations.Migration):
    atomic = False  # setup() needs autocommit; it is idempotent, so a re-run is harmless
    dependencies = [("chat", "0001_initial")]
    operations = [migrations.RunPython(create_checkpoint_tables, migrations.RunPython.noop)]
