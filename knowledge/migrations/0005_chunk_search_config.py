"""Full-text search in each document's language: chunks get the document's configuration, and the
search vector (a generated column, which can't be altered in place) is made again from it."""

from collections import Counter

import django.contrib.postgres.indexes
import django.contrib.postgres.search
from django.db import migrations, models

import knowledge.models


def detect_languages(apps, schema_editor):
    """What `Document.save` and the sync do from now on, for the documents already stored."""
    from knowledge.languages import text_search_config
    from safety.language import document_language

    Document = apps.get_model("knowledge", "Document")
    Chunk = apps.get_model("knowledge", "Chunk")
    documents = list(Document.objects.all())
    for document in documents:
        document.detected_lang = "" if document.lang else document_language(f"{document.title}\n{document.body}")
        document.save(update_fields=["detected_lang"])
    counted = Counter(d.lang or d.detected_lang for d in documents if d.published and (d.lang or d.detected_lang))
    usual = counted.most_common(1)[0][0] if counted else "en"
    for document in documents:
        config = text_search_config(document.lang or document.detected_lang or usual)
        Chunk.objects.filter(document=document).update(search_config=config)


class Migration(migrations.Migration):
    dependencies = [
        ("knowledge", "0004_document_lang_and_front_matter"),
    ]

    operations = [
        migrations.RemoveIndex(model_name="chunk", name="chunk_search_gin"),
        migrations.RemoveField(model_name="chunk", name="search_vector"),
        migrations.AddField(
            model_name="chunk",
            name="search_config",
            field=knowledge.models.RegConfigField(
                default="simple",
                help_text="The full-text configuration of the document's language (dutch, english, ...; simple).",
                max_length=40,
            ),
        ),
        migrations.AddField(
            model_name="document",
            name="detected_lang",
            field=models.CharField(
                blank=True,
                editable=False,
                help_text="Guessed from the text when `lang` is empty (py3langid); empty when too short to tell.",
                max_length=2,
                verbose_name="detected language",
            ),
        ),
        migrations.RunPython(detect_languages, migrations.RunPython.noop),
        migrations.AddField(
            model_name="chunk",
            name="search_vector",
            field=models.GeneratedField(
                db_persist=True,
                expression=django.contrib.postgres.search.CombinedSearchVector(
                    django.contrib.postgres.search.SearchVector(
                        "document_title", "heading", config=models.F("search_config"), weight="A"
                    ),
                    "||",
                    django.contrib.postgres.search.SearchVector(
                        "text", config=models.F("search_config"), weight="B"
                    ),
                    django.contrib.postgres.search.SearchConfig(models.F("search_config")),
                ),
                output_field=django.contrib.postgres.search.SearchVectorField(),
            ),
        ),
        migrations.AddIndex(
            model_name="chunk",
            index=django.contrib.postgres.indexes.GinIndex(fields=["search_vector"], name="chunk_search_gin"),
        ),
    ]
