from __future__ import annotations

import pytest
from django.core.exceptions import ImproperlyConfigured

from chat.providers.base import Prices, Usage
from chat.providers.prices import prices_for


def test_cached_tokens_are_charged_at_the_cached_price():
    prices = Prices(input=1.00, cached=0.10, output=4.00)
    cost = prices.cost(Usage(input_tokens=1_000_000, cached_tokens=400_000, output_tokens=100_000))
    assert cost == pytest.approx(0.60 + 0.04 + 0.40)


def test_an_override_prices_any_model():
    assert prices_for("anything", override=" 0.30 / 0.03 / 2.50 ") == Prices(0.30, 0.03, 2.50)


def test_an_unknown_model_has_no_price():
    with pytest.raises(ImproperlyConfigured, match="No price known"):
        prices_for("mystery-model")
