from __future__ import annotations

import threading
import time
from datetime import date, timedelta
from decimal import Decimal

import psycopg
import pytest
from django.db import OperationalError, connection

from budget.models import LedgerDay, Reservation
from budget.selectors import budget_today
from budget.services import BudgetUnavailable, budget_reserve, budget_settle
from budget.tests.conftest import amsterdam, money
from core.databases import database_uri

NOON = amsterdam(2025, 6, 10, 12, 0)


@pytest.mark.django_db
def test_it_reserves_when_the_worst_case_fits():
    reservation = budget_reserve(turn_id="t1", amount_usd=Decimal("0.40"), now=NOON)
    assert reservation is not None
    assert reservation.status == Reservation.Status.RESERVED
    assert reservation.amount_usd == money("0.40")
    assert reservation.expires_at == NOON + timedelta(seconds=900)
    ledger = LedgerDay.objects.get(day=date(2025, 6, 10))
    assert (ledger.cap_usd, ledger.spent_usd, ledger.reserved_usd) == (money("1"), money("0"), money("0.40"))


@pytest.mark.django_db
def test_it_reserves_up_to_exactly_the_cap():
    assert budget_reserve(turn_id="t1", amount_usd=Decimal("0.60"), now=NOON)
    assert budget_reserve(turn_id="t2", amount_usd=Decimal("0.40"), now=NOON)
    assert budget_today(now=NOON).remaining_usd == money("0")


@pytest.mark.django_db
def test_it_refuses_a_reservation_that_does_not_fit():
    first = budget_reserve(turn_id="t1", amount_usd=Decimal("0.60"), now=NOON)
    budget_settle(reservation_id=first.pk, actual_usd=Decimal("0.50"))
    assert budget_reserve(turn_id="t2", amount_usd=Decimal("0.30"), now=NOON)
    assert budget_reserve(turn_id="t3", amount_usd=Decimal("0.300001"), now=NOON) is None
    ledger = LedgerDay.objects.get(day=NOON.date())
    assert (ledger.spent_usd, ledger.reserved_usd) == (money("0.50"), money("0.30"))
    assert Reservation.objects.filter(turn_id="t3").count() == 0


@pytest.mark.django_db
def test_a_worst_case_is_rounded_up_to_the_micro_dollar():
    reservation = budget_reserve(turn_id="t1", amount_usd=Decimal("0.0000001"), now=NOON)
    assert reservation.amount_usd == money("0.000001")


@pytest.mark.django_db
def test_a_negative_reservation_is_a_bug():
    with pytest.raises(ValueError):
        budget_reserve(turn_id="t1", amount_usd=Decimal("-0.10"), now=NOON)


@pytest.mark.django_db
def test_a_new_day_takes_its_cap_from_the_setting(budget_settings):
    budget_settings.DAILY_BUDGET_USD = Decimal("2.50")
    budget_reserve(turn_id="t1", amount_usd=Decimal("0.10"), now=NOON)
    assert LedgerDay.objects.get(day=NOON.date()).cap_usd == money("2.50")


@pytest.mark.django_db
def test_changing_the_setting_changes_todays_cap_but_not_past_days(budget_settings):
    yesterday = NOON - timedelta(days=1)
    budget_reserve(turn_id="t0", amount_usd=Decimal("0.10"), now=yesterday)
    budget_reserve(turn_id="t1", amount_usd=Decimal("0.50"), now=NOON)
    budget_settings.DAILY_BUDGET_USD = Decimal("0.60")
    assert budget_today(now=NOON).cap_usd == money("0.60")  # what the next reserve enforces
    assert budget_reserve(turn_id="t2", amount_usd=Decimal("0.20"), now=NOON) is None
    assert LedgerDay.objects.get(day=NOON.date()).cap_usd == money("0.60")
    assert LedgerDay.objects.get(day=yesterday.date()).cap_usd == money("1.00")


@pytest.mark.django_db
def test_an_unsettled_reservation_stays_counted_until_its_expiry():
    crashed = budget_reserve(turn_id="crashed", amount_usd=Decimal("0.80"), now=NOON)
    just_before = NOON + timedelta(seconds=899)
    assert budget_reserve(turn_id="t2", amount_usd=Decimal("0.30"), now=just_before) is None
    crashed.refresh_from_db()
    assert crashed.status == Reservation.Status.RESERVED
    assert crashed.is_stuck(NOON + timedelta(seconds=900))


@pytest.mark.django_db
def test_an_expired_reservation_is_charged_at_its_worst_case_not_released():
    """Before: released unsettled after 15 minutes, so the next turn had the room for free."""
    crashed = budget_reserve(turn_id="crashed", amount_usd=Decimal("0.80"), now=NOON)
    after = NOON + timedelta(seconds=901)
    assert budget_reserve(turn_id="t2", amount_usd=Decimal("0.30"), now=after) is None
    crashed.refresh_from_db()
    assert (crashed.status, crashed.actual_usd) == (Reservation.Status.EXPIRED, money("0.80"))
    ledger = LedgerDay.objects.get(day=NOON.date())
    assert (ledger.spent_usd, ledger.reserved_usd) == (money("0.80"), money("0"))
    assert budget_reserve(turn_id="t3", amount_usd=Decimal("0.20"), now=after) is not None  # what is left


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("last_minute", "first_minute", "utc_offset_hours"),
    [
        # An ordinary winter night: CET, UTC+1.
        (amsterdam(2025, 1, 14, 23, 59), amsterdam(2025, 1, 15, 0, 1), 1),
        # The night after the spring change (2025-03-30 lost 02:00-03:00): CEST, UTC+2.
        (amsterdam(2025, 3, 30, 23, 59), amsterdam(2025, 3, 31, 0, 1), 2),
        # Into the spring-change day itself: midnight is still CET.
        (amsterdam(2025, 3, 29, 23, 59), amsterdam(2025, 3, 30, 0, 1), 1),
        # The night after the autumn change (2025-10-26 had 25 hours): back to CET.
        (amsterdam(2025, 10, 26, 23, 59), amsterdam(2025, 10, 27, 0, 1), 1),
    ],
)
def test_the_day_ends_at_local_midnight_in_amsterdam(last_minute, first_minute, utc_offset_hours):
    assert last_minute.utcoffset() == timedelta(hours=utc_offset_hours)
    assert budget_reserve(turn_id="late", amount_usd=Decimal("1.00"), now=last_minute)
    # A full day before midnight; a new, empty day two minutes later, although in UTC it is
    # still the same date.
    assert budget_reserve(turn_id="later", amount_usd=Decimal("0.01"), now=last_minute) is None
    assert budget_reserve(turn_id="next", amount_usd=Decimal("1.00"), now=first_minute)
    days = dict(LedgerDay.objects.values_list("day", "reserved_usd"))
    assert days == {last_minute.date(): money("1.00"), first_minute.date(): money("1.00")}
    assert budget_today(now=last_minute).day == last_minute.date()
    assert budget_today(now=first_minute).day == first_minute.date()


@pytest.mark.django_db
def test_a_failing_ledger_query_raises_budget_unavailable():
    def fail_on_ledger(execute, sql, params, many, context):
        if "budget_ledgerday" in sql:
            raise OperationalError("could not read the ledger")
        return execute(sql, params, many, context)

    with connection.execute_wrapper(fail_on_ledger), pytest.raises(BudgetUnavailable):
        budget_reserve(turn_id="t1", amount_usd=Decimal("0.10"), now=NOON)
    assert not Reservation.objects.exists()


def test_a_dead_database_connection_raises_budget_unavailable(transactional_db):
    connection.ensure_connection()
    backend_pid = connection.connection.info.backend_pid
    with psycopg.connect(database_uri(connection.settings_dict), autocommit=True) as other:
        other.execute("SELECT pg_terminate_backend(%s)", [backend_pid])
    try:
        with pytest.raises(BudgetUnavailable) as raised:
            budget_reserve(turn_id="t1", amount_usd=Decimal("0.10"), now=NOON)
        assert isinstance(raised.value.__cause__, OperationalError)  # the server hung up on us
    finally:
        connection.close()
    assert not Reservation.objects.exists()
    assert budget_reserve(turn_id="t2", amount_usd=Decimal("0.10"), now=NOON)  # once it's back


def test_concurrent_turns_never_pass_the_cap(transactional_db):
    """24 turns reserve $0.30 each against a $1.00 cap at the same moment: exactly 3 fit."""
    turns = 24
    barrier = threading.Barrier(turns)
    results: dict[int, Reservation | None] = {}
    errors: list[BaseException] = []
    observed: list[Decimal] = []
    done = threading.Event()

    def turn(number: int) -> None:
        try:
            barrier.wait(timeout=30)
            results[number] = budget_reserve(turn_id=f"turn-{number}", amount_usd=Decimal("0.30"), now=NOON)
        except BaseException as error:
            errors.append(error)
        finally:
            connection.close()

    def watch() -> None:
        # Another reader of the committed ledger while the turns race: never more than the cap.
        try:
            while not done.is_set():
                row = LedgerDay.objects.filter(day=NOON.date()).values("spent_usd", "reserved_usd").first()
                if row:
                    observed.append(row["spent_usd"] + row["reserved_usd"])
                time.sleep(0.001)
        finally:
            connection.close()

    watcher = threading.Thread(target=watch)
    watcher.start()
    threads = [threading.Thread(target=turn, args=(number,)) for number in range(turns)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    done.set()
    watcher.join(timeout=10)

    assert not errors
    assert len(results) == turns
    reserved = [reservation for reservation in results.values() if reservation is not None]
    assert len(reserved) == 3
    assert observed and max(observed) <= Decimal("1.00")
    ledger = LedgerDay.objects.get(day=NOON.date())
    assert ledger.spent_usd + ledger.reserved_usd <= ledger.cap_usd
    assert (ledger.spent_usd, ledger.reserved_usd) == (money("0"), money("0.90"))
    assert Reservation.objects.count() == 3

    # The three calls cost less than their worst case; settling gives the room back.
    for reservation in reserved:
        budget_settle(reservation_id=reservation.pk, actual_usd=Decimal("0.12"))
    ledger.refresh_from_db()
    assert (ledger.spent_usd, ledger.reserved_usd) == (money("0.36"), money("0"))
    assert set(Reservation.objects.values_list("status", flat=True)) == {Reservation.Status.SETTLED}
    assert budget_reserve(turn_id="after", amount_usd=Decimal("0.64"), now=NOON)
    assert budget_reserve(turn_id="over", amount_usd=Decimal("0.000001"), now=NOON) is None
