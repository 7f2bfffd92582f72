"""Session 27, from the spent bases and the dev splits of the newest ones: a branch is a second site
by its name ("jullie filiaal in Aalst"), a place may stand between the possessive and the workplace
("your Glasgow shop"); a question naming a language favours the page written in it; a visitor's
modal verbs and "jullie" name no object; an unmatched object far from every retrieved word refuses a
yes/no question on a middling best unit."""

from __future__ import annotations

import pytest

from chat.providers.offline import answer, signals
from chat.providers.offline.answer import documents_in_named_language, offline_answer, unmatched_objects
from knowledge.places import languages_named


def item(doc_id: str, heading: str, text: str) -> dict:
    return {"doc_id": doc_id, "title": doc_id, "heading": heading, "text": text}


def words_of(evidence: list[dict]) -> frozenset[str]:
    from chat.providers.offline.evidence import WORD, plain

    return frozenset(WORD.findall(plain(" ".join(f"{i['heading']} {i['text']}" for i in evidence))))


@pytest.mark.parametrize(
    "question",
    [
        "Vanaf wanneer is jullie filiaal in Aalst open?",
        "Wann ist Ihre Filiale in St. Gallen geöffnet?",
        "¿Cuántas sucursales tiene en Londres?",
        "Quelle est l'adresse de sa succursale à Penrith ?",
        "Is your Bridgnorth branch open on Mondays?",
        "What are the opening hours of the Puerto Sonoro branch in Viña del Mar?",
    ],
)
def test_a_branch_is_a_second_site_by_its_name(question):
    assert signals.names_second_site(question)


@pytest.mark.parametrize(
    "question",
    [
        "Should I put paint on the cut after I take a branch off?",
        "How long did she run the branch lab in Basel?",
    ],
)
def test_a_branch_of_a_tree_or_a_lab_once_run_is_no_second_site(question):
    assert not signals.names_second_site(question)


def test_a_branch_the_knowledge_base_never_names_is_a_false_premise():
    evidence = [
        item("faq", "Wanneer zijn jullie met vakantie?", "Elk jaar de laatste twee weken van juli."),
        item("cv", "Werkervaring", "2010-2015: bakker bij Bakkerij Den Ouden Oven, Aalst."),
    ]
    refused = offline_answer(
        "Vanaf wanneer is jullie filiaal in Aalst open?", evidence, vocabulary=words_of(evidence)
    )
    assert refused.sentences == [] and refused.why == "premise_name:second_site"


def test_a_place_between_the_possessive_and_the_workplace_is_where_the_question_puts_it():
    assert signals.workplace_places("What time does your Glasgow shop open on Sundays?") == ["Glasgow"]
    assert signals.workplace_places("What time does your shop open on Sundays?") == []


def test_the_languages_a_question_names_in_any_visitor_language():
    assert languages_named("Gibt es Führungen auf Französisch?") == {"fr"}
    assert languages_named("Har du någon kurs på tyska?") == {"de"}
    assert languages_named("Where is the shop?") == frozenset()


FRENCH_PAGE = [
    item(
        "faq", "Em que línguas são as provas?", "Em português, inglês e espanhol. As provas duram uma hora."
    ),
    item(
        "francais",
        "Visites en français",
        "Chaque samedi à 10h30, la visite de la vigne et du chai se fait en français, suivie d'une dégustation.",
    ),
]


def test_a_named_language_favours_the_page_written_in_it_and_nothing_on_a_one_language_site():
    assert documents_in_named_language("Gibt es Führungen auf Französisch?", FRENCH_PAGE) == {"francais"}
    assert documents_in_named_language("Gibt es Führungen auf Spanisch?", FRENCH_PAGE) == frozenset()
    assert documents_in_named_language("Parlez-vous français ?", FRENCH_PAGE[1:]) == frozenset()


@pytest.mark.parametrize(
    ("question", "language"),
    [
        ("Posso pagar com PayPal?", "pt"),
        ("¿Puedo pagar con PayPal el mismo día?", "es"),
        ("Kunnen jullie met PayPal werken?", "nl"),
    ],
)
def test_a_visitors_modal_verb_or_pronoun_names_no_object(question, language):
    evidence = [item("faq", "Betalen", "U kunt betalen met PayPal, overschrijving of Bancontact.")]
    missing = unmatched_objects(question, language, evidence, words_of(evidence))
    assert not {"posso", "puedo", "mismo", "jullie"} & set(missing)


ROOFER = [
    item("faq", "Zonnepanelen", "De panelen zelf laat u plaatsen door een installateur."),
    item(
        "zonnepanelen",
        "Doorvoeren",
        "Elke kabeldoorvoer is een mogelijk lek. Laat ze vooraf plaatsen door de dakdekker.",
    ),
]


def test_an_object_far_from_every_retrieved_word_refuses_a_yes_no_question_on_a_middling_unit(monkeypatch):
    question = "Installieren Sie auch Blitzschutzanlagen?"
    monkeypatch.setattr(answer, "EXISTENCE_SCORE", 0.0)  # the lone-object rule out of the way
    monkeypatch.setattr(answer, "FAR_OBJECT_SCORE", 9.0)  # whatever this embedder scores the best unit
    refused = offline_answer(question, ROOFER, vocabulary=words_of(ROOFER), gated=False)
    assert refused.sentences == [] and refused.why == "unknown_object:blitzschutzanlagen"
    monkeypatch.setattr(answer, "FAR_OBJECT", 0.0)  # no word is that far: answered
    assert offline_answer(question, ROOFER, vocabulary=words_of(ROOFER), gated=False).why == "answer"


@pytest.mark.parametrize(
    ("text", "states"),
    [
        ("I live in Deventer.", True),
        ("Jag bor i Hjo.", True),
        ("Many international families live in Valparaíso and Viña del Mar.", False),
        ("Jag fotograferade 40 personer över 80 år som bor i Kramfors kommun.", False),
        ("Voy a domicilio o a la residencia donde vive.", False),
    ],
)
def test_a_residence_is_the_owners_in_the_first_person_not_in_a_relative_clause(text, states):
    assert signals.states_residence(text) is states


def test_a_swedish_question_for_the_owners_children_is_personal_with_the_name_taken_out():
    assert signals.personal_topic("Har några barn?") == "har nagra barn"
    assert signals.personal_topic("Har ni kurser för barn?") is None


@pytest.mark.parametrize(
    "question",
    ["Hoeveel rekent ze de buren voor een reparatie?", "Finns det ett billigare pris för grannarna i byn?"],
)
def test_a_price_for_the_neighbours_is_a_discount_by_another_name(question):
    assert signals.asks_discount(question)


def test_taking_over_another_firm_is_a_plan_of_the_owners():
    assert signals.asks_plans("Klopt het dat een andere dakdekkersfirma gaat overnemen?")
    assert not signals.asks_plans("Hoe gaat het dak open?")


@pytest.mark.parametrize("question", ["Wohnt sie direkt über dem Laden?", "Does she live above the shop?"])
def test_whether_the_owner_lives_somewhere_asks_the_residence(question):
    assert signals.asks_residence(question)


def test_how_old_with_the_owners_name_taken_out_asks_the_owners_age_not_a_things():
    assert signals.personal_topic("Quantos anos tem a ?") == "quantos anos"
    assert signals.personal_topic("Quantos anos tem a quinta?") is None


GREEK_PAGE = [
    item(
        "faq",
        "Vakantie",
        "Elk jaar zijn we de laatste twee weken van juli gesloten, en ook op nieuwjaarsdag.",
    ),
    item(
        "cv", "Werkervaring", "Van 2010 tot 2015 was ik bakker en later chef-bakker in een bakkerij in Aalst."
    ),
    item(
        "ellinika",
        "Στα Χανιά",
        "Το 2009 δούλεψα έξι μήνες σε έναν φούρνο στα Χανιά, στην Κρήτη, και έμαθα να ψήνω παξιμάδια.",  # noqa: RUF001
    ),
]


def test_a_country_with_a_page_in_its_language_other_than_the_sites_is_known():
    from chat.providers.offline.answer import has_its_page

    assert has_its_page("Grécia", GREEK_PAGE)
    assert not has_its_page("Belgique", GREEK_PAGE)  # Dutch is the site's own language
    assert not has_its_page("Japan", GREEK_PAGE)


@pytest.mark.parametrize(
    "question",
    [
        "À quelle heure passe l'émission de Clémence sur France 3 ?",
        "Ik zag hem in het BBC-programma The Kilted Cutters. Wanneer was dat?",
        "In welcher Folge von Country Calendar war sie zu sehen?",
        "What's the name of her anxiety podcast?",
    ],
)
def test_a_broadcast_the_owner_appeared_in_is_asked(question):
    assert signals.names_broadcast(question)


@pytest.mark.parametrize(
    "question", ["Do you exhibit at the flower show?", "What is the programme of the summer course?"]
)
def test_a_show_or_a_courses_programme_is_no_broadcast(question):
    assert not signals.names_broadcast(question)


def test_a_broadcast_no_retrieved_unit_names_is_a_false_premise():
    evidence = [
        item(
            "about",
            "L'atelier",
            "Je restaure des vitraux d'églises et je crée des vitraux pour les particuliers.",
        ),
        item(
            "stages", "Stages", "Un stage de deux jours pour apprendre la coupe du verre et la mise en plomb."
        ),
    ]
    elsewhere = words_of(evidence) | {"heure", "passe", "television", "emission"}  # other pages' words
    refused = offline_answer(
        "À quelle heure passe son émission à la télévision ?", evidence, vocabulary=elsewhere
    )
    assert refused.sentences == [] and refused.why == "premise_name:broadcast"
    on_air = [
        *evidence,
        item(
            "presse",
            "À la télévision",
            "En 2024, l'émission Chroniques d'ici sur France 3 a filmé l'atelier.",
        ),
    ]
    assert offline_answer(
        "Dans quelle émission est-elle passée à la télévision ?",
        on_air,
        vocabulary=words_of(on_air) | elsewhere | {"elle", "est", "passee"},
    ).sentences
