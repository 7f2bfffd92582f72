"""A first set of starter questions, shown in an empty chat; the owner edits them in admin.

`{owner}` becomes the owner's name (from the knowledge base's about page) when the chat shows them.
Each one is answered from the sample knowledge base (chat/tests/test_views.py asks them all).
"""

from django.db import migrations

STARTERS = [
    "What has {owner} built recently?",
    "Is {owner} available for new work?",
    "Which talks has {owner} given?",
    "What does {owner} write about?",
]


def seed(apps, schema_editor):
    StarterQuestion = apps.get_model("chat", "StarterQuestion")
    if not StarterQuestion.objects.exists():  # never over an owner's own list
        StarterQuestion.objects.bulk_create(
            StarterQuestion(text=text, position=position) for position, text in enumerate(STARTERS)
        )


def unseed(apps, schema_editor):
    apps.get_model("chat", "StarterQuestion").objects.filter(text__in=STARTERS).delete()


class Migration(migrations.Migration):
    dependencies = [("chat", "0003_settings_incidents_feedback_starters")]

    operations = [migrations.RunPython(seed, unseed)]
