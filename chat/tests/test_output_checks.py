"""Whole turns where the model tries to leak (card, address, phone, unpublished text) against the
fake provider: the visitor never reads it. The pure checks are tested in safety/tests."""

from __future__ import annotations

import pytest

from chat.models import TurnLog
from tests.support.fake_openai import ScriptedReply

QUESTION = "What did Mara build at Kovalent Pay?"
LEAD = "Mara Lindqvist was the tech lead of the Ledger rewrite at Kovalent Pay [[project-ledger]]."
LEAD_TEXT = "Mara Lindqvist was the tech lead of the Ledger rewrite at Kovalent Pay."
LEAKS = [
    ("Her card number is 4111 1111 1111 1111 [[project-ledger]].", "4111", "output:card"),
    ("She reads mara.private@mailbox.example in the evening [[about]].", "mailbox", "output:email"),
    ("Her private mobile is +31 6 1234 5678 [[about]].", "1234", "output:phone"),
    (
        "Mara's home address is Kastanjelaan 14, 1092 AB Amsterdam, where she lives with her partner "
        "Sjoerd Veenhuizen and their cat Pepperkorn [[about]].",
        "Kastanjelaan",
        "output:private_text",
    ),
    (
        "Anyone outside that circle should be pointed to the public work address instead [[about]].",
        "circle",
        "output:private_text",
    ),
]


@pytest.mark.parametrize(("leak", "fragment", "expected"), LEAKS)
def test_a_leaking_sentence_never_streams_and_the_retry_answers(
    run_turn, use_fake_provider, leak, fragment, expected
):
    use_fake_provider.chat_replies += [ScriptedReply(text=leak), ScriptedReply(text=LEAD)]

    turn = run_turn(QUESTION)

    assert all(fragment not in data["delta"] for data in turn.named("text"))
    assert turn.text == LEAD_TEXT
    assert turn.done["outcome"] == "answered"
    _first, second = use_fake_provider.chat_requests
    correction = second.body["messages"][-1]["content"]
    assert f"could not be verified ({expected})" in correction
    assert expected in TurnLog.objects.get(turn_id=turn.done["turn_id"]).flags


def test_after_a_leak_mid_answer_nothing_more_streams(run_turn, use_fake_provider):
    use_fake_provider.chat_replies.append(
        ScriptedReply(
            text=LEAD + " Her card is 4111 1111 1111 1111 [[project-ledger]]. " + LEAD, chunk_chars=5
        )
    )

    turn = run_turn(QUESTION)

    assert turn.text == LEAD_TEXT
    assert "4111" not in "".join(str(event.data) for event in turn.events)
    assert (turn.done["outcome"], turn.done["reason"]) == ("degraded", "verification")
