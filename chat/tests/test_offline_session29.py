"""Session 29, from the dev splits of the newest bases: "verschicken" and "versturen" ask about
sending (the country the visitor names is where it goes, no premise about the owner); a unit of
measure in a price question says how much, not what; "we're getting married" is the visitors' own
matter and "wie alt darf ein Flachdach sein" an age limit, not the owner's age; "haar kookboek",
"boken hon skrev" and a book that "erscheint" take the owner's book for granted; a showroom, a
wine bar, a museum and a taproom are workplaces a question may put somewhere."""

from __future__ import annotations

import pytest

from chat.providers.offline import signals
from chat.providers.offline.answer import unmatched_objects
from chat.tests.test_offline_session27 import item, words_of


@pytest.mark.parametrize(
    ("name", "question"),
    [
        ("deutschland", "Verschicken Sie Honig nach Deutschland?"),
        ("belgie", "Versturen jullie ook naar België?"),
        ("osterreich", "Schickt sie auch nach Österreich?"),
    ],
)
def test_a_country_the_visitor_sends_to_is_theirs(name, question):
    assert signals.visitors_country(name, question)


def test_a_country_the_owner_worked_in_is_still_a_premise():
    assert not signals.visitors_country("deutschland", "Hat sie in Deutschland gearbeitet?")


COFFEE = [
    item(
        "preise",
        "Preise",
        "| Kaffee | 250 g | 1 kg |\n|---|---|---|\n| Kibuye, Ruanda | 9,80 € | 34,00 € |\n"
        "| Las Brisas, Kolumbien | 8,90 € | 31,00 € |",
    ),
    item("about", "Über uns", "Wir rösten jede Woche in Leipzig-Connewitz."),
]


def test_a_unit_of_measure_is_no_object_of_a_price_question():
    question = "Was kostet ein Kilo Kibuye?"
    assert unmatched_objects(question, "de", COFFEE, words_of(COFFEE)) == []


def test_what_is_priced_by_the_kilo_must_still_be_published():
    question = "Was kostet ein Kilo Rooibostee?"
    assert unmatched_objects(question, "de", COFFEE, words_of(COFFEE)) == ["rooibostee"]


@pytest.mark.parametrize(
    "question",
    [
        "We're getting married next July. How early should we get in touch with you?",
        "We are married: can we book the course together?",
        "Wie alt darf ein Flachdach höchstens sein, bevor Solarmodule draufkommen?",
        "Hoe oud mogen de kinderen zijn voor de zomerweek?",
    ],
)
def test_the_visitors_wedding_and_an_age_limit_are_no_personal_matter(question):
    assert signals.personal_topic(question) is None


@pytest.mark.parametrize("question", ["Is she married?", "Are you married?", "Wie alt ist sie?"])
def test_the_owners_marriage_and_age_stay_personal(question):
    assert signals.personal_topic(question) is not None


@pytest.mark.parametrize(
    "question",
    [
        "Hoe heet haar kookboek?",
        "Wie heißt ihr Kochbuch mit Gemüserezepten?",
        "Vad heter boken hon skrev om äppelträd?",
        "Wann erscheint das Buch von Jutta Kesselheim über Steillagen?",
    ],
)
def test_a_compound_book_a_swedish_book_and_a_book_coming_out_take_authorship_for_granted(question):
    assert signals.asks_authorship(question)


@pytest.mark.parametrize("question", ["Is she on her Facebook page?", "Can I book online?"])
def test_facebook_and_booking_are_no_book(question):
    assert not signals.asks_authorship(question)


def test_something_delivered_is_no_book_and_a_book_still_is():
    assert not signals.names_a_book("Le vitrail est livré à domicile, commandes livrées sous huit jours.")
    assert signals.names_a_book("Mon livre sur le xérès est paru en 2020.")
    assert signals.names_a_book("Son livre a paru en 2020.")


@pytest.mark.parametrize(
    ("question", "place"),
    [
        ("What are the opening hours of your showroom in Villach?", "Villach"),
        ("What are the opening hours of your wine bar in Traben-Trarbach?", "Traben-Trarbach"),
        ("Wann hat das Oldtimer-Museum von Frau Ostermeyer in Rinteln geöffnet?", "Rinteln"),
    ],
)
def test_a_showroom_a_bar_or_a_museum_is_a_workplace_the_question_places(question, place):
    assert signals.workplace_places(question) == [place]


def test_a_second_taproom_is_a_second_site_and_an_adjective_in_bar_is_no_workplace():
    assert signals.names_second_site("Vilka öppettider har ert andra tapprum i Umeå?")
    assert not signals.names_workplace_text("Das ist wunderbar und sofort verfügbar.")


SUITS = [
    item("faq", "Frakt", "Färdiga måttsydda kostymer skickar jag fraktfritt inom Sverige och till Finland."),
    item("priser", "Priser", "Måttsydd kostym från 32 000 kr, tre provningar ingår."),
]


def test_a_sending_verb_is_no_object_of_a_yes_no_question():
    question = "Do you ship finished suits to Finland?"
    assert "ship" not in unmatched_objects(question, "en", SUITS, words_of(SUITS))


@pytest.mark.parametrize(
    "question",
    [
        "A che età si può iniziare il nuoto per neonati?",
        "¿A qué edad pueden empezar los niños?",
        "À quel âge peut-on commencer l'escalade ?",
    ],
)
def test_at_what_age_one_may_start_is_an_age_limit(question):
    assert signals.personal_topic(question) is None
