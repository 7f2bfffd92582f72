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
from langgraph.config import get_config
from langgraph.types import interrupt

from approvals.selectors import approval_for_call
from approvals.services import ApprovalQueueFull, approval_request
from chat.graph import prompts
from chat.graph.generation import (
    PROVIDER_FAILURES,
    Attempt,
    accepted_citations,
    emit,
    generation_context,
    model_stream,
    with_correction,
)
from chat.graph.state import TurnState
from chat.graph.tools import TOOLS, ToolArgumentError, evidence_item, is_high_risk, parse_arguments
from chat.outcomes import APPROVAL_REASONS, Outcome, Reason
from chat.providers import get_provider, offline_provider
from chat.refusals import owner_text, refusal_text
from chat.selectors import guard_owner, refusal_context, visitor_language
from core.connections import connection_released
from knowledge.models import Document
from knowledge.retrieval import Retrieval, knowledge_search
from knowledge.selectors import document_by_url, document_panels, known_panels
from knowledge.vector_search import guard_vectors
from safety import guards
from safety.language import DEFAULT_LANGUAGE
from safety.owner import SiteOwner
from safety.privacy import mask_sensitive

logger = logging.getLogger(__name__)
HALLUCINATION_WORDS = 60


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


def knowledge_version() -> tuple | None:
    """The published version this turn read as it began (`chat.services`, in the run's config): what
    is derived from the knowledge base is cached per version. None (a resumed run, or a node called
    outside a run): read it anew."""
    try:
        return get_config()["configurable"].get("knowledge_version")
    except RuntimeError:  # not in a run: LangGraph has no config to give
        return None


def user_turns(history: list[dict]) -> int:
    return sum(1 for message in history if message["role"] == "user")


async def guard_input(state: TurnState) -> dict:
    """Transport-level checks, then the input guards; a guard that raises refuses."""
    question = state["question"].strip()
    over_limit = user_turns(state.get("history", [])) >= settings.CHAT_MAX_TURNS
    earlier = [earlier_turn(m) for m in state.get("history", []) if m["role"] == "user"]
    page, hit = await sync_to_async(connection_released(page_and_screen))(
        state.get("page"), question, earlier=earlier, screen=not over_limit, version=knowledge_version()
    )
    update = {**fresh_turn(), "page": page}
    if over_limit:
        return {**update, "outcome": Outcome.REFUSED, "reason": Reason.TURN_LIMIT}
    if hit:
        return {
            **update,
            # The checkpoint keeps the refused message masked (no card or account number); the
            # history will hold only a placeholder (`refuse`).
            "question": mask_sensitive(question),
            "outcome": Outcome.REFUSED,
            "reason": Reason(hit.reason),
            "flags": [f"guard:{hit.guard}:{hit.rule}"],
        }
    return {**update, "question": question}


def earlier_turn(message: dict) -> guards.Turn:
    """An earlier user message as the guard reads it: a refused one is `Withheld`, with the masked
    text its history entry keeps for the guard alone (the model gets role and content only)."""
    withheld = message.get("withheld")
    if withheld:
        return guards.Withheld(text=withheld["text"], reason=guards.GuardReason(withheld["reason"]))
    if message["content"] == prompts.WITHHELD:  # refused before the entry kept its text
        return guards.Withheld(text="", reason=guards.GuardReason.INJECTION)
    return message["content"]


def page_and_screen(
    page: str | None,
    question: str,
    *,
    earlier: list[guards.Turn],
    screen: bool,
    version: tuple | None = None,
) -> tuple[str | None, guards.GuardHit | None]:
    """Both reads of `guard_input` in one trip to a worker thread: the published page, and (when
    `screen`) the guards' verdict."""
    return published_page(page), screened(question, earlier=earlier, version=version) if screen else None


def screened(
    question: str, *, earlier: list[guards.Turn], version: tuple | None = None
) -> guards.GuardHit | None:
    """In a worker thread: the owner is read from the database (once per published `version`), and
    the learned layer embeds."""
    identity = guard_owner(version=version)
    owner = SiteOwner.of(forms=identity.forms, hosts=identity.hosts, contact=identity.contact)
    embed = guard_vectors if settings.GUARD_LEARNED else None
    return guards.screen(question, earlier=earlier, owner=owner, embed=embed)


def published_page(page: str | None) -> str | None:
    """`page` only when it is the path of a published document; anything else is dropped."""
    if not page:
        return None
    path = page.split("#", 1)[0]
    return path if document_by_url(path) is not None else None


async def retrieve(state: TurnState) -> dict:
    """Evidence before generation: the only text the answer may cite."""
    query = state["question"]
    earlier = [m["content"] for m in state.get("history", []) if m["role"] == "user"]
    if earlier and len(query.split()) < 4:
        query = f"{earlier[-1]} {query}"  # "and frontend?" means nothing alone
    retrieval, reading = await sync_to_async(connection_released(search_and_page))(
        query=query, page=state.get("page")
    )
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
        page=reading.title if reading else "(unknown)",
        question=state["question"],
    )
    flags = [] if retrieval.mode == "hybrid" else [f"retrieval:{retrieval.mode}"]
    return {
        "evidence": evidence,
        "messages": [{"role": "user", "content": message}],
        "flags": state["flags"] + flags,
    }


def search_and_page(*, query: str, page: str | None) -> tuple[Retrieval, Document | None]:
    """Both reads of `retrieve` in one trip to a worker thread: the evidence, and the page's
    document (the prompt names the page by its title: the visitor's `page` string never reaches it)."""
    return knowledge_search(query=query, page=page), document_by_url(page) if page else None


async def generate(state: TurnState) -> dict:
    """The one node that calls a model. Each way it ends is a `return` here: the budget refuses the
    call; the model's stream dies after text reached the visitor (failed); or a reply, the model's
    or, when the model can't answer, the offline layer's (degraded)."""
    messages, retried = with_correction(state)
    provider = get_provider()
    context = await sync_to_async(connection_released(generation_context))(
        state, messages=messages, provider=provider, version=knowledge_version()
    )
    attempt = Attempt.start(state, context, provider)
    if context.verdict != "reserved":
        attempt.flags.append(f"budget_{context.verdict}")
        if context.verdict == "unavailable" or settings.BUDGET_FALLBACK == "refuse":
            return {"outcome": Outcome.REFUSED, "reason": Reason.BUDGET, "flags": attempt.flags}
        # No model until midnight: the offline layer answers.
        attempt.provider, attempt.outcome, attempt.reason = (
            offline_provider(),
            Outcome.DEGRADED,
            Reason.BUDGET,
        )
    try:
        await model_stream(attempt, context)
    except PROVIDER_FAILURES as error:
        attempt.count_usage()
        logger.warning("provider failed", extra={"provider": attempt.provider.name, "error": str(error)})
        if attempt.reply.released_now:  # the visitor saw part of this reply: never restart it silently
            emit("error", {"code": "provider_failed", "message": "The answer was cut off. Please ask again."})
            return {
                **attempt.provider_update(),
                "answer": attempt.reply.answer,
                # Announced with the text already released.
                "citations": accepted_citations(attempt.reply, context.sources),
                "outcome": Outcome.FAILED,
                "reason": Reason.PROVIDER,
            }
        await attempt.fall_back(context, state)
    attempt.count_usage()
    await attempt.settle(context, state, retried=retried)
    reply = attempt.reply
    assistant = {"role": "assistant", "content": reply.raw or None}
    if reply.tool_calls:
        assistant["tool_calls"] = [
            {"id": c.id, "type": "function", "function": {"name": c.name, "arguments": c.arguments}}
            for c in reply.tool_calls
        ]
    return {
        **attempt.provider_update(),
        "messages": [*messages, assistant],
        "tool_calls": [{"id": c.id, "name": c.name, "arguments": c.arguments} for c in reply.tool_calls],
        "answer": reply.answer,
        "citations": accepted_citations(reply, context.sources),
        "rejected": reply.rejected if not attempt.outcome else [],
        "retried": retried,
        "outcome": attempt.outcome,
        "reason": attempt.reason,
        "flags": attempt.flags,
    }


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
    call = next(c for c in state["tool_calls"] if is_high_risk(c["name"]))
    try:
        arguments = parse_arguments(TOOLS[call["name"]], call["arguments"])
    except ToolArgumentError:
        return {}  # malformed: nothing waits for the owner; execute_tools, next, tells the model why
    configurable = get_config()["configurable"]
    try:
        approval, created = await sync_to_async(approval_request)(
            thread_id=state["thread_id"],
            turn_id=state["turn_id"],
            checkpoint_id=configurable.get("checkpoint_map", {}).get("", ""),
            tool_call_id=call["id"],
            tool_name=call["name"],
            arguments=arguments,
            client=state.get("client") or "",
            notify_owner=configurable.get("notify_owner", True),
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
    """The last word: no source means a refusal (routed to `refuse`); an uncited long answer is
    flagged for the owner."""
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
            return {"outcome": Outcome.REFUSED, "reason": Reason.NO_SOURCE, "flags": flags}
    if citations and outcome != Outcome.FAILED:
        # An answer about a project or a role gets its card, built from the cited documents' own
        # front matter: nothing the model wrote reaches a panel.
        doc_ids, version = [c["id"] for c in citations], knowledge_version()
        panels = known_panels(doc_ids=doc_ids, version=version) if version is not None else None
        if panels is None:  # read once per version and set of documents
            panels = await sync_to_async(connection_released(document_panels))(
                doc_ids=doc_ids, version=version
            )
        for panel in panels:
            emit("panel", panel)
    return {
        "outcome": outcome or Outcome.ANSWERED,
        "reason": reason,
        "flags": flags,
        "history": remembered(state, answer, citations),
    }


async def refuse(state: TurnState) -> dict:
    """A polite redirect is a normal answer: it streams, and where no source was found, it is kept."""
    reason = state["reason"] or Reason.NO_SOURCE
    answer = state.get("answer", "")
    if not answer or reason in APPROVAL_REASONS:
        context, language = await sync_to_async(connection_released(refusal_reads))(
            state.get("question") or "", version=knowledge_version()
        )
        text = refusal_text(reason, language=language, max_turns=settings.CHAT_MAX_TURNS, **context)
        delta = f"\n\n{text}" if answer else text
        answer += delta
        emit("text", {"delta": delta})
    if reason == Reason.TURN_LIMIT:
        history = state.get("history", [])
    else:
        refused_by_guard = any(flag.startswith("guard:") for flag in state.get("flags", []))
        history = remembered(state, answer, [], question=prompts.WITHHELD if refused_by_guard else None)
        if refused_by_guard:
            # For the guard on later turns ("go on" carries on this request); `guard_input` masked it.
            history[-2]["withheld"] = {"text": state["question"], "reason": str(reason)}
    return {"outcome": Outcome.REFUSED, "reason": reason, "answer": answer, "history": history}


def refusal_reads(question: str, *, version: tuple | None) -> tuple[dict, str]:
    """Both reads of `refuse` in one trip to a worker thread: the owner's name and address, and the
    language to answer `question` in."""
    return refusal_context(version=version), visitor_language(question, version=version)


def remembered(
    state: TurnState, answer: str, citations: list[dict], *, question: str | None = None
) -> list[dict]:
    return [
        *state.get("history", []),
        {"role": "user", "content": question or state["question"], "citations": []},
        {"role": "assistant", "content": answer, "citations": citations},
    ]
