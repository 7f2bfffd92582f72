from __future__ import annotations

from django.conf import settings
from django.core.management.base import BaseCommand

from chat.services import private_data_purge

LABELS = {
    "guard_incidents": "guard incidents",
    "unanswered_questions": "unanswered questions",
    "feedback_comments": "feedback comments",
    "contact_messages": "contact messages",
    "approval_arguments": "approvals' arguments",
    "outbox_mails": "sent mails",
    "idle_threads": "idle conversations",
}


class Command(BaseCommand):
    help = (
        "Delete or blank what visitors wrote, older than PRIVACY_RETENTION_DAYS: guard incidents, "
        "unanswered questions, feedback comments, contact messages, approvals' arguments, sent mail "
        "and the messages of conversations idle since (the turn log holds no visitor text and stays)."
    )

    def handle(self, *args, **options):
        counts = private_data_purge()
        parts = [f"{counts[key]} {label}" for key, label in LABELS.items()]
        self.stdout.write(
            self.style.SUCCESS(
                f"Purged {', '.join(parts[:-1])} and {parts[-1]} older than "
                f"{settings.PRIVACY_RETENTION_DAYS} days."
            )
        )
