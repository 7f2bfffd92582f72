from __future__ import annotations

from datetime import timedelta
from decimal import Decimal

import pytest

from budget.models import LedgerDay, local_day
from budget.selectors import budget_history, budget_today, estimate_prompt_tokens, usage_cost, worst_case_cost
from budget.services import budget_reserve, budget_settle
from budget.tests.conftest import amsterdam, money
from chat.providers.base import Prices, Usage

PRICES = Prices(input=0.30, cached=0.03, output=2.50)


def test_the_worst_case_prices_every_prompt_token_uncached_plus_all_output():
    # 10_000 * 0.30 / 1e6 + 600 * 2.50 / 1e6 = 0.003 + 0.0015
    assert worst_case_cost(prompt_tokens=10_000, max_output_tokens=600, prices=PRICES) == money("0.0045")


def test_the_worst_case_rounds_up_to_the_micro_dollar():
    assert worst_case_cost(prompt_tokens=1, max_output_tokens=0, prices=PRICES) == money("0.000001")
    assert worst_case_cost(prompt_tokens=0, max_output_tokens=0, prices=PRICES) == money("0")


def test_the_real_cost_prices_cached_tokens_at_the_cached_price():
    usage = Usage(input_tokens=10_000, cached_tokens=8_000, output_tokens=200)
    # 2000 * 0.30 + 8000 * 0.03 + 200 * 2.50 = 600 + 240 + 500 = 1340 per million
    assert usage_cost(usage=usage, prices=PRICES) == money("0.00134")
    assert usage_cost(usage=usage, prices=PRICES) == money(str(PRICES.cost(usage)))
    assert usage_cost(usage=usage, prices=PRICES) < worst_case_cost(
        prompt_tokens=10_000, max_output_tokens=600, prices=PRICES
    )


def test_the_prompt_estimate_is_bytes_over_three_rounded_up_plus_overheads():
    messages = [{"role": "system", "content": "x" * 299}, {"role": "user", "content": "hello"}]
    text = len("system") + 299 + len("user") + len("hello")  # 314 bytes -> 105 tokens
    assert estimate_prompt_tokens(messages) == -(-text // 3) + 2 * 8 + 3
    assert estimate_prompt_tokens([]) == 0


def test_the_prompt_estimate_counts_tool_calls_and_content_parts():
    with_tools = [
        {"role": "user", "content": [{"type": "text", "text": "a" * 30}]},
        {
            "role": "assistant",
            "content": None,
            "tool_calls": [{"id": "c1", "function": {"name": "search_knowledge", "arguments": '{"q":"x"}'}}],
        },
    ]
    assert estimate_prompt_tokens(with_tools) > estimate_prompt_tokens(
        [{"role": "user", "content": "a" * 30}]
    )


def test_the_prompt_estimate_does_not_undercount_other_scripts():
    # ~1 token a character for CJK; 3 UTF-8 bytes a character keeps the estimate at or above that.
    assert estimate_prompt_tokens([{"role": "user", "content": "预算" * 50}]) >= 100


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
