"""Builders for budget tests: a cap, local Amsterdam times, and reservations."""

from __future__ import annotations

from datetime import datetime
from decimal import Decimal
from zoneinfo import ZoneInfo

import pytest

AMSTERDAM = ZoneInfo("Europe/Amsterdam")


def amsterdam(year: int, month: int, day: int, hour: int = 12, minute: int = 0) -> datetime:
    """A wall-clock time in Amsterdam (aware)."""
    return datetime(year, month, day, hour, minute, tzinfo=AMSTERDAM)


def money(value: str) -> Decimal:
    return Decimal(value).quantize(Decimal("0.000001"))


@pytest.fixture(autouse=True)
def budget_settings(settings):
    """A $1.00 cap, a 15-minute reservation TTL, and the budget day in Amsterdam."""
    settings.DAILY_BUDGET_USD = Decimal("1.00")
    settings.BUDGET_RESERVATION_TTL = 900
    settings.TIME_ZONE = "Europe/Amsterdam"
    return settings
