"""The hook input guards plug into. Each guard is plain Python (no model), named, and fails closed.

A guard takes the visitor's trimmed message and returns a `GuardHit` or None. `screen` runs them in
order; a guard that raises refuses the message rather than letting it through unchecked.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass

logger = logging.getLogger(__name__)


@dataclass(frozen=True)
class GuardHit:
    guard: str  # lands in guard_incidents
    rule: str  # which pattern or check fired
    reason: str  # the refusal reason the visitor's `done` event carries


InputGuard = Callable[[str], "GuardHit | None"]
INPUT_GUARDS: list[InputGuard] = []


def screen(message: str, guards: list[InputGuard] | None = None) -> GuardHit | None:
    for guard in INPUT_GUARDS if guards is None else guards:
        try:
            hit = guard(message)
        except Exception:
            logger.exception("input guard raised; refusing", extra={"guard": getattr(guard, "__name__", "?")})
            return GuardHit(guard=getattr(guard, "__name__", "unknown"), rule="raised", reason="guard_error")
        if hit:
            return hit
    return None
