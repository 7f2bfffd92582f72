from __future__ import annotations

from django.conf import settings
from django.core.management.base import BaseCommand

from chat.services import private_data_purge


class Command(BaseCommand):
    help = (
        "Delete guard incidents, unanswered questions and sent mail older than PRIVACY_RETENTION_DAYS "
        "(the turn log holds no visitor text and stays)."
    )

    def handle(self, *args, **options):
        counts = private_data_purge()
        self.stdout.write(
            self.style.SUCCESS(
                f"Deleted {counts['guard_incidents']} guard incidents, "
                f"{counts['unanswered_questions']} unanswered questions and "
                f"{counts['outbox_mails']} sent mails older than "
                f"{settings.PRIVACY_RETENTION_DAYS} days."
            )
        )
