from __future__ import annotations

from celery import shared_task

from budget.services import reservations_expire


@shared_task
def expire_reservations() -> int:
    """Release reservations a crashed turn left unsettled past their expiry (any day)."""
    return reservations_expire()
