"""High-risk tool calls waiting for the owner, what the owner decided, and what was sent."""

from __future__ import annotations

import uuid
from datetime import timedelta

from django.db import models
from django.utils import timezone

APPROVAL_LIFETIME = timedelta(days=7)


def default_expiry():
    return timezone.now() + APPROVAL_LIFETIME


class PendingApproval(models.Model):
    NOT_PAUSED = "not_paused"  # resumed_as: the thread had nothing waiting when the decision came

    class Status(models.TextChoices):
        PENDING = "pending"
        APPROVED = "approved"
        REJECTED = "rejected"
        EXPIRED = "expired"

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    thread_id = models.CharField(max_length=64, db_index=True)
    turn_id = models.CharField(max_length=32)
    checkpoint_id = models.CharField(max_length=64, blank=True, help_text="Checkpoint the turn paused after.")
    tool_call_id = models.CharField(max_length=120)
    tool_name = models.CharField(max_length=80)
    arguments = models.JSONField(help_text="Parsed and schema-checked arguments of the tool call.")
    status = models.CharField(max_length=20, choices=Status.choices, default=Status.PENDING, db_index=True)
    created_at = models.DateTimeField(auto_now_add=True)
    expires_at = models.DateTimeField(default=default_expiry)
    decided_at = models.DateTimeField(null=True, blank=True)
    decided_by = models.CharField(max_length=150, blank=True)
    note = models.TextField(blank=True, help_text="The owner's note with the decision.")
    resumed_at = models.DateTimeField(null=True, blank=True, help_text="When the visitor's thread continued.")
    resumed_as = models.CharField(
        max_length=20,
        blank=True,
        help_text="How the thread continued: the resumed turn's outcome, or not_paused (nothing was waiting).",
    )
    client = models.CharField(
        max_length=64, blank=True, db_index=True, help_text="The visitor as the limits count them (IP HMAC)."
    )
    notice = models.ForeignKey(
        "outbox.Mail",
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="approvals",
        help_text="The mail that told the owner (one digest may tell of several).",
    )

    class Meta:
        ordering = ["-created_at"]
        constraints = [
            # request_approval runs again on resume: the same call must find its row, not add one.
            models.UniqueConstraint(fields=["turn_id", "tool_call_id"], name="one_approval_per_tool_call")
        ]

    def __str__(self) -> str:
        return f"{self.tool_name} ({self.status})"


class DecisionLog(models.Model):
    """One human sentence per decision: who, when, what, and the note."""

    approval = models.ForeignKey(PendingApproval, on_delete=models.CASCADE, related_name="decisions")
    actor = models.CharField(max_length=150)
    action = models.CharField(max_length=20)
    note = models.TextField(blank=True)
    at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-at"]

    def __str__(self) -> str:
        return f"{self.actor} {self.action} {self.approval.tool_name} at {self.at:%Y-%m-%d %H:%M}"


class ContactMessage(models.Model):
    """A visitor's message the owner approved. The idempotency key makes storing it exactly-once."""

    idempotency_key = models.CharField(max_length=80, unique=True)
    approval = models.OneToOneField(PendingApproval, on_delete=models.PROTECT, related_name="contact_message")
    visitor_name = models.CharField(max_length=120)
    visitor_email = models.EmailField(max_length=254)
    subject = models.CharField(max_length=200)
    body = models.TextField()
    created_at = models.DateTimeField(auto_now_add=True)
    mail = models.OneToOneField(
        "outbox.Mail", null=True, blank=True, on_delete=models.SET_NULL, help_text="The owner's copy."
    )

    class Meta:
        ordering = ["-created_at"]

    def __str__(self) -> str:
        return f"{self.subject} — {self.visitor_name}"
