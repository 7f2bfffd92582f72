"""Writes for approvals. Every door (graph, admin, owner API, tasks) goes through these."""

from __future__ import annotations

from approvals.models import PendingApproval


def approval_request(
    *, thread_id: str, turn_id: str, tool_call_id: str, tool_name: str, arguments: dict
) -> PendingApproval:
    """The approval for this tool call, created once: code before interrupt() re-runs on resume."""
    approval, _ = PendingApproval.objects.get_or_create(
        thread_id=thread_id,
        tool_call_id=tool_call_id,
        defaults={"turn_id": turn_id, "tool_name": tool_name, "arguments": arguments},
    )
    return approval
