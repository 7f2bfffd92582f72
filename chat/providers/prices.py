"""What a model costs, in USD per million tokens: the budget can only fail closed on a known price."""

from __future__ import annotations

import re

from django.core.exceptions import ImproperlyConfigured

from chat.providers.base import Prices

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
        return Prices(*(float(part) for part in match.groups()))
    if model not in BUILT_IN:
        raise ImproperlyConfigured(
            f"No price known for model {model!r}: set LLM_PRICES=INPUT/CACHED/OUTPUT (USD per million "
            "tokens). The daily budget cannot fail closed on a price it doesn't know."
        )
    return BUILT_IN[model]
