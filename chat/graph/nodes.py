"""The graph's nodes: plain async functions over `TurnState` that return partial updates.

Only `generate` calls a model. Everything else is deterministic Python, and fails closed.
Events for the visitor go through LangGraph's stream writer; `chat.services` turns them into SSE.
"""

from __future__ import annotations

import asyncio
import json
import logging
import time
from decimal import Decimal

from asgiref.sync import sync_to_async
from django.conf import settings
from langgraph.config import get_config, get_stream_writer
from langgraph.types import interrupt

from approvals.selectors import approval_for_call
from approvals.services import ApprovalQueueFull, approval_request
from budget.pricing import Usage, usage_cost
from chat.graph import prompts
from chat.graph.reply import FirstTokenTimeout, Reply, stream_reply
from chat.graph.spend import reserve_call, stream_budgeted
from chat.graph.state import TurnState
from chat.graph.tools import TOOLS, ToolArgumentError, evidence_item, parse_arguments, tool_specs
from chat.outcomes import Outcome, Reason
from chat.providers import get_provider, offline_provider
from chat.providers.base import ModelRequest, Provider, ProviderStreamBroken, ProviderUnavailable
from chat.refusals import owner_text, refusal_text
from chat.selectors import (
    citable_sources,
    knowledge_prefix,
    published_contact,
    refusal_context,
    visitor_language,
)
from knowledge.retrieval import knowledge_search, without_owner_name
from knowledge.selectors import published_version
from safety import guards
from safety.language import DEFAULT_LANGUAGE
from safety.output_checks import output_check

logger = logging.getLogger(__name__)
HISTORY_MESSAGES = 6  # three earlier exchanges: enough for "and frontend?", never evidence
HALLUCINATION_WORDS = 60


def emit(name: str, data: dict) -> None:
    get_stream_writer()({"event": name, "data": data})


def fresh_turn() -> dict:
    """Per-run state: nothing of an earlier turn may leak into this one."""
    return {
        "evidence": [],
        "messages": [],
        "tool_calls": [],
        "tool_rounds": 0,
        "tool_results": [],
        "answer": "",
        "citations": [],
        "rejected": [],
        "retried": False,
        "usage": {"input_tokens": 0, "cached_tokens": 0, "output_tokens": 0, "cost_usd": Decimal(0)},
        "provider": "",
        "model": "",
        "outcome": None,
        "reason": None,
        "flags": [],
        "approval_id": None,
    }


def user_turns(history: list[dict]) -> int:
    return sum(1 for message in history if message["role"] == "user")


async def guard_input(state: TurnState) -> dict:
    """Transport-level checks, then the input guards; a guard that raises refuses."""
    update = fresh_turn()
    question = state["question"].strip()
    if user_turns(state.get("history", [])) >= settings.CHAT_MAX_TURNS:
        return {**update, "outcome": Outcome.REFUSED, "reason": Reason.TURN_LIMIT}
    hit = guards.screen(question)
    if hit:
        return {
            **update,
            "outcome": Outcome.REFUSED,
            "reason": Reason(hit.reason),
            "flags": [f"guard:{hit.guard}:{hit.rule}"],
        }
    return {**update, "question": question}


async def retrieve(state: TurnState) -> dict:
    """Evidence before generation: the only text the answer may cite."""
    query = state["question"]
    earlier = [m["content"] for m in state.get("history", []) if m["role"] == "user"]
    if earlier and len(query.split()) < 4:
        query = f"{earlier[-1]} {query}"  # "and frontend?" means nothing alone
    retrieval = await sync_to_async(knowledge_search)(query=query, page=state.get("page"))
    evidence = [evidence_item(e) for e in retrieval.evidence]
    if not evidence:
        return {"outcome": Outcome.REFUSED, "reason": Reason.NO_SOURCE}
    message = prompts.TURN_MESSAGE.format(
        evidence="\n".join(
            prompts.EVIDENCE.format(
                doc_id=e["doc_id"], title=e["title"], heading=e["heading"], text=e["text"]
            )
            for e in evidence
        ),
        page=state.get("page") or "(unknown)",
        question=state["question"],
    )
    flags = [] if retrieval.mode == "hybrid" else [f"retrieval:{retrieval.mode}"]
    return {
        "evidence": evidence,
        "messages": [{"role": "user", "content": message}],
        "flags": state["flags"] + flags,
    }


async def generate(state: TurnState) -> dict:
    """The one node that calls a model. Falls back to the offline layer when the model can't answer."""
    messages, retried, flags = list(state["messages"]), state["retried"], list(state["flags"])
    if state["rejected"] and not state["answer"] and not retried:
        allowed = ", ".join(sorted({e["doc_id"] for e in state["evidence"]}))
        problems = ", ".join(state["rejected"])
        messages.append(
            {"role": "user", "content": prompts.CORRECTION.format(problems=problems, ids=allowed)}
        )
        retried = True
    provider = get_provider()
    request, sources, check_output, reservation, verdict = await sync_to_async(generation_context)(
        state, messages=messages, provider=provider
    )
    tool_numbers = frozenset(n for result in state["tool_results"] for n in result.get("numbers", []))

    def new_reply() -> Reply:
        return Reply(
            sources,
            tool_numbers,
            emit,
            answer=state["answer"],
            cited=[c["id"] for c in state["citations"]],
            output_check=check_output,
        )

    reply, outcome, reason = new_reply(), state["outcome"], state["reason"]
    usage = dict(state["usage"])
    if verdict != "reserved":
        flags.append(f"budget_{verdict}")
        if verdict == "unavailable" or settings.BUDGET_FALLBACK == "refuse":
            return {"outcome": Outcome.REFUSED, "reason": Reason.BUDGET, "flags": flags}
        provider, outcome, reason = (
            offline_provider(),
            Outcome.DEGRADED,
            Reason.BUDGET,
        )  # no model until midnight
    try:
        if reservation:
            timeout = settings.LLM_FIRST_TOKEN_TIMEOUT
            await stream_budgeted(
                provider, request, reply, reservation=reservation, first_token_timeout=timeout
            )
        else:
            await stream_reply(provider, offline_request(request), reply, first_token_timeout=None)
    except (ProviderUnavailable, FirstTokenTimeout, ProviderStreamBroken) as error:
        add_usage(usage, provider, reply.usage)
        logger.warning("provider failed", extra={"provider": provider.name, "error": str(error)})
        if reply.released_now:  # the visitor saw part of this reply: never restart it silently
            emit("error", {"code": "provider_failed", "message": "The answer was cut off. Please ask again."})
            return {
                **turn_usage(usage, provider),
                "answer": reply.answer,
                "citations": accepted_citations(reply, sources),  # announced with the text already released
                "outcome": Outcome.FAILED,
                "reason": Reason.PROVIDER,
            }
        provider, outcome, reason = offline_provider(), Outcome.DEGRADED, Reason.FALLBACK
        flags.append("fallback")
        reply = await offline_answer(request, new_reply())
    add_usage(usage, provider, reply.usage)
    if reply.tool_calls and request.tool_choice == "none":
        reply.tool_calls = []  # past the tool-round cap a model that insists is not obeyed
        flags.append("tool_calls_ignored")
        if not reply.answer and not reply.rejected:
            outcome, reason = Outcome.DEGRADED, Reason.FALLBACK
            reply = await offline_answer(request, new_reply())
    if reply.rejected:
        flags.append("verification_rejected")
        flags += [problem for problem in reply.rejected if problem.startswith("output:")]  # for the owner
        if reply.answer or retried:  # no second retry: end with what was verified
            outcome, reason = Outcome.DEGRADED, Reason.VERIFICATION
            if not reply.answer:
                reply = await offline_answer(request, new_reply())
    assistant = {"role": "assistant", "content": reply.raw or None}
    if reply.tool_calls:
        assistant["tool_calls"] = [
            {"id": c.id, "type": "function", "function": {"name": c.name, "arguments": c.arguments}}
            for c in reply.tool_calls
        ]
    return {
        **turn_usage(usage, provider),
        "messages": [*messages, assistant],
        "tool_calls": [{"id": c.id, "name": c.name, "arguments": c.arguments} for c in reply.tool_calls],
        "answer": reply.answer,
        "citations": accepted_citations(reply, sources),
        "rejected": reply.rejected if not outcome else [],
        "retried": retried,
        "outcome": outcome,
        "reason": reason,
        "flags": flags,
    }


def generation_context(state: TurnState, *, messages: list[dict], provider: Provider) -> tuple:
    """Everything `generate` needs of the database before the model call, in one trip to the sync
    world: (request, citable sources, output check, reservation, verdict).

    One query while the published documents are unchanged (what is read of them is cached per
    version). A provider that costs money gets its worst case reserved last, once the reads worked.
    """
    version = published_version()
    knowledge = knowledge_prefix(version=version)
    sources = citable_sources(state["evidence"], shown=knowledge.shown, version=version)
    contact, phones = published_contact(version=version)
    check_output = output_check(question=state["question"], contact=contact, phones=phones)
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
    )
    if provider.name == "local":
        return request, sources, check_output, None, "reserved"
    return (
        request,
        sources,
        check_output,
        *reserve_call(provider=provider, request=request, turn_id=state["turn_id"]),
    )


def accepted_citations(reply: Reply, sources: dict) -> list[dict]:
    return [
        {"id": doc_id, "title": sources[doc_id].title, "url": sources[doc_id].url} for doc_id in reply.cited
    ]


async def offline_answer(request: ModelRequest, reply: Reply) -> Reply:
    """The offline extractive layer answers from the same evidence, in text at once."""
    await stream_reply(offline_provider(), offline_request(request), reply, first_token_timeout=None)
    return reply


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
    )


def history_messages(state: TurnState) -> list[dict]:
    return [
        {"role": message["role"], "content": message["content"]}
        for message in state.get("history", [])[-HISTORY_MESSAGES:]
    ]


def add_usage(usage: dict, provider, call: Usage) -> None:
    usage["input_tokens"] += call.input_tokens
    usage["cached_tokens"] += call.cached_tokens
    usage["output_tokens"] += call.output_tokens
    # Decimal, priced as the ledger prices it; str() also reads a float an older checkpoint holds.
    usage["cost_usd"] = Decimal(str(usage["cost_usd"])) + usage_cost(usage=call, prices=provider.prices)


def turn_usage(usage: dict, provider) -> dict:
    return {"usage": usage, "provider": provider.name, "model": provider.model}


async def execute_tools(state: TurnState) -> dict:
    """Run the model's tool calls with their timeouts; every failure becomes a message to the model."""
    messages, evidence, results = (
        list(state["messages"]),
        list(state["evidence"]),
        list(state["tool_results"]),
    )
    outcome, reason = state["outcome"], state["reason"]
    for call in state["tool_calls"]:
        started = time.perf_counter()
        tool, output, status = TOOLS.get(call["name"]), None, "ok"
        try:
            if tool is None:
                raise ToolArgumentError(f"unknown tool {call['name']!r}; use one of {', '.join(TOOLS)}")
            arguments = parse_arguments(tool, call["arguments"])
            if tool.risk == "high":
                # Policy as code: the approval row in the database decides, not the prompt or the state.
                approval = await sync_to_async(approval_for_call)(
                    turn_id=state["turn_id"], tool_call_id=call["id"]
                )
                if approval is None or approval.status != approval.Status.APPROVED:
                    outcome, reason = Outcome.REFUSED, approval_refusal(approval)
                    status, content = "blocked", {"summary": await decision_summary(reason)}
                else:
                    output = await asyncio.wait_for(
                        tool.run(arguments, approval=approval), tool.timeout_seconds
                    )
                    content = output.content
            else:
                output = await asyncio.wait_for(tool.run(arguments), tool.timeout_seconds)
                content = output.content
        except ToolArgumentError as error:
            status, content = "error", {"error": str(error)}
        except TimeoutError:
            status, content = "timeout", {"error": "the tool took too long; answer without it"}
        except Exception:
            logger.exception("tool failed", extra={"tool": call["name"]})
            status, content = "error", {"error": "the tool failed; answer without it"}
        emit(
            "tool",
            {"name": call["name"], "status": status, "ms": round((time.perf_counter() - started) * 1000)},
        )
        if output:
            evidence += [item for item in output.evidence if item not in evidence]
            if output.panel:
                emit("panel", output.panel)
        results.append({"name": call["name"], "status": status, "numbers": output.numbers if output else []})
        messages.append({"role": "tool", "tool_call_id": call["id"], "content": json.dumps(content)})
    return {
        "messages": messages,
        "evidence": evidence,
        "tool_results": results,
        "tool_calls": [],
        "tool_rounds": state["tool_rounds"] + 1,
        "outcome": outcome,
        "reason": reason,
    }


def approval_refusal(approval) -> Reason:
    """Why a high-risk call may not run: the owner's decision, or no approval at all."""
    if approval is None:
        return Reason.APPROVAL_MISSING
    return {
        approval.Status.REJECTED: Reason.APPROVAL_REJECTED,
        approval.Status.EXPIRED: Reason.APPROVAL_EXPIRED,
    }.get(approval.status, Reason.APPROVAL_MISSING)


async def decision_summary(reason: Reason) -> str:
    """What the model reads of a decision that blocked the call: the refusal, in English."""
    context = await sync_to_async(refusal_context)()
    return refusal_text(reason, language=DEFAULT_LANGUAGE, max_turns=settings.CHAT_MAX_TURNS, **context)


async def request_approval(state: TurnState) -> dict:
    """Pause the turn durably until the owner decides. Runs again on resume, so it is idempotent."""
    call = next(c for c in state["tool_calls"] if TOOLS.get(c["name"]) and TOOLS[c["name"]].risk == "high")
    try:
        arguments = parse_arguments(TOOLS[call["name"]], call["arguments"])
    except ToolArgumentError:
        return await execute_tools(state)  # malformed: the model hears why, nothing waits for the owner
    try:
        approval, created = await sync_to_async(approval_request)(
            thread_id=state["thread_id"],
            turn_id=state["turn_id"],
            checkpoint_id=get_config()["configurable"].get("checkpoint_map", {}).get("", ""),
            tool_call_id=call["id"],
            tool_name=call["name"],
            arguments=arguments,
            client=state.get("client") or "",
        )
    except ApprovalQueueFull:
        # Messages from this visitor already wait for the owner: a polite refusal, no new approval.
        return {"outcome": Outcome.REFUSED, "reason": Reason.APPROVAL_LIMIT, "tool_calls": [], "answer": ""}
    if created:  # on resume the visitor has heard this already; the resumed run streams elsewhere
        context = await sync_to_async(refusal_context)()
        emit("text", {"delta": owner_text(prompts.AWAITING_APPROVAL, **context)})
        emit("approval", {"approval_id": str(approval.pk), "status": "pending"})
    interrupt({"approval_id": str(approval.pk), "tool": call["name"], "arguments": arguments})
    return {"approval_id": str(approval.pk)}


async def verify(state: TurnState) -> dict:
    """The last word: no source means a refusal; an uncited long answer is flagged for the owner."""
    outcome, reason, flags = state["outcome"], state["reason"], list(state["flags"])
    answer, citations = state["answer"], state["citations"]
    # What a tool reported (availability, the owner's decision) is a source of its own.
    used_tools = any(
        r["status"] in ("ok", "blocked") and r["name"] != "search_knowledge" for r in state["tool_results"]
    )
    if not citations and not used_tools:
        if len(answer.split()) > HALLUCINATION_WORDS:
            flags.append("hallucination_risk")
        if outcome != Outcome.FAILED:
            return {**(await refuse({**state, "reason": Reason.NO_SOURCE})), "flags": flags}
    return {
        "outcome": outcome or Outcome.ANSWERED,
        "reason": reason,
        "flags": flags,
        "history": remembered(state, answer, citations),
    }


async def refuse(state: TurnState) -> dict:
    """A polite redirect is a normal answer: it streams, and where no source was found, it is kept."""
    reason = state["reason"] or Reason.NO_SOURCE
    context = await sync_to_async(refusal_context)()
    answer = state.get("answer", "")
    if not answer:
        language = await sync_to_async(visitor_language)(state.get("question") or "")
        answer = refusal_text(reason, language=language, max_turns=settings.CHAT_MAX_TURNS, **context)
        emit("text", {"delta": answer})
    history = state.get("history", []) if reason == Reason.TURN_LIMIT else remembered(state, answer, [])
    return {"outcome": Outcome.REFUSED, "reason": reason, "answer": answer, "history": history}


def remembered(state: TurnState, answer: str, citations: list[dict]) -> list[dict]:
    return [
        *state.get("history", []),
        {"role": "user", "content": state["question"], "citations": []},
        {"role": "assistant", "content": answer, "citations": citations},
    ]
