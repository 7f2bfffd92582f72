"""What a call is billed for, from the usage object each provider reports (reasoning included)."""

from __future__ import annotations

import pytest

from budget.pricing import Usage
from chat.providers.openai_compatible import billed_usage


def usage(**fields) -> dict:
    """A usage object as the stream's last chunk carries it."""
    return {"prompt_tokens": 100, "completion_tokens": 20, "total_tokens": 120, **fields}


@pytest.mark.parametrize(
    ("fields", "output"),
    [
        ({}, 20),  # no reasoning at all
        # OpenAI: reasoning inside completion_tokens, the details a breakdown.
        (
            {
                "completion_tokens": 520,
                "total_tokens": 620,
                "completion_tokens_details": {"reasoning_tokens": 500},
            },
            520,
        ),
        # Gemini's OpenAI-compatible endpoint: thoughts only in the total and the details.
        ({"total_tokens": 620, "completion_tokens_details": {"reasoning_tokens": 500}}, 520),
        ({"total_tokens": 620}, 520),  # only the total says so
        (
            {
                "completion_tokens": 0,
                "total_tokens": 160,
                "completion_tokens_details": {"reasoning_tokens": 60},
            },
            60,
        ),
        # A total that leaves the thoughts out too: more reasoning than completion can't be inside it.
        ({"total_tokens": 120, "completion_tokens_details": {"reasoning_tokens": 500}}, 520),
    ],
)
def test_the_output_billed_includes_reasoning_whichever_way_it_is_reported(fields, output):
    assert billed_usage(usage(**fields)) == Usage(input_tokens=100, cached_tokens=0, output_tokens=output)


def test_cached_prompt_tokens_are_kept_apart():
    reported = usage(prompt_tokens_details={"cached_tokens": 60})
    assert billed_usage(reported) == Usage(input_tokens=100, cached_tokens=60, output_tokens=20)
