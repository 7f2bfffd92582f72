"""What a model call costs, in USD, computed in one place and in Decimal: the ledger's
reservations and settlements and the turn log's cost all come from here.

Before a call the budget reserves its worst case (`worst_case_cost`: every prompt token uncached,
the whole output allowance, rounded up to the micro-dollar); after it, the real cost
(`usage_cost`: cached tokens at the cached price). The built-in price table is data; LLM_PRICES
prices any other model, and a model with no price refuses to start: the budget can only fail closed
on a price it knows.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterator
from dataclasses import dataclass
from decimal import Decimal

from django.conf import settings
from django.core.exceptions import ImproperlyConfigured

from budget.models import usd

# Token estimate: see estimate_prompt_tokens.
BYTES_PER_TOKEN = 3
MESSAGE_OVERHEAD_TOKENS = 8  # role markers and separators the chat template wraps around each message
REPLY_PRIMER_TOKENS = 3  # the assistant header the template appends after the last message
PER_MILLION = Decimal(1_000_000)


@dataclass(frozen=True)
class Usage:
    """Tokens one model call used, as its provider reported them."""

    input_tokens: int = 0
    cached_tokens: int = 0
    output_tokens: int = 0


@dataclass(frozen=True)
class Prices:
    """USD per million tokens. Given as floats or strings, kept as Decimal (a float through its
    shortest repr, so 0.3 is 0.3)."""

    input: Decimal
    cached: Decimal
    output: Decimal

    def __post_init__(self) -> None:
        for name in ("input", "cached", "output"):
            value = getattr(self, name)
            object.__setattr__(
                self, name, Decimal(repr(value)) if isinstance(value, float) else Decimal(value)
            )


BUILT_IN = {
    "local-extractive": Prices(0, 0, 0),
    "gemini-2.5-flash": Prices(0.30, 0.03, 2.50),
    "gemini-2.5-flash-lite": Prices(0.10, 0.01, 0.40),
    "gemini-2.5-pro": Prices(1.25, 0.125, 10.00),
    "gpt-4.1-mini": Prices(0.40, 0.10, 1.60),
    "gpt-4.1": Prices(2.00, 0.50, 8.00),
    "gpt-4o-mini": Prices(0.15, 0.075, 0.60),
    "deepseek-chat": Prices(0.28, 0.028, 0.42),
    "kimi-k2-turbo-preview": Prices(1.15, 0.15, 8.00),
    "kimi-k2-0905-preview": Prices(0.60, 0.15, 2.50),
}
PRICE_TRIPLE = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*/\s*(\d+(?:\.\d+)?)\s*/\s*(\d+(?:\.\d+)?)\s*$")


def prices_for(model: str, *, override: str = "") -> Prices:
    """`override` is LLM_PRICES (`INPUT/CACHED/OUTPUT`); otherwise the built-in table, or refuse."""
    if override:
        match = PRICE_TRIPLE.match(override)
        if not match:
            raise ImproperlyConfigured(
                f"LLM_PRICES={override!r}: use INPUT/CACHED/OUTPUT USD per million tokens, e.g. 0.30/0.03/2.50"
            )
        return Prices(*match.groups())
    if model not in BUILT_IN:
        raise ImproperlyConfigured(
            f"No price known for model {model!r}: set LLM_PRICES=INPUT/CACHED/OUTPUT (USD per million "
            "tokens). The daily budget cannot fail closed on a price it doesn't know."
        )
    return BUILT_IN[model]


def configured_prices() -> Prices:
    """The configured model's prices (ImproperlyConfigured when none is known)."""
    return prices_for(settings.LLM_PROVIDER_CONFIG["model"], override=settings.LLM_PRICES)


def worst_case_cost(*, prompt_tokens: int, max_output_tokens: int, prices: Prices) -> Decimal:
    """What a call can cost at most: every prompt token at the uncached price (the cache may miss)
    plus the full output allowance, rounded up to the micro-dollar."""
    cost = (prompt_tokens * prices.input + max_output_tokens * prices.output) / PER_MILLION
    return usd(cost, worst_case=True)


def usage_cost(*, usage: Usage, prices: Prices) -> Decimal:
    """The real cost of a call from its usage report: cached tokens at the cached price.

    Prices.cost in Decimal, so a settle carries no float noise.
    """
    uncached = max(usage.input_tokens - usage.cached_tokens, 0)
    cost = (
        uncached * prices.input + usage.cached_tokens * prices.cached + usage.output_tokens * prices.output
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
