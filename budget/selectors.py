"""Reads of the budget: today's and past days' totals, and what a model call may cost."""

from __future__ import annotations

import math
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import date, datetime, timedelta
from decimal import Decimal

from django.conf import settings
from django.db.models import Count, Q, Sum

from budget.models import ZERO, LedgerDay, Reservation, local_day, usd
from chat.providers.base import Prices, Usage

# Token estimate: see estimate_prompt_tokens.
BYTES_PER_TOKEN = 3
MESSAGE_OVERHEAD_TOKENS = 8  # role markers and separators the chat template wraps around each message
REPLY_PRIMER_TOKENS = 3  # the assistant header the template appends after the last message
PER_MILLION = Decimal(1_000_000)


@dataclass(frozen=True)
class BudgetDay:
    day: date
    cap_usd: Decimal
    spent_usd: Decimal
    reserved_usd: Decimal
    remaining_usd: Decimal
    unsettled_calls: int = 0
    """Calls that never settled (a crash between reserve and settle), charged at their worst case."""
    unsettled_usd: Decimal = ZERO
    """What those calls were charged (part of `spent_usd`)."""


def current_cap() -> Decimal:
    """The cap today's row gets on the next reserve (settings.DAILY_BUDGET_USD, 6 places)."""
    return usd(settings.DAILY_BUDGET_USD)


def _with_unsettled(rows):
    return rows.annotate(
        unsettled_calls=Count("reservations", filter=Q(reservations__status=Reservation.Status.EXPIRED)),
        unsettled_usd=Sum(
            "reservations__amount_usd", filter=Q(reservations__status=Reservation.Status.EXPIRED)
        ),
    )


def _budget_day(day: date, row: LedgerDay | None, *, today: date) -> BudgetDay:
    # Today's cap is the setting, even before a reserve has copied it onto the row: that is what the
    # next reserve enforces. Past days keep the cap they had.
    cap = current_cap() if day == today or row is None else row.cap_usd
    spent = row.spent_usd if row else ZERO
    reserved = row.reserved_usd if row else ZERO
    return BudgetDay(
        day=day,
        cap_usd=cap,
        spent_usd=spent,
        reserved_usd=reserved,
        remaining_usd=max(cap - spent - reserved, ZERO),
        unsettled_calls=getattr(row, "unsettled_calls", 0) or 0,
        unsettled_usd=getattr(row, "unsettled_usd", None) or ZERO,
    )


def budget_today(*, now: datetime | None = None) -> BudgetDay:
    """The budget day `now` (default: now) falls in, local to settings.TIME_ZONE.

    A read without a lock, for display and a quick check; only budget_reserve decides. A database
    error propagates as django.db.Error (the services turn it into BudgetUnavailable).
    """
    day = local_day(now)
    return _budget_day(day, _with_unsettled(LedgerDay.objects.filter(day=day)).first(), today=day)


def budget_history(*, days: int = 30) -> list[BudgetDay]:
    """The last `days` local days, today first, with zeros for days without a row (no model calls)."""
    today = local_day()
    first = today - timedelta(days=days - 1)
    rows = {row.day: row for row in _with_unsettled(LedgerDay.objects.filter(day__gte=first, day__lte=today))}
    return [_budget_day(day, rows.get(day), today=today) for day in _days_back(today, days)]


def _days_back(today: date, days: int) -> Iterator[date]:
    for offset in range(days):
        yield today - timedelta(days=offset)


def worst_case_cost(*, prompt_tokens: int, max_output_tokens: int, prices: Prices) -> Decimal:
    """What a call can cost at most: every prompt token at the uncached price (the cache may miss)
    plus the full output allowance, rounded up to the micro-dollar."""
    cost = (
        prompt_tokens * Decimal(repr(prices.input)) + max_output_tokens * Decimal(repr(prices.output))
    ) / PER_MILLION
    return usd(cost, worst_case=True)


def usage_cost(*, usage: Usage, prices: Prices) -> Decimal:
    """The real cost of a call from its usage report: cached tokens at the cached price.

    Prices.cost in Decimal, so a settle carries no float noise.
    """
    uncached = max(usage.input_tokens - usage.cached_tokens, 0)
    cost = (
        uncached * Decimal(repr(prices.input))
        + usage.cached_tokens * Decimal(repr(prices.cached))
        + usage.output_tokens * Decimal(repr(prices.output))
    ) / PER_MILLION
    return usd(cost)


def estimate_prompt_tokens(messages: list[dict]) -> int:
    """A conservative count of the prompt tokens `messages` will cost, without a tokenizer.

    Every string value in every message (content, content parts, names, tool-call names, arguments
    and ids, at any depth) is measured in UTF-8 bytes, divided by 3 and rounded up; each message adds
    8 tokens for its role markers, and the reply primer 3. Bytes rather than characters: for ASCII
    they are the same, and text in other scripts (CJK is ~1 token per character, 3 bytes) or emoji
    would otherwise be undercounted. English averages ~4 characters a token, so /3 leaves room.
    Tool definitions sent with the request cost prompt tokens too: add them as one more message,
    e.g. `{"role": "system", "content": json.dumps(tools)}`.
    """
    text_bytes = sum(len(text.encode("utf-8")) for message in messages for text in _strings(message))
    return (
        math.ceil(text_bytes / BYTES_PER_TOKEN)
        + MESSAGE_OVERHEAD_TOKENS * len(messages)
        + (REPLY_PRIMER_TOKENS if messages else 0)
    )


def _strings(value: object) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from _strings(item)
    elif isinstance(value, list | tuple):
        for item in value:
            yield from _strings(item)
    elif value is not None:
        yield str(value)
