from __future__ import annotations

import json

import pytest

from chat.providers.local import intent_tool_call
from chat.providers.offline.answer import offline_answer
from chat.providers.offline.units import section_units

EVIDENCE = [
    {
        "doc_id": "project-ledger",
        "heading": "Results",
        "text": "- The rewrite cut reconciliation time from **9 hours** to 40 minutes.\n"
        "- It shipped in [March 2020](/x/).",
    },
    {
        "doc_id": "about",
        "heading": "",
        "text": "Mara lives in Amsterdam. She likes long walks by the canals.",
    },
]


@pytest.mark.parametrize(
    "question",
    [
        "Is she available for a new role?",
        "Is Mara beschikbaar?",
        "¿Está disponible?",
        "Can she start in May?",
    ],
)
def test_availability_questions_pick_report_availability(question):
    assert intent_tool_call(question).name == "report_availability"


@pytest.mark.parametrize(
    "question",
    [
        "Are any of her books available in English?",
        "Ist der Kurs im Juli verfügbar?",
        "¿Los cursos están disponibles en inglés?",
    ],
)
def test_a_thing_being_available_is_searched_for(question):
    assert intent_tool_call(question).name == "search_knowledge"


def test_a_request_to_pass_a_message_on_with_name_and_email_drafts_a_message():
    call = intent_tool_call(
        "My name is Ada Byron, please pass a message on to her: ada@example.org wants to talk."
    )
    arguments = json.loads(call.arguments)
    assert call.name == "draft_contact_message"
    assert arguments["visitor_name"] == "Ada Byron"
    assert arguments["visitor_email"] == "ada@example.org"
    assert set(arguments) == {"visitor_name", "visitor_email", "subject", "body"}


def test_a_contact_request_without_an_email_is_searched_instead():
    assert intent_tool_call("How can I contact her?").name == "search_knowledge"


def test_everything_else_is_searched_with_the_question():
    call = intent_tool_call("What did she do at Kovalent?")
    assert call.name == "search_knowledge"
    assert json.loads(call.arguments) == {"query": "What did she do at Kovalent?"}


def plain_sentences(markdown: str) -> list[str]:
    return [unit.text for unit in section_units(markdown)]


def extractive_answer(question: str, evidence: list[dict]) -> list[str]:
    vocabulary = frozenset(w.lower().strip(".,*()[]/:") for e in evidence for w in e["text"].split())
    return offline_answer(question, evidence, vocabulary=vocabulary).sentences


def test_markdown_becomes_plain_sentences():
    assert plain_sentences(EVIDENCE[0]["text"]) == [
        "The rewrite cut reconciliation time from 9 hours to 40 minutes; It shipped in March 2020.",
    ]


def test_a_list_and_the_line_announcing_it_are_one_sentence():
    markdown = "Mara speaks three languages:\n\n- Swedish: native\n- English: fluent (C2)\n- Dutch: good (B2)\n\nMore."
    assert plain_sentences(markdown)[0] == (
        "Mara speaks three languages: Swedish: native; English: fluent (C2); Dutch: good (B2)."
    )
    answer = extractive_answer("Which languages does she speak?", [{"doc_id": "skills", "text": markdown}])
    assert answer == [
        "Mara speaks three languages: Swedish: native; English: fluent (C2); Dutch: good (B2). [[skills]]"
    ]


def test_the_answer_copies_the_best_matching_units_with_their_markers():
    answer = extractive_answer("How much did the ledger rewrite cut reconciliation time?", EVIDENCE)
    assert answer[0] == (
        "The rewrite cut reconciliation time from 9 hours to 40 minutes; It shipped in March 2020. "
        "[[project-ledger]]"
    )
    assert all("canals" not in sentence for sentence in answer)


def test_a_name_no_document_holds_means_no_answer():
    assert extractive_answer("What is the capital of Peru?", EVIDENCE) == []
    assert extractive_answer("What did she do at Greenpeace?", EVIDENCE) == []


@pytest.mark.parametrize(
    "question",
    [
        "When is her birthday?",
        "Hoe oud is ze?",
        "Hat sie Kinder?",
        "¿Cuál es su comida favorita?",
        "Quel est son salaire ?",
        "What is her home address?",
        "¿En qué barrio vive?",
    ],
)
def test_a_personal_matter_is_refused_in_every_visitor_language(question):
    assert extractive_answer(question, EVIDENCE) == []


@pytest.mark.parametrize(
    "question",
    [
        "My name is Ada Byron (ada@example.org). Could you let her know I'd like to talk?",
        "Ik ben Jan de Vries, jan@example.nl. Kun je dit bericht aan haar doorgeven?",
        "Ich bin Eva Braun, eva@example.de. Bitte richten Sie ihr aus, dass ich anrufen möchte.",
        "Me llamo Ana Ruiz, ana@example.es. ¿Puedes pasarle un mensaje?",
        "Je m'appelle Luc Martin, luc@example.fr. Pouvez-vous lui transmettre ma demande ?",
        "Mi chiamo Lucia Bianchi, lucia@example.it. Può riferirle che vorrei un preventivo?",
        "Chamo-me Rui Costa, rui@example.pt. Pode deixar-lhe uma mensagem a pedir orçamento?",
        "Jag heter Karin Ek, karin@example.se. Kan du framföra att jag vill boka en kurs?",
    ],
)
def test_a_request_to_pass_on_a_message_is_recognised_in_every_visitor_language(question):
    call = intent_tool_call(question)
    assert call.name == "draft_contact_message"
    assert json.loads(call.arguments)["visitor_email"] in question
