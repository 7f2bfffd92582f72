from __future__ import annotations

from datetime import timedelta
from decimal import Decimal

import pytest
from django.utils import timezone

from budget.models import Reservation
from budget.services import budget_reserve
from budget.tasks import expire_reservations


@pytest.mark.django_db
def test_the_task_charges_expired_reservations():
    # Two days ago: today's next reserve would charge it lazily; the task covers other days.
    stuck = budget_reserve(
        turn_id="crashed", amount_usd=Decimal("0.30"), now=timezone.now() - timedelta(days=2)
    )
    live = budget_reserve(turn_id="live", amount_usd=Decimal("0.30"))

    assert expire_reservations.delay().get() == 1
    stuck.refresh_from_db()
    live.refresh_from_db()
    assert (stuck.status, live.status) == (Reservation.Status.EXPIRED, Reservation.Status.RESERVED)
    assert stuck.actual_usd == stuck.amount_usd
