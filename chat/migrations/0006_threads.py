"""Threads the server issued. The conversations that exist already (their checkpoints) are issued
here, so a visitor mid-conversation at deploy time keeps it."""

from django.db import migrations, models


class Migration(migrations.Migration):

    dependencies = [
        ('chat', '0005_cache_table'),
    ]

    operations = [
        migrations.CreateModel(
            name='Thread',
            fields=[
                ('id', models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name='ID')),
                ('thread_id', models.CharField(max_length=64, unique=True)),
                ('created_at', models.DateTimeField(auto_now_add=True)),
                ('last_turn_at', models.DateTimeField(db_index=True, help_text='Retention purges the checkpoints of threads idle since before its cutoff.')),
            ],
        ),
        migrations.RunSQL(
            "INSERT INTO chat_thread (thread_id, created_at, last_turn_at) "
            "SELECT DISTINCT thread_id, now(), now() FROM checkpoints ON CONFLICT DO NOTHING",
            migrations.RunSQL.noop,
        ),
    ]
