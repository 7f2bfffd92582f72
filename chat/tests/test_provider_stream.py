"""The OpenAI-compatible provider reads the chat stream itself (`ChunkBatches`): whatever way the
bytes are cut into network reads, the text, tool calls and usage come out the same, and what is no
whole chat stream fails as before."""

from __future__ import annotations

import asyncio
import json

import httpx2
import openai
import pytest

from budget.pricing import Prices, Usage
from chat.providers.base import (
    ModelRequest,
    ProviderStreamBroken,
    ProviderUnavailable,
    TextDelta,
    ToolCalls,
)
from chat.providers.openai_compatible import OpenAICompatibleProvider

TEXT = "The ledger was rewritten [[project-ledger]]. Balances came from postings [[project-ledger]]."


def chunk(delta: dict, finish_reason: str | None = None) -> dict:
    return {"id": "c", "choices": [{"index": 0, "delta": delta, "finish_reason": finish_reason}]}


def events(text: str = TEXT, *, size: int = 5) -> list[dict]:
    pieces = [text[i : i + size] for i in range(0, len(text), size)]
    usage = {"prompt_tokens": 40, "completion_tokens": 12, "total_tokens": 52}
    return [
        chunk({"role": "assistant"}),
        *(chunk({"content": piece}) for piece in pieces),
        chunk({}, "stop"),
        {"id": "c", "choices": [], "usage": usage},
    ]


def data_events(items: list[dict], *, newline: bytes = b"\n") -> bytes:
    return b"".join(b"data: " + json.dumps(item).encode() + newline + newline for item in items)


def body_of(items: list[dict], *, newline: bytes = b"\n") -> bytes:
    return data_events(items, newline=newline) + b"data: [DONE]" + newline + newline


def provider_over(reads: list[bytes]) -> OpenAICompatibleProvider:
    """A provider whose HTTP response body arrives as exactly these network reads."""

    class Reads(httpx2.AsyncByteStream):
        async def __aiter__(self):
            for read in reads:
                yield read

    def respond(request: httpx2.Request) -> httpx2.Response:
        return httpx2.Response(200, headers={"content-type": "text/event-stream"}, stream=Reads())

    provider = OpenAICompatibleProvider(
        name="openai_compatible",
        model="fake-model",
        prices=Prices(input=1, cached=0, output=1),
        base_url="http://model.test/v1",
        api_key="k",
        retries=0,
    )
    transport = httpx2.MockTransport(respond)
    provider.client = provider.client.copy(http_client=openai.DefaultAsyncHttpxClient(transport=transport))
    return provider


def stream_items(reads: list[bytes]) -> list:
    async def collect() -> list:
        request = ModelRequest(messages=[{"role": "user", "content": "q"}], tools=[])
        return [item async for item in provider_over(reads).stream(request)]

    return asyncio.run(collect())


def cut(body: bytes, size: int) -> list[bytes]:
    return [body[i : i + size] for i in range(0, len(body), size)]


@pytest.mark.parametrize("size", [1, 7, 64, 100_000])
@pytest.mark.parametrize("newline", [b"\n", b"\r\n"])
def test_the_text_and_usage_are_the_same_however_the_body_is_cut(size, newline):
    items = stream_items(cut(body_of(events(), newline=newline), size))

    assert "".join(item.text for item in items if isinstance(item, TextDelta)) == TEXT
    assert [item for item in items if isinstance(item, Usage)] == [
        Usage(input_tokens=40, cached_tokens=0, output_tokens=12)
    ]


def test_the_deltas_of_one_network_read_go_on_as_one():
    body = body_of(events(size=5))

    one_read = stream_items([body])
    many_reads = stream_items(cut(body, 1))

    assert [item.text for item in one_read if isinstance(item, TextDelta)] == [TEXT]
    assert len([item for item in many_reads if isinstance(item, TextDelta)]) == len(range(0, len(TEXT), 5))


def test_tool_call_fragments_are_put_together_by_index():
    fragments = [
        chunk(
            {"tool_calls": [{"index": 0, "id": "call_1", "function": {"name": "search", "arguments": ""}}]}
        ),
        chunk({"tool_calls": [{"index": 0, "function": {"arguments": '{"query": '}}]}),
        chunk(
            {"tool_calls": [{"index": 1, "id": "call_2", "function": {"name": "other", "arguments": "{}"}}]}
        ),
        chunk({"tool_calls": [{"index": 0, "function": {"arguments": '"ledger"}'}}]}),
        chunk({}, "tool_calls"),
    ]

    items = stream_items(cut(body_of(fragments), 13))

    (calls,) = [item for item in items if isinstance(item, ToolCalls)]
    assert [(c.id, c.name, c.arguments) for c in calls.calls] == [
        ("call_1", "search", '{"query": "ledger"}'),
        ("call_2", "other", "{}"),
    ]


def test_a_data_event_split_over_lines_is_one_event():
    split = json.dumps(chunk({"content": "Hello."}, "stop")).replace(", ", ",\ndata: ", 1)
    body = f"data: {split}\n\n: a comment\n\ndata: [DONE]\n\n".encode()

    items = stream_items([body])

    assert [item.text for item in items if isinstance(item, TextDelta)] == ["Hello."]


@pytest.mark.parametrize(
    ("reads", "failure"),
    [
        ([b'data: {"error": {"message": "overloaded"}}\n\n'], ProviderUnavailable),
        # A JSON error body, no stream at all.
        ([b'{"error": {"message": "model overloaded"}}'], ProviderUnavailable),
        # Text reached the caller, then the body ends without a finish, or with a line that isn't JSON.
        ([data_events(events()[:3])], ProviderStreamBroken),
        ([data_events(events()[:3]), b'data: {"choices": [{"delta"\n\n'], ProviderStreamBroken),
    ],
    ids=["error_event", "error_body", "no_finish", "not_json"],
)
def test_what_is_no_whole_chat_stream_fails_the_call(reads, failure):
    with pytest.raises(failure):
        stream_items(reads)
