"""The texts the chat writes around the owner name whoever the knowledge base is about: the system
prompt, refusals and approval notes take the name, pronouns and address from the documents."""

from __future__ import annotations

import pytest

from chat.graph import prompts
from chat.refusals import owner_text, refusal_text
from chat.selectors import guard_owner, knowledge_prefix, visitor_language
from knowledge.services import knowledge_load
from knowledge.tests.test_owner import DUTCH_ABOUT, DUTCH_CV, about_file
from tests.support.turns import collect_turn, run_in_loop


@pytest.fixture
def dutch_owner(transactional_db, tmp_path, settings):
    """A Dutch knowledge base whose about page ("Over mij") names its owner only in the text."""
    settings.OWNER_NAME = settings.OWNER_PRONOUNS = settings.OWNER_CONTACT = ""
    about_file(tmp_path, title="Over mij", body=DUTCH_ABOUT)
    (tmp_path / "cv.md").write_text(
        "---\nid: cv\ntitle: Curriculum vitae\nkind: cv\nurl: /cv/\n---\n" + DUTCH_CV
    )
    knowledge_load(directory=tmp_path)
    return tmp_path


@pytest.fixture
def nameless(transactional_db, tmp_path, settings):
    settings.OWNER_NAME = settings.OWNER_PRONOUNS = settings.OWNER_CONTACT = ""
    about_file(tmp_path, title="About", body="Notes on restoring windmills, collected over the years.\n")
    knowledge_load(directory=tmp_path)


def test_the_system_prompt_names_the_owner_the_documents_name(dutch_owner, settings):
    assert knowledge_prefix().text.startswith("You are the assistant on Joost Verbeek's portfolio website.")
    assert "uses the pronouns" not in knowledge_prefix().text

    settings.OWNER_PRONOUNS = "he/him"

    assert (
        "You speak about Joost Verbeek, never for Joost Verbeek. Joost Verbeek uses the pronouns he/him."
        in knowledge_prefix().text
    )


def test_a_refusal_names_the_owner_and_address_from_the_documents_in_the_visitors_language(dutch_owner):
    turn = run_in_loop(lambda: collect_turn("Wat is het privé telefoonnummer van Joost?"))

    done = next(event.data for event in turn.events if event.name == "done")
    assert done["outcome"] == "refused"
    text = "".join(event.data["delta"] for event in turn.events if event.name == "text")
    assert "Joost Verbeek" in text
    assert "via joost@verbeek-restauratie.example" in text
    assert "Over mij" not in text


def test_a_short_message_is_answered_in_the_sites_language(dutch_owner):
    assert visitor_language("Kubernetes?") == "nl"
    assert visitor_language("Where is the workshop?") == "en"


def test_the_guards_get_every_form_of_the_name_and_the_address(dutch_owner):
    owner = guard_owner()
    assert {"Joost Verbeek", "Joost", "Verbeek", "J.H. Verbeek"} <= set(owner.forms)
    assert owner.contact == "joost@verbeek-restauratie.example"


def test_a_knowledge_base_that_names_nobody_gets_texts_that_need_no_name(nameless):
    assert knowledge_prefix().text.startswith("You are the assistant on the site owner's portfolio website.")
    turn = run_in_loop(lambda: collect_turn("What is the home address?"))
    text = "".join(event.data["delta"] for event in turn.events if event.name == "text")
    assert "the site owner" in text and "  " not in text and "{" not in text


def test_nameless_texts_start_their_sentences_with_a_capital():
    summary = owner_text(prompts.APPROVED_SUMMARY, owner="", contact="")
    assert summary.startswith("The site owner approved your message")
    rejected = refusal_text("approval_rejected", language="en", owner="", contact="x@y.example", max_turns=40)
    assert rejected.startswith("The site owner reviewed")
    assert rejected.endswith("You can still write to the site owner at x@y.example.")
    dutch = refusal_text("no_source", language="nl", owner="", contact="", max_turns=40)
    assert dutch.endswith("Je kunt het ook rechtstreeks aan de eigenaar van deze site vragen.")
