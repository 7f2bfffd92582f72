"""Thin Celery tasks: ids in, one service call."""

from __future__ import annotations

from celery import shared_task


@shared_task
def expire_approvals() -> int:
    from approvals.services import approvals_expire, approvals_resume_stuck

    expired = approvals_expire()
    approvals_resume_stuck()
    return expired
