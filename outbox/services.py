"""Writes to the outbox: queue a mail in the caller's transaction, deliver what is due after commit.

Delivery claims a mail with one conditional UPDATE (pending and due -> sending) and sends it with no
transaction and no row lock held, so a slow or dead SMTP server never holds up a writer that adds
to a mail still waiting (the owner's digest). A deliverer that dies mid-send leaves the claim to
expire; the mail is then tried again (at least once, never lost).
"""

from __future__ import annotations

import logging
from datetime import datetime, timedelta

from django.conf import settings
from django.core.mail import EmailMessage, get_connection
from django.db import transaction
from django.db.models import F, Q
from django.utils import timezone

from outbox.headers import plain_text, single_line
from outbox.models import Mail

logger = logging.getLogger(__name__)
ERROR_CHARS = 500
DUE_BATCH = 50


def mail_enqueue(
    *, key: str, kind: str, recipients: list[str], subject: str, body: str, send_at: datetime | None = None
) -> tuple[Mail, bool]:
    """Queue a mail once per `key`; it is delivered after the surrounding transaction commits."""
    send_at = send_at or timezone.now()
    mail, created = Mail.objects.get_or_create(
        key=key,
        defaults={
            "kind": kind,
            "recipients": recipients,
            "subject": single_line(subject)[:300],
            "body": plain_text(body),
            "due_at": send_at,
            "next_attempt_at": send_at,
        },
    )
    if created:
        mail_id = mail.pk
        transaction.on_commit(lambda: mail_kick(mail_id=mail_id), robust=True)
    return mail, created


def mail_revise(*, mail: Mail, subject: str, body: str) -> None:
    """Rewrite a mail that hasn't gone out (a digest that grew). The caller holds its row lock
    (select_for_update), so no deliverer claims it halfway; a mail already claimed is left alone."""
    Mail.objects.filter(pk=mail.pk, status=Mail.Status.PENDING).update(
        subject=single_line(subject)[:300], body=plain_text(body)
    )


def mail_kick(*, mail_id: int) -> None:
    """After commit: hand the mail to whoever delivers in this deployment, without waiting for it.

    A Celery worker when there is a broker (a broker that is down only delays it: the periodic
    task finds it); without one, this process's courier thread. The request never sends itself.
    """
    from outbox.courier import courier
    from outbox.tasks import deliver_mail

    if settings.OUTBOX_COURIER:
        courier.wake()
    elif not settings.CELERY_TASK_ALWAYS_EAGER:  # eager would send inside the request
        try:
            deliver_mail.delay(mail_id)
        except Exception:
            logger.warning("outbox: broker unavailable; the periodic task will send it", exc_info=True)


def mail_deliver(*, mail_id: int, now: datetime | None = None) -> str | None:
    """Try to send one mail if it is due and nobody else is sending it; returns its new status, or
    None when it wasn't this caller's to send."""
    now = now or timezone.now()
    lease = now + timedelta(seconds=settings.EMAIL_TIMEOUT * 3 + 60)
    claimed = (
        Mail.objects.filter(pk=mail_id)
        .filter(_due(now))
        .update(status=Mail.Status.SENDING, attempts=F("attempts") + 1, claimed_until=lease)
    )
    if not claimed:
        return None
    mail = Mail.objects.get(pk=mail_id)  # read after the claim: a digest may have grown until then
    try:
        connection = get_connection(timeout=settings.EMAIL_TIMEOUT)
        message = EmailMessage(
            subject=single_line(mail.subject),
            body=mail.body,
            from_email=settings.DEFAULT_FROM_EMAIL,
            to=mail.recipients,
            connection=connection,
        )
        message.send()
    except Exception as error:
        status = Mail.Status.FAILED if mail.attempts >= settings.OUTBOX_MAX_ATTEMPTS else Mail.Status.PENDING
        Mail.objects.filter(pk=mail_id).update(
            status=status,
            next_attempt_at=now + retry_delay(attempts=mail.attempts),
            claimed_until=None,
            last_error=f"{type(error).__name__}: {error}"[:ERROR_CHARS],
        )
        logger.warning(
            "outbox: sending failed",
            extra={
                "mail_id": mail_id,
                "attempts": mail.attempts,
                "status": status,
                "error": type(error).__name__,
            },
        )
        return status
    Mail.objects.filter(pk=mail_id).update(status=Mail.Status.SENT, sent_at=now, claimed_until=None)
    logger.info("outbox: sent", extra={"mail_id": mail_id, "kind": mail.kind, "attempts": mail.attempts})
    return Mail.Status.SENT


def mails_deliver_due(*, now: datetime | None = None) -> dict[str, int]:
    """Deliver every mail that is due (the periodic task); counts by resulting status."""
    now = now or timezone.now()
    counts: dict[str, int] = {}
    due = Mail.objects.filter(_due(now)).order_by("next_attempt_at").values_list("pk", flat=True)
    for mail_id in list(due[:DUE_BATCH]):
        status = mail_deliver(mail_id=mail_id, now=now)
        if status:
            counts[status] = counts.get(status, 0) + 1
    return counts


def mail_retry(*, mail_id: int) -> bool:
    """The owner's "send again" on a failed mail: a fresh round of attempts, starting now."""
    retried = Mail.objects.filter(pk=mail_id, status=Mail.Status.FAILED).update(
        status=Mail.Status.PENDING, attempts=0, next_attempt_at=timezone.now()
    )
    if retried:
        transaction.on_commit(lambda: mail_kick(mail_id=mail_id), robust=True)
    return bool(retried)


def mails_purge(*, before: datetime) -> int:
    """Delete mail created before `before` that went out or gave up: the owner's copy of a contact
    message holds what the visitor wrote and their address. Pending mail stays until it is sent."""
    done = [Mail.Status.SENT, Mail.Status.FAILED]
    return Mail.objects.filter(status__in=done, created_at__lt=before).delete()[0]


def retry_delay(*, attempts: int) -> timedelta:
    """Exponential backoff: OUTBOX_RETRY_SECONDS after the first failure, doubling, at most an hour."""
    return timedelta(seconds=min(settings.OUTBOX_RETRY_SECONDS * 2 ** max(attempts - 1, 0), 3600))


def _due(now: datetime) -> Q:
    """Pending and due, or claimed by a deliverer that never finished (its lease ran out)."""
    return Q(status=Mail.Status.PENDING, next_attempt_at__lte=now) | Q(
        status=Mail.Status.SENDING, claimed_until__lt=now
    )
