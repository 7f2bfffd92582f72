"""The graph alone, with an in-memory checkpointer and the local provider."""

from __future__ import annotations

import asyncio

from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import Command

from approvals.models import PendingApproval
from chat.graph import routing
from chat.graph.builder import build_graph
from chat.graph.nodes import fresh_turn


def run(graph, turn_input, thread_id: str = "thread-1") -> tuple[dict, list[dict], bool]:
    """Stream one run; return the final state, the custom events, and whether it interrupted."""

    async def main():
        state, events, interrupted = {}, [], False
        config = {"configurable": {"thread_id": thread_id}}
        async for mode, chunk in graph.astream(
            turn_input, config, stream_mode=["custom", "values", "updates"]
        ):
            if mode == "values":
                state = chunk
            elif mode == "custom":
                events.append(chunk)
            elif "__interrupt__" in chunk:
                interrupted = True
        return state, events, interrupted

    return asyncio.run(main())


def turn(question: str, turn_id: str) -> dict:
    return {"thread_id": "thread-1", "turn_id": turn_id, "question": question, "page": None}


def test_per_run_state_is_reset_at_the_start_of_every_turn(transactional_db, knowledge):
    graph = build_graph(checkpointer=InMemorySaver())
    first, _, _ = run(graph, turn("What did Mara build at Kovalent Pay?", "t1"))
    second, _, _ = run(graph, turn("Has Mara ever climbed Kilimanjaro?", "t2"))

    assert first["outcome"] == "answered" and first["citations"]
    assert second["outcome"] == "refused" and second["reason"] == "no_source"
    assert second["citations"] == [] and second["tool_rounds"] == 1
    assert "Kovalent" not in second["answer"]
    assert [m["role"] for m in second["history"]] == ["user", "assistant"] * 2


def test_every_node_reports_its_start_and_its_latency(transactional_db, knowledge):
    graph = build_graph(checkpointer=InMemorySaver())
    _, events, _ = run(graph, turn("What did Mara build at Kovalent Pay?", "t1"))
    started = [e["data"]["node"] for e in events if e["event"] == "status"]
    finished = [e["data"]["node"] for e in events if e["event"] == "node_done"]
    assert (
        started == finished == ["guard_input", "retrieve", "generate", "execute_tools", "generate", "verify"]
    )
    assert all(e["data"]["ms"] >= 0 for e in events if e["event"] == "node_done")


def test_a_high_risk_tool_call_pauses_the_turn_and_resuming_does_not_request_twice(
    transactional_db, knowledge
):
    graph = build_graph(checkpointer=InMemorySaver())
    message = "My name is Ada Byron. Please pass a message on to her: ada@example.org would like a call."
    _, events, interrupted = run(graph, turn(message, "t1"))

    assert interrupted
    (approval,) = PendingApproval.objects.all()
    assert approval.tool_name == "draft_contact_message"
    assert approval.arguments["visitor_email"] == "ada@example.org"
    assert {"event": "approval", "data": {"approval_id": str(approval.pk), "status": "pending"}} in events
    assert not [e for e in events if e["event"] == "tool"]  # nothing ran

    run(graph, Command(resume={"decision": "reject"}))
    assert PendingApproval.objects.count() == 1  # request_approval re-ran on resume, idempotently


def state_with(**changes) -> dict:
    return {**fresh_turn(), **changes}


def test_routing_sends_high_risk_calls_to_approval_before_anything_runs():
    calls = [{"id": "1", "name": "search_knowledge"}, {"id": "2", "name": "draft_contact_message"}]
    assert routing.after_generate(state_with(tool_calls=calls)) == "request_approval"
    assert routing.after_generate(state_with(tool_calls=calls[:1])) == "execute_tools"


def test_routing_retries_a_rejected_draft_once_and_only_if_nothing_streamed():
    assert routing.after_generate(state_with(rejected=["unknown_citation:x"])) == "generate"
    assert routing.after_generate(state_with(rejected=["x"], retried=True)) == "verify"
    assert routing.after_generate(state_with(rejected=["x"], answer="Verified part.")) == "verify"
    assert routing.after_generate(state_with(outcome="failed", tool_calls=[{"name": "x"}])) == "verify"


def test_routing_refuses_before_retrieval_or_the_model():
    assert routing.after_guard(state_with(outcome="refused")) == "refuse"
    assert routing.after_guard(state_with()) == "retrieve"
    assert routing.after_retrieve(state_with(outcome="refused")) == "refuse"
