"""Writes to the budget ledger. Every model call goes reserve -> call -> settle through these.

Locking: each write takes the lock on one LedgerDay row (select_for_update) before it touches that
day's totals or its reservations, so reserve, settle and expiry on the same day run one at a time and
every transaction locks at most one ledger row (no lock-order deadlocks).

The cap: a new day's row takes settings.DAILY_BUDGET_USD, and every reserve copies the current
setting onto today's row. Chosen so that an owner who lowers the cap after a surprising bill sees it
hold today, after the restart that applies the setting, not from tomorrow on. Lowering it below what
is already spent just means nothing more fits today; past days keep the cap they had.
"""

from __future__ import annotations

import logging
from datetime import date, datetime, timedelta
from decimal import Decimal

from django.conf import settings
from django.db import Error, transaction
from django.utils import timezone

from budget.models import LedgerDay, Reservation, local_day, usd
from budget.selectors import current_cap

logger = logging.getLogger(__name__)


class BudgetUnavailable(RuntimeError):
    """The ledger could not be read or written: callers refuse (never call the model unbudgeted)."""


def budget_reserve(*, turn_id: str, amount_usd: Decimal, now: datetime | None = None) -> Reservation | None:
    """Reserve `amount_usd` (a call's worst case) on today's row, or None if it doesn't fit.

    Expired unsettled reservations on today's row are released first: until their expiry they stay
    counted, so a turn that crashed between reserve and settle fails closed. Raises BudgetUnavailable
    when the database errs.
    """
    now = now or timezone.now()
    amount = usd(amount_usd, worst_case=True)
    if amount < 0:
        raise ValueError(f"a reservation can't be negative: {amount_usd}")
    try:
        with transaction.atomic():
            # The lock makes check-then-add one step: without it, 20 turns each read the same
            # spent + reserved, all see room for themselves, and together overspend the cap.
            ledger = _lock_ledger_day(local_day(now))
            ledger.cap_usd = current_cap()
            if not ledger.fits(amount):
                _release_expired(ledger, now=now)  # only worth a query when there is no room
            if not ledger.fits(amount):
                ledger.save(update_fields=["cap_usd", "reserved_usd", "updated_at"])
                logger.info("budget: no room for %s (turn %s) on %s", amount, turn_id, ledger.day)
                return None
            ledger.reserved_usd += amount
            ledger.save(update_fields=["cap_usd", "reserved_usd", "updated_at"])
            return Reservation.objects.create(
                ledger_day=ledger,
                turn_id=turn_id,
                amount_usd=amount,
                created_at=now,
                expires_at=now + timedelta(seconds=settings.BUDGET_RESERVATION_TTL),
            )
    except Error as error:
        raise BudgetUnavailable(f"budget ledger unavailable: {error}") from error


def budget_settle(*, reservation_id: int, actual_usd: Decimal) -> None:
    """Settle a reservation at the call's real cost: reserved -> spent on the reservation's own day.

    Idempotent: a reservation already settled is left alone. The actual cost may be below the
    reservation (cached tokens, a short answer); it is recorded as spent even if it is above (the
    money is gone either way) or if the reservation expired meanwhile (then it was already released).
    """
    actual = usd(actual_usd)
    if actual < 0:
        raise ValueError(f"a cost can't be negative: {actual_usd}")
    try:
        with transaction.atomic():
            day_pk = Reservation.objects.values_list("ledger_day_id", flat=True).get(pk=reservation_id)
            # Lock the day first, as reserve and expiry do: a settle racing an expiry (or a second
            # settle) would otherwise both subtract the same reservation from reserved_usd.
            ledger = LedgerDay.objects.select_for_update().get(pk=day_pk)
            reservation = Reservation.objects.select_for_update().get(pk=reservation_id)
            if reservation.status == Reservation.Status.SETTLED:
                return
            if reservation.status == Reservation.Status.RESERVED:
                ledger.reserved_usd -= reservation.amount_usd
            if actual > reservation.amount_usd:
                logger.warning(
                    "budget: turn %s cost %s, above its reservation of %s",
                    reservation.turn_id,
                    actual,
                    reservation.amount_usd,
                )
            ledger.spent_usd += actual
            ledger.save(update_fields=["spent_usd", "reserved_usd", "updated_at"])
            reservation.status = Reservation.Status.SETTLED
            reservation.actual_usd = actual
            reservation.settled_at = timezone.now()
            reservation.save(update_fields=["status", "actual_usd", "settled_at"])
    except Error as error:
        raise BudgetUnavailable(f"budget ledger unavailable: {error}") from error


def reservations_expire(*, now: datetime | None = None) -> int:
    """Release every unsettled reservation past its expiry, on any day; returns how many.

    budget_reserve does this lazily for today's row; the periodic task covers the other days.
    """
    now = now or timezone.now()
    released = 0
    try:
        day_pks = set(
            Reservation.objects.filter(status=Reservation.Status.RESERVED, expires_at__lte=now).values_list(
                "ledger_day_id", flat=True
            )
        )
        for day_pk in sorted(day_pks):
            with transaction.atomic():  # one day row locked at a time
                ledger = LedgerDay.objects.select_for_update().get(pk=day_pk)
                released += _release_expired(ledger, now=now)
                ledger.save(update_fields=["reserved_usd", "updated_at"])
    except Error as error:
        raise BudgetUnavailable(f"budget ledger unavailable: {error}") from error
    return released


def _lock_ledger_day(day: date) -> LedgerDay:
    """`day`'s row, created if missing, locked until the surrounding transaction ends."""
    # Two first turns of a day may both find no row: ON CONFLICT DO NOTHING lets the loser wait for
    # the winner's insert instead of failing on the unique day, then both lock the same row.
    try:
        return LedgerDay.objects.select_for_update().get(day=day)
    except LedgerDay.DoesNotExist:
        LedgerDay.objects.bulk_create([LedgerDay(day=day, cap_usd=current_cap())], ignore_conflicts=True)
        return LedgerDay.objects.select_for_update().get(day=day)


def _release_expired(ledger: LedgerDay, *, now: datetime) -> int:
    """Stop counting `ledger`'s reservations past their expiry. Needs the ledger row locked; the
    caller saves it."""
    expired = list(
        ledger.reservations.select_for_update().filter(
            status=Reservation.Status.RESERVED, expires_at__lte=now
        )
    )
    for reservation in expired:
        ledger.reserved_usd -= reservation.amount_usd
        logger.warning(
            "budget: reservation %s (turn %s, %s) expired unsettled",
            reservation.pk,
            reservation.turn_id,
            reservation.amount_usd,
        )
    if expired:
        Reservation.objects.filter(pk__in=[r.pk for r in expired]).update(status=Reservation.Status.EXPIRED)
    return len(expired)
