"""The budget around each model call: reserve the worst case before, settle the real cost after.

Fails closed: a ledger that can't be read means no model call; a call whose usage never arrived
(a cancelled or broken stream) is settled at its worst case, not at zero.
"""

from __future__ import annotations

import asyncio
import json
import logging
from typing import Literal

from asgiref.sync import sync_to_async

from budget.models import Reservation
from budget.pricing import Usage, estimate_prompt_tokens, usage_cost, worst_case_cost
from budget.services import BudgetUnavailable, budget_reserve, budget_settle
from chat.graph.reply import Reply, stream_reply
from chat.providers.base import ModelRequest, Provider
from core.connections import connection_released

logger = logging.getLogger(__name__)
Verdict = Literal["reserved", "over", "unavailable"]


def reserve_call(
    *, provider: Provider, request: ModelRequest, turn_id: str
) -> tuple[Reservation | None, Verdict]:
    """Reserve the call's worst case. Writes the ledger: call it from sync code (`generate` does, in
    the same trip that reads what the request is built from)."""
    prompt = [*request.messages, {"role": "system", "content": json.dumps(request.tools)}]
    amount = worst_case_cost(
        prompt_tokens=estimate_prompt_tokens(prompt),
        max_output_tokens=request.max_tokens,
        prices=provider.prices,
    )
    try:
        reservation = budget_reserve(turn_id=turn_id, amount_usd=amount)
    except BudgetUnavailable:
        logger.error("budget ledger unavailable: refusing the model call", extra={"turn_id": turn_id})
        return None, "unavailable"
    return reservation, ("reserved" if reservation else "over")


async def stream_budgeted(
    provider: Provider,
    request: ModelRequest,
    reply: Reply,
    *,
    reservation: Reservation,
    first_token_timeout: float,
) -> None:
    """`stream_reply`, settled whatever happens (failure and cancellation included)."""
    try:
        await stream_reply(provider, request, reply, first_token_timeout=first_token_timeout)
    finally:
        await asyncio.shield(settle_call(reservation=reservation, provider=provider, usage=reply.usage))


async def settle_call(*, reservation: Reservation, provider: Provider, usage: Usage) -> None:
    reported = usage.input_tokens or usage.output_tokens
    actual = usage_cost(usage=usage, prices=provider.prices) if reported else reservation.amount_usd
    try:
        await sync_to_async(connection_released(budget_settle))(
            reservation_id=reservation.pk, actual_usd=actual
        )
    except BudgetUnavailable:
        # The reservation stays counted until its expiry: spending errs towards refusing.
        logger.error("budget settle failed", extra={"reservation_id": reservation.pk})
