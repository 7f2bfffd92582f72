"""What the owner's notice about waiting approvals says: one approval, or a digest of several."""

from __future__ import annotations

from zoneinfo import ZoneInfo

from django.conf import settings
from django.urls import reverse
from django.utils import timezone

from approvals.models import PendingApproval


def notice_text(approvals: list[PendingApproval]) -> tuple[str, str]:
    """(subject, body) of the notice that tells the owner about `approvals`, oldest first."""
    if len(approvals) == 1:
        subject = f"Waiting for your approval: {approvals[0].tool_name.replace('_', ' ')}"
        intro = "A visitor's request is waiting for your decision:"
    else:
        subject = f"{len(approvals)} requests waiting for your approval"
        intro = f"{len(approvals)} requests arrived since the last notice and wait for your decision:"
    lines = [intro, ""]
    for approval in approvals:
        lines += [f"- {_summary(approval)}", f"  {admin_url(approval)}"]
    queue = (
        settings.SITE_URL + reverse("admin:approvals_pendingapproval_changelist") + "?status__exact=pending"
    )
    lines += ["", f"Everything waiting: {queue}", ""]
    return subject, "\n".join(lines)


def _summary(approval: PendingApproval) -> str:
    at = timezone.localtime(approval.created_at, ZoneInfo(settings.TIME_ZONE))
    arguments = approval.arguments
    who = arguments.get("visitor_name") or "a visitor"
    about = f": {arguments['subject']}" if arguments.get("subject") else ""
    return f"{at:%Y-%m-%d %H:%M} {approval.tool_name.replace('_', ' ')} from {who}{about}"


def admin_url(approval: PendingApproval) -> str:
    return settings.SITE_URL + reverse("admin:approvals_pendingapproval_change", args=[approval.pk])
