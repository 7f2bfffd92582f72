from __future__ import annotations

import json
import os
import subprocess
import sys
from decimal import Decimal
from io import StringIO

import pytest
from django.conf import settings
from django.core.management import CommandError, call_command
from django.db import OperationalError, connection

from budget.models import local_day
from budget.services import budget_reserve, budget_settle
from core.databases import database_uri


def run_status(*args: str) -> str:
    out = StringIO()
    call_command("budget_status", *args, stdout=out)
    return out.getvalue()


def spend_today(*, reserve: str, actual: str, then_reserve: str) -> None:
    first = budget_reserve(turn_id="t1", amount_usd=Decimal(reserve))
    budget_settle(reservation_id=first.pk, actual_usd=Decimal(actual))
    budget_reserve(turn_id="t2", amount_usd=Decimal(then_reserve))


def manage_py(*args: str, **env: str) -> subprocess.CompletedProcess:
    """A new process, as after a restart: nothing shared with this one but the database."""
    return subprocess.run(
        [sys.executable, "manage.py", *args],
        cwd=settings.BASE_DIR,
        env={**os.environ, "LOG_LEVEL": "WARNING", **env},
        capture_output=True,
        text=True,
        timeout=120,
    )


@pytest.mark.django_db
def test_it_prints_todays_spend_reserved_cap_and_what_is_left_and_the_last_7_days():
    spend_today(reserve="0.50", actual="0.123456", then_reserve="0.20")
    out = run_status()
    assert f"Today ({local_day()}" in out
    assert "spent     $0.123456" in out
    assert "reserved  $0.200000" in out
    assert "cap       $1.000000" in out
    assert "left      $0.676544" in out
    assert "Last 7 days" in out
    assert sum(1 for line in out.splitlines() if line.startswith("  20")) == 7


@pytest.mark.django_db
def test_json_gives_exact_decimal_strings():
    spend_today(reserve="0.50", actual="0.123456", then_reserve="0.20")
    payload = json.loads(run_status("--json"))
    assert payload["today"] == {
        "day": local_day().isoformat(),
        "cap_usd": "1.000000",
        "spent_usd": "0.123456",
        "reserved_usd": "0.200000",
        "remaining_usd": "0.676544",
        "unsettled_calls": 0,
        "unsettled_usd": "0.000000",
    }
    assert len(payload["last_7_days"]) == 7
    assert payload["last_7_days"][0] == payload["today"]


@pytest.mark.django_db
def test_it_fails_clearly_when_the_ledger_cannot_be_read():
    def fail(execute, sql, params, many, context):
        raise OperationalError("connection refused")

    with connection.execute_wrapper(fail), pytest.raises(CommandError, match="budget ledger unavailable"):
        run_status()


def test_a_new_process_sees_the_same_spend(transactional_db):
    spend_today(reserve="0.50", actual="0.31", then_reserve="0.20")
    result = manage_py(
        "budget_status",
        "--json",
        DATABASE_URL=database_uri(connection.settings_dict),
        DAILY_BUDGET_USD="1.00",
        TIME_ZONE="Europe/Amsterdam",
    )
    assert result.returncode == 0, result.stderr
    today = json.loads(result.stdout)["today"]
    assert (today["spent_usd"], today["reserved_usd"], today["remaining_usd"]) == (
        "0.310000",
        "0.200000",
        "0.490000",
    )


@pytest.mark.parametrize(
    ("variable", "value"),
    [("DAILY_BUDGET_USD", "two dollars"), ("DAILY_BUDGET_USD", "-1"), ("BUDGET_FALLBACK", "shrug")],
)
def test_a_bad_budget_setting_refuses_to_start(variable, value):
    result = manage_py(
        "budget_status", DATABASE_URL="postgresql://nobody@127.0.0.1:1/none", **{variable: value}
    )
    assert result.returncode != 0
    assert "ImproperlyConfigured" in result.stderr
    assert f"{variable}={value!r}" in result.stderr


@pytest.mark.django_db
def test_a_call_that_crashed_before_settling_is_charged_and_shown(settings):
    """Before: released for free after 15 minutes; budget_status showed nothing had been spent."""
    # Expired at once, so it is booked on today's budget day at any hour (a reservation made 16
    # minutes back landed on yesterday in the first 16 minutes after local midnight).
    settings.BUDGET_RESERVATION_TTL = 0
    budget_reserve(turn_id="crashed", amount_usd=Decimal("0.40"))

    out = run_status()

    assert "spent     $0.400000" in out
    assert "reserved  $0.000000" in out
    assert "$0.400000 for 1 call(s) that never settled" in out
    today = json.loads(run_status("--json"))["today"]
    assert (today["unsettled_calls"], today["unsettled_usd"], today["spent_usd"]) == (
        1,
        "0.400000",
        "0.400000",
    )
