"""What the visitor says of themself or of their own things is no premise about the owner: the
country they live in or ship to, the age of their own papers, an article before a German noun."""

from __future__ import annotations

import pytest

from chat.providers.offline import signals
from chat.providers.offline.evidence import informative_words, translated
from safety.language import detect_language

VOCABULARY = frozenset({"deposit", "paypal", "abroad", "halcyon", "boat", "built", "studied", "barcelona"})


@pytest.mark.parametrize(
    "question",
    [
        "Vivo en Alemania: ¿puedo pagar la señal con PayPal?",
        "I live in Germany, can I pay the deposit by PayPal?",
        "Ik woon in Duitsland. Kan ik met PayPal betalen?",
        "Verstuurt ze ook naar Duitsland?",
    ],
)
def test_the_visitors_country_is_no_unknown_name(question):
    assert signals.unknown_names(question, vocabulary=VOCABULARY, language=detect_language(question)) == []


@pytest.mark.parametrize(
    "question",
    ["¿Por qué se mudó a Alemania?", "When did she study in Germany?", "Waarom woonde ze in Duitsland?"],
)
def test_a_country_in_the_owners_story_stays_a_name_to_check(question):
    assert signals.unknown_names(question, vocabulary=VOCABULARY, language=detect_language(question))


def test_a_country_shipped_to_is_no_object_a_yes_no_question_asks_about():
    assert signals.visitors_country("osterreich", "Schickt sie Christbaumkugeln auch nach Österreich?")
    assert not signals.visitors_country("osterreich", "Hat sie in Österreich gelernt?")
    assert not signals.visitors_country("glaskugeln", "Schickt sie Glaskugeln?")


def test_a_german_noun_after_an_article_opens_no_name():
    assert signals.names_in("Aus welchem Jahr stammt das Boot Halcyon?", language="de") == ["Halcyon"]
    assert (
        signals.unknown_names(
            "Aus welchem Jahr stammt das Boot Halcyon?", vocabulary=VOCABULARY, language="de"
        )
        == []
    )
    # The name after the noun is still checked: "der Universität Barcelona" is Barcelona's.
    assert signals.names_in("Wann hat sie an der Universität Wageningen studiert?", language="de") == [
        "Wageningen"
    ]
    assert signals.unknown_names(
        "Wann hat sie an der Universität Wageningen studiert?", vocabulary=VOCABULARY, language="de"
    ) == ["Wageningen"]


def test_the_age_of_the_visitors_own_thing_is_no_personal_question():
    assert signals.personal_topic("Wie alt darf mein Brillenpass höchstens sein?", language="de") is None
    assert signals.personal_topic("How old can my prescription be?", language="en") is None
    assert signals.personal_topic("Wie alt ist sie?", language="de") == "wie alt"
    assert signals.personal_topic("How old is she?", language="en") == "how old"


def test_italian_and_portuguese_how_much_names_nothing():
    asked = informative_words("Quanto costa la consulta per un cover-up?")
    assert "quanto" not in asked and "consulta" in asked
    assert "quantos" not in informative_words("Quantos barcos pintou?")


@pytest.mark.parametrize(
    "question",
    [
        "Where can I buy her book about canal folk art?",
        "¿Cuánto cuesta su libro sobre las colas de milano?",
        "Wo bekomme ich sein Buch?",
        "Has she written a book?",
    ],
)
def test_the_owners_book_is_taken_for_granted(question):
    assert signals.asks_authorship(question)


def test_booking_a_course_is_no_book():
    assert not signals.asks_authorship("How do I book her course?")
    assert not signals.asks_authorship("Can I book a lesson for my son?")


@pytest.mark.parametrize(
    "question", ["Wat is haar favoriete kleur glas?", "Quelle est sa couleur favorite ?"]
)
def test_a_favourite_is_a_personal_taste_in_dutch_and_french_too(question):
    assert signals.personal_topic(question, language=detect_language(question))


@pytest.mark.parametrize(
    "question",
    [
        "Quel tarif fait-elle à ses amis ?",
        "Quanto fa pagare agli amici architetti?",
        "Does she charge her neighbours less?",
        "Gibt es Rabatt?",
    ],
)
def test_a_price_for_friends_or_neighbours_is_a_discount(question):
    assert signals.asks_discount(question)


@pytest.mark.parametrize(
    "question",
    ["What does a family ticket cost?", "Can I bring friends to the tasting?", "Was kostet der Kurs?"],
)
def test_a_price_or_friends_alone_is_no_discount(question):
    assert not signals.asks_discount(question)


def test_a_capitalised_word_near_an_evidence_words_meaning_is_that_word():
    """ "Lehrer" is the evidence's "teachers" (0.83), "Holland" its "Netherlands"; another place is no
    translation, and a marked name near another tool's ("ArcGIS" beside "QGIS", 0.80) stays unknown."""
    evidence = [
        {
            "doc_id": "courses",
            "heading": "Courses",
            "text": "I train teachers and parents. I map trails with QGIS. I work in the Netherlands and Belgium.",
        }
    ]
    assert translated("Lehrer", evidence) and translated("Holland", evidence)
    assert not translated("Kenia", evidence) and not translated("Lissabon", evidence)
    assert not translated("ArcGIS", evidence)


@pytest.mark.parametrize(
    "question",
    [
        "Les chiens sont-ils acceptés pendant la visite ?",
        "Are dogs allowed in the shop?",
        "Mag ik mijn hond meenemen naar de workshop?",
        "Peut-on passer la nuit à la ferme en camping-car ?",
        "Acepta seguros de salud brasileños?",
        "Does she accept health insurance?",
    ],
)
def test_the_visitors_pet_car_or_health_insurer_is_no_personal_question(question):
    assert signals.personal_topic(question, language=detect_language(question)) is None


@pytest.mark.parametrize(
    "question",
    ["Has she got a dog?", "Welke auto rijdt hij?", "Is she in good health?", "Hoe is haar gezondheid?"],
)
def test_the_owners_pet_car_or_health_stays_personal(question):
    assert signals.personal_topic(question, language=detect_language(question))


def test_french_something_names_nothing():
    asked = informative_words("Faut-il payer quelque chose avant qu'elle commence ?")
    assert not {"quelque", "chose"} & asked and "commence" in asked


def test_whats_without_its_apostrophe_names_nothing():
    assert "whats" not in informative_words("whats the prize per kilo for a big church bel?")


def test_a_flemish_gsm_number_is_a_private_phone():
    assert signals.personal_topic("Wat is het gsm-nummer van Lieve?", language="nl")
    assert signals.personal_topic("Mag ik haar gsm?", language="nl")


def test_a_town_the_visitor_ships_to_or_lives_in_is_no_premise():
    assert signals.visitors_country("Paris", "Can you post a box of cheese to me in Paris?")
    assert signals.visitors_country("Graz", "Ich wohne in Graz. Schicken Sie auch nach Österreich?")
    assert not signals.visitors_country("Paris", "When did she study in Paris?")
    assert not signals.visitors_country("Paris", "Does she ship the Paris collection abroad?")
