"""The model behind `generate`: configured once from settings, one variable switches."""

from __future__ import annotations

import asyncio
from functools import lru_cache

from django.conf import settings

from budget.pricing import Prices, configured_prices
from chat.providers.base import Provider
from chat.providers.local import LocalProvider
from chat.providers.openai_compatible import OpenAICompatibleProvider


@lru_cache(maxsize=8)
def _provider(
    name: str, model: str, base_url: str, api_key: str, prices: Prices, retries: int, loop
) -> Provider:
    if name == "local":
        return LocalProvider()
    return OpenAICompatibleProvider(
        name=name,
        model=model,
        prices=prices,
        base_url=base_url,
        api_key=api_key,
        retries=retries,
    )


def get_provider() -> Provider:
    """The configured provider, cached per configuration and event loop: its HTTP connections
    belong to one loop, and tests switch the configuration in settings."""
    config = settings.LLM_PROVIDER_CONFIG
    return _provider(
        config["name"],
        config["model"],
        config["base_url"],
        config["api_key"],
        configured_prices(),
        settings.LLM_RETRIES,
        asyncio.get_running_loop(),
    )


def offline_provider() -> Provider:
    """The extractive layer that answers when the model can't: budget spent, provider slow or down."""
    return LocalProvider()
