"""The budget around real turns: reserve before every model call, settle after, never pass the cap."""

from __future__ import annotations

import asyncio
from decimal import Decimal

import pytest

from budget.models import Reservation
from budget.selectors import budget_today
from budget.services import BudgetUnavailable
from chat.models import TurnLog
from tests.support.fake_openai import ScriptedReply
from tests.support.turns import collect_turn, run_in_loop

QUESTION = "What did Mara build at Kovalent Pay?"
LEAD = "Mara Lindqvist was the tech lead of the Ledger rewrite at Kovalent Pay [[project-ledger]]."


@pytest.fixture
def cheap_model(use_fake_provider, settings):
    """Every call reserves about $0.018 (a ~16k-token prompt at $1/M plus 600 output tokens at $4/M)
    and really costs $0.00042 (200 uncached and 200 cached prompt tokens, 50 output tokens)."""
    use_fake_provider.responder = lambda body: ScriptedReply(
        text=LEAD, prompt_tokens=400, cached_tokens=200, completion_tokens=50
    )
    settings.BUDGET_FALLBACK = "local"
    return use_fake_provider


def test_a_turn_reserves_its_worst_case_and_settles_to_the_real_cost(run_turn, cheap_model, settings):
    settings.DAILY_BUDGET_USD = Decimal("1.00")
    turn = run_turn(QUESTION)

    assert turn.done["outcome"] == "answered"
    (reservation,) = Reservation.objects.all()
    assert reservation.status == "settled"
    assert reservation.amount_usd > Decimal("0.01")  # the whole knowledge base at the uncached price
    assert reservation.actual_usd == Decimal("0.000420")  # 200 x $1 + 200 x $0.10 + 50 x $4, per million
    today = budget_today()
    assert (today.spent_usd, today.reserved_usd) == (Decimal("0.000420"), Decimal("0"))


def test_twenty_four_concurrent_turns_never_spend_past_the_cap(
    transactional_db, knowledge, cheap_model, settings
):
    settings.DAILY_BUDGET_USD = Decimal("0.06")  # fits three worst cases at once

    async def many():
        return await asyncio.gather(*(collect_turn(QUESTION) for _ in range(24)))

    turns = run_in_loop(many)

    outcomes = [(t.done["outcome"], t.done["reason"]) for t in turns]
    model_turns = outcomes.count(("answered", None))
    assert model_turns == len(cheap_model.chat_requests) == Reservation.objects.count()
    assert 3 <= model_turns < 24
    assert outcomes.count(("degraded", "budget")) == 24 - model_turns
    today = budget_today()
    assert today.reserved_usd == 0
    assert today.spent_usd == model_turns * Decimal("0.000420") <= Decimal("0.06")
    assert max(r.amount_usd for r in Reservation.objects.all()) * 3 <= Decimal("0.06")


def test_over_budget_the_turn_answers_offline_or_refuses_per_budget_fallback(run_turn, cheap_model, settings):
    settings.DAILY_BUDGET_USD = Decimal("0.001")  # not even one worst case fits

    degraded = run_turn(QUESTION)
    assert (degraded.done["outcome"], degraded.done["reason"]) == ("degraded", "budget")
    assert degraded.named("citation")  # the offline layer answered from the same evidence

    settings.BUDGET_FALLBACK = "refuse"
    refused = run_turn(QUESTION)
    assert (refused.done["outcome"], refused.done["reason"]) == ("refused", "budget")
    assert refused.done["usage"]["cost_usd"] == 0
    assert "limit for today" in refused.text
    assert cheap_model.chat_requests == []


def test_a_ledger_that_cannot_be_read_refuses(run_turn, cheap_model, monkeypatch):
    def broken(**kwargs):
        raise BudgetUnavailable("ledger down")

    monkeypatch.setattr("chat.graph.spend.budget_reserve", broken)
    turn = run_turn(QUESTION)
    assert (turn.done["outcome"], turn.done["reason"]) == ("refused", "budget")
    assert cheap_model.chat_requests == []


def test_a_broken_stream_is_settled_at_its_worst_case(run_turn, use_fake_provider, settings):
    settings.LLM_RETRIES = 0
    use_fake_provider.chat_replies.append(
        ScriptedReply(text=LEAD + " More text follows here.", drop="mid_stream", drop_after_chars=100)
    )
    turn = run_turn(QUESTION)
    assert turn.done["outcome"] == "failed"
    (reservation,) = Reservation.objects.all()
    assert reservation.status == "settled"
    assert reservation.actual_usd == reservation.amount_usd  # no usage report: fail closed


@pytest.mark.parametrize("reasoning_in_completion", [True, False], ids=["openai", "gemini"])
def test_reasoning_and_thinking_tokens_are_settled_in_full(
    run_turn, use_fake_provider, settings, reasoning_in_completion
):
    """The fake reports 20 visible and 500 reasoning tokens, OpenAI's way (inside completion_tokens)
    or the way Gemini's OpenAI-compatible endpoint does (only in total_tokens and the details).
    Before: Gemini's way settled $0.000180 (the thinking was free); OpenAI's way was right."""
    settings.DAILY_BUDGET_USD = Decimal("1.00")
    use_fake_provider.default_reply = ScriptedReply(
        text=LEAD,
        prompt_tokens=100,
        completion_tokens=20,
        reasoning_tokens=500,
        reasoning_in_completion=reasoning_in_completion,
    )

    turn = run_turn(QUESTION)

    (request,) = use_fake_provider.chat_requests
    assert request.body["stream_options"] == {"include_usage": True}
    (reservation,) = Reservation.objects.all()
    assert reservation.actual_usd == Decimal("0.002180")  # 100 x $1 + 520 x $4, per million
    assert budget_today().spent_usd == Decimal("0.002180")
    assert turn.done["usage"]["output_tokens"] == 520
    assert TurnLog.objects.get(turn_id=turn.done["turn_id"]).output_tokens == 520
