"""Writes to the knowledge base: loading a folder, re-chunking documents, filling embeddings.

Whatever changes the published chunks (their text, or which documents are published) tells
retrieval (`retrieval_cache.invalidate()`), so the next question searches the new text.
"""

from __future__ import annotations

import logging
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from django.db import connection, transaction
from django.db.models import F

from core.tasks import task_enqueue
from knowledge.documents import KnowledgeFile, KnowledgeFileError, parse_file, section_hash, split_sections
from knowledge.embeddings import embed_sections, section_embedding_id
from knowledge.languages import text_search_config
from knowledge.models import Chunk, Document
from knowledge.retrieval_cache import retrieval_cache
from knowledge.selectors import site_language
from safety.language import DEFAULT_LANGUAGE

logger = logging.getLogger(__name__)
EMBED_BATCH = 64


@dataclass
class SyncCounts:
    new: int = 0
    changed: int = 0
    removed: int = 0
    unchanged: int = 0
    embedded: int = 0

    def __add__(self, other: SyncCounts) -> SyncCounts:
        return SyncCounts(*(a + b for a, b in zip(vars(self).values(), vars(other).values(), strict=True)))

    def __str__(self) -> str:
        return ", ".join(f"{name} {value}" for name, value in vars(self).items())


def knowledge_files_read(*, directory: Path) -> list[KnowledgeFile]:
    """Parse every `*.md` below `directory`; refuse the whole folder on the first bad file."""
    if not directory.is_dir():
        raise KnowledgeFileError(directory, 0, "not a folder")
    files = [parse_file(path) for path in sorted(directory.rglob("*.md"))]
    seen_ids: dict[str, str] = {}
    seen_urls: dict[str, str] = {}
    for file in files:
        if file.doc_id in seen_ids:
            raise KnowledgeFileError(
                file.path, 2, f"duplicate id {file.doc_id!r}, also in {seen_ids[file.doc_id]}"
            )
        seen_ids[file.doc_id] = file.path
        if file.published and file.url in seen_urls:
            raise KnowledgeFileError(
                file.path, 2, f"duplicate url {file.url!r}, also in {seen_urls[file.url]}"
            )
        if file.published:
            seen_urls[file.url] = file.path
    return files


def knowledge_load(
    *, directory: Path, replace: bool = False, on_progress: Callable[[int, int], None] | None = None
) -> SyncCounts:
    """Load a folder in one transaction (all or nothing), then embed what changed.

    Unpublished files are never stored; one that was published before is removed. `replace` also
    removes documents that are not in the folder.
    """
    files = knowledge_files_read(directory=directory)
    published = [f for f in files if f.published]
    counts = SyncCounts()
    with transaction.atomic():
        unpublished_ids = [f.doc_id for f in files if not f.published]
        stale = Document.objects.filter(doc_id__in=unpublished_ids)
        if replace:
            stale = stale | Document.objects.exclude(doc_id__in=[f.doc_id for f in published])
        for document in stale:
            counts.removed += document.chunks.count()
            document.delete()
        documents = []
        for file in published:
            clash = Document.objects.filter(url=file.url).exclude(doc_id=file.doc_id).first()
            if clash:
                raise KnowledgeFileError(
                    file.path, 2, f"url {file.url!r} is already used by document {clash.doc_id!r}"
                )
            document, _ = Document.objects.update_or_create(
                doc_id=file.doc_id,
                defaults={
                    "title": file.title,
                    "kind": file.kind,
                    "url": file.url,
                    "published": True,
                    "body": file.body,
                    "lang": file.lang,
                    "front_matter": file.front_matter,
                    "source_path": file.path,
                },
            )
            documents.append(document)
        fallback = usual_language(documents)
        for document in documents:
            counts += document_chunks_sync(document=document, fallback_language=fallback)
    retrieval_cache.invalidate()
    counts.embedded = chunks_embed_stale(on_progress=on_progress)
    search_indexes_refresh()
    return counts


def search_indexes_refresh() -> None:
    """After a bulk load: clear out what the search indexes no longer need, and refresh the
    planner's statistics. Until then deleted chunks take places among the HNSW index's candidates
    (a search can come back short and fall back to scanning every vector), each full-text search
    reads the GIN index's pending list (475 pages after 10,000 new chunks), and the planner, unaware
    of the new rows, reads the whole table. VACUUM cannot run inside a transaction (a caller's
    atomic block, a test): there the pending list is merged and the statistics refreshed."""
    with connection.cursor() as cursor:
        if connection.in_atomic_block:
            cursor.execute("SELECT gin_clean_pending_list('chunk_search_gin'::regclass)")
            cursor.execute("ANALYZE knowledge_chunk")
        else:
            cursor.execute("VACUUM (ANALYZE) knowledge_chunk")


def usual_language(documents) -> str:
    """The language most of `documents` are in: what one too short to tell is searched as."""
    counted = Counter(document.language for document in documents if document.language)
    return counted.most_common(1)[0][0] if counted else DEFAULT_LANGUAGE


def document_chunks_sync(*, document: Document, fallback_language: str) -> SyncCounts:
    """Make the document's chunks match its body; a changed section loses its embedding. Each chunk
    is searched in the document's language (`fallback_language` when neither its front matter nor
    its text tells): a changed language re-indexes the words, not the vector."""
    counts = SyncCounts()
    config = text_search_config(document.language or fallback_language)
    existing = {chunk.anchor: chunk for chunk in document.chunks.all()}
    sections = split_sections(document.body) if document.published else []
    for position, section in enumerate(sections):
        content_hash = section_hash(title=document.title, section=section)
        chunk = existing.pop(section.anchor, None)
        if chunk is None:
            Chunk.objects.create(
                document=document,
                position=position,
                anchor=section.anchor,
                heading=section.heading,
                document_title=document.title,
                text=section.text,
                content_hash=content_hash,
                search_config=config,
            )
            counts.new += 1
        elif chunk.content_hash != content_hash:
            chunk.position, chunk.heading, chunk.text = position, section.heading, section.text
            chunk.document_title, chunk.content_hash = document.title, content_hash
            chunk.search_config = config
            chunk.embedding, chunk.embedding_model, chunk.embedded_hash = None, "", ""
            chunk.save()
            counts.changed += 1
        else:
            if (chunk.position, chunk.search_config) != (position, config):
                Chunk.objects.filter(pk=chunk.pk).update(position=position, search_config=config)
            counts.unchanged += 1
    for chunk in existing.values():
        chunk.delete()
        counts.removed += 1
    return counts


def chunks_embed_stale(
    *, document: Document | None = None, on_progress: Callable[[int, int], None] | None = None
) -> int:
    """Embed every published chunk whose vector is missing, from another model, or from old text."""
    model_id = section_embedding_id()
    stale = (
        Chunk.objects.filter(document__published=True)
        .exclude(embedding__isnull=False, embedding_model=model_id, embedded_hash=F("content_hash"))
        .select_related("document")
        .order_by("pk")
    )
    if document is not None:
        stale = stale.filter(document=document)
    chunks = list(stale)
    for start in range(0, len(chunks), EMBED_BATCH):
        batch = chunks[start : start + EMBED_BATCH]
        vectors = embed_sections([chunk.embedding_section for chunk in batch])
        for chunk, vector in zip(batch, vectors, strict=True):
            # The hash we read travels with the vector: if the text changed meanwhile, the mismatch
            # keeps this vector out of vector search until the next sync.
            chunk.embedding, chunk.embedding_model, chunk.embedded_hash = vector, model_id, chunk.content_hash
        Chunk.objects.bulk_update(batch, ["embedding", "embedding_model", "embedded_hash"])
        if on_progress:
            on_progress(min(start + EMBED_BATCH, len(chunks)), len(chunks))
    return len(chunks)


def knowledge_sync(*, on_progress: Callable[[int, int], None] | None = None) -> SyncCounts:
    """Re-chunk every document from its stored body and embed what changed."""
    counts = SyncCounts()
    with transaction.atomic():
        documents = list(Document.objects.all())
        fallback = usual_language(document for document in documents if document.published)
        for document in documents:
            counts += document_chunks_sync(document=document, fallback_language=fallback)
    retrieval_cache.invalidate()
    counts.embedded = chunks_embed_stale(on_progress=on_progress)
    search_indexes_refresh()
    return counts


def document_save(*, document: Document) -> None:
    """The owner saved a document in admin: store it, and re-sync its chunks once that is committed.
    Publishing, unpublishing or renaming changes what search sees at once."""
    document.save()
    retrieval_cache.invalidate()
    document_sync_queue(document_pk=document.pk)


def document_sync_queue(*, document_pk: int) -> None:
    """Re-sync a document in a worker (or here, without one), after the surrounding transaction
    commits: the worker must see the saved body, not the one before it."""
    from knowledge.tasks import sync_document  # the task calls document_sync, below

    transaction.on_commit(lambda: task_enqueue(sync_document, document_pk))  # here, if no broker


def document_sync(*, document_pk: int) -> SyncCounts:
    """Re-sync one document (after the owner saved it in admin)."""
    document = Document.objects.filter(pk=document_pk).first()
    if document is None:
        return SyncCounts()
    with transaction.atomic():
        counts = document_chunks_sync(document=document, fallback_language=site_language())
    retrieval_cache.invalidate()
    counts.embedded = chunks_embed_stale(document=document)
    logger.info("document synced", extra={"document": document.doc_id, "counts": vars(counts)})
    return counts
