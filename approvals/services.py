"""Writes for approvals. Every door (the graph, admin, the owner API, periodic tasks) uses these."""

from __future__ import annotations

import logging
from datetime import timedelta
from typing import Literal

from django.conf import settings
from django.core.mail import send_mail
from django.db import transaction
from django.urls import reverse
from django.utils import timezone

from approvals.models import ContactMessage, DecisionLog, PendingApproval
from knowledge.selectors import public_contact_email

logger = logging.getLogger(__name__)
Decision = Literal["approve", "reject", "expire"]
STATUS_FOR = {
    "approve": PendingApproval.Status.APPROVED,
    "reject": PendingApproval.Status.REJECTED,
    "expire": PendingApproval.Status.EXPIRED,
}


class ApprovalConflict(Exception):
    """The approval was already decided: a second decision changes nothing."""


def approval_request(
    *, thread_id: str, turn_id: str, checkpoint_id: str, tool_call_id: str, tool_name: str, arguments: dict
) -> tuple[PendingApproval, bool]:
    """The approval for this tool call, created once: code before interrupt() re-runs on resume."""
    approval, created = PendingApproval.objects.get_or_create(
        turn_id=turn_id,
        tool_call_id=tool_call_id,
        defaults={
            "thread_id": thread_id,
            "checkpoint_id": checkpoint_id,
            "tool_name": tool_name,
            "arguments": arguments,
        },
    )
    if created:
        owner_notify(
            subject=f"Waiting for your approval: {tool_name.replace('_', ' ')}",
            body=f"A visitor's request is waiting for your decision:\n{admin_url(approval)}\n",
        )
    return approval, created


def approval_decide(*, approval_id, decision: Decision, actor: str, note: str = "") -> PendingApproval:
    """Take the decision under a row lock, then resume the paused thread once it is committed.

    The lock serialises two owners (or an owner and the expiry task) deciding at once: the second
    finds the status already changed and gets ApprovalConflict, so the action can't happen twice.
    """
    from approvals.tasks import resume_thread

    with transaction.atomic():
        approval = PendingApproval.objects.select_for_update().get(pk=approval_id)
        if approval.status != PendingApproval.Status.PENDING:
            raise ApprovalConflict(f"already {approval.status}")
        approval.status = STATUS_FOR[decision]
        approval.decided_at = timezone.now()
        approval.decided_by = actor
        approval.note = note
        approval.save(update_fields=["status", "decided_at", "decided_by", "note"])
        DecisionLog.objects.create(approval=approval, actor=actor, action=approval.status, note=note)
        transaction.on_commit(lambda: resume_thread.delay(str(approval.pk)))
    logger.info("approval decided", extra={"approval_id": str(approval.pk), "status": approval.status})
    return approval


def approvals_expire(*, now=None) -> int:
    """Reject what waited too long; each visitor's thread is resumed and told so."""
    expired = 0
    overdue = PendingApproval.objects.filter(
        status=PendingApproval.Status.PENDING, expires_at__lte=now or timezone.now()
    )
    for approval_id in overdue.values_list("pk", flat=True):
        try:
            approval_decide(approval_id=approval_id, decision="expire", actor="system")
            expired += 1
        except ApprovalConflict:
            pass  # decided by the owner in the meantime
    return expired


def approvals_resume_stuck(*, older_than: timedelta = timedelta(minutes=2)) -> int:
    """Resume threads whose decision was committed but whose resume never finished (a crash in
    between): the decision stands, the thread must still hear it. Resuming is safe to repeat."""
    from approvals.tasks import resume_thread

    stuck = PendingApproval.objects.exclude(status=PendingApproval.Status.PENDING).filter(
        resumed_at__isnull=True, decided_at__lte=timezone.now() - older_than
    )
    approval_ids = [str(pk) for pk in stuck.values_list("pk", flat=True)]
    for approval_id in approval_ids:
        resume_thread.delay(approval_id)
    return len(approval_ids)


def contact_message_store(*, approval: PendingApproval) -> tuple[ContactMessage, bool]:
    """Store the approved message exactly once (the key comes from the approval) and tell the owner.

    `execute_tools` may run again for the same approval (a crash, a re-run on resume): the unique
    key turns the second store into a read, and only the first one sends the e-mail.
    """
    if approval.status != PendingApproval.Status.APPROVED:
        raise PermissionError("a contact message needs an approved PendingApproval")
    arguments = approval.arguments
    message, created = ContactMessage.objects.get_or_create(
        idempotency_key=f"approval:{approval.pk}",
        defaults={
            "approval": approval,
            "visitor_name": arguments["visitor_name"],
            "visitor_email": arguments["visitor_email"],
            "subject": arguments["subject"],
            "body": arguments["body"],
        },
    )
    if created:
        owner_notify(
            subject=f"Message from {message.visitor_name}: {message.subject}",
            body=f"{message.body}\n\nReply to: {message.visitor_email}\n{admin_url(approval)}\n",
        )
        ContactMessage.objects.filter(pk=message.pk).update(notified_at=timezone.now())
    return message, created


def owner_notify(*, subject: str, body: str) -> None:
    recipient = settings.OWNER_EMAIL or public_contact_email()
    if not recipient:
        logger.warning("no owner e-mail configured; notification not sent", extra={"subject": subject})
        return
    send_mail(subject, body, settings.DEFAULT_FROM_EMAIL, [recipient])


def admin_url(approval: PendingApproval) -> str:
    return settings.SITE_URL + reverse("admin:approvals_pendingapproval_change", args=[approval.pk])
