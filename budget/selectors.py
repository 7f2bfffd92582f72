"""Reads of the budget: today's and past days' totals. What a call costs is `budget.pricing`."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from datetime import date, datetime, timedelta
from decimal import Decimal

from django.conf import settings
from django.db.models import Count, Q, Sum

from budget.models import ZERO, LedgerDay, Reservation, local_day, usd


@dataclass(frozen=True)
class BudgetDay:
    day: date
    cap_usd: Decimal
    spent_usd: Decimal
    reserved_usd: Decimal
    remaining_usd: Decimal
    unsettled_calls: int = 0
    """Calls that never settled (a crash between reserve and settle), charged at their worst case."""
    unsettled_usd: Decimal = ZERO
    """What those calls were charged (part of `spent_usd`)."""


def current_cap() -> Decimal:
    """The cap today's row gets on the next reserve (settings.DAILY_BUDGET_USD, 6 places)."""
    return usd(settings.DAILY_BUDGET_USD)


def _with_unsettled(rows):
    return rows.annotate(
        unsettled_calls=Count("reservations", filter=Q(reservations__status=Reservation.Status.EXPIRED)),
        unsettled_usd=Sum(
            "reservations__amount_usd", filter=Q(reservations__status=Reservation.Status.EXPIRED)
        ),
    )


def _budget_day(day: date, row: LedgerDay | None, *, today: date) -> BudgetDay:
    # Today's cap is the setting, even before a reserve has copied it onto the row: that is what the
    # next reserve enforces. Past days keep the cap they had.
    cap = current_cap() if day == today or row is None else row.cap_usd
    spent = row.spent_usd if row else ZERO
    reserved = row.reserved_usd if row else ZERO
    return BudgetDay(
        day=day,
        cap_usd=cap,
        spent_usd=spent,
        reserved_usd=reserved,
        remaining_usd=max(cap - spent - reserved, ZERO),
        unsettled_calls=getattr(row, "unsettled_calls", 0) or 0,
        unsettled_usd=getattr(row, "unsettled_usd", None) or ZERO,
    )


def budget_today(*, now: datetime | None = None) -> BudgetDay:
    """The budget day `now` (default: now) falls in, local to settings.TIME_ZONE.

    A read without a lock, for display and a quick check; only budget_reserve decides. A database
    error propagates as django.db.Error (the services turn it into BudgetUnavailable).
    """
    day = local_day(now)
    return _budget_day(day, _with_unsettled(LedgerDay.objects.filter(day=day)).first(), today=day)


def budget_history(*, days: int = 30) -> list[BudgetDay]:
    """The last `days` local days, today first, with zeros for days without a row (no model calls)."""
    today = local_day()
    first = today - timedelta(days=days - 1)
    rows = {row.day: row for row in _with_unsettled(LedgerDay.objects.filter(day__gte=first, day__lte=today))}
    return [_budget_day(day, rows.get(day), today=today) for day in _days_back(today, days)]


def _days_back(today: date, days: int) -> Iterator[date]:
    for offset in range(days):
        yield today - timedelta(days=offset)
