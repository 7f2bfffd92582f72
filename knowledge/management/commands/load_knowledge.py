from __future__ import annotations

from pathlib import Path

from django.core.management.base import BaseCommand, CommandError

from knowledge.documents import KnowledgeFileError
from knowledge.embeddings import EmbeddingError
from knowledge.management.commands._progress import EmbeddingProgress
from knowledge.models import Document
from knowledge.services import chunks_embed_stale, knowledge_load


class Command(BaseCommand):
    help = "Load a folder of knowledge files (YAML front matter + Markdown), then embed what changed."

    def add_arguments(self, parser):
        parser.add_argument("directory", type=Path)
        parser.add_argument("--replace", action="store_true", help="remove documents not in the folder")
        parser.add_argument(
            "--if-empty",
            action="store_true",
            help="when documents exist, only embed chunks whose vectors are stale",
        )

    def handle(self, *args, directory: Path, replace: bool, if_empty: bool, **options):
        progress = EmbeddingProgress()
        try:
            if if_empty and Document.objects.exists():  # e.g. after a new embedding model's migration
                embedded = chunks_embed_stale(on_progress=progress)
                self.stdout.write(f"knowledge base already loaded; {embedded} chunks embedded")
                return
            counts = knowledge_load(directory=directory, replace=replace, on_progress=progress)
        except KnowledgeFileError as error:
            raise CommandError(f"{error} (nothing was loaded)") from error
        except EmbeddingError as error:
            raise CommandError(
                f"documents loaded, but embedding failed: {error}. Exact search works; "
                "run sync_knowledge to retry."
            ) from error
        finally:
            progress.close()
        documents = Document.objects.filter(published=True).count()
        self.stdout.write(self.style.SUCCESS(f"loaded {documents} documents: {counts}"))
