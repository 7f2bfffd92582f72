"""The daily budget ledger: one row per local day, and the reservations made against it.

Money is Decimal with 6 decimal places (micro-dollars). A row's invariant, kept by the services that
lock it: `reserved_usd` is the sum of its reservations still in status `reserved`, `spent_usd`
includes the worst case of every reservation that expired unsettled (until a late settle swaps it
for the real cost), and a reservation is only
added while `spent_usd + reserved_usd + amount <= cap_usd`.
"""

from __future__ import annotations

from datetime import date, datetime, timedelta
from decimal import ROUND_HALF_UP, ROUND_UP, Decimal
from zoneinfo import ZoneInfo

from django.conf import settings
from django.db import models
from django.db.models import F, Q
from django.utils import timezone

MICRO = Decimal("0.000001")
ZERO = Decimal("0.000000")


def usd(value: Decimal | int | str | float, *, worst_case: bool = False) -> Decimal:
    """`value` in USD with 6 decimal places: rounded up for a worst case, to the nearest otherwise.

    A float goes through its shortest repr, so 0.1 is 0.1 and not 0.1000000000000000055511...
    """
    amount = Decimal(repr(value)) if isinstance(value, float) else Decimal(value)
    return amount.quantize(MICRO, rounding=ROUND_UP if worst_case else ROUND_HALF_UP)


def local_day(now: datetime | None = None) -> date:
    """The budget day `now` falls in: the calendar date at settings.TIME_ZONE (ends at local midnight)."""
    return timezone.localtime(now or timezone.now(), ZoneInfo(settings.TIME_ZONE)).date()


def default_expiry() -> datetime:
    return timezone.now() + timedelta(seconds=settings.BUDGET_RESERVATION_TTL)


class LedgerDay(models.Model):
    day = models.DateField(unique=True, help_text="Local date in TIME_ZONE; the day ends at local midnight.")
    cap_usd = models.DecimalField(max_digits=12, decimal_places=6)
    spent_usd = models.DecimalField(max_digits=12, decimal_places=6, default=ZERO)
    reserved_usd = models.DecimalField(
        max_digits=12, decimal_places=6, default=ZERO, help_text="Worst cases of calls not yet settled."
    )
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["-day"]
        constraints = [
            models.CheckConstraint(
                condition=Q(spent_usd__gte=0) & Q(reserved_usd__gte=0), name="ledger_amounts_not_negative"
            ),
        ]

    def __str__(self) -> str:
        return f"{self.day}: {self.spent_usd} spent, {self.reserved_usd} reserved of {self.cap_usd}"

    @property
    def remaining_usd(self) -> Decimal:
        return max(self.cap_usd - self.spent_usd - self.reserved_usd, ZERO)

    def fits(self, amount_usd: Decimal) -> bool:
        """Only meaningful on a row locked with select_for_update: otherwise two turns both see room."""
        return self.spent_usd + self.reserved_usd + amount_usd <= self.cap_usd


class Reservation(models.Model):
    """The worst case of one model call, counted on its day until settled or expired."""

    class Status(models.TextChoices):
        RESERVED = "reserved"
        SETTLED = "settled"
        EXPIRED = "expired", "expired unsettled (charged at worst case)"

    ledger_day = models.ForeignKey(LedgerDay, on_delete=models.PROTECT, related_name="reservations")
    turn_id = models.CharField(max_length=32, db_index=True)
    amount_usd = models.DecimalField(max_digits=12, decimal_places=6, help_text="Reserved worst case.")
    actual_usd = models.DecimalField(
        max_digits=12,
        decimal_places=6,
        null=True,
        blank=True,
        help_text="Real cost, once settled; the worst case, once expired unsettled.",
    )
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.RESERVED)
    created_at = models.DateTimeField(default=timezone.now, db_index=True)
    expires_at = models.DateTimeField(
        default=default_expiry,
        help_text="Unsettled after this: charged at its worst case (the turn most likely crashed).",
    )
    settled_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-created_at"]
        indexes = [
            # What expiry looks for: open reservations past their expiry.
            models.Index(fields=["status", "expires_at"], name="budget_open_by_expiry"),
        ]
        constraints = [
            models.CheckConstraint(condition=Q(amount_usd__gte=0), name="reservation_amount_not_negative"),
            models.CheckConstraint(
                condition=Q(status="settled", actual_usd__isnull=False) | ~Q(status="settled"),
                name="settled_reservation_has_actual_cost",
            ),
            models.CheckConstraint(
                condition=Q(expires_at__gte=F("created_at")), name="expiry_after_creation"
            ),
        ]

    def __str__(self) -> str:
        return f"{self.turn_id} {self.amount_usd} ({self.status})"

    def is_stuck(self, now: datetime | None = None) -> bool:
        """Past its expiry and still counted as reserved: the expiry task (or budget_status, or the
        ledger in admin) charges it at its worst case."""
        return self.status == self.Status.RESERVED and self.expires_at <= (now or timezone.now())
