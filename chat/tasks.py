"""Thin Celery tasks for the chat."""

from __future__ import annotations

from celery import shared_task


@shared_task
def purge_private_data() -> dict[str, int]:
    """Delete masked visitor text older than PRIVACY_RETENTION_DAYS (daily, with a beat worker)."""
    from chat.services import private_data_purge

    return private_data_purge()
