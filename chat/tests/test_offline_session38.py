"""Session 38: a question about awards beside a section that names one is on the topic, in any
language; an hourly rate in Italian, and the row that states one; a question in a language whose
function words the rules don't know has no unknown objects; "recieved" and receiving an award."""

from __future__ import annotations

import re

import pytest

from chat.providers.offline import signals
from chat.providers.offline.answer import offline_answer
from chat.providers.offline.evidence import Candidate, Scored
from chat.providers.offline.signals import fold


def row(text: str, score: float = 0.5) -> Scored:
    words = frozenset(fold(w) for w in re.findall(r"\w+", text))
    candidate = Candidate(
        text=text, kind="row", doc_id="tarifs", title="Tarifs", heading="", rank=0, position=0, words=words
    )
    return Scored(candidate=candidate, meaning=score, words=0.0, score=score)


# A French soap maker's sections (evals/knowledge_bases/fr-savonnerie), as retrieval ranked them for
# "What awards has she won?".
SOAP_MAKER = [
    {
        "doc_id": "cv",
        "title": "Parcours",
        "kind": "cv",
        "url": "/parcours/#distinctions",
        "heading": "Distinctions",
        "text": "- Prix de l'artisanat d'art des Alpilles, 2018\n- Médaille d'argent au Concours des savons artisanaux de Provence, 2022, pour le savon « Romarin des Alpilles »",
    },
    {
        "doc_id": "cv",
        "title": "Parcours",
        "kind": "cv",
        "url": "/parcours/#formation",
        "heading": "Formation",
        "text": "- DUT Chimie, 2007\n- Licence professionnelle Formulation cosmétique, 2009\n- Certificat d'évaluation de la sécurité des cosmétiques, 2016 : chaque recette vendue dispose de son dossier d'information produit.",
    },
    {
        "doc_id": "cv",
        "title": "Parcours",
        "kind": "cv",
        "url": "/parcours/",
        "heading": "",
        "text": "Maylis Aubrespin, savonnière artisanale, Salon-de-Provence.",
    },
    {
        "doc_id": "zero-perte",
        "title": "« Zéro perte » avec le Moulin des Cabanes",
        "kind": "project",
        "url": "/projets/zero-perte/#en-chiffres",
        "heading": "En chiffres",
        "text": "| Année | Huile récupérée | Savons fabriqués |\n|---|---|---|\n| 2021 | 95 litres | 1 100 |\n| 2022 | 140 litres | 1 600 |\n| 2023 | 180 litres | 2 050 |\n| 2024 | 175 litres | 2 000 |",
    },
    {
        "doc_id": "hotel-amandiers",
        "title": "Les savons d'accueil du Domaine des Amandiers",
        "kind": "project",
        "url": "/projets/domaine-des-amandiers/",
        "heading": "",
        "text": "Depuis 2021, je fabrique les savons d'accueil du Domaine des Amandiers, une maison d'hôtes de douze chambres à Eyguières.",
    },
    {
        "doc_id": "zero-perte",
        "title": "« Zéro perte » avec le Moulin des Cabanes",
        "kind": "project",
        "url": "/projets/zero-perte/",
        "heading": "",
        "text": "En 2021, j'ai lancé avec le Moulin des Cabanes, le moulin à huile de Pélissanne qui me fournit mon huile d'olive, un projet pour utiliser l'huile que le moulin ne peut pas vendre.",
    },
    {
        "doc_id": "huiles",
        "title": "Les huiles de mes savons, et celle que je n'utilise pas",
        "kind": "article",
        "url": "/articles/les-huiles/#lhuile-de-palme",
        "heading": "L'huile de palme",
        "text": "Je n'en utilise pas, même certifiée. Elle donne un savon dur et bon marché, mais je ne peux pas vérifier d'où elle vient vraiment. Le karité joue le même rôle dans mes recettes.",
    },
    {
        "doc_id": "about",
        "title": "À propos de Maylis Aubrespin et de la Savonnerie de la Touloubre",
        "kind": "about",
        "url": "/a-propos/#ce-que-je-fabrique",
        "heading": "Ce que je fabrique",
        "text": "- Des savons solides saponifiés à froid, à base d'huile d'olive de Pélissanne\n- Des shampoings solides\n- Des coffrets cadeaux et des savons d'accueil pour les hôtels et chambres d'hôtes de la région\n- Des ateliers pour apprendre à faire son savon (à partir de 14 ans)\n\nTous mes savons sèchent au moins six semaines avant d'être vendus. Je les parfume uniquement aux huiles essentielles et je les colore avec des argiles et des plantes.",
    },
]


def test_an_award_question_beside_a_section_naming_a_prize_in_another_language_is_answered():
    """Its words have no near translation among the sections' and the best unit's meaning is low
    (USE reads "Distinctions" poorly): an off-topic question by those signals, but a prize is named."""
    texts = [f"{e['heading']} {e['text']}" for e in SOAP_MAKER]
    vocabulary = frozenset(fold(w) for t in texts for w in re.findall(r"\w+", t))
    answer = offline_answer("What awards has she won?", SOAP_MAKER, vocabulary=vocabulary)
    assert answer.why == "answer" and "[[cv]]" in answer.sentences[0], answer
    assert "Médaille d'argent" in " ".join(answer.sentences)


@pytest.mark.parametrize(
    ("text", "hourly"),
    [
        ("Manodopera: 58 € l'ora", True),
        ("Lezione privata: 30 € per ora", True),
        ("Restauration — Prix: 48 € de l'heure.", True),
        ("Ora lavoro a Bari, in via Sparano.", False),  # "now"
        ("Per ora non spediamo all'estero.", False),  # "for now"
    ],
)
def test_an_hourly_price_in_italian_is_read_and_now_is_not(text, hourly):
    assert signals.asks_hourly(text) is hourly


def test_a_rate_per_hour_is_published_by_the_hourly_row_not_the_best_ranked_price():
    """ "Wie viel kostet eine Restaurierung pro Stunde?" beside a diagnosis's fixed price ranked first
    and "Restauration: 48 € de l'heure" second: the hourly row publishes the rate."""
    from chat.providers.offline.answer import published_rate

    diagnosis = row(
        "Diagnostic et constat d'état écrit — Prix: 60 € (déduit si la restauration m'est confiée)."
    )
    hourly = row("Restauration — Prix: 48 € de l'heure.")
    question = "Wie viel kostet eine Restaurierung pro Stunde?"
    assert published_rate(question, [diagnosis, hourly])
    assert not published_rate(question, [diagnosis])  # a fixed price is no hourly rate


@pytest.mark.parametrize(
    ("question", "unknown"),
    [
        ("Mennyibe kerül egy 53 gallonos hordó?", True),
        ("Сколько стоит один урок?", True),
        ("Kdy je dílna v Schney otevřená?", True),
        ("Quanto costa il corso di doratura?", False),
        ("Vad kostar en kurs i bokbinderi?", False),
        ("Do you make plastic fans?", False),
    ],
)
def test_a_question_in_a_language_the_rules_have_no_function_words_for_is_known_as_such(question, unknown):
    from chat.providers.offline.answer import grammar_unknown

    assert grammar_unknown(question) is unknown


def test_the_grammar_words_of_such_a_question_are_no_unknown_objects():
    """ "Mennyibe kerül ...?" (how much does ... cost) beside the price list: "kerül" is a verb of a
    language whose function words the rules don't know, not a thing no document names."""
    from chat.providers.offline.answer import unmatched_objects

    evidence = [
        {
            "doc_id": "prices",
            "title": "Prices",
            "kind": "page",
            "url": "/prices/",
            "heading": "New barrels",
            "text": "| Barrel | Price |\n|---|---|\n| 53 gallon | $465 |\n| 30 gallon | $385 |",
        }
    ]
    vocabulary = frozenset({"barrel", "barrels", "price", "prices", "new", "gallon"})
    assert unmatched_objects("Mennyibe kerül egy 53 gallonos hordó?", "en", evidence, vocabulary) == []
    assert "plastic" in unmatched_objects("Do you make plastic barrels?", "en", evidence, vocabulary)


@pytest.mark.parametrize(
    ("word", "meant"),
    [("recieved", "received"), ("beleive", "believe"), ("thier", "their"), ("form", None), ("casual", None)],
)
def test_a_frequent_misspelling_of_two_swapped_letters_is_read_as_the_word(word, meant):
    from chat.providers.offline.spelling import fix

    assert fix(word, "en") == meant


def test_receiving_an_award_is_no_unknown_object_beside_a_named_prize():
    from chat.providers.offline.answer import unmatched_objects

    evidence = [item for item in SOAP_MAKER if item["heading"] == "Distinctions"]
    vocabulary = frozenset(fold(w) for w in re.findall(r"\w+", evidence[0]["text"]))
    assert unmatched_objects("Which awards has she received?", "en", evidence, vocabulary) == []
