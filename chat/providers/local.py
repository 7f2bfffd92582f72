"""The `local` provider: offline, deterministic, free. It plays the model's part by rules.

First call of a turn: pick a tool by intent (availability; a message to pass on, with a name and an
e-mail, in any of the five visitor languages; everything else searched). Once tool results are in:
answer extractively (`chat.providers.offline`): one to three units of the best-ranked evidence,
chosen by meaning, words and rank, in clean prose, each ending with its `[[document-id]]` marker,
or nothing (the graph refuses) on a strong signal. Copied units carry their source's own numbers,
so the verifier accepts them by construction. The same layer answers when a real provider is slow,
down, or over budget.
"""

from __future__ import annotations

import json
import re
import uuid
from collections.abc import AsyncIterator
from dataclasses import dataclass, field

from asgiref.sync import sync_to_async

from budget.pricing import Prices, Usage
from chat.providers.base import ModelRequest, StreamItem, TextDelta, ToolCall, ToolCalls
from chat.providers.offline.answer import offline_answer
from chat.providers.offline.intents import NAME, PASS_ON

AVAILABILITY = re.compile(
    r"\b(availab\w*|free to (start|work)|open to (new )?(work|roles|offers)|(can|could|would) (she|he|you) start|"
    r"beschikba\w*|disponib\w*|verfügbar\w*)\b",
    re.IGNORECASE,
)
# "Are any of her books available in English?", "Ist der Kurs im Juli verfügbar?": a thing is available,
# which the knowledge base answers; the owner's availability is asked of the owner ("Is she available?").
THING_AVAILABLE = re.compile(
    r"\b(?:any|some|the|these|those|her|his|their|its|your|de|het|die|der|das|den|dem|le|la|les|el|los|las|il|"
    r"lo|gli|o|os|as|sus?|ses|seine?[nm]?|ihre?[nm]?|zijn|haar)\s+[\w-]+(?:\s+[\w-]+){0,2}\s+(?:(?:is|are|ist|sind|"
    r"zijn|est|sont|esta|estan|está|están|e|è|sono|é|são|sao)\s+)?(?:availab|beschikba|disponib|verfügba|verfugba)",
    re.IGNORECASE,
)
EMAIL = re.compile(r"[\w.+-]+@[\w-]+(\.[\w-]+)+")


def intent_tool_call(question: str) -> ToolCall:
    """The one tool the rules pick for a visitor's message."""
    email, name = EMAIL.search(question), NAME.search(question)
    if email and name and PASS_ON.search(question):
        arguments = {
            "visitor_name": name.group(1),
            "visitor_email": email.group(0),
            "subject": "Message from the website",
            "body": question.strip(),
        }
        return ToolCall(id=call_id(), name="draft_contact_message", arguments=json.dumps(arguments))
    if AVAILABILITY.search(question) and not THING_AVAILABLE.search(question):
        return ToolCall(id=call_id(), name="report_availability", arguments="{}")
    return ToolCall(id=call_id(), name="search_knowledge", arguments=json.dumps({"query": question}))


def call_id() -> str:
    """Unique like a real provider's: an approval is keyed on the call it answers."""
    return f"local_{uuid.uuid4().hex[:16]}"


def tool_result_sentences(messages: list[dict]) -> list[str]:
    """What non-search tools said this turn (availability, contact), as plain sentences."""
    sentences = []
    for message in messages:
        if message.get("role") == "tool":
            result = json.loads(message["content"])
            if "summary" in result:
                sentences.append(result["summary"])
    return sentences


@dataclass
class LocalProvider:
    name: str = "local"
    model: str = "local-extractive"
    prices: Prices = field(default_factory=lambda: Prices(0, 0, 0))

    async def stream(self, request: ModelRequest) -> AsyncIterator[StreamItem]:
        this_turn = request.messages[_last_user_index(request.messages) :]
        if request.tool_choice != "none" and request.tools and len(this_turn) == 1:
            yield ToolCalls([intent_tool_call(request.question)])
        else:
            sentences = tool_result_sentences(this_turn)
            if not sentences:
                # Sync: the embedder holds a lock and a model; it must not block the event loop.
                answer = await sync_to_async(offline_answer, thread_sensitive=False)(
                    request.question, request.evidence, vocabulary=request.vocabulary
                )
                sentences = answer.sentences
            for sentence in sentences:
                yield TextDelta(sentence + " ")
        yield Usage()


def _last_user_index(messages: list[dict]) -> int:
    return max(i for i, message in enumerate(messages) if message.get("role") == "user")
