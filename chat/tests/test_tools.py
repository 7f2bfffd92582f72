from __future__ import annotations

import asyncio
import json

import pytest
from langgraph.graph import START, StateGraph

from approvals.models import PendingApproval
from chat.graph import nodes, tools
from chat.graph.state import TurnState
from chat.graph.tools import TOOLS, Tool, ToolArgumentError, ToolOutput, parse_arguments, tool_specs


def test_the_registry_holds_exactly_the_three_contract_tools_sorted():
    assert [spec["function"]["name"] for spec in tool_specs()] == [
        "draft_contact_message",
        "report_availability",
        "search_knowledge",
    ]


def test_every_schema_is_strict_with_every_property_required():
    for spec in tool_specs():
        parameters = spec["function"]["parameters"]
        assert spec["function"]["strict"] is True
        assert parameters["additionalProperties"] is False
        assert parameters["required"] == sorted(parameters["properties"])


def test_every_tool_has_a_risk_level_and_a_timeout_and_only_the_contact_draft_is_high_risk():
    assert {name: tool.risk for name, tool in TOOLS.items()} == {
        "draft_contact_message": "high",
        "report_availability": "low",
        "search_knowledge": "low",
    }
    assert all(tool.timeout_seconds > 0 for tool in TOOLS.values())


def test_a_tool_that_writes_cannot_be_registered_without_high_risk():
    async def run(arguments):
        return ToolOutput(content={})

    with pytest.raises(ValueError, match="must be high risk"):
        Tool("send_invoice", "x", {}, "low", 1.0, run, writes=True)
    with pytest.raises(ValueError, match="risk must be"):
        Tool("send_invoice", "x", {}, "", 1.0, run)
    assert all(tool.risk == "high" for tool in TOOLS.values() if tool.writes)


@pytest.mark.parametrize(
    ("raw", "problem"),
    [
        ('{"query": ', "not valid JSON"),
        ('["x"]', "must be a JSON object"),
        ("{}", "missing arguments: query"),
        ('{"query": "a", "limit": 3}', "unknown arguments: limit"),
        ('{"query": 3}', "must be a non-empty string"),
        ('{"query": "   "}', "must be a non-empty string"),
        (json.dumps({"query": "x" * 301}), "longer than 300"),
    ],
)
def test_arguments_are_parsed_and_checked_never_matched_as_text(raw, problem):
    with pytest.raises(ToolArgumentError, match=problem):
        parse_arguments(TOOLS["search_knowledge"], raw)


def run_execute_tools(calls: list[dict]) -> tuple[dict, list[dict]]:
    """execute_tools alone in a one-node graph, so its stream writer works."""
    graph = StateGraph(TurnState)
    graph.add_node("execute_tools", nodes.execute_tools)
    graph.add_edge(START, "execute_tools")
    compiled = graph.compile()
    state = {
        **nodes.fresh_turn(),
        "tool_calls": calls,
        "question": "q",
        "page": None,
        "turn_id": "t",
        "thread_id": "x",
    }

    async def main():
        events, final = [], {}
        async for mode, chunk in compiled.astream(state, stream_mode=["custom", "values"]):
            if mode == "custom":
                events.append(chunk)
            else:
                final = chunk
        return final, events

    return asyncio.run(main())


@pytest.fixture
def extra_tools(monkeypatch):
    async def slow(arguments):
        await asyncio.sleep(5)
        return ToolOutput(content={})

    async def broken(arguments):
        raise RuntimeError("database on fire")

    for name, run in [("slow_tool", slow), ("broken_tool", broken)]:
        monkeypatch.setitem(TOOLS, name, Tool(name, "test", {}, "low", 0.05, run))


def test_a_tool_that_times_out_or_raises_returns_a_clean_error_to_the_model(extra_tools):
    final, events = run_execute_tools(
        [
            {"id": "1", "name": "slow_tool", "arguments": "{}"},
            {"id": "2", "name": "broken_tool", "arguments": "{}"},
            {"id": "3", "name": "no_such_tool", "arguments": "{}"},
        ]
    )
    statuses = [e["data"]["status"] for e in events if e["event"] == "tool"]
    assert statuses == ["timeout", "error", "error"]
    contents = [json.loads(m["content"]) for m in final["messages"]]
    assert [m["tool_call_id"] for m in final["messages"]] == ["1", "2", "3"]
    assert "took too long" in contents[0]["error"]
    assert "database on fire" not in contents[1]["error"]
    assert "unknown tool" in contents[2]["error"]
    assert final["tool_rounds"] == 1


@pytest.mark.parametrize("status", [None, "pending", "rejected", "expired"])
def test_a_high_risk_tool_never_runs_without_an_approved_pending_approval(
    transactional_db, monkeypatch, status
):
    ran = []

    async def draft(arguments, *, approval):
        ran.append(approval)
        return ToolOutput(content={"summary": "sent"})

    monkeypatch.setitem(
        TOOLS, "draft_contact_message", Tool("draft_contact_message", "x", {}, "high", 1, draft)
    )
    if status:
        PendingApproval.objects.create(
            thread_id="x",
            turn_id="t",
            tool_call_id="1",
            tool_name="draft_contact_message",
            arguments={},
            status=status,
        )
    final, events = run_execute_tools([{"id": "1", "name": "draft_contact_message", "arguments": "{}"}])
    assert ran == []
    assert [e["data"]["status"] for e in events if e["event"] == "tool"] == ["blocked"]
    assert final["outcome"] == "refused"


def test_a_high_risk_tool_runs_once_its_approval_is_approved(transactional_db, monkeypatch):
    ran = []

    async def draft(arguments, *, approval):
        ran.append(approval.pk)
        return ToolOutput(content={"summary": "sent"})

    monkeypatch.setitem(
        TOOLS, "draft_contact_message", Tool("draft_contact_message", "x", {}, "high", 1, draft)
    )
    approval = PendingApproval.objects.create(
        thread_id="x",
        turn_id="t",
        tool_call_id="1",
        tool_name="draft_contact_message",
        arguments={},
        status="approved",
    )
    _, events = run_execute_tools([{"id": "1", "name": "draft_contact_message", "arguments": "{}"}])
    assert ran == [approval.pk]
    assert [e["data"]["status"] for e in events if e["event"] == "tool"] == ["ok"]


def test_is_high_risk_knows_only_registered_tools():
    assert tools.is_high_risk("draft_contact_message")
    assert not tools.is_high_risk("search_knowledge")
    assert not tools.is_high_risk("rm_rf")
