"""Issue 15's fault drills for a turn, black-box: POST /api/chat against a real daphne, the fake
OpenAI-compatible model's request log, and the database afterwards.

Before and after (the "before" run on main at 5fc1e38, with the same steps):
- a 200 whose body is a JSON error object: before, the turn ended `refused`/`no_source` after one
  request (the empty stream counted as the model's answer); after, it is retried and the offline
  layer answers (`degraded`/`fallback`, 3 requests).
- a 200 stream whose first event is an error object: before, `failed`/`internal` (an APIError the
  provider didn't know); after, retried, then `degraded`/`fallback`.
- a stream that ends without finish_reason or [DONE]: before, the half sentence was the answer's
  end (`refused`/`no_source`); after, a broken stream: the offline layer answers
  (`degraded`/`fallback`).
- a data line that isn't JSON after a verified sentence: before, `failed`/`internal`; after,
  `failed`/`provider` with the `error` event ("cut off"), the sentence kept, nothing more streamed.
"""

from __future__ import annotations

import json

import httpx
import pytest

from chat.models import TurnLog
from tests.support.fake_openai import FakeOpenAI, ScriptedReply

QUESTION = "What did Mara build at Kovalent Pay?"  # retrieval finds project-ledger for it
SENTENCE = "Mara led the Ledger rewrite at Kovalent Pay [[project-ledger]]."


@pytest.fixture(autouse=True)
def fake(daphne_fake_openai: FakeOpenAI) -> FakeOpenAI:
    return daphne_fake_openai.reset()


def ask(base_url: str) -> list[tuple[str, dict]]:
    """One whole turn over HTTP: its events, in order."""
    events, name = [], None
    with (
        httpx.Client(timeout=120) as client,
        client.stream("POST", f"{base_url}/api/chat", json={"message": QUESTION}) as response,
    ):
        assert response.status_code == 200
        for line in response.iter_lines():
            if line.startswith("event: "):
                name = line.removeprefix("event: ")
            elif line.startswith("data: "):
                events.append((name, json.loads(line.removeprefix("data: "))))
    return events


def ended(events: list[tuple[str, dict]]) -> dict:
    """The `done` data, after checking it came last and once."""
    names = [name for name, _ in events]
    assert names.count("done") == 1 and names[-1] == "done", names
    return events[-1][1]


def text_of(events) -> str:
    return "".join(data["delta"] for name, data in events if name == "text")


@pytest.mark.parametrize(
    ("reply", "requests"),
    [
        pytest.param(ScriptedReply(malformed="error_body"), 3, id="200-with-an-error-body"),
        pytest.param(ScriptedReply(malformed="error_event"), 3, id="an-error-event-in-the-stream"),
        # Text came before the end: the provider doesn't retry what it passed on (the sentence gate
        # held the half sentence back, so the visitor saw nothing and the offline layer answers).
        pytest.param(ScriptedReply(text="Mara led the Ledger", malformed="no_finish"), 1, id="no-finish"),
    ],
)
def test_a_200_that_is_no_answer_is_retried_then_the_offline_layer_answers(
    daphne_url, fake, transactional_db, knowledge, reply, requests
):
    fake.default_reply = reply

    events = ask(daphne_url)

    done = ended(events)
    assert (done["outcome"], done["reason"]) == ("degraded", "fallback")
    assert "Ledger" in text_of(events)  # the offline layer, from the same evidence
    assert "overloaded" not in text_of(events) and "internal error" not in text_of(events)
    assert len(fake.chat_requests) == requests  # 3: the first try and LLM_RETRIES=2
    log = TurnLog.objects.get(turn_id=done["turn_id"])
    assert (log.outcome, log.reason) == ("degraded", "fallback")


def test_a_malformed_line_after_a_verified_sentence_cuts_the_answer_off_cleanly(
    daphne_url, fake, transactional_db, knowledge
):
    fake.default_reply = ScriptedReply(text=f"{SENTENCE} Balances were", malformed="not_json")

    events = ask(daphne_url)

    done = ended(events)
    assert (done["outcome"], done["reason"]) == ("failed", "provider")
    names = [name for name, _ in events]
    assert "error" in names and "text" not in names[names.index("error") :]  # nothing after the error
    assert text_of(events) == "Mara led the Ledger rewrite at Kovalent Pay."
    assert len(fake.chat_requests) == 1  # text had reached the visitor: never restarted silently
    assert TurnLog.objects.get(turn_id=done["turn_id"]).outcome == "failed"
