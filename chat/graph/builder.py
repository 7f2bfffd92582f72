"""The only place where the turn graph is wired: every path a turn can take is declared here.

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
from langgraph.types import Command

from chat.graph import nodes, routing
from chat.graph.state import TurnInput, TurnState

Node = Callable[[TurnState], Awaitable[dict]]
Route = Callable[[TurnState], str]

# After each node but `refuse` (which ends the turn), where it may go: a pure function of the state.
ROUTES: dict[str, Route] = {
    "guard_input": routing.after_guard,
    "retrieve": routing.after_retrieve,
    "generate": routing.after_generate,
    "request_approval": routing.after_request_approval,
    "execute_tools": routing.after_tools,
    "verify": routing.after_verify,
}


def timed(name: str, node: Node, route: Route | None = None) -> Callable[[TurnState], Awaitable]:
    """Announce the node to the visitor and record its latency for the trace and the turn log; with
    `route`, also say where the turn goes next.

    The route runs on the state with the node's update (no field has a reducer: the update replaces
    what it names), in the node's own step. As a conditional edge LangGraph ran it as a step of its
    own after each node (a traced runnable, a task, a fresh read of every channel)."""

    async def run(state: TurnState) -> dict | Command:
        write = get_stream_writer()
        write({"event": "status", "data": {"node": name}})
        started = time.perf_counter()
        try:
            update = await node(state)
        finally:
            write(
                {
                    "event": "node_done",
                    "data": {"node": name, "ms": round((time.perf_counter() - started) * 1000, 1)},
                }
            )
        if route is None:
            return update
        return Command(update=update, goto=route({**state, **update}))

    run.__name__ = name
    return run


def destinations(route: Route) -> tuple[str, ...]:
    """Where `route` may send a turn: its Literal return type."""
    return get_args(get_type_hints(route)["return"])


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
        route = ROUTES.get(name)
        graph.add_node(
            name,
            timed(name, getattr(nodes, name), route),
            destinations=destinations(route) if route else None,
        )
    graph.add_edge(START, "guard_input")
    graph.add_edge("refuse", END)
    return graph.compile(checkpointer=checkpointer)
