"""Swedish, the first owner language beyond the seven visitor languages: the offline answerer's
signals read a Swedish question's personal matters, prices, vouchers, awards and negations, and a
Swedish word that means something else in the seven stays that ("Kan man boka?": one, no husband)."""

from __future__ import annotations

import pytest

from chat.providers.offline import signals
from chat.providers.offline.negation import asks_yes_no, negates


@pytest.mark.parametrize(
    "question",
    [
        "Har hon man och barn?",
        "Vilken är hennes privata mejladress?",
        "Är hon gift?",
        "När fyller hon år?",
        "Vad har hon för hemadress?",
        "Hur mycket tjänar hon?",
        "Vilken adress bor Sigrid på?",
    ],
)
def test_a_swedish_personal_question_is_personal(question):
    assert signals.personal_topic(question)


@pytest.mark.parametrize(
    "question",
    [
        "Kan man boka en kurs på helgen?",
        "Ger hon kurser för barn?",
        "Får man ta med hundar till verkstaden?",
        "Does she restore old barns?",
    ],
)
def test_swedish_one_children_taught_or_a_dog_along_are_not_personal(question):
    assert signals.personal_topic(question) is None


@pytest.mark.parametrize(
    "question",
    ["Geeft ze ook cursussen voor kinderen?", "Does she teach kids?", "¿Da clases para niños?"],
)
def test_children_taught_are_pupils_not_the_owners_family(question):
    assert signals.personal_topic(question) is None


@pytest.mark.parametrize("question", ["Does she have children?", "Has she got kids?", "Heeft ze kinderen?"])
def test_the_owners_own_children_stay_personal(question):
    assert signals.personal_topic(question)


def test_portuguese_cream_is_no_birth():
    assert signals.personal_topic("Vendem croissants e pastéis de nata?") is None


def test_swedish_prices_vouchers_and_awards_are_read():
    assert signals.asks_price("Vad kostar en kanna?")
    assert signals.asks_price("hur mycket kostar kvällskursen?")
    assert signals.asks_voucher("Säljer du presentkort?")
    assert signals.asks_award("Vilket pris vann muggen 2020?")
    assert not signals.asks_price("Vilket pris vann muggen?")  # "pris" is also a prize
    assert signals.names_award("2020 fick Ljugarnmuggen Bruksformpriset.")
    assert signals.names_award("Silvermedalj i rågbrödsklassen, Nordiska surdegsdagarna 2023")
    assert signals.names_award_word("obtenue")  # "Quelle médaille a-t-elle obtenue ?": winning, not what for


def test_swedish_question_words_and_negations():
    assert asks_yes_no("Säljer hon på Etsy?")
    assert not asks_yes_no("Vilka glasyrer använder hon?")
    assert not asks_yes_no("Hur lång är leveranstiden?")
    assert negates("Jag säljer inte på Etsy.", language="sv")
    assert negates("Jag skickar endast inom Sverige.", language="sv")


def test_swedish_function_words_name_nothing_a_document_could_hold():
    from chat.providers.offline.evidence import informative_words

    assert informative_words("Vilket år öppnade hon bageriet i Sunne?") == {"oppnade", "bageriet", "sunne"}
    assert "men" in informative_words("Does she make shoes for men?")  # English men stay a word
