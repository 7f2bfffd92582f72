"""Thin Celery tasks for the chat."""

from __future__ import annotations

from celery import shared_task

from core.tasks import task_enqueue


@shared_task
def purge_private_data() -> dict[str, int]:
    """Delete or blank visitor text older than PRIVACY_RETENTION_DAYS (daily, with a beat worker)."""
    from chat.services import private_data_purge

    return private_data_purge()


@shared_task
def resume_thread(approval_id: str) -> None:
    """Resume the paused turn with the owner's decision, here or in a worker process."""
    from chat.services import approval_resume_blocking

    approval_resume_blocking(approval_id=approval_id)


def thread_resume_queue(sender, *, approval_id: str, **kwargs) -> None:
    """Connected to approvals' `approval_decided` (ChatConfig.ready): the visitor's thread continues
    in a worker, or here, at once, when no broker is configured."""
    task_enqueue(resume_thread, approval_id)  # a broker that is down: resumed here instead
