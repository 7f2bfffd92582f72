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

import httpx2
import openai

from budget.pricing import Prices, Usage
from chat.providers.asyncio_network import AsyncioTransport
from chat.providers.base import (
    ModelRequest,
    ProviderStreamBroken,
    ProviderUnavailable,
    StreamItem,
    TextDelta,
    ToolCall,
    ToolCalls,
)
from chat.providers.chunked_body import socket_body

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
            base_url=self.base_url,
            api_key=self.api_key,
            max_retries=0,
            timeout=self.request_timeout,
            http_client=openai.DefaultAsyncHttpxClient(
                transport=AsyncioTransport(limits=openai.DEFAULT_CONNECTION_LIMITS)
            ),
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
        body = {
            "model": self.model,
            "messages": request.messages,
            "max_tokens": request.max_tokens,
            "stream": True,
            "stream_options": {"include_usage": True},
        }
        if request.tools:
            body |= {"tools": request.tools, "tool_choice": request.tool_choice}
        # The SDK's own request path (auth, errors, retries before headers), but not its chunk models:
        # building pydantic objects for every chunk of every open stream was most of a stream's CPU.
        stream = await self.client.post(
            "/chat/completions", cast_to=object, body=body, stream=True, stream_cls=ChunkBatches
        )
        finished = False
        # Closing the stream closes the HTTP response: a cancelled turn stops paying at once.
        async with stream:
            async for batch in stream:
                text = []  # the deltas of one network read go on as one: same text, fewer hops
                for chunk in batch:
                    if chunk.get("usage"):
                        yield billed_usage(chunk["usage"])
                    for choice in chunk.get("choices") or []:
                        finished = finished or bool(choice.get("finish_reason"))
                        delta = choice.get("delta") or {}
                        if delta.get("content"):
                            text.append(delta["content"])
                        for fragment in delta.get("tool_calls") or []:
                            call = arguments.setdefault(
                                str(fragment.get("index", 0)), {"id": "", "name": "", "arguments": ""}
                            )
                            call["id"] = fragment.get("id") or call["id"]
                            if function := fragment.get("function"):
                                call["name"] = function.get("name") or call["name"]
                                call["arguments"] += function.get("arguments") or ""
                if text:
                    yield TextDelta("".join(text))
        if not finished:
            # A 200 whose body held no chat stream (a JSON error object) or ended early: not an answer.
            raise MalformedStream("the stream ended without a finish_reason")
        if arguments:
            yield ToolCalls(
                [ToolCall(**call) for _, call in sorted(arguments.items(), key=lambda kv: int(kv[0]))]
            )


class MalformedStream(Exception):
    """The provider answered 200, but not with a whole chat completion stream."""


class ChunkBatches(openai.AsyncStream[dict]):
    """A chat completion stream as plain dicts, one list per network read (several chunks arrive
    together when the loop is busy: they are handled together).

    What the SDK's stream does, minus its per-chunk models: `data:` events, `[DONE]` ends it, an
    error object in it is an APIError, a read that fails is APIConnectionError/APITimeoutError. A
    data line that isn't JSON is a malformed stream, not our bug. The body comes from the socket
    itself where it can (`chunked_body.socket_body`), else through httpx.
    """

    async def __stream__(self) -> AsyncIterator[list[dict]]:
        response, pending = self.response, b""
        reads = socket_body(response) or response.aiter_bytes()
        try:
            async for data in reads:
                pending = (pending + data).replace(b"\r\n", b"\n")
                *events, pending = pending.split(b"\n\n")
                batch = []
                for event in events:
                    payload = sse_data(event)
                    if payload is None:
                        continue
                    if payload.startswith("[DONE]"):
                        if batch:
                            yield batch
                        if response.http_version == "HTTP/1.1":
                            async for _ in reads:  # drained, the connection is reused
                                pass
                        return
                    try:
                        chunk = json.loads(payload)
                    except json.JSONDecodeError as error:
                        if batch:  # what came before it in the same read is still the answer's
                            yield batch
                        raise MalformedStream("a stream event that isn't JSON") from error
                    if isinstance(chunk, dict) and chunk.get("error"):
                        if batch:
                            yield batch
                        error = chunk["error"]
                        message = error.get("message") if isinstance(error, dict) else None
                        raise openai.APIError(
                            message=message or "An error occurred during streaming",
                            request=response.request,
                            body=error,
                        )
                    batch.append(chunk)
                if batch:
                    yield batch
        except httpx2.TimeoutException as error:
            raise openai.APITimeoutError(request=response.request) from error
        except httpx2.TransportError as error:
            raise openai.APIConnectionError(request=response.request) from error
        finally:
            await response.aclose()


def sse_data(event: bytes) -> str | None:
    """The data of one server-sent event (its `data:` lines joined), None when it has none."""
    lines = [line[5:].removeprefix(b" ") for line in event.split(b"\n") if line.startswith(b"data:")]
    return b"\n".join(lines).decode() if lines else None


def billed_usage(usage: dict) -> Usage:
    """What a call is billed for, from an OpenAI-style usage object (as JSON); reasoning tokens included.

    OpenAI counts reasoning inside `completion_tokens` (`completion_tokens_details.reasoning_tokens`
    is a breakdown). Gemini's OpenAI-compatible endpoint may leave its thinking ("thoughts") tokens
    out of `completion_tokens` while `total_tokens` and the details count them; both are billed as
    output. So the output is whichever of these is largest: completion tokens, total minus prompt,
    or completion plus reasoning when the reasoning can't be inside it (more than completion, or
    no total to tell). A double count costs a little budget; a missed one spends past the cap.
    """
    prompt = usage.get("prompt_tokens") or 0
    completion = usage.get("completion_tokens") or 0
    total = usage.get("total_tokens") or 0
    reasoning = (usage.get("completion_tokens_details") or {}).get("reasoning_tokens") or 0
    output = max(completion, total - prompt)
    if reasoning > completion or (reasoning and not total):
        output = max(output, completion + reasoning)
    return Usage(
        input_tokens=prompt,
        cached_tokens=(usage.get("prompt_tokens_details") or {}).get("cached_tokens") or 0,
        output_tokens=output,
    )
