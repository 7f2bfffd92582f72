"""The time cap on a running turn, through AsyncClient on a loop of its own (`transactional_db`)."""

from __future__ import annotations

import json
import time

import pytest
from django.test import AsyncClient

from chat.models import TurnLog
from chat.turn_slots import client_slots_held, open_streams
from safety.privacy import ip_hash
from tests.support.fake_openai import ScriptedReply
from tests.support.turns import run_in_loop

pytestmark = pytest.mark.usefixtures("fresh_limits")
QUESTION = "What did Mara build at Kovalent Pay?"
PEER = "127.0.0.1"  # the test client's REMOTE_ADDR


def parse_sse(body: bytes) -> list[tuple[str, dict]]:
    events = []
    for block in body.decode().strip().split("\n\n"):
        name, data = block.split("\n")
        events.append((name.removeprefix("event: "), json.loads(data.removeprefix("data: "))))
    return events


def test_a_turn_past_the_time_cap_ends_failed_with_reason_timeout(
    settings, transactional_db, knowledge, use_fake_provider
):
    # A cap long enough for a cold first turn on a busy machine to reach the model (measured: up to
    # ~3.5 s with a load average of 10), far shorter than the model's first token.
    settings.CHAT_TURN_TIMEOUT = 8.0
    settings.LLM_FIRST_TOKEN_TIMEOUT = 60.0  # the cap must fire first, not the provider fallback
    use_fake_provider.chat_replies.append(
        ScriptedReply(text="Mara led the Ledger rewrite [[project-ledger]].", first_token_delay=12.0)
    )

    async def ask():
        started = time.monotonic()
        response = await AsyncClient().post(
            "/api/chat", {"message": QUESTION}, content_type="application/json"
        )
        body = b"".join([chunk async for chunk in response.streaming_content])
        return response, body, time.monotonic() - started

    response, body, elapsed = run_in_loop(ask)

    events = parse_sse(body)
    names = [name for name, _ in events]
    assert response.status_code == 200
    assert names[0] == "meta" and names[-1] == "done"
    assert names.count("done") == 1
    error = names.index("error")
    assert events[error][1]["code"] == "timeout"
    assert "text" not in names[error:]
    done = events[-1][1]
    assert (done["outcome"], done["reason"]) == ("failed", "timeout")
    assert elapsed < 12 + 8  # stopped at the cap, not when the provider would have answered
    assert "text" not in names  # the model never got to write
    assert TurnLog.objects.get(turn_id=done["turn_id"]).reason == "timeout"
    assert client_slots_held(ip_hash(PEER)) == 0 and open_streams.count == 0  # back with the stream
    # The model was waiting for its first token: the cap closed that request, as a disconnect does.
    assert len(use_fake_provider.chat_requests) == 1
    assert use_fake_provider.client_disconnected.wait(timeout=30)  # seen at the fake's first write


def test_a_turn_within_the_cap_is_not_touched(settings, transactional_db, knowledge, use_fake_provider):
    settings.CHAT_TURN_TIMEOUT = 30.0
    use_fake_provider.chat_replies.append(
        ScriptedReply(text="Mara led the Ledger rewrite at Kovalent Pay [[project-ledger]].")
    )

    async def ask():
        response = await AsyncClient().post(
            "/api/chat", {"message": QUESTION}, content_type="application/json"
        )
        return b"".join([chunk async for chunk in response.streaming_content])

    events = parse_sse(run_in_loop(ask))

    names = [name for name, _ in events]
    assert "error" not in names
    assert events[-1][1]["outcome"] == "answered", events[-1]
    assert client_slots_held(ip_hash(PEER)) == 0 and open_streams.count == 0
