from __future__ import annotations

import pytest
from django.core.exceptions import ImproperlyConfigured

from budget.pricing import Prices, Usage, estimate_prompt_tokens, prices_for, usage_cost, worst_case_cost
from budget.tests.conftest import money


def test_cached_tokens_are_charged_at_the_cached_price():
    prices = Prices(input=1.00, cached=0.10, output=4.00)
    cost = usage_cost(
        usage=Usage(input_tokens=1_000_000, cached_tokens=400_000, output_tokens=100_000), prices=prices
    )
    assert cost == money("1.04")  # 0.60 + 0.04 + 0.40


def test_an_override_prices_any_model():
    assert prices_for("anything", override=" 0.30 / 0.03 / 2.50 ") == Prices(0.30, 0.03, 2.50)


def test_an_unknown_model_has_no_price():
    with pytest.raises(ImproperlyConfigured, match="No price known"):
        prices_for("mystery-model")


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
