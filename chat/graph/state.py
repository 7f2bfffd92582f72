"""The state of one thread. `history` outlives a turn; everything else is reset by `guard_input`."""

from __future__ import annotations

from typing import TypedDict

from chat.outcomes import Outcome, Reason


class TurnInput(TypedDict):
    """What `chat.services` passes in to start a turn."""

    thread_id: str
    turn_id: str
    question: str
    page: str | None
    client: str
    """Who asked, as the limits count clients (an IP HMAC); "" for internal callers (evals)."""


class TurnState(TurnInput, total=False):
    history: list[dict]
    """Earlier turns of this thread: {"role": "user"|"assistant", "content", "citations"}."""
    evidence: list[dict]
    """Published chunks retrieved for this turn (and found by search_knowledge): the only citable text."""
    messages: list[dict]
    """This turn's model conversation after the fixed prefix: question, tool calls, tool results."""
    tool_calls: list[dict]
    """Tool calls from the last model reply, waiting to run: {"id", "name", "arguments"}."""
    tool_rounds: int
    """Tool rounds so far; after CHAT_TOOL_ROUNDS the next model call may not call tools."""
    tool_results: list[dict]
    """Outcomes of this turn's tool calls: {"name", "status", "numbers"}."""
    answer: str
    """Text that passed verification and reached the visitor."""
    citations: list[dict]
    """Accepted citations, in the order they reached the visitor: {"id", "title", "url"}."""
    rejected: list[str]
    """Why sentences were held back (unknown_citation:x, unsupported_number:n)."""
    retried: bool
    """Whether the one controlled retry after a rejected draft has been used."""
    usage: dict
    """Tokens and cost of this turn's model calls: input_tokens, cached_tokens, output_tokens, cost_usd."""
    provider: str
    model: str
    outcome: Outcome | None
    """How the turn ends, once known."""
    reason: Reason | None
    """Why it ends that way (refused, degraded, failed); None for a plain answer."""
    flags: list[str]
    """What the owner should look at: hallucination_risk, verification_rejected, fallback, ..."""
    approval_id: str | None
