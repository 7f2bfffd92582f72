from __future__ import annotations

from pathlib import Path

from django.core.management.base import BaseCommand, CommandError

from knowledge.checks import knowledge_database_check, knowledge_folder_check


class Command(BaseCommand):
    help = (
        "Check a folder of knowledge files without loading it (or, without DIR, the loaded knowledge "
        "base and its embeddings): prints file:line: problem for each problem, exits 1 if there is any."
    )

    def add_arguments(self, parser):
        parser.add_argument(
            "directory", nargs="?", type=Path, help="a knowledge folder; default: the database"
        )

    def handle(self, *args, directory: Path | None, **options):
        if directory is not None:
            report, what = knowledge_folder_check(directory=directory), str(directory)
        else:
            report, what = knowledge_database_check(), "the loaded knowledge base"
        for problem in report.problems:
            self.stdout.write(str(problem))
        if report.problems:
            raise CommandError(f"{len(report.problems)} problem(s) in {what}")
        chunks = f", {report.chunks} chunks with fresh vectors" if directory is None else ""
        self.stdout.write(
            self.style.SUCCESS(
                f"OK: {what}: {report.documents} documents ({report.published} published), "
                f"{report.links} links{chunks}"
            )
        )
