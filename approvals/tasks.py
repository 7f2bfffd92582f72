"""Thin Celery tasks: ids in, one service call."""

from __future__ import annotations

from celery import shared_task


@shared_task
def resume_thread(approval_id: str) -> None:
    """Resume the paused turn with the owner's decision, here or in a worker process."""
    from chat.services import approval_resume_blocking

    approval_resume_blocking(approval_id=approval_id)


@shared_task
def expire_approvals() -> int:
    from approvals.services import approvals_expire, approvals_resume_stuck

    expired = approvals_expire()
    approvals_resume_stuck()
    return expired
