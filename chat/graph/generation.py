"""What `generate` works with: the model request and what checks the reply (`GenerationContext`,
read in one trip to the database), and one run's attempt at an answer (`Attempt`).

The node itself, with its exits, is `chat.graph.nodes.generate`.
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from django.conf import settings
from langgraph.config import get_stream_writer

from budget.models import Reservation
from budget.pricing import Usage, usage_cost
from chat.graph import prompts
from chat.graph.reply import FirstTokenTimeout, Reply, stream_reply
from chat.graph.spend import Verdict, reserve_call, stream_budgeted
from chat.graph.state import TurnState
from chat.graph.tools import tool_specs
from chat.outcomes import Outcome, Reason
from chat.providers import get_provider, offline_provider
from chat.providers.base import ModelRequest, Provider, ProviderStreamBroken, ProviderUnavailable
from chat.selectors import citable_sources, knowledge_prefix, published_contact
from knowledge.selectors import published_version, published_vocabulary
from knowledge.unpublished import private_text
from knowledge.vector_search import without_owner_name
from safety.output_checks import OutputCheck, output_check
from safety.verification import Source

HISTORY_MESSAGES = 6  # three earlier exchanges: enough for "and frontend?", never evidence
PROVIDER_FAILURES = (ProviderUnavailable, FirstTokenTimeout, ProviderStreamBroken)


def emit(name: str, data: dict) -> None:
    """An event for the visitor, through LangGraph's stream writer (`chat.services` renders it)."""
    get_stream_writer()({"event": name, "data": data})


@dataclass(frozen=True)
class GenerationContext:
    """Everything a model call needs of the database, read before it."""

    request: ModelRequest
    sources: dict[str, Source]  # what a sentence may cite
    check_output: OutputCheck  # what no sentence may say (cards, addresses, unpublished text)
    reservation: Reservation | None  # the call's worst case on the ledger; None for a free provider
    verdict: Verdict  # "over" or "unavailable": no model call

    def new_reply(self, state: TurnState) -> Reply:
        """A reply that continues what this turn released already (a model call after tools)."""
        return Reply(
            self.sources,
            frozenset(n for result in state["tool_results"] for n in result.get("numbers", [])),
            emit,
            answer=state["answer"],
            cited=[c["id"] for c in state["citations"]],
            output_check=self.check_output,
        )


def generation_context(
    state: TurnState, *, messages: list[dict], provider: Provider, version: tuple | None = None
) -> GenerationContext:
    """The context for one call, in one trip to the sync world.

    No query while the published documents are unchanged (what is read of them is cached per
    `version`, which the turn read as it began; None: read here). A provider that costs money gets
    its worst case reserved last, once the reads worked.
    """
    version = published_version() if version is None else version
    knowledge = knowledge_prefix(version=version)
    contact, phones = published_contact(version=version)
    prefix = {"role": "system", "content": knowledge.text}
    request = ModelRequest(
        messages=[prefix, *history_messages(state), *messages],
        tools=tool_specs(),
        tool_choice="none" if state["tool_rounds"] >= settings.CHAT_TOOL_ROUNDS else "auto",
        max_tokens=settings.LLM_MAX_OUTPUT_TOKENS,
        # The offline layer weighs the question's words; the owner's name is in every sentence's
        # meaning, so it would only favour sentences that repeat it.
        question=without_owner_name(state["question"]),
        evidence=state["evidence"],
        vocabulary=published_vocabulary(version=version),
    )
    reservation, verdict = None, "reserved"
    if provider.name != "local":
        reservation, verdict = reserve_call(provider=provider, request=request, turn_id=state["turn_id"])
    return GenerationContext(
        request=request,
        sources=citable_sources(state["evidence"], shown=knowledge.shown, version=version),
        check_output=output_check(
            question=state["question"], contact=contact, phones=phones, private=private_text()
        ),
        reservation=reservation,
        verdict=verdict,
    )


def with_correction(state: TurnState) -> tuple[list[dict], bool]:
    """This turn's conversation, plus the one corrective instruction after a rejected draft:
    (messages, whether the retry is used)."""
    messages = list(state["messages"])
    if not state["rejected"] or state["answer"] or state["retried"]:
        return messages, state["retried"]
    allowed = ", ".join(sorted({e["doc_id"] for e in state["evidence"]}))
    problems = ", ".join(state["rejected"])
    messages.append({"role": "user", "content": prompts.CORRECTION.format(problems=problems, ids=allowed)})
    return messages, True


def history_messages(state: TurnState) -> list[dict]:
    return [
        {"role": message["role"], "content": message["content"]}
        for message in state.get("history", [])[-HISTORY_MESSAGES:]
    ]


@dataclass
class Attempt:
    """One `generate` run's answer so far: who writes it, what they wrote, how the turn ends."""

    provider: Provider
    reply: Reply
    outcome: Outcome | None
    reason: Reason | None
    flags: list[str]
    usage: dict  # the turn's tokens and cost so far (TurnState.usage)

    @classmethod
    def start(cls, state: TurnState, context: GenerationContext, provider: Provider) -> Attempt:
        return cls(
            provider=provider,
            reply=context.new_reply(state),
            outcome=state["outcome"],
            reason=state["reason"],
            flags=list(state["flags"]),
            usage=dict(state["usage"]),
        )

    def count_usage(self) -> None:
        """Add the reply's tokens and cost to the turn's: Decimal, priced as the ledger prices it
        (str() also reads the float an older checkpoint may hold)."""
        call: Usage = self.reply.usage
        self.usage["input_tokens"] += call.input_tokens
        self.usage["cached_tokens"] += call.cached_tokens
        self.usage["output_tokens"] += call.output_tokens
        cost = usage_cost(usage=call, prices=self.provider.prices)
        self.usage["cost_usd"] = Decimal(str(self.usage["cost_usd"])) + cost

    async def fall_back(self, context: GenerationContext, state: TurnState) -> None:
        """The model failed before anything reached the visitor: the offline layer answers instead."""
        self.provider, self.outcome, self.reason = offline_provider(), Outcome.DEGRADED, Reason.FALLBACK
        self.flags.append("fallback")
        await self.answer_offline(context, state)

    async def answer_offline(self, context: GenerationContext, state: TurnState) -> None:
        """A new reply from the offline extractive layer, from the same evidence, in text at once."""
        self.reply = context.new_reply(state)
        await stream_reply(
            offline_provider(), offline_request(context.request), self.reply, first_token_timeout=None
        )

    async def settle(self, context: GenerationContext, state: TurnState, *, retried: bool) -> None:
        """What the reply may leave standing: no tool calls past the round cap, and after a rejected
        sentence either the one retry (routing) or an end with what was verified."""
        reply = self.reply
        if reply.tool_calls and context.request.tool_choice == "none":
            reply.tool_calls = []  # past the tool-round cap a model that insists is not obeyed
            self.flags.append("tool_calls_ignored")
            if not reply.answer and not reply.rejected:
                self.outcome, self.reason = Outcome.DEGRADED, Reason.FALLBACK
                await self.answer_offline(context, state)
        reply = self.reply
        if reply.rejected:
            self.flags.append("verification_rejected")
            self.flags += [
                problem for problem in reply.rejected if problem.startswith("output:")
            ]  # for the owner
            if reply.answer or retried:  # no second retry: end with what was verified
                self.outcome, self.reason = Outcome.DEGRADED, Reason.VERIFICATION
                if not reply.answer:
                    await self.answer_offline(context, state)

    def provider_update(self) -> dict:
        return {"usage": self.usage, "provider": self.provider.name, "model": self.provider.model}


async def model_stream(attempt: Attempt, context: GenerationContext) -> None:
    """Stream the reply: the model within its reservation, or the offline layer at once."""
    if context.reservation:
        await stream_budgeted(
            attempt.provider,
            context.request,
            attempt.reply,
            reservation=context.reservation,
            first_token_timeout=settings.LLM_FIRST_TOKEN_TIMEOUT,
        )
    else:
        await stream_reply(
            attempt.provider, offline_request(context.request), attempt.reply, first_token_timeout=None
        )


def offline_request(request: ModelRequest) -> ModelRequest:
    """What the offline layer answers from; as the configured provider it picks tools itself."""
    if get_provider().name == "local":
        return request
    return ModelRequest(
        messages=request.messages,
        tools=[],
        tool_choice="none",
        question=request.question,
        evidence=request.evidence,
        vocabulary=request.vocabulary,
    )


def accepted_citations(reply: Reply, sources: dict) -> list[dict]:
    return [
        {"id": doc_id, "title": sources[doc_id].title, "url": sources[doc_id].url} for doc_id in reply.cited
    ]
