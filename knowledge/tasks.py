from __future__ import annotations

from celery import shared_task

from knowledge.services import document_sync


@shared_task(acks_late=True)
def sync_document(document_pk: int) -> None:
    """Re-chunk and re-embed one document after the owner edited it."""
    document_sync(document_pk=document_pk)
