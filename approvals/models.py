"""High-risk tool calls waiting for the owner's decision."""

from __future__ import annotations

import uuid
from datetime import timedelta

from django.db import models
from django.utils import timezone

APPROVAL_LIFETIME = timedelta(days=7)


def default_expiry():
    return timezone.now() + APPROVAL_LIFETIME


class PendingApproval(models.Model):
    class Status(models.TextChoices):
        PENDING = "pending"
        APPROVED = "approved"
        REJECTED = "rejected"
        EXPIRED = "expired"

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    thread_id = models.CharField(max_length=64, db_index=True)
    turn_id = models.CharField(max_length=32)
    tool_call_id = models.CharField(max_length=120)
    tool_name = models.CharField(max_length=80)
    arguments = models.JSONField(help_text="Parsed and schema-checked arguments of the tool call.")
    status = models.CharField(max_length=20, choices=Status.choices, default=Status.PENDING, db_index=True)
    created_at = models.DateTimeField(auto_now_add=True)
    expires_at = models.DateTimeField(default=default_expiry)

    class Meta:
        ordering = ["-created_at"]
        constraints = [
            # request_approval runs again on resume: the same call must find its row, not add one.
            models.UniqueConstraint(fields=["thread_id", "tool_call_id"], name="one_approval_per_tool_call")
        ]

    def __str__(self) -> str:
        return f"{self.tool_name} ({self.status})"
