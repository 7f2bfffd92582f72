from __future__ import annotations

from datetime import timedelta
from decimal import Decimal

import pytest

from budget.models import LedgerDay, local_day
from budget.selectors import budget_history, budget_today
from budget.services import budget_reserve, budget_settle
from budget.tests.conftest import amsterdam, money


@pytest.mark.django_db
def test_today_without_a_row_is_the_whole_cap():
    today = budget_today(now=amsterdam(2025, 6, 10))
    assert (today.cap_usd, today.spent_usd, today.reserved_usd, today.remaining_usd) == (
        money("1"),
        money("0"),
        money("0"),
        money("1"),
    )


@pytest.mark.django_db
def test_today_adds_spent_and_reserved():
    now = amsterdam(2025, 6, 10)
    first = budget_reserve(turn_id="t1", amount_usd=Decimal("0.40"), now=now)
    budget_reserve(turn_id="t2", amount_usd=Decimal("0.35"), now=now)
    budget_settle(reservation_id=first.pk, actual_usd=Decimal("0.10"))
    today = budget_today(now=now)
    assert (today.spent_usd, today.reserved_usd, today.remaining_usd) == (
        money("0.10"),
        money("0.35"),
        money("0.55"),
    )


@pytest.mark.django_db
def test_history_lists_every_day_newest_first_with_zeros_for_quiet_days():
    today = local_day()
    LedgerDay.objects.create(day=today - timedelta(days=2), cap_usd=money("3"), spent_usd=money("1.25"))
    LedgerDay.objects.create(day=today - timedelta(days=40), cap_usd=money("3"), spent_usd=money("2"))
    history = budget_history(days=30)
    assert [day.day for day in history] == [today - timedelta(days=n) for n in range(30)]
    assert history[2].spent_usd == money("1.25") and history[2].cap_usd == money("3")
    assert history[2].remaining_usd == money("1.75")
    assert history[1].spent_usd == money("0") and history[1].cap_usd == money("1")
