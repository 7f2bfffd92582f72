"""Reads for approvals."""

from __future__ import annotations

from approvals.models import PendingApproval


def approval_for_call(*, turn_id: str, tool_call_id: str) -> PendingApproval | None:
    return PendingApproval.objects.filter(turn_id=turn_id, tool_call_id=tool_call_id).first()


def approvals_with_status(status: str | None = None):
    approvals = PendingApproval.objects.all()
    return approvals.filter(status=status) if status else approvals
