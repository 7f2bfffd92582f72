"""One rating per answer: the newest of each answer's ratings stays, the others go."""

from django.db import migrations, models


class Migration(migrations.Migration):

    dependencies = [
        ('chat', '0006_threads'),
    ]

    operations = [
        migrations.RunSQL(
            "DELETE FROM chat_feedback f USING chat_feedback newer "
            "WHERE f.turn_id = newer.turn_id AND (f.created_at, f.id) < (newer.created_at, newer.id)",
            migrations.RunSQL.noop,
        ),
        migrations.AddConstraint(
            model_name='feedback',
            constraint=models.UniqueConstraint(fields=('turn',), name='one_feedback_per_turn'),
        ),
    ]
