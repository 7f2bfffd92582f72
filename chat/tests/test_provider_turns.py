"""Whole turns through the real graph (Postgres checkpointer, the sample knowledge base) against the
fake OpenAI-compatible server over real HTTP and SSE: streaming, citations, tools, usage, retries,
fallbacks, verification and the caps a thread lives under.
"""

from __future__ import annotations

import json
from decimal import Decimal

import pytest

from chat.models import TurnLog
from knowledge.models import Document
from tests.support.fake_openai import RecordedRequest, ScriptedReply, ScriptedToolCall
from tests.support.turns import TurnResult

# Retrieval for this question returns project-ledger, about and cv (checked against the sample base).
QUESTION = "What did Mara build at Kovalent Pay?"
# Every number below appears in the document its marker names.
LEAD = "Mara Lindqvist was the tech lead of the Ledger rewrite at Kovalent Pay [[project-ledger]]."
DATES = " It ran from March 2020 to September 2021 [[project-ledger]]."
JOINED = " She joined Kovalent Pay in July 2019 [[cv]]."
LEAD_TEXT = "Mara Lindqvist was the tech lead of the Ledger rewrite at Kovalent Pay."


def search_call(query: str = "ledger rewrite results", *, call_id: str = "call_search") -> ScriptedToolCall:
    return ScriptedToolCall("search_knowledge", json.dumps({"query": query}), id=call_id)


def tool_messages(request: RecordedRequest) -> list[dict]:
    return [m for m in request.body["messages"] if m["role"] == "tool"]


def last_user_message(request: RecordedRequest) -> str:
    return next(m["content"] for m in reversed(request.body["messages"]) if m["role"] == "user")


def names(turn: TurnResult) -> list[str]:
    return [event.name for event in turn.events]


def turn_log(turn: TurnResult) -> TurnLog:
    return TurnLog.objects.get(turn_id=turn.done["turn_id"])


# Streaming and citations


def test_it_streams_cited_text_without_markers_and_one_citation_per_document(run_turn, use_fake_provider):
    use_fake_provider.chat_replies.append(ScriptedReply(text=LEAD + DATES + JOINED, chunk_chars=7))

    turn = run_turn(QUESTION)

    assert turn.done["outcome"] == "answered"
    assert all("[[" not in d["delta"] and "]]" not in d["delta"] for d in turn.named("text"))
    assert turn.text == (
        "Mara Lindqvist was the tech lead of the Ledger rewrite at Kovalent Pay. "
        "It ran from March 2020 to September 2021. She joined Kovalent Pay in July 2019."
    )
    citations = turn.named("citation")
    assert [c["id"] for c in citations] == ["project-ledger", "cv"]
    assert citations[0]["title"] == "Ledger rewrite at Kovalent Pay"
    assert citations[0]["url"].startswith("/projects/ledger/")
    assert citations[1]["title"] == "Curriculum vitae"
    assert citations[1]["url"].startswith("/cv/")
    assert turn_log(turn).citations == 2


def test_tool_call_arguments_split_across_chunks_are_reassembled(run_turn, use_fake_provider):
    call = search_call("ledger rewrite results", call_id="call_split")
    use_fake_provider.chat_replies += [
        ScriptedReply(tool_calls=[call], tool_argument_chunk_chars=3),
        ScriptedReply(text=LEAD),
    ]

    turn = run_turn(QUESTION)

    [tool] = turn.named("tool")
    assert (tool["name"], tool["status"]) == ("search_knowledge", "ok")
    _, second = use_fake_provider.chat_requests
    assistant = next(m for m in second.body["messages"] if m.get("tool_calls"))
    assert assistant["tool_calls"][0]["function"]["arguments"] == call.arguments
    [tool_message] = tool_messages(second)
    assert tool_message["tool_call_id"] == "call_split"
    assert json.loads(tool_message["content"])["results"]
    assert turn.text == LEAD_TEXT
    assert turn.done["outcome"] == "answered"


# Usage and cost


def test_usage_with_cached_tokens_is_summed_over_the_turn_and_priced(run_turn, use_fake_provider):
    use_fake_provider.chat_replies += [
        ScriptedReply(
            tool_calls=[search_call()], prompt_tokens=1000, cached_tokens=800, completion_tokens=50
        ),
        ScriptedReply(text=LEAD, prompt_tokens=1200, cached_tokens=1000, completion_tokens=80),
    ]

    turn = run_turn(QUESTION)

    # (2200 - 1800) * 1.00 + 1800 * 0.10 + 130 * 4.00 = 1100 USD per million tokens
    expected_cost = ((2200 - 1800) * 1.00 + 1800 * 0.10 + 130 * 4.00) / 1_000_000
    usage = turn.done["usage"]
    assert (usage["input_tokens"], usage["cached_tokens"], usage["output_tokens"]) == (2200, 1800, 130)
    assert usage["cost_usd"] == pytest.approx(expected_cost)
    log = turn_log(turn)
    assert (log.input_tokens, log.cached_tokens, log.output_tokens) == (2200, 1800, 130)
    assert log.cost_usd == Decimal("0.001100")
    assert (log.provider, log.model) == ("openai_compatible", "fake-model")


def test_a_refusal_before_the_model_records_zero_tokens_and_zero_cost(run_turn, use_fake_provider, settings):
    settings.CHAT_MAX_TURNS = 1
    use_fake_provider.default_reply = ScriptedReply(
        text=LEAD, prompt_tokens=900, cached_tokens=100, completion_tokens=40
    )
    first = run_turn(QUESTION)
    assert first.done["usage"]["input_tokens"] == 900  # the thread's earlier turn did cost something

    refused = run_turn("And where is Mara based?", thread_id=first.thread_id)

    assert (refused.done["outcome"], refused.done["reason"]) == ("refused", "turn_limit")
    assert refused.done["usage"] == {"input_tokens": 0, "cached_tokens": 0, "output_tokens": 0, "cost_usd": 0}
    log = turn_log(refused)
    assert (log.input_tokens, log.cached_tokens, log.output_tokens, log.cost_usd) == (0, 0, 0, Decimal(0))


# Retries, drops and fallbacks


@pytest.mark.parametrize("drop", ["before_headers", "before_first_token"])
def test_a_drop_before_the_first_token_is_retried(run_turn, use_fake_provider, settings, drop):
    settings.LLM_RETRIES = 2
    use_fake_provider.chat_replies += [ScriptedReply(drop=drop), ScriptedReply(text=LEAD)]

    turn = run_turn(QUESTION)

    assert turn.done["outcome"] == "answered"
    assert turn.text == LEAD_TEXT
    assert "error" not in names(turn)
    assert len(use_fake_provider.chat_requests) == 2


def test_a_drop_mid_stream_after_a_released_sentence_fails_the_turn_without_retrying(
    run_turn, use_fake_provider, settings
):
    settings.LLM_RETRIES = 2
    text = LEAD + DATES
    use_fake_provider.chat_replies.append(
        ScriptedReply(text=text, chunk_chars=6, drop="mid_stream", drop_after_chars=len(LEAD) + 20)
    )

    turn = run_turn(QUESTION)

    events = names(turn)
    assert events.count("error") == 1
    assert "text" not in events[events.index("error") :]
    assert turn.text == LEAD_TEXT  # the released sentence, nothing of the cut-off one
    assert (turn.done["outcome"], turn.done["reason"]) == ("failed", "provider")
    assert len(use_fake_provider.chat_requests) == 1
    assert turn_log(turn).citations == 1  # the visitor saw the citation; the log says so too


def test_a_slow_first_token_falls_back_to_the_offline_layer(run_turn, use_fake_provider, settings):
    settings.LLM_FIRST_TOKEN_TIMEOUT = 0.5
    use_fake_provider.chat_replies.append(ScriptedReply(text=LEAD, first_token_delay=3.0))

    turn = run_turn(QUESTION)

    assert (turn.done["outcome"], turn.done["reason"]) == ("degraded", "fallback")
    assert turn.text and "[[" not in turn.text
    about_kovalent = set(
        Document.objects.filter(body__contains="Kovalent Pay").values_list("doc_id", flat=True)
    )
    assert {c["id"] for c in turn.named("citation")} <= about_kovalent
    assert turn.named("citation")
    assert "fallback" in turn_log(turn).flags


def test_a_provider_down_after_all_retries_falls_back_to_the_offline_layer(
    run_turn, use_fake_provider, settings
):
    settings.LLM_RETRIES = 2
    use_fake_provider.fail_with_status = 500

    turn = run_turn(QUESTION)

    assert (turn.done["outcome"], turn.done["reason"]) == ("degraded", "fallback")
    assert turn.text and turn.named("citation")
    assert len(use_fake_provider.chat_requests) == settings.LLM_RETRIES + 1


def test_dropped_requests_every_other_call_are_absorbed_by_retries(run_turn, use_fake_provider, settings):
    settings.LLM_RETRIES = 2
    use_fake_provider.default_reply = ScriptedReply(text=LEAD)
    use_fake_provider.drop_every = 2

    turns = [run_turn(QUESTION) for _ in range(6)]

    assert [t.done["outcome"] for t in turns] == ["answered"] * 6
    assert all(t.text == LEAD_TEXT for t in turns)
    # The first call gets through; every later turn loses one request to the drop, then retries.
    assert len(use_fake_provider.chat_requests) == 11 > len(turns)


# Tools


def test_malformed_tool_arguments_are_reported_to_the_model_and_the_turn_finishes(
    run_turn, use_fake_provider
):
    use_fake_provider.chat_replies += [
        ScriptedReply(tool_calls=[ScriptedToolCall("search_knowledge", '{"query": ', id="call_bad")]),
        ScriptedReply(text=LEAD),
    ]

    turn = run_turn(QUESTION)

    [tool] = turn.named("tool")
    assert (tool["name"], tool["status"]) == ("search_knowledge", "error")
    [tool_message] = tool_messages(use_fake_provider.chat_requests[1])
    assert tool_message["tool_call_id"] == "call_bad"
    assert "not valid JSON" in json.loads(tool_message["content"])["error"]
    assert turn.done["outcome"] == "answered"
    assert turn.text == LEAD_TEXT


def test_an_unknown_tool_is_an_error_and_the_turn_finishes(run_turn, use_fake_provider):
    use_fake_provider.chat_replies += [
        ScriptedReply(tool_calls=[ScriptedToolCall("delete_everything", "{}", id="call_unknown")]),
        ScriptedReply(text=LEAD),
    ]

    turn = run_turn(QUESTION)

    [tool] = turn.named("tool")
    assert (tool["name"], tool["status"]) == ("delete_everything", "error")
    [tool_message] = tool_messages(use_fake_provider.chat_requests[1])
    assert "unknown tool" in json.loads(tool_message["content"])["error"]
    assert turn.done["outcome"] == "answered"
    assert len(use_fake_provider.chat_requests) == 2


def test_after_three_tool_rounds_the_model_may_not_call_tools(run_turn, use_fake_provider):
    use_fake_provider.responder = lambda body: ScriptedReply(tool_calls=[search_call()])

    turn = run_turn(QUESTION)

    requests = use_fake_provider.chat_requests
    assert len(requests) == 4
    assert [r.body["tool_choice"] for r in requests] == ["auto", "auto", "auto", "none"]
    assert [t["status"] for t in turn.named("tool")] == ["ok", "ok", "ok"]
    assert names(turn)[-1] == "done"
    assert "tool_calls_ignored" in turn_log(turn).flags
    # The model never answered in text: the offline layer did, from the evidence found.
    assert (turn.done["outcome"], turn.done["reason"]) == ("degraded", "fallback")
    assert turn.named("citation")


# Verification of what the model wrote

UNKNOWN_CITATION = "Mara designed the zeppelin booking engine at Kovalent Pay [[no-such-doc]]."
UNSUPPORTED_NUMBER = "Mara led a team of 9999 zeppelin engineers on the Ledger rewrite [[project-ledger]]."


@pytest.mark.parametrize(
    ("bad", "problem"),
    [(UNKNOWN_CITATION, "no-such-doc"), (UNSUPPORTED_NUMBER, "9999")],
    ids=["unknown_citation", "unsupported_number"],
)
def test_a_rejected_draft_is_retried_once_with_a_correction(run_turn, use_fake_provider, bad, problem):
    use_fake_provider.chat_replies += [ScriptedReply(text=bad), ScriptedReply(text=LEAD)]

    turn = run_turn(QUESTION)

    first, second = use_fake_provider.chat_requests
    assert problem not in last_user_message(first)
    assert problem in last_user_message(second)
    assert "could not be verified" in last_user_message(second)
    assert turn.done["outcome"] == "answered"
    assert turn.text == LEAD_TEXT
    assert "zeppelin" not in turn.text and problem not in turn.text
    assert [c["id"] for c in turn.named("citation")] == ["project-ledger"]
    assert "verification_rejected" in turn_log(turn).flags


@pytest.mark.parametrize(
    "bad", [UNKNOWN_CITATION, UNSUPPORTED_NUMBER], ids=["unknown_citation", "unsupported_number"]
)
def test_a_draft_rejected_twice_is_degraded_and_never_streams(run_turn, use_fake_provider, bad):
    use_fake_provider.chat_replies += [ScriptedReply(text=bad), ScriptedReply(text=bad)]

    turn = run_turn(QUESTION)

    assert (turn.done["outcome"], turn.done["reason"]) == ("degraded", "verification")
    assert len(use_fake_provider.chat_requests) == 2
    assert "zeppelin" not in turn.text and "9999" not in turn.text
    assert "no-such-doc" not in {c["id"] for c in turn.named("citation")}


# The thread: caps, prefix and history


def test_the_turn_limit_refuses_without_calling_the_model(run_turn, use_fake_provider, settings):
    settings.CHAT_MAX_TURNS = 3
    use_fake_provider.default_reply = ScriptedReply(text=LEAD)
    thread_id = run_turn(QUESTION).thread_id
    for _ in range(2):
        assert run_turn(QUESTION, thread_id=thread_id).done["outcome"] == "answered"
    assert len(use_fake_provider.chat_requests) == 3

    fourth = run_turn(QUESTION, thread_id=thread_id)

    assert (fourth.done["outcome"], fourth.done["reason"]) == ("refused", "turn_limit")
    assert "3 questions" in fourth.text
    assert len(use_fake_provider.chat_requests) == 3


def test_the_prefix_is_byte_identical_across_calls_and_turns(run_turn, use_fake_provider):
    use_fake_provider.chat_replies += [
        ScriptedReply(tool_calls=[search_call()]),
        ScriptedReply(text=LEAD),
        ScriptedReply(tool_calls=[search_call("Mara in Amsterdam", call_id="call_two")]),
        ScriptedReply(text=LEAD),
    ]
    thread_id = run_turn(QUESTION).thread_id
    run_turn("Where is Mara based?", thread_id=thread_id)

    requests = use_fake_provider.chat_requests
    assert len(requests) == 4
    systems = {json.dumps(r.body["messages"][0], ensure_ascii=False).encode() for r in requests}
    tools = {json.dumps(r.body["tools"], ensure_ascii=False).encode() for r in requests}
    assert len(systems) == 1 and len(tools) == 1
    assert requests[0].body["messages"][0]["role"] == "system"
    specs = requests[0].body["tools"]
    assert [s["function"]["name"] for s in specs] == sorted(s["function"]["name"] for s in specs)
    for spec in specs:
        parameters = spec["function"]["parameters"]
        assert spec["function"]["strict"] is True
        assert parameters["additionalProperties"] is False
        assert sorted(parameters["required"]) == sorted(parameters["properties"])


def test_history_lives_on_the_server_per_thread(run_turn, use_fake_provider):
    use_fake_provider.default_reply = ScriptedReply(text=LEAD)
    first = run_turn(QUESTION)

    run_turn("Where is Mara based?", thread_id=first.thread_id)
    run_turn("Where is Mara based?")

    _, same_thread, other_thread = use_fake_provider.chat_requests
    assert {"role": "user", "content": QUESTION} in same_thread.body["messages"]
    assert {"role": "assistant", "content": LEAD_TEXT} in same_thread.body["messages"]
    assert not any(QUESTION in (m.get("content") or "") for m in other_thread.body["messages"])
    assert not any(m["role"] == "assistant" for m in other_thread.body["messages"])
