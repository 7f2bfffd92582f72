"""The offline answerer (`chat.providers.offline`): units in clean prose, chosen by meaning across
languages, refused on strong signals only."""

from __future__ import annotations

import re

import pytest

from chat.providers.offline.answer import offline_answer
from chat.providers.offline.signals import names_in, personal_topic, unknown_names
from chat.providers.offline.units import section_units
from evals.kb_cases import markdown_residue

TABLE = """Roles I held:

| Dates | Role | Organisation |
|---|---|---|
| 2021 - present | Co-lead, *Sound* restoration | [Shores Trust](/trust/) |
| 2014 - 2020 | Founder | **Rockpool** Register |
"""
DUTCH = [
    {
        "doc_id": "werkwijze",
        "title": "Werkwijze",
        "heading": "Eerste bezoek",
        "text": "Het eerste bezoek is gratis binnen 50 km van Utrecht. Daarna volgt een offerte op maat.",
    },
    {
        "doc_id": "lesgeven",
        "title": "Lesgeven",
        "heading": "Gildecollege",
        "text": "Ik geef les in houtrestauratie aan het Gildecollege. Een klas telt twaalf studenten.",
    },
]
VOCABULARY = frozenset(re.findall(r"\w+", " ".join(e["title"] + " " + e["text"] for e in DUTCH).casefold()))


def texts(markdown: str) -> list[str]:
    return [unit.text for unit in section_units(markdown)]


def test_a_table_row_becomes_a_sentence_without_markdown():
    rows = texts(TABLE)

    assert rows == [
        "2021 - present — Role: Co-lead, Sound restoration; Organisation: Shores Trust.",
        "2014 - 2020 — Role: Founder; Organisation: Rockpool Register.",
    ]
    assert not any(markdown_residue(row) for row in rows)


def test_a_list_under_its_heading_is_one_short_list():
    units = section_units("- **English**: native\n- `French`: good\n- Welsh: conversational")

    assert [(u.kind, u.text) for u in units] == [
        ("list", "English: native; French: good; Welsh: conversational.")
    ]


def test_a_fragment_stays_with_the_sentence_it_completes():
    assert texts(
        "Lumenfield, Amsterdam (scheduling software). November 2022 to present. She leads a team."
    ) == ["Lumenfield, Amsterdam (scheduling software). November 2022 to present. She leads a team."]


def test_a_question_in_another_language_is_answered_from_the_dutch_section_that_fits():
    answer = offline_answer(
        "How many students are in a class at the Gildecollege?", DUTCH, vocabulary=VOCABULARY
    )

    assert answer.why == "answer"
    assert answer.sentences[0].endswith("[[lesgeven]]")
    assert "Een klas telt twaalf studenten. [[lesgeven]]" in answer.sentences
    assert len(answer.sentences) <= 3


def test_the_first_visit_question_in_spanish_cites_the_right_document():
    answer = offline_answer("¿Cuánto cuesta la primera visita?", DUTCH, vocabulary=VOCABULARY)

    assert any(s.endswith("[[werkwijze]]") for s in answer.sentences)


@pytest.mark.parametrize(
    "question",
    [
        "Which Europa Nostra award did he win?",  # "Nostra" is in no document
        "What did he do at Greenpeace?",
        "Hoeveel molens heeft hij in Friesland gerestaureerd?",
    ],
)
def test_a_name_no_published_document_holds_is_refused(question):
    answer = offline_answer(question, DUTCH, vocabulary=VOCABULARY)

    assert answer.sentences == []
    assert answer.why.startswith("unknown_name:")


def test_the_visitors_own_setting_and_misspelt_known_names_are_not_false_premises():
    assert (
        unknown_names(
            "We are a church board in the Betuwe. Who teaches at the Gildecolege?",
            vocabulary=VOCABULARY,
            language="en",
        )
        == []
    )
    assert (
        unknown_names("Does our board in Friesland need a quote?", vocabulary=VOCABULARY, language="en") == []
    )


def test_german_nouns_are_not_names_but_several_capitalised_words_are():
    assert names_in("Wie viele Studenten hat eine Klasse?", language="de") == []
    assert names_in("Welche Programme benutzt sie für die Datenanalyse?", language="de") == []
    assert names_in("Wie war ihre Zeit bei Greenpeace?", language="de") == ["Greenpeace"]
    assert names_in("Was hat er beim Natural History Museum gemacht?", language="de") == [
        "Natural History Museum"
    ]


@pytest.mark.parametrize(
    ("question", "topic"),
    [
        ("Wat is je uurtarief?", "uurtarief"),
        ("Wie heißt ihre Mutter?", "mutter"),
        ("¿En qué barrio vive Lucía?", "barrio"),
        ("Quelle est la date d'anniversaire d'Ellis ?", "anniversaire"),
        ("What's her favourite colour?", "favourite"),
        ("Can I get his personal email address, not the business one?", "personal email"),
    ],
)
def test_personal_matters_are_recognised_in_five_languages(question, topic):
    assert personal_topic(question) == topic


@pytest.mark.parametrize(
    "question",
    [
        "Does she offer free programs for neighborhood schools?",
        "Where is she based?",
        "Wanneer draaide de molen weer?",
        "Combien coûte le premier déplacement ?",
    ],
)
def test_ordinary_questions_are_not_personal(question):
    assert personal_topic(question) is None
