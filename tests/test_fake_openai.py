"""The fake OpenAI server speaks the wire format the real `openai` SDK parses, including its failures."""

from __future__ import annotations

import json

import openai
import pytest

from tests.support.fake_openai import FakeOpenAI, ScriptedReply, ScriptedToolCall
from tests.support.waiting import PATIENCE

MESSAGES = [{"role": "user", "content": "hi"}]


def client(fake: FakeOpenAI) -> openai.OpenAI:
    return openai.OpenAI(base_url=fake.base_url, api_key="k", max_retries=0)


def stream(fake: FakeOpenAI, *, include_usage: bool = True):
    options = {"include_usage": True} if include_usage else openai.omit
    return client(fake).chat.completions.create(
        model="fake-model", messages=MESSAGES, stream=True, stream_options=options
    )


def text_of(chunks) -> str:
    return "".join(chunk.choices[0].delta.content or "" for chunk in chunks if chunk.choices)


def test_streamed_text_reassembles_exactly(fake_openai):
    text = "Hello there — a reply with ünïcode, spanning several chunks."
    fake_openai.chat_replies.append(ScriptedReply(text=text, chunk_chars=8))

    chunks = list(stream(fake_openai))

    assert text_of(chunks) == text
    assert chunks[0].choices[0].delta.role == "assistant"
    content_chunks = [c for c in chunks if c.choices and c.choices[0].delta.content]
    assert len(content_chunks) == -(-len(text) // 8)
    assert {c.model for c in chunks} == {"fake-model"}
    assert chunks[-2].choices[0].finish_reason == "stop"
    [request] = fake_openai.chat_requests
    assert request.path == "/v1/chat/completions"
    assert request.body["stream"] is True and request.body["messages"] == MESSAGES


def test_tool_call_arguments_split_across_chunks_reassemble_by_index(fake_openai):
    calls = [
        ScriptedToolCall("search", '{"query": "django streaming", "limit": 3}'),
        ScriptedToolCall("lookup", '{"id": "broken', id="call_custom"),  # malformed on purpose
    ]
    fake_openai.chat_replies.append(ScriptedReply(tool_calls=calls, tool_argument_chunk_chars=5))

    chunks = list(stream(fake_openai))

    assembled: dict[int, dict] = {}
    argument_pieces: dict[int, int] = {}
    for chunk in chunks:
        for delta in (chunk.choices and chunk.choices[0].delta.tool_calls) or []:
            call = assembled.setdefault(delta.index, {"id": None, "name": None, "arguments": ""})
            call["id"] = delta.id or call["id"]
            if delta.function.name:
                call["name"] = delta.function.name
            if delta.function.arguments:
                call["arguments"] += delta.function.arguments
                argument_pieces[delta.index] = argument_pieces.get(delta.index, 0) + 1
    assert assembled == {
        0: {"id": "call_0", "name": "search", "arguments": calls[0].arguments},
        1: {"id": "call_custom", "name": "lookup", "arguments": calls[1].arguments},
    }
    assert argument_pieces == {0: 9, 1: 3}
    assert json.loads(assembled[0]["arguments"]) == {"query": "django streaming", "limit": 3}
    assert chunks[-2].choices[0].finish_reason == "tool_calls"


def test_usage_with_cached_tokens_arrives_in_the_last_chunk_only_when_asked(fake_openai):
    reply = ScriptedReply(text="Hi.", prompt_tokens=1200, cached_tokens=1024, completion_tokens=7)
    fake_openai.chat_replies += [reply, reply]

    *rest, last = stream(fake_openai)
    without_usage = list(stream(fake_openai, include_usage=False))

    assert last.choices == []
    assert (last.usage.prompt_tokens, last.usage.completion_tokens, last.usage.total_tokens) == (
        1200,
        7,
        1207,
    )
    assert last.usage.prompt_tokens_details.cached_tokens == 1024
    assert all(chunk.usage is None for chunk in rest + without_usage)


def test_a_mid_stream_drop_raises_a_connection_error_after_some_text(fake_openai):
    fake_openai.chat_replies.append(
        ScriptedReply(text="The whole answer would be this.", drop="mid_stream", drop_after_chars=10)
    )
    received = []

    response = stream(fake_openai)  # headers arrived: the SDK hands back a stream, no error yet
    with pytest.raises(openai.APIConnectionError) as caught:
        for chunk in response:
            received.append(chunk)

    assert text_of(received) == "The whole "
    assert "incomplete chunked read" in str(caught.value.__cause__)


def test_a_drop_before_the_first_token_fails_while_iterating_not_when_creating(fake_openai):
    fake_openai.chat_replies.append(ScriptedReply(text="never sent", drop="before_first_token"))

    response = stream(fake_openai)

    with pytest.raises(openai.APIConnectionError):
        next(iter(response))


def test_a_drop_before_headers_raises_a_connection_error(fake_openai):
    fake_openai.chat_replies += [ScriptedReply(drop="before_headers"), ScriptedReply(text="Back.")]

    with pytest.raises(openai.APIConnectionError) as caught:
        stream(fake_openai)

    assert "without sending a response" in str(caught.value.__cause__)
    assert text_of(stream(fake_openai)) == "Back."
    assert len(fake_openai.chat_requests) == 2


def test_drop_every_drops_every_nth_request_without_consuming_a_reply(fake_openai):
    fake_openai.drop_every = 2
    fake_openai.chat_replies += [ScriptedReply(text="one"), ScriptedReply(text="two")]
    outcomes = []

    for _ in range(4):
        try:
            outcomes.append(text_of(stream(fake_openai)))
        except openai.APIConnectionError:
            outcomes.append("dropped")

    assert outcomes == ["one", "dropped", "two", "dropped"]
    assert len(fake_openai.chat_requests) == 4
    assert fake_openai.chat_replies == []


def test_closing_the_stream_early_is_seen_as_a_client_disconnect(fake_openai):
    fake_openai.chat_replies.append(ScriptedReply(text="x" * 2000, chunk_chars=1, chunk_delay=0.01))

    response = stream(fake_openai)
    next(iter(response))
    response.close()

    assert fake_openai.client_disconnected.wait(timeout=PATIENCE)
    assert fake_openai.client_disconnects == 1


def test_a_scripted_status_is_an_openai_error(fake_openai):
    fake_openai.chat_replies.append(ScriptedReply(status=429))

    with pytest.raises(openai.RateLimitError):
        stream(fake_openai)


def test_fail_with_status_covers_chat_too(fake_openai):
    fake_openai.fail_with_status = 500

    with pytest.raises(openai.InternalServerError):
        stream(fake_openai)
    assert fake_openai.chat_replies == []  # the default reply was never needed


def test_a_responder_builds_the_reply_from_the_request(fake_openai):
    fake_openai.responder = lambda body: ScriptedReply(text=f"You said {body['messages'][-1]['content']}.")

    assert text_of(stream(fake_openai)) == "You said hi."


def test_a_non_streaming_request_gets_a_whole_completion(fake_openai):
    call = ScriptedToolCall("search", '{"q": "x"}')
    fake_openai.chat_replies.append(ScriptedReply(text="Searching.", tool_calls=[call], cached_tokens=5))

    completion = client(fake_openai).chat.completions.create(model="fake-model", messages=MESSAGES)

    choice = completion.choices[0]
    assert choice.message.content == "Searching." and choice.finish_reason == "tool_calls"
    assert choice.message.tool_calls[0].function.arguments == '{"q": "x"}'
    assert completion.usage.prompt_tokens_details.cached_tokens == 5
