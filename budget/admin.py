"""The budget in admin, read-only: the last 30 days, each day's reservations, and per-turn costs."""

from __future__ import annotations

from datetime import datetime, time, timedelta
from decimal import Decimal
from urllib.parse import urlencode
from zoneinfo import ZoneInfo

from django.conf import settings
from django.contrib import admin
from django.db.models import Count, DecimalField, IntegerField, OuterRef, Q, QuerySet, Subquery, Sum
from django.db.models.functions import TruncDate
from django.urls import reverse
from django.utils import timezone
from django.utils.html import format_html

from budget.models import LedgerDay, Reservation, local_day
from budget.services import reservations_expire
from chat.models import TurnLog

ADMIN_DAYS = 30


class ReadOnlyAdminMixin:
    """The ledger is written only by the budget services: the owner reads it."""

    def has_add_permission(self, request, obj=None) -> bool:
        return False

    def has_change_permission(self, request, obj=None) -> bool:
        return False

    def has_delete_permission(self, request, obj=None) -> bool:
        return False


def turns_of_day() -> QuerySet:
    """TurnLog rows grouped by their local day, to join on LedgerDay.day."""
    return (
        TurnLog.objects.annotate(local_day=TruncDate("created_at", tzinfo=ZoneInfo(settings.TIME_ZONE)))
        .filter(local_day=OuterRef("day"))
        .values("local_day")
    )


def turn_log_link(turn_log_pk: int | None, label: str) -> str:
    if turn_log_pk is None:
        return label
    return format_html('<a href="{}">{}</a>', reverse("admin:chat_turnlog_change", args=[turn_log_pk]), label)


def with_turn_log(queryset):
    """Each reservation with its turn's TurnLog row (id and the turn's whole cost), if logged yet."""
    turn = TurnLog.objects.filter(turn_id=OuterRef("turn_id"))
    return queryset.annotate(
        turn_log_pk=Subquery(turn.values("pk")[:1]),
        turn_cost_usd=Subquery(turn.values("cost_usd")[:1]),
    )


class ReservationInline(ReadOnlyAdminMixin, admin.TabularInline):
    model = Reservation
    fields = ["created_at", "turn", "amount_usd", "actual_usd", "turn_cost", "status", "expires_at", "stuck"]
    readonly_fields = fields
    ordering = ["-created_at"]
    extra = 0
    show_change_link = True

    def get_queryset(self, request):
        return with_turn_log(super().get_queryset(request))

    @admin.display(description="turn")
    def turn(self, reservation: Reservation) -> str:
        return turn_log_link(reservation.turn_log_pk, reservation.turn_id)

    @admin.display(description="turn cost (log)")
    def turn_cost(self, reservation: Reservation) -> Decimal | None:
        return reservation.turn_cost_usd

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
        "turns",
        "turn_log_cost",
        "updated_at",
    ]
    fields = [
        "day",
        "cap_usd",
        "spent_usd",
        "reserved_usd",
        "remaining",
        "unsettled",
        "turns",
        "turn_log_cost",
        "updated_at",
    ]
    readonly_fields = fields
    inlines = [ReservationInline]

    def get_queryset(self, request):
        """The last 30 local days, with the turn log's count and cost for each (what the turns say)."""
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
                turn_count=Subquery(
                    turns_of_day().annotate(n=Count("pk")).values("n"), output_field=IntegerField()
                ),
                turn_cost=Subquery(
                    turns_of_day().annotate(total=Sum("cost_usd")).values("total"),
                    output_field=DecimalField(max_digits=14, decimal_places=6),
                ),
            )
        )

    @admin.display(description="remaining usd")
    def remaining(self, ledger: LedgerDay) -> Decimal:
        return ledger.remaining_usd

    def changelist_view(self, request, extra_context=None):
        reservations_expire()  # without a worker, opening the ledger is when a crashed call is charged
        return super().changelist_view(request, extra_context)

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

    @admin.display(description="open reservations", ordering="open_count")
    def open_reservations(self, ledger: LedgerDay) -> int:
        return ledger.open_count

    @admin.display(description="turns")
    def turns(self, ledger: LedgerDay) -> str:
        zone = ZoneInfo(settings.TIME_ZONE)
        start = timezone.make_aware(datetime.combine(ledger.day, time.min), zone)
        end = timezone.make_aware(datetime.combine(ledger.day + timedelta(days=1), time.min), zone)
        query = urlencode({"created_at__gte": start.isoformat(), "created_at__lt": end.isoformat()})
        url = f"{reverse('admin:chat_turnlog_changelist')}?{query}"
        count = ledger.turn_count or 0
        return format_html('<a href="{}">{} turn{}</a>', url, count, "" if count == 1 else "s")

    @admin.display(description="turn log cost usd")
    def turn_log_cost(self, ledger: LedgerDay) -> Decimal:
        return ledger.turn_cost or Decimal("0.000000")


@admin.register(Reservation)
class ReservationAdmin(ReadOnlyAdminMixin, admin.ModelAdmin):
    list_display = [
        "created_at",
        "turn",
        "day",
        "amount_usd",
        "actual_usd",
        "turn_cost",
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

    def get_queryset(self, request):
        return with_turn_log(super().get_queryset(request))

    @admin.display(description="day", ordering="ledger_day__day")
    def day(self, reservation: Reservation):
        return reservation.ledger_day.day

    @admin.display(description="turn", ordering="turn_id")
    def turn(self, reservation: Reservation) -> str:
        return turn_log_link(reservation.turn_log_pk, reservation.turn_id)

    @admin.display(description="turn cost (log)")
    def turn_cost(self, reservation: Reservation) -> Decimal | None:
        return reservation.turn_cost_usd

    @admin.display(boolean=True, description="stuck (past expiry, still counted)")
    def stuck(self, reservation: Reservation) -> bool:
        return reservation.is_stuck()
