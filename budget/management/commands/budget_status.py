from __future__ import annotations

import json

from django.core.management.base import BaseCommand, CommandError
from django.db import Error

from budget.selectors import BudgetDay, budget_history
from budget.services import BudgetUnavailable, reservations_expire

HISTORY_DAYS = 7


class Command(BaseCommand):
    help = (
        "Today's budget (spent, reserved, cap, what is left, calls charged unsettled) and the last 7 "
        "days, in USD."
    )

    def add_arguments(self, parser):
        parser.add_argument(
            "--json", action="store_true", help="One JSON object; amounts as decimal strings, days as ISO."
        )

    def handle(self, *args, **options):
        try:
            reservations_expire()  # without a worker, this is when a crashed call is charged
            days = budget_history(days=HISTORY_DAYS)
        except (Error, BudgetUnavailable) as error:
            raise CommandError(f"budget ledger unavailable: {error}") from error
        today = days[0]
        if options["json"]:
            payload = {"today": _as_json(today), "last_7_days": [_as_json(day) for day in days]}
            self.stdout.write(json.dumps(payload, indent=2))
            return
        self.stdout.write(f"Today ({today.day}, ends at local midnight)")
        self.stdout.write(f"  spent     ${today.spent_usd}")
        self.stdout.write(f"  reserved  ${today.reserved_usd}")
        if today.unsettled_calls:
            self.stdout.write(
                self.style.WARNING(
                    f"  of spent  ${today.unsettled_usd} for {today.unsettled_calls} call(s) that never settled "
                    "(a crash between reserve and settle), charged at their worst case"
                )
            )
        self.stdout.write(f"  cap       ${today.cap_usd}")
        left = self.style.SUCCESS if today.remaining_usd > 0 else self.style.ERROR
        self.stdout.write(left(f"  left      ${today.remaining_usd}"))
        self.stdout.write("")
        self.stdout.write(
            f"Last {HISTORY_DAYS} days    {'spent':>12} {'reserved':>12} {'cap':>12} {'left':>12}"
        )
        for day in days:
            self.stdout.write(
                f"  {day.day}  {day.spent_usd:>12} {day.reserved_usd:>12} {day.cap_usd:>12} {day.remaining_usd:>12}"
            )


def _as_json(day: BudgetDay) -> dict:
    # Strings, not floats: the ledger is exact to the micro-dollar and JSON numbers are not.
    return {
        "day": day.day.isoformat(),
        "cap_usd": str(day.cap_usd),
        "spent_usd": str(day.spent_usd),
        "reserved_usd": str(day.reserved_usd),
        "remaining_usd": str(day.remaining_usd),
        "unsettled_calls": day.unsettled_calls,
        "unsettled_usd": str(day.unsettled_usd),
    }
