"""Writes for approvals. Every door (the graph, admin, the owner API, periodic tasks) uses these.

Mail to the owner goes through the outbox (`outbox.services.mail_enqueue`): a row written in the
same transaction as the approval or the stored message, sent after commit. Nothing here waits for
an SMTP server, so the pause, the approval and the stored message never depend on one.
"""

from __future__ import annotations

import logging
from datetime import datetime, timedelta
from typing import Literal

from django.conf import settings
from django.db import connection, transaction
from django.utils import timezone

from approvals.models import ContactMessage, DecisionLog, PendingApproval
from approvals.notices import admin_url, notice_text
from approvals.selectors import pending_today
from approvals.signals import approval_decided
from knowledge.selectors import owner_identity
from outbox.headers import plain_text, single_line
from outbox.models import Mail
from outbox.services import mail_enqueue, mail_revise

logger = logging.getLogger(__name__)
Decision = Literal["approve", "reject", "expire"]
STATUS_FOR = {
    "approve": PendingApproval.Status.APPROVED,
    "reject": PendingApproval.Status.REJECTED,
    "expire": PendingApproval.Status.EXPIRED,
}
NOTICE = "approval_notice"  # Mail.kind: the owner hears that approvals wait (a digest)
CONTACT = "contact_message"  # Mail.kind: the owner's copy of an approved message
ONE_LINE_ARGUMENTS = ("visitor_name", "visitor_email", "subject")


class ApprovalConflict(Exception):
    """The approval was already decided: a second decision changes nothing."""


class ApprovalQueueFull(Exception):
    """This client already has APPROVALS_PER_CLIENT_PER_DAY approvals waiting from today."""


def approval_request(
    *,
    thread_id: str,
    turn_id: str,
    checkpoint_id: str,
    tool_call_id: str,
    tool_name: str,
    arguments: dict,
    client: str = "",
    notify_owner: bool = True,
) -> tuple[PendingApproval, bool]:
    """The approval for this tool call, created once: code before interrupt() re-runs on resume.

    A new one is refused (ApprovalQueueFull) when `client` has too many waiting from today; "" is
    not a visitor (evals, tests) and has no cap. The owner hears of it through the digest, unless
    `notify_owner` is False (an eval's turn).
    """
    with transaction.atomic():
        if client:
            # Two turns of one client at once would both count two waiting and both add a third.
            _advisory_lock(f"approvals:client:{client}")
        existing = PendingApproval.objects.filter(turn_id=turn_id, tool_call_id=tool_call_id).first()
        if existing:
            return existing, False
        if client and pending_today(client=client) >= settings.APPROVALS_PER_CLIENT_PER_DAY:
            raise ApprovalQueueFull(client)
        approval, created = PendingApproval.objects.get_or_create(
            turn_id=turn_id,
            tool_call_id=tool_call_id,
            defaults={
                "thread_id": thread_id,
                "checkpoint_id": checkpoint_id,
                "tool_name": tool_name,
                "arguments": clean_arguments(arguments),
                "client": client,
            },
        )
        if created and notify_owner:
            owner_notice_add(approval=approval)
    return approval, created


def clean_arguments(arguments: dict) -> dict:
    """Names, addresses and subjects on one line (they end up in mail headers), bodies without
    control characters: a newline from a visitor must not raise later, or inject a header."""
    return {
        name: (single_line(value) if name in ONE_LINE_ARGUMENTS else plain_text(value))
        if isinstance(value, str)
        else value
        for name, value in arguments.items()
    }


def owner_notice_add(*, approval: PendingApproval) -> None:
    """Tell the owner that `approval` waits: at once when nothing was mailed in the last
    OWNER_DIGEST_MINUTES, otherwise in the one digest that goes out when that window ends.

    Runs in the approval's transaction. The advisory lock makes "find the waiting digest or create
    one" a single step between concurrent approvals; the digest's row lock (select_for_update)
    keeps a deliverer from claiming it until the new approval is in its text.
    """
    recipients = owner_recipients()
    if not recipients:
        logger.warning("no owner e-mail configured; approval notice not queued")
        return
    _advisory_lock("approvals:owner-notice")
    waiting = (
        Mail.objects.select_for_update()
        .filter(kind=NOTICE, status=Mail.Status.PENDING)
        .order_by("due_at")
        .first()
    )
    if waiting is None:
        now, window = timezone.now(), timedelta(minutes=settings.OWNER_DIGEST_MINUTES)
        last = Mail.objects.filter(kind=NOTICE).order_by("-due_at").first()
        waiting, _ = mail_enqueue(
            key=f"approvals:notice:{approval.pk}",
            kind=NOTICE,
            recipients=recipients,
            subject="",
            body="",
            send_at=max(now, last.due_at + window) if last else now,
        )
    approval.notice = waiting
    approval.save(update_fields=["notice"])
    subject, body = notice_text(list(waiting.approvals.order_by("created_at")))
    mail_revise(mail=waiting, subject=subject, body=body)


def approval_decide(*, approval_id, decision: Decision, actor: str, note: str = "") -> PendingApproval:
    """Take the decision under a row lock, then announce it (`approval_decided`) once it is committed:
    the chat resumes the paused thread.

    The lock serialises two owners (or an owner and the expiry task) deciding at once: the second
    finds the status already changed and gets ApprovalConflict, so the action can't happen twice.
    A resume that fails here is logged and retried by `approvals_resume_stuck`: the decision stands.
    """
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
        transaction.on_commit(lambda: decision_announce(approval_id=str(approval.pk)), robust=True)
    logger.info("approval decided", extra={"approval_id": str(approval.pk), "status": approval.status})
    approval.refresh_from_db()  # what the resume did, when it ran in this process
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


def decision_announce(*, approval_id: str) -> None:
    approval_decided.send(sender=PendingApproval, approval_id=approval_id)


def approvals_resume_stuck(*, older_than: timedelta = timedelta(minutes=2)) -> int:
    """Announce again the decisions whose thread never continued (a crash between the commit and
    the end of the resume): the decision stands, the thread must still hear it. Resuming is safe to
    repeat."""
    stuck = PendingApproval.objects.exclude(status=PendingApproval.Status.PENDING).filter(
        resumed_at__isnull=True, decided_at__lte=timezone.now() - older_than
    )
    approval_ids = [str(pk) for pk in stuck.values_list("pk", flat=True)]
    for approval_id in approval_ids:
        decision_announce(approval_id=approval_id)
    return len(approval_ids)


def approval_mark_resumed(*, approval_id, resumed_as: str) -> None:
    """The visitor's thread heard the decision: `approvals_resume_stuck` leaves it alone from now on."""
    PendingApproval.objects.filter(pk=approval_id).update(resumed_at=timezone.now(), resumed_as=resumed_as)


def approval_discard(*, turn_id: str) -> int:
    """Delete a turn's approvals still waiting for the owner (an eval's turn: never a visitor's)."""
    return PendingApproval.objects.filter(turn_id=turn_id, status=PendingApproval.Status.PENDING).delete()[0]


def contact_message_store(*, approval: PendingApproval) -> tuple[ContactMessage, bool]:
    """Store the approved message exactly once (the key comes from the approval) and queue the
    owner's copy in the same transaction.

    `execute_tools` may run again for the same approval (a crash, a re-run on resume): the unique
    key turns the second store into a read, and only the first one queues the mail.
    """
    if approval.status != PendingApproval.Status.APPROVED:
        raise PermissionError("a contact message needs an approved PendingApproval")
    arguments = clean_arguments(approval.arguments)
    with transaction.atomic():
        message, created = ContactMessage.objects.get_or_create(
            idempotency_key=f"approval:{approval.pk}",
            defaults={
                "approval": approval,
                "visitor_name": arguments["visitor_name"][:120],
                "visitor_email": arguments["visitor_email"][:254],
                "subject": arguments["subject"][:200],
                "body": arguments["body"],
            },
        )
        recipients = owner_recipients()
        if created and recipients:
            message.mail, _ = mail_enqueue(
                key=f"approvals:contact:{approval.pk}",
                kind=CONTACT,
                recipients=recipients,
                subject=f"Message from {message.visitor_name}: {message.subject}",
                body=f"{message.body}\n\nReply to: {message.visitor_email}\n{admin_url(approval)}\n",
            )
            message.save(update_fields=["mail"])
        elif created:
            logger.warning("no owner e-mail configured; the message is stored, not mailed")
    return message, created


def owner_recipients() -> list[str]:
    recipient = settings.OWNER_EMAIL or owner_identity().contact
    return [recipient] if recipient else []


def _advisory_lock(name: str) -> None:
    """Held until the surrounding transaction ends."""
    with connection.cursor() as cursor:
        cursor.execute("SELECT pg_advisory_xact_lock(hashtext(%s))", [name])


def approvals_withdraw(*, thread_id: str) -> int:
    """The visitor deleted their conversation: what still waits for the owner from it is withdrawn
    (expired, and marked resumed: there is no thread left to resume), and every approval of it
    forgets the visitor's name, address and message. Returns how many were waiting."""
    now = timezone.now()
    with transaction.atomic():
        waiting = PendingApproval.objects.filter(thread_id=thread_id, status=PendingApproval.Status.PENDING)
        withdrawn = waiting.update(
            status=PendingApproval.Status.EXPIRED,
            decided_at=now,
            decided_by="visitor",
            note="The visitor deleted the conversation.",
            resumed_at=now,
            resumed_as=PendingApproval.NOT_PAUSED,
        )
        PendingApproval.objects.filter(thread_id=thread_id).update(arguments={})
    return withdrawn


def approvals_private_purge(*, before: datetime) -> dict[str, int]:
    """Retention: contact messages stored before `before` are deleted, and decided approvals from
    then forget their arguments (the visitor's name, address and message). What still waits for
    the owner keeps them: it expires long before any retention period ends."""
    return {
        "contact_messages": ContactMessage.objects.filter(created_at__lt=before).delete()[0],
        "approval_arguments": PendingApproval.objects.filter(created_at__lt=before)
        .exclude(status=PendingApproval.Status.PENDING)
        .exclude(arguments={})
        .update(arguments={}),
    }
