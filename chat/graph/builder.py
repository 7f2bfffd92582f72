"""The only place where the turn graph is wired: every path a turn can take is an edge here.

guard_input → refuse | retrieve
retrieve → refuse | generate
generate → refuse | generate (the one retry) | execute_tools | request_approval | verify
request_approval → refuse (the client's approvals queue is full)
                 | (pauses until the owner decides) execute_tools
execute_tools → refuse (the owner's decision blocked the call) | generate
verify → refuse (no source) | end
"""

from __future__ import annotations

import time
from collections.abc import Awaitable, Callable
from typing import get_args, get_type_hints

from langgraph.config import get_stream_writer
from langgraph.graph import END, START, StateGraph

from chat.graph import nodes, routing
from chat.graph.state import TurnInput, TurnState

Node = Callable[[TurnState], Awaitable[dict]]


def timed(name: str, node: Node) -> Node:
    """Announce the node to the visitor and record its latency for the trace and the turn log."""

    async def run(state: TurnState) -> dict:
        write = get_stream_writer()
        write({"event": "status", "data": {"node": name}})
        started = time.perf_counter()
        try:
            return await node(state)
        finally:
            write(
                {
                    "event": "node_done",
                    "data": {"node": name, "ms": round((time.perf_counter() - started) * 1000, 1)},
                }
            )

    run.__name__ = name
    return run


def add_route(graph: StateGraph, source: str, route: Callable[[TurnState], str]) -> None:
    """Route after `source` by a pure function, run as a coroutine on the event loop: LangGraph
    runs a plain function in a worker thread, a hop that costs more than the routing itself. The
    function's Literal return type lists where it may go."""

    async def on_the_loop(state: TurnState) -> str:
        return route(state)

    destinations = list(get_args(get_type_hints(route)["return"]))
    graph.add_conditional_edges(source, on_the_loop, destinations)


def build_graph(*, checkpointer):
    graph = StateGraph(TurnState, input_schema=TurnInput)
    for name in (
        "guard_input",
        "refuse",
        "retrieve",
        "generate",
        "execute_tools",
        "request_approval",
        "verify",
    ):
        graph.add_node(name, timed(name, getattr(nodes, name)))
    graph.add_edge(START, "guard_input")
    add_route(graph, "guard_input", routing.after_guard)
    add_route(graph, "retrieve", routing.after_retrieve)
    add_route(graph, "generate", routing.after_generate)
    add_route(graph, "request_approval", routing.after_request_approval)
    add_route(graph, "execute_tools", routing.after_tools)
    add_route(graph, "verify", routing.after_verify)
    graph.add_edge("refuse", END)
    return graph.compile(checkpointer=checkpointer)
