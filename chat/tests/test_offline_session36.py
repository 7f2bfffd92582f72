"""Session 36: a car, a couple, a wife, secret plans, a bride, a pupil, vegan food; "nach Maß"; a
language named as an adjective; whoever lives somewhere is not the owner; the award of the site's
own subject."""

from __future__ import annotations

import pytest

from chat.providers.offline import signals
from knowledge.places import languages_named


@pytest.mark.parametrize(
    ("question", "language"),
    [
        ("Where can I leave the car when I visit the shop?", "en"),
        ("Can I come by car?", "en"),
        ("Kann man mit dem Auto kommen?", "de"),
        ("¿Se puede llegar en coche?", "es"),
        ("Proposez-vous des cours en couple ?", "fr"),  # a class for couples
        ("Uma mulher pode fazer o curso?", "pt"),  # a woman, no one's wife
        ("Qual é o segredo do plano de negócio?", "pt"),  # a secret, no secret plan
        ("How much is delivery to Dos Hermanas?", "en"),  # a town's name
        ("Kann man bei euch vegan essen?", "de"),  # the food served
        ("¿Cuánto cuesta un ramo de novia?", "es"),  # a bride's bouquet
        ("Quelle taille de violon pour un enfant de 8 ans ?", "fr"),  # a pupil, and her age
        ("Geven jullie ook les aan kinderen?", "nl"),
        ("Quali premi ha vinto il coro di bambini?", "it"),
        ("Paper Moon, c'est pour quel âge ?", "fr"),  # the audience's age
        ("Kan man komma om man har barn?", "sv"),  # the visitor's children
    ],
)
def test_the_visitors_car_a_couples_class_and_a_woman_are_no_personal_matter(question, language):
    assert signals.personal_topic(question, language=language) is None


@pytest.mark.parametrize(
    ("question", "language"),
    [
        ("What car does she drive?", "en"),
        ("Does she have a car?", "en"),
        # the owner's name is out of the question before the answerer reads it
        (" est en couple ? Avec qui ?", "fr"),
        ("Como se chama a mulher do ?", "pt"),
        ("Quali sono i piani segreti di  per il futuro dell'azienda?", "it"),
        ("Quels sont les projets secrets d' pour l'atelier ?", "fr"),
        ("Does she have any secret plans for the shop?", "en"),
        ("Is she vegan?", "en"),
        ("¿Tiene novia?", "es"),
        ("Come si chiamano i figli di ?", "it"),
        ("Husband? Does she have one?", "en"),  # a capital at a sentence's start is no name
        ("Elle vit avec qui ?", "fr"),
        ("Har barn?", "sv"),
    ],
)
def test_the_owners_car_couple_wife_and_secret_plans_are_personal(question, language):
    assert signals.personal_topic(question, language=language) is not None


def test_nach_mass_and_nach_vereinbarung_are_no_names_but_a_town_after_nach_is():
    assert signals.names_in("Was kostet ein Gästebuch nach Maß?", language="de") == []
    assert signals.names_in("Termine nur nach Vereinbarung?", language="de") == []
    assert signals.names_in("Fahren Sie nach Köln?", language="de") == ["Köln"]
    assert signals.names_in("Haben Sie eine Werkstatt in Brüssel?", language="de") == ["Brüssel"]


def test_a_word_with_sharp_s_is_german_though_word_lists_read_it_as_ss():
    assert signals.german_noun("Maß")


@pytest.mark.parametrize(
    ("text", "codes"),
    [
        ("Hoeveel kost de Litouwse les op donderdag?", {"lt"}),
        ("Verkaufen Sie auch eine slowakische Wurst?", {"sk"}),
        ("Fate lezioni in lingua lituana?", {"lt"}),
        ("as aulas lituanas", {"lt"}),
        ("in English", {"en"}),
        ("Je ressens un malaise", set()),  # French "malaise" is no Malay
        ("la cucina latina", set()),
        ("Kann ich nach Maß bestellen?", set()),
    ],
)
def test_a_language_named_as_an_adjective_is_that_language(text, codes):
    assert languages_named(text) == codes


def test_whoever_lives_somewhere_is_not_the_owner_stating_a_home():
    assert not signals.states_residence("Esta páxina é para quen vive ao norte do Miño.")
    assert not signals.states_residence("Una página para quien vive en Galicia.")
    assert signals.states_residence("Vivo em Braga desde 2010.")


def test_a_lone_award_qualifier_the_sections_hold_is_the_sites_own_subject():
    from chat.providers.offline.answer import the_sites_own

    evidence = [
        {"doc_id": "about", "text": "The brewery opened in 2011 on the old dairy farm.", "heading": "About"},
        {
            "doc_id": "cv",
            "text": "2019: silver at the Brussels Beer Challenge for our stout.",
            "heading": "CV",
        },
    ]
    assert the_sites_own({"brewery"}, evidence)
    assert not the_sites_own({"guldbagaren"}, evidence)  # a named prize no section holds
    assert not the_sites_own({"brewery", "brussels"}, evidence)  # two words: the strict rule's


def unit(text: str, doc_id: str, score: float) -> object:
    from chat.providers.offline.evidence import Candidate, Scored

    candidate = Candidate(
        text=text, kind="sentence", doc_id=doc_id, title=doc_id, heading="", rank=0, position=0,
        words=frozenset(text.casefold().split()),
    )  # fmt: skip
    return Scored(candidate=candidate, meaning=score, words=0.0, score=score)


def test_a_price_question_takes_the_sentence_of_the_best_units_page_that_says_what_it_costs():
    """Swedish has no sentence vectors: the page's price sentence may rank far down."""
    from chat.providers.offline.answer import PRICE_UNITS, priced_unit

    page = [
        unit(f"Kvällarna hålls på torsdagar, del {i}.", "kvallar", 0.9 - i / 100)
        for i in range(PRICE_UNITS + 2)
    ]
    price = unit("Entrén kostar 120 kr, och 80 kr för studenter.", "kvallar", 0.5)
    elsewhere = unit("Kursen kostar 950 kr.", "kurser", 0.6)
    assert priced_unit([*page, elsewhere, price]) is price
    assert priced_unit([*page, elsewhere]) is None  # another page's price is another thing's


@pytest.mark.parametrize(
    ("question", "places"),
    [
        ("À quelle heure ouvre votre boutique d'Alnwick ?", ["Alnwick"]),
        ("Come si chiama il vostro negozio di Milano?", ["Milano"]),
        ("Hur kommer jag till er mottagning i Skellefteå?", ["Skellefteå"]),
        ("What are the opening hours of your shop on the Île de Ré?", ["Île"]),
        ("Is your Dresden café open on Mondays?", ["Dresden"]),  # no weekday, plural or not
        ("Quand peut-on acheter le café de Cầu Đất ?", []),  # a coffee's origin
        ("Is your shop open on Saturday?", []),
    ],
)
def test_a_workplace_put_in_a_place_names_that_place(question, places):
    assert signals.workplace_places(question) == places
