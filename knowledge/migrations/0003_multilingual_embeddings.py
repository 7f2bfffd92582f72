"""512-dimensional vectors from the multilingual model. The old 384-dimensional ones cannot be cast:
they are dropped, and `make run` (`load_knowledge --if-empty`) or `sync_knowledge` embeds every chunk again."""

import pgvector.django.vector
from django.db import migrations


class Migration(migrations.Migration):

    dependencies = [
        ('knowledge', '0002_documents_and_chunks'),
    ]

    operations = [
        migrations.RunSQL(
            "UPDATE knowledge_chunk SET embedding = NULL, embedding_model = '', embedded_hash = ''",
            migrations.RunSQL.noop,
        ),
        migrations.AlterField(
            model_name='chunk',
            name='embedding',
            field=pgvector.django.vector.VectorField(blank=True, dimensions=512, null=True),
        ),
    ]
