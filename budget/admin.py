"""The budget in admin, read-only: the last 30 days and each day's reservations.

The turn log's side of each day and reservation (how many turns, what they cost by the turn log)
is added by `chat.admin`, which knows the turn log: budget knows no turns.
"""

from __future__ import annotations

from datetime import timedelta
from decimal import Decimal

from django.contrib import admin
from django.db.models import Count, Q, Sum

from budget.models import LedgerDay, Reservation, local_day
from budget.services import reservations_expire

ADMIN_DAYS = 30


class ReadOnlyAdminMixin:
    """The ledger is written only by the budget services: the owner reads it."""

    def has_add_permission(self, request, obj=None) -> bool:
        return False

    def has_change_permission(self, request, obj=None) -> bool:
        return False

    def has_delete_permission(self, request, obj=None) -> bool:
        return False


class ReservationInline(ReadOnlyAdminMixin, admin.TabularInline):
    model = Reservation
    fields = ["created_at", "turn_id", "amount_usd", "actual_usd", "status", "expires_at", "stuck"]
    readonly_fields = fields
    ordering = ["-created_at"]
    extra = 0
    show_change_link = True

    @admin.display(boolean=True, description="stuck")
    def stuck(self, reservation: Reservation) -> bool:
        return reservation.is_stuck()


@admin.register(LedgerDay)
class LedgerDayAdmin(ReadOnlyAdminMixin, admin.ModelAdmin):
    list_display = [
        "day",
        "cap_usd",
        "spent_usd",
        "reserved_usd",
        "remaining",
        "open_reservations",
        "unsettled",
        "updated_at",
    ]
    fields = ["day", "cap_usd", "spent_usd", "reserved_usd", "remaining", "unsettled", "updated_at"]
    readonly_fields = fields
    inlines = [ReservationInline]

    def get_queryset(self, request):
        """The last 30 local days."""
        since = local_day() - timedelta(days=ADMIN_DAYS - 1)
        return (
            super()
            .get_queryset(request)
            .filter(day__gte=since)
            .annotate(
                open_count=Count("reservations", filter=Q(reservations__status=Reservation.Status.RESERVED)),
                unsettled_count=Count(
                    "reservations", filter=Q(reservations__status=Reservation.Status.EXPIRED)
                ),
                unsettled_total=Sum(
                    "reservations__amount_usd", filter=Q(reservations__status=Reservation.Status.EXPIRED)
                ),
            )
        )

    def changelist_view(self, request, extra_context=None):
        reservations_expire()  # without a worker, opening the ledger is when a crashed call is charged
        return super().changelist_view(request, extra_context)

    @admin.display(description="remaining usd")
    def remaining(self, ledger: LedgerDay) -> Decimal:
        return ledger.remaining_usd

    @admin.display(description="open reservations", ordering="open_count")
    def open_reservations(self, ledger: LedgerDay) -> int:
        return ledger.open_count

    @admin.display(description="charged unsettled")
    def unsettled(self, ledger: LedgerDay) -> str:
        """Calls that crashed between reserve and settle, charged at their worst case."""
        count = getattr(ledger, "unsettled_count", None)
        if count is None:  # the change view's object has no annotations
            expired = ledger.reservations.filter(status=Reservation.Status.EXPIRED)
            count, total = expired.count(), sum(r.amount_usd for r in expired)
        else:
            total = ledger.unsettled_total or Decimal("0.000000")
        return f"{count} call{'' if count == 1 else 's'}, ${total}" if count else "none"


@admin.register(Reservation)
class ReservationAdmin(ReadOnlyAdminMixin, admin.ModelAdmin):
    list_display = [
        "created_at",
        "turn_id",
        "day",
        "amount_usd",
        "actual_usd",
        "status",
        "expires_at",
        "stuck",
    ]
    list_filter = ["status", "ledger_day__day"]
    search_fields = ["turn_id"]
    readonly_fields = [
        "ledger_day",
        "turn_id",
        "amount_usd",
        "actual_usd",
        "status",
        "created_at",
        "expires_at",
        "settled_at",
    ]
    list_select_related = ["ledger_day"]

    @admin.display(description="day", ordering="ledger_day__day")
    def day(self, reservation: Reservation):
        return reservation.ledger_day.day

    @admin.display(boolean=True, description="stuck (past expiry, still counted)")
    def stuck(self, reservation: Reservation) -> bool:
        return reservation.is_stuck()
