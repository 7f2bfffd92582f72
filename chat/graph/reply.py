"""One model reply, streamed through the verifier: only whole, verified sentences reach the visitor."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from dataclasses import dataclass, field

from budget.pricing import Usage
from chat.providers.base import ModelRequest, Provider, TextDelta, ToolCalls
from knowledge.documents import is_site_path
from safety.verification import SentenceGate, Source, check_sentence

Emit = Callable[[str, dict], None]


class FirstTokenTimeout(RuntimeError):
    """The provider sent nothing in time; the offline layer answers instead."""


@dataclass
class Reply:
    """What one model call produced, and what of it the visitor saw."""

    sources: dict[str, Source]
    tool_numbers: frozenset[str]
    emit: Emit
    answer: str = ""  # released text, including earlier calls of this turn
    cited: list[str] = field(default_factory=list)  # doc ids already announced with a citation event
    raw: str = ""  # everything the model wrote, markers included (for the conversation)
    tool_calls: list = field(default_factory=list)
    usage: Usage = field(default_factory=Usage)
    rejected: list[str] = field(default_factory=list)
    released_now: bool = False
    # `safety.output_checks.output_check`: cards, account numbers, addresses, private text.
    output_check: Callable[[str], str | None] | None = None

    def release(self, sentences: list[str]) -> None:
        for raw in sentences:
            if self.rejected:
                return  # after a rejected sentence nothing more streams: the rest may lean on it
            verdict = check_sentence(raw, sources=self.sources, tool_numbers=self.tool_numbers)
            # The tail of what streamed already is checked along: a leak may straddle two sentences.
            leak = None
            if self.output_check and verdict.text:
                leak = self.output_check(f"{self.answer[-200:]} {verdict.text}")
            if leak or not verdict.accepted:
                self.rejected.append(leak or verdict.problem)
                return
            if verdict.text:
                paragraph = "\n" in raw[: len(raw) - len(raw.lstrip())]
                delta = ("\n\n" if paragraph else " ") + verdict.text if self.answer else verdict.text
                self.answer += delta
                self.released_now = True
                self.emit("text", {"delta": delta})
            for doc_id in verdict.cited:
                if doc_id not in self.cited:
                    self.cited.append(doc_id)
                    source = self.sources[doc_id]
                    if is_site_path(source.url):  # a link a visitor can follow stays on this site
                        self.emit("citation", {"id": doc_id, "title": source.title, "url": source.url})


async def stream_reply(
    provider: Provider, request: ModelRequest, reply: Reply, *, first_token_timeout: float | None
) -> None:
    """Consume the whole stream (usage comes last), releasing verified sentences as they complete."""
    gate = SentenceGate()
    items = aiter(provider.stream(request))
    try:
        first = True
        while True:
            try:
                if first and first_token_timeout:
                    async with asyncio.timeout(first_token_timeout):
                        item = await anext(items)
                else:
                    item = await anext(items)
            except StopAsyncIteration:
                break
            except TimeoutError:
                raise FirstTokenTimeout(
                    f"no token from {provider.name} in {first_token_timeout:g} s"
                ) from None
            first = False
            if isinstance(item, TextDelta):
                reply.raw += item.text
                reply.release(gate.feed(item.text))
            elif isinstance(item, ToolCalls):
                reply.tool_calls = list(item.calls)
            elif isinstance(item, Usage):
                reply.usage = item
        reply.release(gate.flush())
    finally:
        await items.aclose()  # closes the HTTP response when the turn is cancelled or gives up
