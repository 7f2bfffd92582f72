from __future__ import annotations

import threading
from datetime import timedelta
from decimal import Decimal

import pytest
from django.db import OperationalError, connection

from budget.models import LedgerDay, Reservation
from budget.services import BudgetUnavailable, budget_reserve, budget_settle, reservations_expire
from budget.tests.conftest import amsterdam, money

NOON = amsterdam(2025, 6, 10, 12, 0)


def ledger_of(reservation: Reservation) -> LedgerDay:
    return LedgerDay.objects.get(pk=reservation.ledger_day_id)


@pytest.mark.django_db
def test_settle_moves_the_real_lower_cost_from_reserved_to_spent():
    reservation = budget_reserve(turn_id="t1", amount_usd=Decimal("0.40"), now=NOON)
    budget_reserve(turn_id="t2", amount_usd=Decimal("0.25"), now=NOON)
    budget_settle(reservation_id=reservation.pk, actual_usd=Decimal("0.013275"))
    ledger = ledger_of(reservation)
    assert (ledger.spent_usd, ledger.reserved_usd) == (money("0.013275"), money("0.25"))
    reservation.refresh_from_db()
    assert reservation.status == Reservation.Status.SETTLED
    assert reservation.actual_usd == money("0.013275")
    assert reservation.settled_at is not None


@pytest.mark.django_db
def test_settling_twice_changes_nothing():
    reservation = budget_reserve(turn_id="t1", amount_usd=Decimal("0.40"), now=NOON)
    budget_settle(reservation_id=reservation.pk, actual_usd=Decimal("0.10"))
    budget_settle(reservation_id=reservation.pk, actual_usd=Decimal("0.30"))
    ledger = ledger_of(reservation)
    assert (ledger.spent_usd, ledger.reserved_usd) == (money("0.10"), money("0"))
    reservation.refresh_from_db()
    assert reservation.actual_usd == money("0.10")


def test_settles_racing_each_other_count_once(transactional_db):
    reservation = budget_reserve(turn_id="t1", amount_usd=Decimal("0.40"), now=NOON)
    racers = 8
    barrier = threading.Barrier(racers)
    errors: list[BaseException] = []

    def settle() -> None:
        try:
            barrier.wait(timeout=30)
            budget_settle(reservation_id=reservation.pk, actual_usd=Decimal("0.10"))
        except BaseException as error:
            errors.append(error)
        finally:
            connection.close()

    threads = [threading.Thread(target=settle) for _ in range(racers)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    assert not errors
    ledger = ledger_of(reservation)
    assert (ledger.spent_usd, ledger.reserved_usd) == (money("0.10"), money("0"))


@pytest.mark.django_db
def test_a_cost_above_the_reservation_is_recorded_as_spent(caplog):
    reservation = budget_reserve(turn_id="t1", amount_usd=Decimal("0.40"), now=NOON)
    budget_settle(reservation_id=reservation.pk, actual_usd=Decimal("0.45"))
    ledger = ledger_of(reservation)
    assert (ledger.spent_usd, ledger.reserved_usd) == (money("0.45"), money("0"))
    assert "above its reservation" in caplog.text


@pytest.mark.django_db
def test_settle_after_midnight_lands_on_the_reservations_own_day():
    late = budget_reserve(turn_id="late", amount_usd=Decimal("0.40"), now=amsterdam(2025, 3, 30, 23, 59))
    next_day = budget_reserve(turn_id="next", amount_usd=Decimal("0.20"), now=amsterdam(2025, 3, 31, 0, 1))
    budget_settle(reservation_id=late.pk, actual_usd=Decimal("0.05"))
    assert (ledger_of(late).spent_usd, ledger_of(late).reserved_usd) == (money("0.05"), money("0"))
    assert (ledger_of(next_day).spent_usd, ledger_of(next_day).reserved_usd) == (money("0"), money("0.20"))


@pytest.mark.django_db
def test_a_settle_after_expiry_swaps_the_worst_case_charge_for_the_real_cost():
    slow = budget_reserve(turn_id="slow", amount_usd=Decimal("0.40"), now=NOON)
    other = budget_reserve(turn_id="other", amount_usd=Decimal("0.30"), now=NOON + timedelta(seconds=600))
    assert reservations_expire(now=NOON + timedelta(seconds=901)) == 1
    assert (ledger_of(slow).spent_usd, ledger_of(slow).reserved_usd) == (money("0.40"), other.amount_usd)
    budget_settle(reservation_id=slow.pk, actual_usd=Decimal("0.02"))
    ledger = ledger_of(slow)
    assert (ledger.spent_usd, ledger.reserved_usd) == (money("0.02"), other.amount_usd)
    slow.refresh_from_db()
    assert slow.status == Reservation.Status.SETTLED


@pytest.mark.django_db
def test_a_ledger_that_cannot_be_written_raises_budget_unavailable_and_keeps_the_reservation():
    reservation = budget_reserve(turn_id="t1", amount_usd=Decimal("0.40"), now=NOON)

    def fail(execute, sql, params, many, context):
        raise OperationalError("server closed the connection unexpectedly")

    with connection.execute_wrapper(fail), pytest.raises(BudgetUnavailable):
        budget_settle(reservation_id=reservation.pk, actual_usd=Decimal("0.10"))
    ledger = ledger_of(reservation)
    assert (ledger.spent_usd, ledger.reserved_usd) == (money("0"), money("0.40"))  # still counted


@pytest.mark.django_db
def test_expiry_charges_unsettled_reservations_at_their_worst_case_on_every_day():
    yesterday = budget_reserve(turn_id="y", amount_usd=Decimal("0.40"), now=NOON - timedelta(days=1))
    stuck = budget_reserve(turn_id="s", amount_usd=Decimal("0.30"), now=NOON)
    fresh = budget_reserve(turn_id="f", amount_usd=Decimal("0.20"), now=NOON + timedelta(seconds=600))
    settled = budget_reserve(turn_id="d", amount_usd=Decimal("0.10"), now=NOON)
    budget_settle(reservation_id=settled.pk, actual_usd=Decimal("0.05"))

    assert reservations_expire(now=NOON + timedelta(seconds=901)) == 2
    assert reservations_expire(now=NOON + timedelta(seconds=901)) == 0
    statuses = dict(Reservation.objects.values_list("turn_id", "status"))
    assert statuses == {"y": "expired", "s": "expired", "f": "reserved", "d": "settled"}
    assert (ledger_of(yesterday).spent_usd, ledger_of(yesterday).reserved_usd) == (money("0.40"), money("0"))
    assert (ledger_of(stuck).spent_usd, ledger_of(stuck).reserved_usd) == (money("0.35"), fresh.amount_usd)
    stuck.refresh_from_db()
    assert stuck.actual_usd == money("0.30")
