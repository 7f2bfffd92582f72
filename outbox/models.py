"""The outbox: every mail is a row first, written in the transaction that decided to send it.

Sending happens after commit, outside any transaction, and may fail: a failed attempt waits
(exponential backoff) and is tried again, up to OUTBOX_MAX_ATTEMPTS, then it stays `failed` for
the owner to see in admin. What caused the mail (a paused turn, an approved message) never waits
for it and never depends on it.
"""

from __future__ import annotations

from django.db import models
from django.utils import timezone


class Mail(models.Model):
    class Status(models.TextChoices):
        PENDING = "pending", "pending (waiting to be sent or retried)"
        SENDING = "sending"
        SENT = "sent"
        FAILED = "failed", "failed (gave up)"

    key = models.CharField(
        max_length=120, unique=True, help_text="What the mail is about, once: a second enqueue is a read."
    )
    kind = models.CharField(max_length=40, db_index=True)
    recipients = models.JSONField(default=list)
    subject = models.CharField(max_length=300)
    body = models.TextField()
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.PENDING)
    attempts = models.PositiveIntegerField(default=0)
    due_at = models.DateTimeField(default=timezone.now, help_text="When it was first meant to go out.")
    next_attempt_at = models.DateTimeField(default=timezone.now, help_text="Not sent before this.")
    claimed_until = models.DateTimeField(
        null=True, blank=True, help_text="While `sending`: another deliverer may take it over after this."
    )
    last_error = models.TextField(blank=True)
    created_at = models.DateTimeField(auto_now_add=True)
    sent_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-created_at"]
        indexes = [models.Index(fields=["status", "next_attempt_at"], name="outbox_due")]

    def __str__(self) -> str:
        return f"{self.subject} ({self.status})"
