"""Where a turn goes next: pure functions of the state, no side effects."""

from __future__ import annotations

from typing import Literal

from chat.graph.state import TurnState
from chat.graph.tools import is_high_risk
from chat.outcomes import Outcome


def after_guard(state: TurnState) -> Literal["refuse", "retrieve"]:
    return "refuse" if state["outcome"] == Outcome.REFUSED else "retrieve"


def after_retrieve(state: TurnState) -> Literal["refuse", "generate"]:
    return "refuse" if state["outcome"] == Outcome.REFUSED else "generate"


def after_generate(
    state: TurnState,
) -> Literal["refuse", "request_approval", "execute_tools", "generate", "verify"]:
    if state["outcome"] == Outcome.REFUSED:
        return "refuse"  # e.g. the budget ledger said no before any model call
    if state["outcome"] == Outcome.FAILED:
        return "verify"
    if state["tool_calls"]:
        if any(is_high_risk(call["name"]) for call in state["tool_calls"]):
            return "request_approval"
        return "execute_tools"
    if state["rejected"] and not state["answer"] and not state["retried"]:
        return "generate"  # the one controlled retry, with a corrective instruction
    return "verify"


def after_request_approval(state: TurnState) -> Literal["refuse", "execute_tools"]:
    return "refuse" if state["outcome"] == Outcome.REFUSED else "execute_tools"


def after_tools(state: TurnState) -> Literal["refuse", "generate"]:
    # The owner said no (or nobody decided in time): that is the answer, no model writes it.
    return "refuse" if state["outcome"] == Outcome.REFUSED else "generate"


def after_verify(state: TurnState) -> Literal["refuse", "__end__"]:
    return "refuse" if state["outcome"] == Outcome.REFUSED else "__end__"  # no source: refused
