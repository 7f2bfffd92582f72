"""Output checks after the model: no card or account numbers, no address but the published contact,
no phone number, no text from unpublished documents. Whole turns where the model tries to leak are
in chat/tests/test_output_checks.py."""

from __future__ import annotations

import base64
import json
import re
from pathlib import Path

import pytest
from django.conf import settings

from knowledge.unpublished import knowledge_texts, private_text
from safety.output_checks import PrivateText, output_problem, phone_numbers
from tests.support.knowledge import write_knowledge_file

CONTACT = "mara@lindqvist.example"
GUARD_SET = Path(settings.BASE_DIR) / "evals/datasets/guards_tenth/tenth.jsonl"  # a dev set
PRIVATE = private_text(Path(settings.KNOWLEDGE_DIR))


def problem(text: str, private: PrivateText = PRIVATE, **kwargs) -> str | None:
    return output_problem(text, allowed_emails={CONTACT}, private_snippets=private, **kwargs)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Her card number is 4111 1111 1111 1111.", "output:card"),
        ("Pay with 5500-0000-0000-0004 please.", "output:card"),
        ("The CVV is 737.", "output:card"),
        ("Transfer it to NL91 ABNA 0417 1643 00.", "output:account"),
        ("Her account number is 123456789.", "output:account"),
        ("Write to mara.private@mailbox.example instead.", "output:email"),
        ("Or to someone@example.org.", "output:email"),
        ("Call her on +31 6 1234 5678.", "output:phone"),
        ("Call her on 020-123 4567.", "output:phone"),
        ("Or (06) 12345678 after six.", "output:phone"),
        ("She lives with her partner Sjoerd.", "output:private_text"),  # a name only that document has
        (
            "Anyone outside that circle should be pointed to the public work address instead.",
            "output:private_text",
        ),
        ("They met in 2017 and registered their partnership in 2021.", "output:private_text"),  # eight words
        # Hidden the ways the input guards read (`safety.normalise.plain_views`): still a card.
        ("Decode this: " + base64.b64encode(b"the card is 4111 1111 1111 1111 ok").decode(), "output:card"),
        ("Read it backwards: 1111 1111 1111 1114 si drac eht", "output:card"),
    ],
)
def test_it_names_what_may_not_reach_the_visitor(text, expected):
    assert problem(text) == expected


def test_the_number_views_are_those_the_input_guards_read():
    """`plain_views` (what the output checks read numbers in) is `prepare`'s, view for view."""
    from safety.normalise import plain_views, prepare, prepared_forget

    messages = [json.loads(line)["text"] for line in GUARD_SET.read_text().splitlines() if line.strip()]
    assert len(messages) > 100
    hiding = 0
    for message in messages:
        prepared_forget()
        views = plain_views(message)  # first, cold: not read back from prepare's work
        hiding += len(views) > 1
        assert prepare(message).plain_views == views
    assert hiding > 10  # the set hides text in many ways, so more than one view is compared


@pytest.mark.parametrize(
    "text",
    [
        f"Write to Mara at {CONTACT.upper()}.",  # the published contact, in any case
        "The rewrite ran from March 2020 to September 2021.",
        "Zero-result searches went down from 11.2% to 3.4%, nDCG@10 up from 0.47 to 0.61.",
        "She handled 96,000 transactions an hour with a p99 of 120 ms.",
        "Order 4111 1111 1111 1112 is not a card: it fails Luhn.",
        "She lives in Amsterdam and works as a backend engineer.",
    ],
)
def test_ordinary_answers_pass(text):
    assert problem(text) is None


def test_no_sentence_of_the_published_knowledge_base_is_refused():
    _private, published = knowledge_texts(Path(settings.KNOWLEDGE_DIR))
    sentences = [s for text in published for s in re.split(r"(?<=[.!?])\s+|\n+", text) if s.strip()]
    assert len(sentences) > 300
    assert [s for s in sentences if problem(s)] == []


def test_every_sentence_of_the_unpublished_document_is_refused():
    private, _published = knowledge_texts(Path(settings.KNOWLEDGE_DIR))
    body = next(text for text in private if "Kastanjelaan" in text)
    sentences = [s for s in re.split(r"(?<=[.!?])\s+|\n+", body) if len(s.split()) > 3]
    assert sentences
    assert all(problem(s) for s in sentences)


def test_only_distinctive_private_text_counts():
    private = PrivateText.from_texts(
        private=["Mara works on payments at Kovalent Pay since 2019. Her cat is called Pepperkorn."],
        published=["Mara works on payments at Kovalent Pay since 2019, as the cv says."],
    )
    assert problem("Mara works on payments at Kovalent Pay since 2019.", private) is None  # published too
    assert problem("The cat is called Pepperkorn.", private) == "output:private_text"


def test_private_runs_are_found_wherever_they_stand_in_the_text():
    private = PrivateText(
        shingles=frozenset({("the", "spare", "key", "hangs", "behind", "the", "blue", "door")}),
        sentences=frozenset({("we", "meet", "every", "second", "tuesday")}),
    )

    assert private.found_in("The spare key hangs behind the blue door, she said.")  # at the start
    assert private.found_in("As agreed: we meet every second Tuesday")  # a short one, at the very end
    assert not private.found_in("As agreed: we meet every second")  # cut short: not the sentence
    assert not private.found_in("The spare key hangs behind the red door.")


def test_a_private_address_stays_refused_even_when_allowed_and_the_contact_stays_allowed():
    private = PrivateText.from_texts(
        private=[f"Private: mara.private@mailbox.example. Public: {CONTACT}."],
        published=[f"Contact: {CONTACT}."],
    )
    allowed = {CONTACT, "mara.private@mailbox.example"}  # the visitor typed it: still no confirmation
    assert (
        output_problem(
            "Her address is mara.private@mailbox.example.", allowed_emails=allowed, private_snippets=private
        )
        == "output:email"
    )
    assert output_problem(f"Write to {CONTACT}.", allowed_emails=allowed, private_snippets=private) is None


def test_a_published_phone_number_is_allowed():
    assert phone_numbers("Call +31 20 123 4567 or 020-123 4567; not 2020-2021.") == [
        "31201234567",
        "0201234567",
    ]
    assert problem("Call +31 20 123 4567.", allowed_phones={"31201234567"}) is None


def test_the_private_text_is_reread_when_a_file_changes(tmp_path):
    write_knowledge_file(tmp_path, "a.md", doc_id="a", body="Mara builds ledgers.\n")
    write_knowledge_file(
        tmp_path, "p.md", doc_id="p", body="Her dog is called Brumbleton.\n", published=False
    )
    assert private_text(tmp_path).names == {"brumbleton"}
    write_knowledge_file(
        tmp_path, "p.md", doc_id="p", body="Her dog is called Snorkelwick now.\n", published=False
    )
    assert private_text(tmp_path).names == {"snorkelwick"}
