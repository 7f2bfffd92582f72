"""What only the unpublished documents say, for the output checks (`safety.output_checks`).

Unpublished documents are never in the database (the loader skips them), so their text is read
from the knowledge folder, once per process and again only when a file there changes.
"""

from __future__ import annotations

import logging
import os
from pathlib import Path

from django.conf import settings

from knowledge.documents import KnowledgeFileError, parse_file
from safety.output_checks import PrivateText

logger = logging.getLogger(__name__)

_private_cache: dict[tuple, PrivateText] = {}


def knowledge_texts(directory: Path) -> tuple[list[str], list[str]]:
    """(unpublished, published) section texts of the knowledge files below `directory`."""
    private, published = [], []
    for path in sorted(directory.rglob("*.md")):
        try:
            document = parse_file(path)
        except KnowledgeFileError as error:
            logger.warning("knowledge file skipped by the output checks", extra={"problem": str(error)})
            continue
        texts = [document.title] + [f"{s.heading}\n{s.text}" for s in document.sections]
        (published if document.published else private).extend(texts)
    return private, published


def private_text(directory: Path | None = None) -> PrivateText:
    """The unpublished documents' text, rebuilt only when a file in the folder changes."""
    directory = Path(directory or settings.KNOWLEDGE_DIR)
    files = markdown_files(directory)
    version = (str(directory), *files)
    snippets = _private_cache.get(version)
    if snippets is None:
        private, published = knowledge_texts(directory) if files else ([], [])
        snippets = PrivateText.from_texts(private=private, published=published)
        _private_cache.clear()
        _private_cache[version] = snippets
    return snippets


def markdown_files(directory: Path) -> list[tuple[str, int, int]]:
    """(path, mtime_ns, size) of every Markdown file below `directory`: checked on every turn, so
    one stat per file (a third of what `rglob` and `Path.stat` twice cost)."""
    found = []
    for root, _dirs, names in os.walk(directory):
        for name in names:
            if name.endswith(".md"):
                path = os.path.join(root, name)
                status = os.stat(path)
                found.append((path, status.st_mtime_ns, status.st_size))
    return sorted(found)
