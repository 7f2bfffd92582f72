"""One client for every real provider: Gemini, OpenAI, DeepSeek, Kimi and any OpenAI-compatible URL.

The SDK's own retries only cover failures before response headers; a stream that drops after
them raises while being read. So retries live here, around the whole stream, and only while
nothing has been yielded: once text may have reached the visitor, a failure is final.
"""

from __future__ import annotations

import asyncio
import json
import logging
import random
from collections.abc import AsyncIterator
from dataclasses import dataclass

import openai

from budget.pricing import Prices, Usage
from chat.providers.base import (
    ModelRequest,
    ProviderStreamBroken,
    ProviderUnavailable,
    StreamItem,
    TextDelta,
    ToolCall,
    ToolCalls,
)

logger = logging.getLogger(__name__)
RETRYABLE = (
    openai.APIConnectionError,
    openai.APITimeoutError,
    openai.InternalServerError,
    openai.RateLimitError,
)


@dataclass
class OpenAICompatibleProvider:
    name: str
    model: str
    prices: Prices
    base_url: str
    api_key: str
    retries: int = 2
    backoff_seconds: float = 0.25
    request_timeout: float = 30.0

    def __post_init__(self) -> None:
        self.client = openai.AsyncOpenAI(
            base_url=self.base_url, api_key=self.api_key, max_retries=0, timeout=self.request_timeout
        )

    async def stream(self, request: ModelRequest) -> AsyncIterator[StreamItem]:
        for attempt in range(self.retries + 1):
            yielded = False
            try:
                async for item in self._stream_once(request):
                    yielded = True
                    yield item
                return
            except openai.APIStatusError as error:
                if not isinstance(error, RETRYABLE):  # 4xx other than 429: retrying won't help
                    raise ProviderUnavailable(f"HTTP {error.status_code} from {self.name}") from error
                failure: Exception = error
            except (openai.APIError, MalformedStream) as error:
                # Connection and timeout errors, and a 200 that was no chat stream: an error event
                # in it, a line that isn't JSON, or a body that ended without finishing.
                failure = error
            if yielded:
                raise ProviderStreamBroken(f"{type(failure).__name__} after the stream started") from failure
            if attempt == self.retries:
                raise ProviderUnavailable(
                    f"{type(failure).__name__} after {attempt + 1} attempts"
                ) from failure
            delay = self.backoff_seconds * 2**attempt * (0.5 + random.random())
            logger.warning(
                "provider request failed, retrying",
                extra={"provider": self.name, "attempt": attempt + 1, "error": type(failure).__name__},
            )
            await asyncio.sleep(delay)

    async def _stream_once(self, request: ModelRequest) -> AsyncIterator[StreamItem]:
        arguments: dict[str, dict] = {}
        stream = await self.client.chat.completions.create(
            model=self.model,
            messages=request.messages,
            tools=request.tools or openai.NOT_GIVEN,
            tool_choice=request.tool_choice if request.tools else openai.NOT_GIVEN,
            max_tokens=request.max_tokens,
            stream=True,
            stream_options={"include_usage": True},
        )
        finished = False
        # Closing the stream closes the HTTP response: a cancelled turn stops paying at once.
        async with stream:
            async for chunk in chunks_of(stream):
                if chunk.usage:
                    yield billed_usage(chunk.usage)
                for choice in chunk.choices or []:
                    finished = finished or bool(choice.finish_reason)
                    if choice.delta.content:
                        yield TextDelta(choice.delta.content)
                    for fragment in choice.delta.tool_calls or []:
                        call = arguments.setdefault(
                            str(fragment.index), {"id": "", "name": "", "arguments": ""}
                        )
                        call["id"] = fragment.id or call["id"]
                        if fragment.function:
                            call["name"] = fragment.function.name or call["name"]
                            call["arguments"] += fragment.function.arguments or ""
        if not finished:
            # A 200 whose body held no chat stream (a JSON error object) or ended early: not an answer.
            raise MalformedStream("the stream ended without a finish_reason")
        if arguments:
            yield ToolCalls(
                [ToolCall(**call) for _, call in sorted(arguments.items(), key=lambda kv: int(kv[0]))]
            )


class MalformedStream(Exception):
    """The provider answered 200, but not with a whole chat completion stream."""


async def chunks_of(stream) -> AsyncIterator:
    """The stream's chunks; a data line that isn't JSON is a malformed stream, not our bug."""
    iterator = stream.__aiter__()
    while True:
        try:
            chunk = await iterator.__anext__()
        except StopAsyncIteration:
            return
        except json.JSONDecodeError as error:
            raise MalformedStream("a stream event that isn't JSON") from error
        yield chunk


def billed_usage(usage) -> Usage:
    """What a call is billed for, from an OpenAI-style usage object; reasoning tokens included.

    OpenAI counts reasoning inside `completion_tokens` (`completion_tokens_details.reasoning_tokens`
    is a breakdown). Gemini's OpenAI-compatible endpoint may leave its thinking ("thoughts") tokens
    out of `completion_tokens` while `total_tokens` and the details count them; both are billed as
    output. So the output is whichever of these is largest: completion tokens, total minus prompt,
    or completion plus reasoning when the reasoning can't be inside it (more than completion, or
    no total to tell). A double count costs a little budget; a missed one spends past the cap.
    """
    prompt = usage.prompt_tokens or 0
    completion = usage.completion_tokens or 0
    total = usage.total_tokens or 0
    details = usage.completion_tokens_details
    reasoning = (details.reasoning_tokens or 0) if details else 0
    output = max(completion, total - prompt)
    if reasoning > completion or (reasoning and not total):
        output = max(output, completion + reasoning)
    cached = usage.prompt_tokens_details
    return Usage(
        input_tokens=prompt,
        cached_tokens=(cached.cached_tokens or 0) if cached else 0,
        output_tokens=output,
    )
