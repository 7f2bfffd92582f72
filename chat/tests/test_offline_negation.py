"""A unit that negates what the question claims: the answer to a yes/no question, a false premise
for a why-question (`chat.providers.offline.negation`), through the real offline answerer."""

from __future__ import annotations

import re

import pytest

from chat.providers.offline.answer import offline_answer
from chat.providers.offline.negation import asks_yes_no, negated_claim, negates
from chat.providers.offline.signals import asks_existence

CLOCKS = [
    {
        "doc_id": "cuckoo",
        "title": "Kuckucksuhren",
        "heading": "Blasebälge",
        "text": "Ich beziehe die Blasebälge neu mit dünnem Ziegenleder, denn Leder hält länger. "
        "Kunststoffbälge baue ich nicht ein.",
    },
    {
        "doc_id": "care",
        "title": "Pflege",
        "heading": "Öl",
        "text": "Eine Uhr sollte alle fünf bis sieben Jahre gereinigt und neu geölt werden.",
    },
]
HONEY = [
    {
        "doc_id": "shop",
        "title": "Shop",
        "heading": "Shipping",
        "text": "I only ship honey within the Netherlands and Belgium, in boxes of six jars.",
    },
    {
        "doc_id": "about",
        "title": "About",
        "heading": "Bees",
        "text": "I keep forty colonies of dark bees on the heath near Ede.",
    },
]


def vocabulary(evidence: list[dict]) -> frozenset[str]:
    return frozenset(re.findall(r"\w+", " ".join(e["title"] + " " + e["text"] for e in evidence).casefold()))


@pytest.mark.parametrize(
    ("question", "language"),
    [
        ("Does she sell birds?", "en"),
        ("Verkoopt ze ook cadeaubonnen?", "nl"),
        ("Erntet sie mit Maschinen?", "de"),
        ("Est-ce qu'elle fabrique des archets ?", "fr"),
        ("¿Envía piezas a Portugal?", "es"),
        ("Fa spettacoli nei Paesi Bassi?", "it"),
        ("Ela faz ferração na Holanda?", "pt"),
        ("My daughter is nine. Can she join the count?", "en"),
    ],
)
def test_a_question_without_a_question_word_asks_yes_or_no(question, language):
    assert asks_yes_no(question, language=language)


@pytest.mark.parametrize(
    ("question", "language"),
    [
        ("Where does she ship to?", "en"),
        ("Waarom verkoopt ze geen vogels?", "nl"),
        ("Was kostet eine Reinigung?", "de"),
        ("Quand part-elle en tournée ?", "fr"),
        ("¿Qué uvas usa?", "es"),
        ("Que herramientas usa?", "es"),
        ("Quando ha lavorato a Lisbona?", "it"),
        ("Em que meses vai aos Países Baixos?", "pt"),
        ("Tell me about her time in Leipzig.", "en"),
    ],
)
def test_a_question_word_or_a_request_asks_for_more_than_yes_or_no(question, language):
    assert not asks_yes_no(question, language=language)


def test_a_negation_after_the_word_it_negates_counts_within_its_clause():
    unit = "Kunststoffbälge baue ich nicht ein, aber Lederbälge schon."
    assert negated_claim({"kunststoffbalge"}, unit) == ["kunststoffbalge"]
    assert negated_claim({"lederbalge"}, unit) == []  # another clause
    assert negated_claim({"archets"}, "Je n'achète pas d'archets.") == ["archets"]


def test_a_why_question_about_what_the_page_says_he_never_does_is_refused():
    words = vocabulary(CLOCKS)

    refused = offline_answer("Warum verwendet er Kunststoffbälge?", CLOCKS, vocabulary=words)
    assert refused.sentences == [] and refused.why.startswith("negated_premise")
    assert offline_answer("Warum verwendet er Ziegenleder?", CLOCKS, vocabulary=words).why == "answer"


def test_the_yes_no_question_on_the_same_claim_is_answered_by_the_negating_sentence():
    answer = offline_answer("Verwendet er Kunststoffbälge?", CLOCKS, vocabulary=vocabulary(CLOCKS))

    assert answer.why == "answer"
    assert any("nicht ein" in s and s.endswith("[[cuckoo]]") for s in answer.sentences)


def test_a_yes_no_question_about_a_place_no_page_names_is_answered_by_the_restriction():
    words = vocabulary(HONEY)

    answer = offline_answer("Does she ship honey to Canada?", HONEY, vocabulary=words)
    assert answer.why == "answer"
    assert any("only ship honey" in s and s.endswith("[[shop]]") for s in answer.sentences)
    # Asked for more than yes or no, the name no page holds is still a false premise.
    assert offline_answer("When did she open her shop in Canada?", HONEY, vocabulary=words).why.startswith(
        "unknown_name"
    )


LEAD = [
    {
        "doc_id": "lead",
        "title": "Lead",
        "heading": "Why lead",
        "text": "People sometimes ask whether lead is old-fashioned. For a window meant to last, it is "
        "still the best material I know.",
    },
    {
        "doc_id": "sulphites",
        "title": "Sulfitos",
        "heading": "Sulfitos",
        "text": "Me preguntan a menudo si mis vinos llevan sulfitos. Sí los llevan, pero pocos.",
    },
]


@pytest.mark.parametrize(
    "question",
    [
        "Why did he stop using lead in his windows?",
        "¿Por qué elabora sus vinos sin sulfitos?",
    ],
)
def test_a_why_question_taking_an_absence_for_granted_is_refused_where_the_page_says_yes(question):
    refused = offline_answer(question, LEAD, vocabulary=vocabulary(LEAD))

    assert refused.sentences == [] and refused.why == "affirmed_premise"


def test_the_same_page_answers_a_why_question_that_takes_nothing_away():
    answer = offline_answer("Why does he use lead in his windows?", LEAD, vocabulary=vocabulary(LEAD))

    assert answer.why == "answer" and any(s.endswith("[[lead]]") for s in answer.sentences)


def test_may_in_french_or_german_and_nee_are_no_negation_and_italian_mai_is():
    assert not negates("Je ferme l'atelier en mai pour la récolte.", language="fr")
    assert not negates("Im Mai bin ich auf Tournee.", language="de")
    assert not negates("Elle est née à Lyon en 1975.", language="fr")
    assert negates("Mai usata vernice acrilica nei miei restauri.", language="it")
    assert negated_claim({"vernice"}, "Mai usata vernice acrilica nei miei restauri.", language="it") == [
        "vernice"
    ]
    assert negated_claim({"vernice"}, "Mai usata vernice acrilica nei miei restauri.", language="pt") == []


WORKSHOP = [
    {
        "doc_id": "calendar",
        "title": "Calendrier",
        "heading": "Fermetures",
        "text": "Je ferme l'atelier de reliure en mai pour préparer le salon du livre de Bruxelles, "
        "et je reprends les commandes en juin.",
    },
    {
        "doc_id": "restauri",
        "title": "Restauri",
        "heading": "Materiali",
        "text": "Per i miei restauri uso soltanto colori a calce e pigmenti naturali. Vernice acrilica? "
        "Mai usata sulle pareti antiche, trattiene l'umidità.",
    },
]


def test_a_french_page_closing_in_may_answers_the_why_question_an_italian_never_refuses_it():
    words = vocabulary(WORKSHOP)

    answer = offline_answer("Pourquoi ferme-t-elle l'atelier de reliure ?", WORKSHOP, vocabulary=words)
    assert answer.why == "answer"  # "en mai" read as "never" refused it: negated_premise
    assert any("salon du livre" in s and s.endswith("[[calendar]]") for s in answer.sentences)
    refused = offline_answer(
        "Perché usa la vernice acrilica sulle pareti antiche?", WORKSHOP, vocabulary=words
    )
    assert refused.sentences == [] and refused.why.startswith("negated_premise")


@pytest.mark.parametrize(
    "question",
    [
        "Vend-elle des bijoux ou des vases ?",
        "Quantos participantes tem o curso de avalanches?",
        "Est-ce que le cabinet soigne les reptiles ?",
        "Was she trained in Leipzig?",
    ],
)
def test_the_stated_no_and_the_existence_rule_read_a_question_word_alike(question):
    """One reading of a yes/no question: a question word anywhere in the message ("ou", "que",
    "quantos", English "was" too) makes it none, for the stated "no" and for the existence rule."""
    assert not asks_yes_no(question)
    assert not asks_existence(question)


@pytest.mark.parametrize(
    "question",
    [
        "Háblame de la furgoneta con la que vende pan.",
        "Tell me about her food truck.",
        "Vertel eens over haar boek.",
        # Italian, French, Portuguese and Swedish requests (es-buceo's sealed run: "Parlami del documentario")
        "Parlami del documentario che ha girato.",
        "Raconte-moi son émission de radio.",
        "Fala-me do livro dela.",
        "Berätta om hennes bok.",
    ],
)
def test_a_request_to_tell_about_something_asks_whether_it_is_there(question):
    """ "Tell me about the van she sells from" takes the van for granted as much as "Does she sell
    from a van?": the existence rule reads both (an unknown object with a weak best unit is refused)."""
    assert not asks_yes_no(question)
    assert asks_existence(question)
