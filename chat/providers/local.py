"""The `local` provider: offline, deterministic, free. It plays the model's part by rules.

First call of a turn: pick a tool by intent (availability, a message to pass on with a name and
an e-mail, everything else searched). Once tool results are in: answer extractively, copying the
best-matching sentences from the evidence, each ending with its `[[document-id]]` marker. Copied
sentences carry their source's own numbers, so the verifier accepts them by construction. The same
layer answers when a real provider is slow, down, or over budget.
"""

from __future__ import annotations

import json
import math
import re
import uuid
from collections import Counter
from collections.abc import AsyncIterator
from dataclasses import dataclass, field

from budget.pricing import Prices, Usage
from chat.providers.base import ModelRequest, StreamItem, TextDelta, ToolCall, ToolCalls

MAX_SENTENCES = 3
COVERAGE = 0.2
AVAILABILITY = re.compile(
    r"\b(availab\w*|free to (start|work)|open to (new )?(work|roles|offers)|(can|could|would) (she|he|you) start|"
    r"beschikba\w*|disponib\w*|verfügbar\w*)\b",
    re.IGNORECASE,
)
PASS_ON = re.compile(
    r"\b(pass (it |this |a message )?on|send (her|him|them) (a )?(message|note)|tell (her|him)|"
    r"forward|get in touch|contact (her|him)|leave (a )?message|message (to|for) (her|him))\b",
    re.IGNORECASE,
)
EMAIL = re.compile(r"[\w.+-]+@[\w-]+(\.[\w-]+)+")
NAME = re.compile(r"\b(?i:my name is|i am|i'm|this is)\s+([A-Z][\w'-]+(?:\s+[A-Z][\w'-]+){0,2})")
WORD = re.compile(r"[a-z0-9][a-z0-9+#.-]*[a-z0-9+#]|[a-z0-9]")
PROPER_NOUN = re.compile(r"(?<![.!?]\s)(?<!^)(?<=\s)[A-Z][a-zA-Z]{2,}")
SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[A-Z0-9\"'(])")
MARKDOWN_NOISE = re.compile(r"(\*\*|__|`|^#+\s*|^\s*[-*+]\s+|^\s*\d+[.)]\s+)", re.MULTILINE)
LINK = re.compile(r"\[([^\]]+)\]\([^)]+\)")
LIST_ITEM = re.compile(r"^\s*(?:[-*+]|\d+[.)])\s+(.+)$")
STOPWORDS = frozenset(
    """a about above after again all also am an and any are as at be been before being below between
    both but by can could did do does doing done during each few for from further had has have having
    he her here hers herself him himself his how i if in into is it its itself just me more most my
    no nor not now of off on once only or other our out over own same she should so some such than
    that the their them then there these they this those through to too under until up very was we
    were what when where which while who whom why will with would you your tell know did does say
    please thanks thank kind sort much many any anything something work worked working ever never
    like""".split()  # noqa: SIM905
)


def words(text: str) -> list[str]:
    return [stem(w) for w in WORD.findall(text.lower()) if w not in STOPWORDS]


def stem(word: str) -> str:
    for suffix in ("ies", "ing", "ed", "es", "s"):
        if len(word) > len(suffix) + 3 and word.endswith(suffix):
            return word[: -len(suffix)] + ("y" if suffix == "ies" else "")
    return word


def lists_joined(markdown: str) -> str:
    """A line that ends with ":" and the list under it become one line, so the answer to "which
    languages does she speak?" is the list, not its announcement ("She speaks four languages:")."""
    lines, joined = markdown.splitlines(), []
    i = 0
    while i < len(lines):
        items, j = [], i + 1
        if lines[i].rstrip().endswith(":"):
            while j < len(lines) and not lines[j].strip():
                j += 1
            while j < len(lines) and (item := LIST_ITEM.match(lines[j])):
                items.append(item.group(1).strip().rstrip(".;"))
                j += 1
        if items:
            joined.append(f"{lines[i].rstrip()} {'; '.join(items)}.")
            i = j
        else:
            joined.append(lines[i])
            i += 1
    return "\n".join(joined)


def plain_sentences(markdown: str) -> list[str]:
    text = MARKDOWN_NOISE.sub("", LINK.sub(r"\1", lists_joined(markdown)))
    sentences = []
    for paragraph in re.split(r"\n\s*\n|\n(?=\S)", text):
        paragraph = " ".join(paragraph.split())
        sentences += [s.strip() for s in SENTENCE_END.split(paragraph) if len(s.strip()) > 20]
    return sentences


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
    if AVAILABILITY.search(question):
        return ToolCall(id=call_id(), name="report_availability", arguments="{}")
    return ToolCall(id=call_id(), name="search_knowledge", arguments=json.dumps({"query": question}))


def call_id() -> str:
    """Unique like a real provider's: an approval is keyed on the call it answers."""
    return f"local_{uuid.uuid4().hex[:16]}"


def extractive_answer(question: str, evidence: list[dict], *, limit: int = MAX_SENTENCES) -> list[str]:
    """The evidence sentences that share the most informative words with the question, cited."""
    candidates = [
        (sentence, item["doc_id"], set(words(sentence)) | set(words(item.get("heading", ""))))
        for item in evidence
        for sentence in plain_sentences(item["text"])
    ]
    if not candidates:
        return []
    frequency = Counter(word for _, _, bag in candidates for word in bag)
    query = set(words(question))
    if any(frequency[name] == 0 for name in proper_nouns(question)):
        return []  # "her years at Google": a name no source mentions is a premise we can't support

    def weight(word: str) -> float:  # a word the evidence never uses weighs most: it is the question
        return math.log(1 + len(candidates) / (frequency[word] or 0.5))

    def score(bag: set[str]) -> float:
        return sum(weight(word) for word in query & bag)

    ranked = sorted(enumerate(candidates), key=lambda pair: (-score(pair[1][2]), pair[0]))
    best = score(ranked[0][1][2])
    # The best sentence must carry at least half of what the question asks, or nothing answers it.
    if best < 1.0 or best < COVERAGE * sum(weight(word) for word in query):
        return []
    chosen = [pair for pair in ranked[:limit] if score(pair[1][2]) >= best / 2]
    return [f"{sentence} [[{doc_id}]]" for _, (sentence, doc_id, _) in chosen]


def proper_nouns(question: str) -> set[str]:
    """Capitalised words not at the start of a sentence, as `words` would stem them."""
    return {stem(match.lower()) for match in PROPER_NOUN.findall(question)} - STOPWORDS


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
            sentences = tool_result_sentences(this_turn) or extractive_answer(
                request.question, request.evidence
            )
            for sentence in sentences:
                yield TextDelta(sentence + " ")
        yield Usage()


def _last_user_index(messages: list[dict]) -> int:
    return max(i for i, message in enumerate(messages) if message.get("role") == "user")
