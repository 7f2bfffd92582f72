"""The one small interface every model provider implements, and the shapes that cross it (a call's
`Usage` and a model's `Prices` are the budget's: `budget.pricing`)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from typing import Protocol

from budget.pricing import Prices, Usage


@dataclass(frozen=True)
class ToolCall:
    id: str
    name: str
    arguments: str  # raw JSON text from the model; parsed (never matched) by the tool layer


@dataclass(frozen=True)
class ModelRequest:
    messages: list[dict]
    tools: list[dict]
    tool_choice: str = "auto"  # "auto" | "none"
    max_tokens: int = 600
    # Not sent to real providers: the local provider's rules read them instead of parsing prompts.
    question: str = ""
    evidence: list[dict] = field(default_factory=list)
    vocabulary: frozenset[str] = frozenset()  # the published documents' words (folded)


@dataclass(frozen=True)
class TextDelta:
    text: str


@dataclass(frozen=True)
class ToolCalls:
    calls: list[ToolCall]


StreamItem = TextDelta | ToolCalls | Usage


class Provider(Protocol):
    name: str
    model: str
    prices: Prices

    def stream(self, request: ModelRequest) -> AsyncIterator[StreamItem]: ...


class ProviderUnavailable(RuntimeError):
    """Nothing reached the visitor and the provider still failed after its retries (or stayed silent)."""


class ProviderStreamBroken(RuntimeError):
    """The stream died after text was sent: never restarted, the turn ends failed."""
