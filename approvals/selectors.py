"""Reads for approvals."""

from __future__ import annotations

from datetime import datetime, time
from zoneinfo import ZoneInfo

from django.conf import settings
from django.utils import timezone

from approvals.models import PendingApproval


def approval_for_call(*, turn_id: str, tool_call_id: str) -> PendingApproval | None:
    return PendingApproval.objects.filter(turn_id=turn_id, tool_call_id=tool_call_id).first()


def approvals_with_status(status: str | None = None):
    approvals = PendingApproval.objects.all()
    return approvals.filter(status=status) if status else approvals


def pending_today(*, client: str, now: datetime | None = None) -> int:
    """How many approvals `client` asked for since local midnight that still wait for the owner."""
    zone = ZoneInfo(settings.TIME_ZONE)
    midnight = datetime.combine(timezone.localtime(now or timezone.now(), zone).date(), time.min, zone)
    return PendingApproval.objects.filter(
        client=client, status=PendingApproval.Status.PENDING, created_at__gte=midnight
    ).count()


def approval_by_id(*, approval_id) -> PendingApproval:
    return PendingApproval.objects.get(pk=approval_id)


def approvals_pending_count() -> int:
    return PendingApproval.objects.filter(status=PendingApproval.Status.PENDING).count()
