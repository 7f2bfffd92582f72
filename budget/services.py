"""Writes to the budget ledger. Every model call goes reserve -> call -> settle through these.

Locking: each write takes the lock on one LedgerDay row (select_for_update, or the conditional UPDATE
of a reserve) before it touches that day's totals or its reservations, so reserve, settle and expiry
on the same day run one at a time and every transaction locks at most one ledger row (no lock-order
deadlocks). A turn's reserve and settle are one statement each (one round trip, no explicit
transaction): they run on every model call.

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
from django.db import Error, connection, transaction
from django.db.models import F
from django.utils import timezone

from budget.models import LedgerDay, Reservation, local_day, usd
from budget.selectors import current_cap
from core.commits import lazy_commits

logger = logging.getLogger(__name__)


class BudgetUnavailable(RuntimeError):
    """The ledger could not be read or written: callers refuse (never call the model unbudgeted)."""


def budget_reserve(*, turn_id: str, amount_usd: Decimal, now: datetime | None = None) -> Reservation | None:
    """Reserve `amount_usd` (a call's worst case) on today's row, or None if it doesn't fit.

    An unsettled reservation stays counted, and one past its expiry is charged at its worst case
    (`reservations_expire`): a turn that crashed between reserve and settle fails closed, for
    good, because the provider may have billed the call. Raises BudgetUnavailable when the
    database errs.
    """
    now = now or timezone.now()
    amount = usd(amount_usd, worst_case=True)
    if amount < 0:
        raise ValueError(f"a reservation can't be negative: {amount_usd}")
    reservation = Reservation(
        turn_id=turn_id,
        amount_usd=amount,
        created_at=now,
        expires_at=now + timedelta(seconds=settings.BUDGET_RESERVATION_TTL),
    )
    day, cap = local_day(now), current_cap()
    try:
        if _reserve_if_room(reservation, day=day, cap=cap):
            return reservation
        # No row for today yet, or no room: the slow path creates the row, under the row lock, and
        # charges what expired on it (that frees no room; it makes the row say what happened).
        with transaction.atomic():
            # The lock makes check-then-add one step: without it, 20 turns each read the same
            # spent + reserved, all see room for themselves, and together overspend the cap.
            ledger = _lock_ledger_day(day)
            ledger.cap_usd = cap
            if not ledger.fits(amount):
                _charge_expired(ledger, now=now)  # only worth a query when there is no room
                ledger.save(update_fields=["cap_usd", "spent_usd", "reserved_usd", "updated_at"])
                logger.info("budget: no room for %s (turn %s) on %s", amount, turn_id, ledger.day)
                return None
            ledger.reserved_usd += amount
            ledger.save(update_fields=["cap_usd", "reserved_usd", "updated_at"])
            reservation.ledger_day = ledger
            reservation.save(force_insert=True)
            return reservation
    except Error as error:
        raise BudgetUnavailable(f"budget ledger unavailable: {error}") from error


# One statement, so one round trip and no explicit transaction: the UPDATE takes today's row lock
# and re-checks the room on the newest row version if another reserve or settle committed while
# it waited (READ COMMITTED), so check-then-add is one step, as under select_for_update. No row
# updated (no room, or no row yet) means no reservation inserted.
RESERVE_IF_ROOM_SQL = """
    WITH ledger AS (
        UPDATE budget_ledgerday
        SET cap_usd = %(cap)s, reserved_usd = reserved_usd + %(amount)s, updated_at = %(updated_at)s
        WHERE day = %(day)s AND spent_usd + reserved_usd + %(amount)s <= %(cap)s
        RETURNING id
    )
    INSERT INTO budget_reservation (ledger_day_id, turn_id, amount_usd, status, created_at, expires_at)
    SELECT id, %(turn_id)s, %(amount)s, %(status)s, %(created_at)s, %(expires_at)s FROM ledger
    RETURNING id, ledger_day_id
"""


def _reserve_if_room(reservation: Reservation, *, day: date, cap: Decimal) -> bool:
    """Add `reservation` to `day`'s existing row if it fits under `cap`; False (nothing written)
    when it doesn't, or when the day has no row yet."""
    with connection.cursor() as cursor:
        cursor.execute(
            RESERVE_IF_ROOM_SQL,
            {
                "cap": cap,
                "amount": reservation.amount_usd,
                "updated_at": timezone.now(),
                "day": day,
                "turn_id": reservation.turn_id,
                "status": Reservation.Status.RESERVED,
                "created_at": reservation.created_at,
                "expires_at": reservation.expires_at,
            },
        )
        row = cursor.fetchone()
    if row is None:
        return False
    reservation.pk, reservation.ledger_day_id = row
    reservation._state.adding, reservation._state.db = False, connection.alias
    return True


def budget_settle(*, reservation_id: int, actual_usd: Decimal) -> None:
    """Settle a reservation at the call's real cost: reserved -> spent on the reservation's own day.

    Idempotent: a reservation already settled is left alone. The actual cost may be below the
    reservation (cached tokens, a short answer); it is recorded as spent even if it is above (the
    money is gone either way). A reservation that expired meanwhile was charged at its worst case:
    the real cost replaces that charge.
    """
    actual = usd(actual_usd)
    if actual < 0:
        raise ValueError(f"a cost can't be negative: {actual_usd}")
    try:
        # Committed lazily (`core.commits`): a settlement lost in a database crash leaves the
        # reservation to expire at its worst case, never less than was spent.
        with lazy_commits(), connection.cursor() as cursor:
            cursor.execute(
                SETTLE_SQL,
                {
                    "id": reservation_id,
                    "actual": actual,
                    "now": timezone.now(),
                    "settled": Reservation.Status.SETTLED,
                    "reserved": Reservation.Status.RESERVED,
                    "expired": Reservation.Status.EXPIRED,
                },
            )
            row = cursor.fetchone()
    except Error as error:
        raise BudgetUnavailable(f"budget ledger unavailable: {error}") from error
    if row is None:
        raise Reservation.DoesNotExist(f"no reservation {reservation_id}")
    status, amount, turn_id = row
    if status != Reservation.Status.SETTLED and actual > amount:
        logger.warning("budget: turn %s cost %s, above its reservation of %s", turn_id, actual, amount)


# One statement, so one round trip and no explicit transaction. It locks the day first, as reserve
# and expiry do: `old` joins the locked `day`, so the reservation row is only locked (FOR UPDATE OF
# r, above the join) once the day's lock is held, and every writer takes the two in that order (no
# lock-order deadlock). A settle racing an expiry or a second settle waits for the day's lock, and
# FOR UPDATE then returns the reservation's newest version (READ COMMITTED re-reads a row changed
# while it waited): the reservation leaves `reserved` once, so reserved_usd loses it once. One that
# expired first was charged at its worst case; its settle swaps that charge for the real cost.
SETTLE_SQL = """
    WITH day AS MATERIALIZED (
        SELECT id FROM budget_ledgerday
        WHERE id = (SELECT ledger_day_id FROM budget_reservation WHERE id = %(id)s)
        FOR UPDATE
    ), old AS MATERIALIZED (
        SELECT r.id, r.status, r.amount_usd, r.turn_id
        FROM day JOIN budget_reservation r ON r.ledger_day_id = day.id
        WHERE r.id = %(id)s
        FOR UPDATE OF r
    ), settled AS (
        UPDATE budget_reservation r
        SET status = %(settled)s, actual_usd = %(actual)s, settled_at = %(now)s
        FROM old WHERE r.id = old.id AND old.status <> %(settled)s
        RETURNING r.ledger_day_id, old.status AS was, old.amount_usd
    ), ledger AS (
        UPDATE budget_ledgerday l
        SET spent_usd = l.spent_usd + %(actual)s
                - CASE WHEN settled.was = %(expired)s THEN settled.amount_usd ELSE 0 END,
            reserved_usd = l.reserved_usd
                - CASE WHEN settled.was = %(reserved)s THEN settled.amount_usd ELSE 0 END,
            updated_at = %(now)s
        FROM settled WHERE l.id = settled.ledger_day_id
    )
    SELECT status, amount_usd, turn_id FROM old
"""


def reservations_expire(*, now: datetime | None = None) -> int:
    """Charge every unsettled reservation past its expiry at its worst case, on any day; returns how
    many. The turn crashed between reserve and settle, and the provider may well have billed the
    call: releasing it for free would let a crash loop spend past the cap.

    The periodic task runs it; so do `budget_status` and the ledger in admin before they show it, and
    budget_reserve for today's row when there is no room.
    """
    now = now or timezone.now()
    charged = 0
    try:
        day_pks = set(
            Reservation.objects.filter(status=Reservation.Status.RESERVED, expires_at__lte=now).values_list(
                "ledger_day_id", flat=True
            )
        )
        for day_pk in sorted(day_pks):
            with transaction.atomic():  # one day row locked at a time
                ledger = LedgerDay.objects.select_for_update().get(pk=day_pk)
                charged += _charge_expired(ledger, now=now)
                ledger.save(update_fields=["spent_usd", "reserved_usd", "updated_at"])
    except Error as error:
        raise BudgetUnavailable(f"budget ledger unavailable: {error}") from error
    return charged


def _lock_ledger_day(day: date) -> LedgerDay:
    """`day`'s row, created if missing, locked until the surrounding transaction ends."""
    # Two first turns of a day may both find no row: ON CONFLICT DO NOTHING lets the loser wait for
    # the winner's insert instead of failing on the unique day, then both lock the same row.
    try:
        return LedgerDay.objects.select_for_update().get(day=day)
    except LedgerDay.DoesNotExist:
        LedgerDay.objects.bulk_create([LedgerDay(day=day, cap_usd=current_cap())], ignore_conflicts=True)
        return LedgerDay.objects.select_for_update().get(day=day)


def _charge_expired(ledger: LedgerDay, *, now: datetime) -> int:
    """Move `ledger`'s reservations past their expiry from reserved to spent, at their worst case.
    Needs the ledger row locked; the caller saves it."""
    expired = list(
        ledger.reservations.select_for_update().filter(
            status=Reservation.Status.RESERVED, expires_at__lte=now
        )
    )
    for reservation in expired:
        ledger.reserved_usd -= reservation.amount_usd
        ledger.spent_usd += reservation.amount_usd
        logger.warning(
            "budget: reservation %s (turn %s) expired unsettled; charged at its worst case %s",
            reservation.pk,
            reservation.turn_id,
            reservation.amount_usd,
        )
    if expired:
        Reservation.objects.filter(pk__in=[r.pk for r in expired]).update(
            status=Reservation.Status.EXPIRED, actual_usd=F("amount_usd"), settled_at=now
        )
    return len(expired)
