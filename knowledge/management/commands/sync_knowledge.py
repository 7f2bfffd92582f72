from __future__ import annotations

from django.core.management.base import BaseCommand, CommandError

from knowledge.embeddings import EmbeddingError
from knowledge.management.commands._progress import EmbeddingProgress
from knowledge.services import knowledge_sync


class Command(BaseCommand):
    help = "Re-chunk every document and embed only chunks whose text (hash) or model changed."

    def handle(self, *args, **options):
        progress = EmbeddingProgress()
        try:
            counts = knowledge_sync(on_progress=progress)
        except EmbeddingError as error:
            raise CommandError(f"embedding failed: {error}; exact search still works") from error
        finally:
            progress.close()
        self.stdout.write(self.style.SUCCESS(str(counts)))
