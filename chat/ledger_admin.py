"""The budget ledger in admin with the turn log's side of it: each day's turns and what the turn log
says they cost, each reservation's turn (linked) and that turn's whole cost.

Here and not in budget/admin.py because budget knows no turns: these admins extend budget's and
take over its registrations of the same models (`chat.admin` imports this module).
"""

from __future__ import annotations

from datetime import datetime, time, timedelta
from decimal import Decimal
from urllib.parse import urlencode
from zoneinfo import ZoneInfo

from django.conf import settings
from django.contrib import admin
from django.db.models import Count, DecimalField, IntegerField, OuterRef, QuerySet, Subquery, Sum
from django.db.models.functions import TruncDate
from django.urls import reverse
from django.utils import timezone
from django.utils.html import format_html

from budget import admin as budget_admin
from budget.models import LedgerDay, Reservation
from chat.models import TurnLog


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


class ReservationTurnColumns:
    """The reservation's turn, linked to its turn-log row, and that turn's whole cost."""

    def get_queryset(self, request):
        return with_turn_log(super().get_queryset(request))

    @admin.display(description="turn", ordering="turn_id")
    def turn(self, reservation: Reservation) -> str:
        return turn_log_link(reservation.turn_log_pk, reservation.turn_id)

    @admin.display(description="turn cost (log)")
    def turn_cost(self, reservation: Reservation) -> Decimal | None:
        return reservation.turn_cost_usd


class ReservationWithTurnInline(ReservationTurnColumns, budget_admin.ReservationInline):
    fields = ["created_at", "turn", "amount_usd", "actual_usd", "turn_cost", "status", "expires_at", "stuck"]
    readonly_fields = fields


class LedgerDayWithTurnsAdmin(budget_admin.LedgerDayAdmin):
    # Budget's columns, with the turn log's two before the last ("updated_at").
    list_display = [*budget_admin.LedgerDayAdmin.list_display[:-1], "turns", "turn_log_cost", "updated_at"]
    fields = [*budget_admin.LedgerDayAdmin.fields[:-1], "turns", "turn_log_cost", "updated_at"]
    readonly_fields = fields
    inlines = [ReservationWithTurnInline]

    def get_queryset(self, request):
        """Budget's days, with the turn log's count and cost for each (what the turns say)."""
        return (
            super()
            .get_queryset(request)
            .annotate(
                turn_count=Subquery(
                    turns_of_day().annotate(n=Count("pk")).values("n"), output_field=IntegerField()
                ),
                turn_cost=Subquery(
                    turns_of_day().annotate(total=Sum("cost_usd")).values("total"),
                    output_field=DecimalField(max_digits=14, decimal_places=6),
                ),
            )
        )

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


class ReservationWithTurnAdmin(ReservationTurnColumns, budget_admin.ReservationAdmin):
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


for model, model_admin in ((LedgerDay, LedgerDayWithTurnsAdmin), (Reservation, ReservationWithTurnAdmin)):
    admin.site.unregister(model)
    admin.site.register(model, model_admin)
