"""The only caller of the turn graph: it owns the thread config, the stream, and the turn's records.

`turn_events` turns one visitor message into typed events, `meta` first and `done` last, exactly
once, whatever happens in between. Two renderers use it: JSON SSE for the API, HTML for the page.
"""

from __future__ import annotations

import asyncio
import logging
import time
import uuid
from collections.abc import AsyncIterator
from contextlib import aclosing
from dataclasses import dataclass
from decimal import Decimal

from asgiref.sync import sync_to_async

from chat.checkpoints import turn_graph
from chat.models import TurnLog, UnansweredQuestion

logger = logging.getLogger(__name__)
VISITOR_EVENTS = {"status", "text", "citation", "tool", "panel", "approval", "error"}


@dataclass(frozen=True)
class TurnEvent:
    name: str
    data: dict


@dataclass
class TurnRecord:
    """What the turn log keeps: outcomes, numbers and latencies; never what the visitor typed."""

    thread_id: str
    turn_id: str
    outcome: str = "failed"
    reason: str | None = None
    provider: str = ""
    model: str = ""
    usage: dict | None = None
    flags: list | None = None
    citations: int = 0
    nodes: list | None = None
    total_ms: int = 0

    def usage_event(self) -> dict:
        usage = self.usage or {}
        return {
            "input_tokens": usage.get("input_tokens", 0),
            "cached_tokens": usage.get("cached_tokens", 0),
            "output_tokens": usage.get("output_tokens", 0),
            "cost_usd": round(usage.get("cost_usd", 0.0), 6),
        }


def new_id() -> str:
    return uuid.uuid4().hex


async def turn_events(*, message: str, thread_id: str | None, page: str | None) -> AsyncIterator[TurnEvent]:
    thread_id, turn_id = thread_id or new_id(), new_id()
    record = TurnRecord(thread_id=thread_id, turn_id=turn_id, nodes=[])
    started = time.perf_counter()
    yield TurnEvent("meta", {"thread_id": thread_id, "turn_id": turn_id})
    state: dict = {}
    try:
        graph = await turn_graph()
        config = {"configurable": {"thread_id": thread_id}}
        turn = {"thread_id": thread_id, "turn_id": turn_id, "question": message, "page": page}
        async with aclosing(
            graph.astream(turn, config, stream_mode=["custom", "values", "updates"])
        ) as stream:
            async for mode, chunk in stream:
                if mode == "values":
                    state = chunk
                elif mode == "updates" and "__interrupt__" in chunk:
                    state = {**state, "outcome": "pending_approval", "reason": None}
                elif mode == "custom" and chunk["event"] == "node_done":
                    record.nodes.append(chunk["data"])
                elif mode == "custom" and chunk["event"] in VISITOR_EVENTS:
                    yield TurnEvent(chunk["event"], chunk["data"])
        record.outcome, record.reason = state.get("outcome") or "failed", state.get("reason")
    except asyncio.CancelledError:
        record.reason = "cancelled"  # the visitor left: the graph and the provider request stop here
        raise
    except Exception:
        logger.exception("turn failed", extra={"turn_id": turn_id})
        record.reason = "internal"
        yield TurnEvent("error", {"code": "internal", "message": "Something went wrong on our side."})
    finally:
        record.provider, record.model = state.get("provider", ""), state.get("model", "")
        record.usage, record.flags = state.get("usage"), state.get("flags", [])
        record.citations = len(state.get("citations", []))
        record.total_ms = round((time.perf_counter() - started) * 1000)
        # Shielded: a cancelled turn still leaves its row (and its cost) behind.
        await asyncio.shield(sync_to_async(turn_record_save)(record=record, state=state))
    yield TurnEvent("trace", {"nodes": record.nodes, "total_ms": record.total_ms})
    yield TurnEvent(
        "done",
        {
            "outcome": record.outcome,
            "reason": record.reason,
            "turn_id": turn_id,
            "usage": record.usage_event(),
        },
    )


def turn_record_save(*, record: TurnRecord, state: dict) -> None:
    usage = record.usage_event()
    TurnLog.objects.create(
        turn_id=record.turn_id,
        thread_id=record.thread_id,
        outcome=record.outcome,
        reason=record.reason or "",
        provider=record.provider,
        model=record.model,
        input_tokens=usage["input_tokens"],
        cached_tokens=usage["cached_tokens"],
        output_tokens=usage["output_tokens"],
        cost_usd=Decimal(str(usage["cost_usd"])),
        total_ms=record.total_ms,
        node_ms=record.nodes,
        flags=record.flags,
        citations=record.citations,
    )
    if record.outcome == "refused" and record.reason == "no_source":
        UnansweredQuestion.objects.create(
            question=state.get("question", ""), page=state.get("page") or "", turn_id=record.turn_id
        )
    logger.info(
        "turn finished",
        extra={
            "turn_id": record.turn_id,
            "outcome": record.outcome,
            "reason": record.reason,
            "provider": record.provider,
            "total_ms": record.total_ms,
            "cost_usd": usage["cost_usd"],
        },
    )
