"""The contract's citation rule, through whole turns against the fake OpenAI-compatible server: a
marker may name any published document the model was shown this turn (the knowledge-base prefix,
the evidence, a tool result), and numbers count by value, in whatever form the model writes them."""

from __future__ import annotations

import pytest

from chat.models import TurnLog
from chat.selectors import knowledge_prefix
from knowledge.models import Document
from tests.support.fake_openai import ScriptedReply

QUESTION = "What did Mara build at Kovalent Pay?"
# A document retrieval does not rank for QUESTION, but the prefix shows in full.
ARTICLE = "article-reciprocal-rank-fusion"
OUTSIDE = "Mara has also written about fusing keyword and vector search [[article-reciprocal-rank-fusion]]."
LEAD = "Mara Lindqvist was the tech lead of the Ledger rewrite at Kovalent Pay [[project-ledger]]."


def evidence_ids(request) -> set[str]:
    user = next(m["content"] for m in reversed(request.body["messages"]) if m["role"] == "user")
    return {part.split('"')[0] for part in user.split('<evidence id="')[1:]}


def test_a_document_outside_the_evidence_but_in_the_prefix_is_cited(run_turn, use_fake_provider):
    use_fake_provider.chat_replies.append(ScriptedReply(text=LEAD + " " + OUTSIDE))

    turn = run_turn(QUESTION)

    [request] = use_fake_provider.chat_requests
    assert ARTICLE not in evidence_ids(request) and len(evidence_ids(request)) <= 6
    assert f'<document id="{ARTICLE}"' in request.body["messages"][0]["content"]
    assert turn.done["outcome"] == "answered"
    assert "fusing keyword and vector search" in turn.text
    citation = next(c for c in turn.named("citation") if c["id"] == ARTICLE)
    assert citation["url"] == Document.objects.get(doc_id=ARTICLE).url
    assert "verification_rejected" not in TurnLog.objects.get(turn_id=turn.done["turn_id"]).flags


def test_numbers_written_in_other_forms_stream_with_their_citations(run_turn, use_fake_provider):
    # The about page says "about twelve years", "three years" and "since November 2022".
    text = (
        "Mara has about 12 years of experience [[about]]. "
        "She spent 3 years on payments infrastructure at Kovalent Pay [[about]]. "
        "She has been a Staff Platform Engineer at Lumenfield since 11/2022 [[about]]."
    )
    use_fake_provider.chat_replies.append(ScriptedReply(text=text, chunk_chars=5))

    turn = run_turn("How long has Mara been working?")

    assert turn.done["outcome"] == "answered"
    assert turn.text == text.replace(" [[about]]", "")
    assert [c["id"] for c in turn.named("citation")] == ["about"]
    assert len(use_fake_provider.chat_requests) == 1  # nothing was rejected, nothing retried


@pytest.mark.parametrize(
    "bad",
    [
        "Mara wrote a memoir about ledgers [[her-memoir]].",  # names no published document
        "Mara has about 15 years of experience [[about]].",  # a number no cited document states
        "She has been at Lumenfield since 10/2022 [[about]].",  # a month no cited document states
    ],
)
def test_unknown_ids_and_made_up_numbers_are_still_rejected(run_turn, use_fake_provider, bad):
    use_fake_provider.chat_replies += [ScriptedReply(text=bad), ScriptedReply(text=bad)]

    turn = run_turn(QUESTION)

    assert (turn.done["outcome"], turn.done["reason"]) == ("degraded", "verification")
    assert bad.split(" [[")[0] not in turn.text
    assert "her-memoir" not in {c["id"] for c in turn.named("citation")}


def test_only_what_a_capped_prefix_shows_may_be_cited(run_turn, use_fake_provider, settings):
    settings.KNOWLEDGE_PREFIX_MAX_CHARS = 12_000  # the first documents by id fit; the article doesn't
    prefix = knowledge_prefix()
    assert ARTICLE not in prefix.shown and "about" in prefix.shown and len(prefix.text) <= 12_000
    use_fake_provider.chat_replies += [ScriptedReply(text=OUTSIDE), ScriptedReply(text=OUTSIDE)]

    turn = run_turn(QUESTION)

    [first, _] = use_fake_provider.chat_requests
    assert f'<document id="{ARTICLE}"' not in first.body["messages"][0]["content"]
    assert ARTICLE not in evidence_ids(first)
    assert (turn.done["outcome"], turn.done["reason"]) == ("degraded", "verification")
    assert ARTICLE not in {c["id"] for c in turn.named("citation")}
