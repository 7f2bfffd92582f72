"""The three tools the model may call: one registry with strict schemas, a risk level and a timeout.

Risk is a property of the tool that the graph enforces (high-risk calls are routed to
`request_approval`), not a sentence in the prompt. Arguments are always parsed JSON, checked
against the schema, never matched as text.
"""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Literal

from asgiref.sync import sync_to_async

from approvals.services import contact_message_store
from chat.graph.prompts import APPROVED_SUMMARY, NAMELESS_OWNER
from chat.models import Availability
from chat.refusals import owner_text
from chat.selectors import owner_name, refusal_context
from core.connections import connection_released
from knowledge.retrieval import knowledge_search
from safety.verification import numbers_in

SEARCH_RESULT_CHARS = 1500


@dataclass(frozen=True)
class ToolOutput:
    content: dict  # what the model reads, as JSON
    evidence: list[dict] = field(default_factory=list)  # new citable chunks
    panel: dict | None = None  # a whitelisted UI card for the visitor

    @property
    def numbers(self) -> list[str]:
        """Numbers a sentence may state on this tool's word (not on a document's)."""
        return sorted(numbers_in(self.content.get("summary", "")))


@dataclass(frozen=True)
class Tool:
    name: str
    description: str
    properties: dict[str, dict]
    risk: Literal["low", "high"]
    timeout_seconds: float
    run: Callable[..., Awaitable[ToolOutput]]  # high risk: run(arguments, approval=<approved row>)
    writes: bool = False  # acts on the owner's behalf or stores something

    def __post_init__(self) -> None:
        if self.risk not in ("low", "high"):
            raise ValueError(f"tool {self.name}: risk must be 'low' or 'high'")
        if self.writes and self.risk != "high":
            raise ValueError(f"tool {self.name} writes, so it must be high risk (it will wait for the owner)")

    def spec(self) -> dict:
        """The OpenAI tool definition: every property required, nothing else allowed."""
        return {
            "type": "function",
            "function": {
                "name": self.name,
                "description": self.description,
                "strict": True,
                "parameters": {
                    "type": "object",
                    # Length limits are checked here, not sent: strict mode rejects maxLength.
                    "properties": {
                        name: {k: v for k, v in schema.items() if k != "maxLength"}
                        for name, schema in self.properties.items()
                    },
                    "required": sorted(self.properties),
                    "additionalProperties": False,
                },
            },
        }


class ToolArgumentError(ValueError):
    """The model's arguments don't fit the schema; the model is told why."""


def parse_arguments(tool: Tool, raw: str) -> dict:
    try:
        arguments = json.loads(raw or "{}")
    except json.JSONDecodeError as error:
        raise ToolArgumentError(f"arguments are not valid JSON ({error.msg})") from None
    if not isinstance(arguments, dict):
        raise ToolArgumentError("arguments must be a JSON object")
    if extra := sorted(set(arguments) - set(tool.properties)):
        raise ToolArgumentError(f"unknown arguments: {', '.join(extra)}")
    if missing := sorted(set(tool.properties) - set(arguments)):
        raise ToolArgumentError(f"missing arguments: {', '.join(missing)}")
    for name, schema in tool.properties.items():
        value = arguments[name]
        if not isinstance(value, str) or not value.strip():
            raise ToolArgumentError(f"{name} must be a non-empty string")
        if len(value) > schema.get("maxLength", 2000):
            raise ToolArgumentError(f"{name} is longer than {schema['maxLength']} characters")
    return arguments


async def search_knowledge(arguments: dict) -> ToolOutput:
    retrieval = await sync_to_async(connection_released(knowledge_search))(query=arguments["query"])
    evidence = [evidence_item(e) for e in retrieval.evidence]
    results = [{**item, "text": item["text"][:SEARCH_RESULT_CHARS]} for item in evidence]
    return ToolOutput(content={"results": results}, evidence=evidence)


def evidence_item(evidence) -> dict:
    """A retrieved chunk as the state keeps it: plain data that checkpoints can store."""
    return {
        "doc_id": evidence.doc_id,
        "title": evidence.title,
        "kind": evidence.kind,
        "url": evidence.url,
        "heading": evidence.heading,
        "text": evidence.text,
        "language": evidence.language,
    }


@sync_to_async
def report_availability(arguments: dict) -> ToolOutput:
    availability, owner = Availability.current(), owner_name()
    summary = f"{owner or NAMELESS_OWNER['en'].capitalize()}: {availability.get_status_display().lower()}"
    if availability.available_from and availability.status != Availability.Status.UNAVAILABLE:
        summary += f", from {availability.available_from:%-d %B %Y}"
    summary += "." + (f" {availability.note}" if availability.note else "")
    props = {
        "status": Availability.Status(availability.status).value,
        "available_from": availability.available_from.isoformat() if availability.available_from else None,
        "note": availability.note,
    }
    return ToolOutput(content={"summary": summary, **props}, panel={"panel": "availability", "props": props})


async def draft_contact_message(arguments: dict, *, approval) -> ToolOutput:
    """Runs only with an approved PendingApproval; stores (and notifies) exactly once per approval."""
    await sync_to_async(contact_message_store)(approval=approval)
    context = await sync_to_async(refusal_context)()
    return ToolOutput(content={"summary": owner_text(APPROVED_SUMMARY, **context)})


TOOLS: dict[str, Tool] = {
    tool.name: tool
    for tool in sorted(
        [
            Tool(
                name="search_knowledge",
                description="Search the owner's published CV, projects, skills, talks and articles.",
                properties={
                    "query": {"type": "string", "description": "What to look for.", "maxLength": 300}
                },
                risk="low",
                timeout_seconds=5.0,
                run=search_knowledge,
            ),
            Tool(
                name="report_availability",
                description="Whether the owner is open to new work, and from when.",
                properties={},
                risk="low",
                timeout_seconds=2.0,
                run=report_availability,
            ),
            Tool(
                name="draft_contact_message",
                description=(
                    "Draft a message from the visitor to the owner. Only when the visitor explicitly asks "
                    "to pass a message on and gives a name and e-mail. The owner reviews it before anything "
                    "is sent."
                ),
                properties={
                    "visitor_name": {"type": "string", "maxLength": 120},
                    "visitor_email": {"type": "string", "maxLength": 254},
                    "subject": {"type": "string", "maxLength": 200},
                    "body": {"type": "string", "maxLength": 2000},
                },
                risk="high",
                timeout_seconds=10.0,
                run=draft_contact_message,
                writes=True,
            ),
        ],
        key=lambda tool: tool.name,
    )
}


def tool_specs() -> list[dict]:
    """All tools, sorted and fixed: part of the cached prefix, never filtered per request."""
    return [tool.spec() for tool in TOOLS.values()]


def is_high_risk(name: str) -> bool:
    tool = TOOLS.get(name)
    return tool is not None and tool.risk == "high"
