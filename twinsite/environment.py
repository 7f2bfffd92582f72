"""Parsers for settings read from the environment: each says what it expected, so a typo stops
startup with a clear message instead of a default nobody chose."""

from __future__ import annotations

import os
import re

from django.core.exceptions import ImproperlyConfigured


def env_str(name: str, default: str = "") -> str:
    return os.environ.get(name, "").strip() or default


def env_bool(name: str, default: bool) -> bool:
    value = env_str(name).lower()
    if not value:
        return default
    if value in {"1", "true", "yes", "on"}:
        return True
    if value in {"0", "false", "no", "off"}:
        return False
    raise ValueError(f"{name}={value!r} is not a boolean (use true or false)")


def env_list(name: str, default: str = "") -> list[str]:
    return [item.strip() for item in env_str(name, default).split(",") if item.strip()]


def env_rate(name: str, default: str) -> str:
    """A rate as COUNT/PERIOD (20/10m, 5/1h; periods s, m, h, d), checked here so a typo stops startup."""
    value = env_str(name, default)
    match = re.fullmatch(r"(\d+)/(\d*)([smhd])", value.lower())
    if not match or int(match[1]) < 1 or int(match[2] or 1) < 1:
        raise ImproperlyConfigured(
            f"{name}={value!r}: use COUNT/PERIOD, e.g. 20/10m or 5/1h (periods: s, m, h, d)"
        )
    return value
