"""The ledger's admin pages: budget's own (budget/admin.py) with the turn log's columns that
chat/ledger_admin.py adds."""

from __future__ import annotations

from datetime import timedelta
from decimal import Decimal

import pytest
from django.utils import timezone

from budget.models import LedgerDay, Reservation, local_day
from budget.services import budget_reserve, budget_settle
from budget.tests.conftest import money
from chat.models import TurnLog
from chat.outcomes import Outcome


@pytest.fixture
def owner_client(client, django_user_model):
    owner = django_user_model.objects.create_superuser("owner", "owner@example.com", "pw")
    client.force_login(owner)
    return client


def log_turn(turn_id: str, cost: str) -> TurnLog:
    return TurnLog.objects.create(
        turn_id=turn_id,
        thread_id="thread-1",
        outcome=Outcome.ANSWERED,
        provider="openai_compatible",
        model="fake-model",
        cost_usd=Decimal(cost),
    )


@pytest.mark.django_db
def test_the_ledger_lists_the_last_30_days_with_what_is_left(owner_client):
    today = local_day()
    first = budget_reserve(turn_id="turn-a", amount_usd=Decimal("0.40"))
    budget_settle(reservation_id=first.pk, actual_usd=Decimal("0.25"))
    budget_reserve(turn_id="turn-b", amount_usd=Decimal("0.30"))
    log_turn("turn-a", "0.25")
    LedgerDay.objects.create(day=today - timedelta(days=29), cap_usd=money("2"), spent_usd=money("1.999"))
    LedgerDay.objects.create(day=today - timedelta(days=30), cap_usd=money("2"), spent_usd=money("1.888"))

    response = owner_client.get("/admin/budget/ledgerday/")
    html = response.content.decode()
    assert response.status_code == 200
    assert "0.450000" in html  # what is left today: 1.00 - 0.25 - 0.30
    assert "1.999000" in html
    assert "1.888000" not in html  # 31 days ago
    assert "1 turn<" in html and "/admin/chat/turnlog/?created_at__gte=" in html


@pytest.mark.django_db
def test_a_day_shows_its_reservations_with_per_turn_costs(owner_client):
    reservation = budget_reserve(turn_id="turn-a", amount_usd=Decimal("0.40"))
    budget_settle(reservation_id=reservation.pk, actual_usd=Decimal("0.013275"))
    turn = log_turn("turn-a", "0.013275")

    html = owner_client.get(f"/admin/budget/ledgerday/{reservation.ledger_day_id}/change/").content.decode()
    assert "turn-a" in html
    assert f"/admin/chat/turnlog/{turn.pk}/change/" in html
    assert "0.013275" in html


@pytest.mark.django_db
def test_the_turn_log_link_from_a_day_lists_that_days_turns(owner_client):
    log_turn("turn-a", "0.01")
    budget_reserve(turn_id="turn-a", amount_usd=Decimal("0.10"))
    html = owner_client.get("/admin/budget/ledgerday/").content.decode()
    link = html.split('href="/admin/chat/turnlog/?')[1].split('"')[0].replace("&amp;", "&")
    response = owner_client.get(f"/admin/chat/turnlog/?{link}")
    assert response.status_code == 200
    assert "1 turn log" in response.content.decode()


@pytest.mark.django_db
def test_stuck_reservations_show_their_expiry_and_filter_by_status(owner_client):
    long_ago = timezone.now() - timedelta(days=2)
    stuck = budget_reserve(turn_id="turn-crashed", amount_usd=Decimal("0.30"), now=long_ago)
    settled = budget_reserve(turn_id="turn-fine", amount_usd=Decimal("0.30"))
    budget_settle(reservation_id=settled.pk, actual_usd=Decimal("0.10"))

    html = owner_client.get("/admin/budget/reservation/?status__exact=reserved").content.decode()
    assert "turn-crashed" in html and "turn-fine" not in html
    assert "Stuck (past expiry, still counted)" in html
    assert 'alt="True"' in html  # the stuck column
    assert "Expires at" in html
    assert stuck.is_stuck()


@pytest.mark.django_db
def test_the_ledger_is_read_only_in_admin(owner_client):
    reservation = budget_reserve(turn_id="turn-a", amount_usd=Decimal("0.40"))
    assert owner_client.get("/admin/budget/ledgerday/add/").status_code == 403
    assert owner_client.get("/admin/budget/reservation/add/").status_code == 403
    day_url = f"/admin/budget/ledgerday/{reservation.ledger_day_id}/change/"
    owner_client.post(day_url, {"spent_usd": "0", "reserved_usd": "0", "cap_usd": "100"})
    owner_client.post(f"/admin/budget/reservation/{reservation.pk}/delete/", {"post": "yes"})
    assert Reservation.objects.filter(pk=reservation.pk).exists()
    assert LedgerDay.objects.get(pk=reservation.ledger_day_id).cap_usd == money("1")


@pytest.mark.django_db
def test_the_ledger_charges_and_shows_calls_that_never_settled(owner_client):
    crashed = budget_reserve(
        turn_id="turn-crashed", amount_usd=Decimal("0.30"), now=timezone.now() - timedelta(minutes=16)
    )

    html = owner_client.get("/admin/budget/ledgerday/").content.decode()

    assert "Charged unsettled" in html
    assert "1 call, $0.300000" in html
    crashed.refresh_from_db()
    assert crashed.status == "expired"
    detail = owner_client.get(f"/admin/budget/ledgerday/{crashed.ledger_day_id}/change/").content.decode()
    assert "1 call, $0.300000" in detail
    assert "expired unsettled (charged at worst case)" in detail
