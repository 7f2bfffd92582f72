"""Thin Celery tasks: ids in, one service call."""

from __future__ import annotations

from celery import shared_task


@shared_task
def deliver_mail(mail_id: int) -> str | None:
    from outbox.services import mail_deliver

    return mail_deliver(mail_id=mail_id)


@shared_task
def deliver_due_mail() -> dict[str, int]:
    """The periodic task: retries and digests that came due, and anything a lost task left."""
    from outbox.services import mails_deliver_due

    return mails_deliver_due()
