"""What a turn leaves behind for the owner: the turn log, unanswered questions, and availability."""

from __future__ import annotations

from django.db import models

from chat.outcomes import Outcome


class Thread(models.Model):
    """A conversation the server issued. An id not here is no conversation: `POST /api/chat` with it
    starts a new one, counted by THREAD_LIMIT, so a client can't mint free threads (or free turns
    past the 40-turn cap) by inventing ids. The ids are random (122 bits): holding one is the
    authorisation to read or delete the conversation."""

    thread_id = models.CharField(max_length=64, unique=True)
    created_at = models.DateTimeField(auto_now_add=True)
    last_turn_at = models.DateTimeField(
        db_index=True, help_text="Retention purges the checkpoints of threads idle since before its cutoff."
    )

    def __str__(self) -> str:
        return self.thread_id


class TurnLog(models.Model):
    """One row per turn. No question or answer text here: logs must not hold what visitors typed."""

    turn_id = models.CharField(max_length=32, unique=True)
    thread_id = models.CharField(max_length=64, db_index=True)
    created_at = models.DateTimeField(auto_now_add=True, db_index=True)
    outcome = models.CharField(
        max_length=20, choices=[(o.value, o.name.replace("_", " ").title()) for o in Outcome]
    )
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


class ChatSettings(models.Model):
    """Switches the owner flips in admin, no restart needed. One row; CHAT_ENABLED=false overrides."""

    chat_enabled = models.BooleanField(
        default=True, help_text="Off: the chat answers 503 and pages show a calm notice; the site stays up."
    )
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        verbose_name = verbose_name_plural = "chat settings"

    def __str__(self) -> str:
        return "Chat on" if self.chat_enabled else "Chat off"

    @classmethod
    def current(cls) -> ChatSettings:
        return cls.objects.order_by("pk").first() or cls.objects.create()


class GuardIncident(models.Model):
    """A guard fired. Masked text only: never a raw card or account number, never a raw IP."""

    created_at = models.DateTimeField(auto_now_add=True, db_index=True)
    guard = models.CharField(max_length=40, db_index=True)
    rule = models.CharField(max_length=80)
    reason = models.CharField(max_length=40)
    excerpt = models.CharField(max_length=300, help_text="The message, masked and shortened.")
    ip_hash = models.CharField(
        max_length=64, blank=True, help_text="HMAC of the client IP with a secret salt."
    )
    turn_id = models.CharField(max_length=32, blank=True)
    thread_id = models.CharField(max_length=64, blank=True)
    model_version = models.CharField(
        max_length=40, blank=True, help_text="The learned guard's weights that screened the message."
    )

    class Meta:
        ordering = ["-created_at"]

    def __str__(self) -> str:
        return f"{self.guard}:{self.rule}"


class Feedback(models.Model):
    """A visitor's thumbs up or down on one answer, at most one per answer."""

    class Rating(models.TextChoices):
        UP = "up"
        DOWN = "down"

    turn = models.ForeignKey(TurnLog, to_field="turn_id", on_delete=models.CASCADE, related_name="feedback")
    rating = models.CharField(max_length=4, choices=Rating.choices)
    comment = models.TextField(blank=True, max_length=1000)
    created_at = models.DateTimeField(auto_now_add=True, db_index=True)

    class Meta:
        ordering = ["-created_at"]
        verbose_name_plural = "feedback"
        constraints = [
            # One rating per answer: a second replaces the first (chat.services.feedback_record).
            models.UniqueConstraint(fields=["turn"], name="one_feedback_per_turn")
        ]

    def __str__(self) -> str:
        return f"{self.rating} on {self.turn_id}"


class StarterQuestion(models.Model):
    """Shown in an empty chat; the owner edits them in admin."""

    text = models.CharField(max_length=200)
    position = models.PositiveSmallIntegerField(default=0)
    active = models.BooleanField(default=True)

    class Meta:
        ordering = ["position", "pk"]

    def __str__(self) -> str:
        return self.text


class RunningTurn(models.Model):
    """A turn that is running now, in any web process: what the per-client cap counts.

    Shared in the database so that N processes enforce one CHAT_MAX_CONCURRENT_PER_IP. The row goes
    when the turn's stream ends; `expires_at` (the turn's time cap plus a grace) retires the rows of
    a process that died mid-turn, so a crash never holds a client's slots for longer than that.
    Written only by `chat.turn_slots`.
    """

    token = models.CharField(max_length=32, primary_key=True)
    client = models.CharField(max_length=64, help_text="chat.clients.client_key: a hash, never an IP")
    started_at = models.DateTimeField()
    expires_at = models.DateTimeField()

    class Meta:
        indexes = [models.Index(fields=["client", "expires_at"])]

    def __str__(self) -> str:
        return f"{self.client[:12]} until {self.expires_at:%H:%M:%S}"
