"""What a turn leaves behind for the owner: the turn log, unanswered questions, and availability."""

from __future__ import annotations

from django.db import models


class TurnLog(models.Model):
    """One row per turn. No question or answer text here: logs must not hold what visitors typed."""

    class Outcome(models.TextChoices):
        ANSWERED = "answered"
        REFUSED = "refused"
        PENDING_APPROVAL = "pending_approval"
        DEGRADED = "degraded"
        FAILED = "failed"

    turn_id = models.CharField(max_length=32, unique=True)
    thread_id = models.CharField(max_length=64, db_index=True)
    created_at = models.DateTimeField(auto_now_add=True, db_index=True)
    outcome = models.CharField(max_length=20, choices=Outcome.choices)
    reason = models.CharField(max_length=40, blank=True)
    provider = models.CharField(max_length=40)
    model = models.CharField(max_length=120)
    input_tokens = models.PositiveIntegerField(default=0)
    cached_tokens = models.PositiveIntegerField(default=0)
    output_tokens = models.PositiveIntegerField(default=0)
    cost_usd = models.DecimalField(max_digits=10, decimal_places=6, default=0)
    total_ms = models.PositiveIntegerField(default=0)
    node_ms = models.JSONField(default=list, help_text='Latency per node: [{"node", "ms"}]')
    flags = models.JSONField(default=list)
    citations = models.PositiveSmallIntegerField(default=0)

    class Meta:
        ordering = ["-created_at"]

    def __str__(self) -> str:
        return f"{self.turn_id} {self.outcome}"


class UnansweredQuestion(models.Model):
    """A question the knowledge base had no source for: what the owner should write about next."""

    question = models.TextField()
    page = models.CharField(max_length=300, blank=True)
    turn_id = models.CharField(max_length=32, unique=True)
    created_at = models.DateTimeField(auto_now_add=True, db_index=True)

    class Meta:
        ordering = ["-created_at"]

    def __str__(self) -> str:
        return self.question[:80]


class Availability(models.Model):
    """The owner's availability for work, set in admin; `report_availability` reads it. One row."""

    class Status(models.TextChoices):
        OPEN = "open", "Open to new work"
        LIMITED = "limited", "Limited availability"
        UNAVAILABLE = "unavailable", "Not available"

    status = models.CharField(max_length=20, choices=Status.choices, default=Status.UNAVAILABLE)
    available_from = models.DateField(null=True, blank=True)
    note = models.CharField(max_length=300, blank=True, help_text="Public: visitors may read this.")
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        verbose_name_plural = "availability"

    def __str__(self) -> str:
        return self.get_status_display()

    @classmethod
    def current(cls) -> Availability:
        return cls.objects.order_by("pk").first() or cls.objects.create()
