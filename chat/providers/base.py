"""The one small interface every model provider implements, and the shapes that cross it."""

from __future__ import annotations

from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from typing import Protocol


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


@dataclass(frozen=True)
class TextDelta:
    text: str


@dataclass(frozen=True)
class ToolCalls:
    calls: list[ToolCall]


@dataclass(frozen=True)
class Usage:
    input_tokens: int = 0
    cached_tokens: int = 0
    output_tokens: int = 0


StreamItem = TextDelta | ToolCalls | Usage


@dataclass(frozen=True)
class Prices:
    """USD per million tokens."""

    input: float
    cached: float
    output: float

    def cost(self, usage: Usage) -> float:
        uncached = max(usage.input_tokens - usage.cached_tokens, 0)
        return (
            uncached * self.input + usage.cached_tokens * self.cached + usage.output_tokens * self.output
        ) / 1_000_000


class Provider(Protocol):
    name: str
    model: str
    prices: Prices

    def stream(self, request: ModelRequest) -> AsyncIterator[StreamItem]: ...


class ProviderUnavailable(RuntimeError):
    """Nothing reached the visitor and the provider still failed after its retries (or stayed silent)."""


class ProviderStreamBroken(RuntimeError):
    """The stream died after text was sent: never restarted, the turn ends failed."""
