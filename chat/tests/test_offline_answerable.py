"""Answerable questions the offline answerer refused on a strong-looking signal that was not one: a
phone as a means of payment, a price a unit does state."""

from __future__ import annotations

import pytest

from chat.providers.offline.answer import priced_unit
from chat.providers.offline.evidence import Candidate, Scored
from chat.providers.offline.signals import personal_topic


@pytest.mark.parametrize(
    "question",
    [
        "Can I pay with my mobile phone?",
        "Posso pagar com o telemóvel?",
        "Kann man mit dem Handy bezahlen?",
        "¿Se puede pagar con el móvil?",
        "Puis-je payer avec mon téléphone portable ?",
    ],
)
def test_a_phone_to_pay_with_is_no_private_number(question):
    assert personal_topic(question) is None


@pytest.mark.parametrize(
    ("question", "cue"),
    [
        ("Qual é o número de telemóvel dela?", "telemovel"),
        ("What is her mobile number?", "mobile number"),
        ("Hat sie ein Handy?", "handy"),
    ],
)
def test_her_phone_number_stays_private(question, cue):
    assert personal_topic(question) == cue


@pytest.mark.parametrize(
    "question",
    [
        "How much does he charge for travel to a job in Norway?",
        "¿Cuánto cobra por el desplazamiento a Portugal?",
    ],
)
def test_a_travel_charge_is_a_published_tariff_not_the_owners_pay(question):
    assert personal_topic(question) is None


def test_the_owners_pay_stays_personal_beside_travel_words():
    assert personal_topic("How much does she earn a year?") == "earn"


def unit(text: str, doc_id: str, position: int) -> Scored:
    candidate = Candidate(
        text=text,
        kind="sentence",
        doc_id=doc_id,
        title=doc_id,
        heading="",
        rank=0,
        position=position,
        words=frozenset(text.casefold().split()),
    )
    return Scored(candidate=candidate, meaning=0.0, words=0.0, score=0.0)


def scored_as(s: Scored, score: float) -> Scored:
    return Scored(candidate=s.candidate, meaning=score, words=0.0, score=score)


def test_a_close_unit_of_the_same_document_that_states_the_amount_answers_a_price_question():
    sentence = scored_as(unit("Trimming without shoes takes about an hour.", "rates", 0), 0.62)
    row = scored_as(unit("Trim, no shoes — 45 €.", "rates", 1), 0.55)
    assert priced_unit([sentence, row]) is row


def test_another_documents_amount_or_a_distant_one_is_no_answer_to_a_price_question():
    sentence = scored_as(unit("Swarm collection is done on request.", "swarms", 0), 0.62)
    jar = scored_as(unit("A jar of honey costs 8 €.", "honey", 0), 0.6)
    far = scored_as(unit("A course day costs 90 €.", "swarms", 1), 0.4)
    assert priced_unit([sentence, jar, far]) is None


def test_weekdays_and_months_are_no_unknown_names():
    """English capitalises weekdays and months; a Dutch site's pages don't hold "Saturdays" (CLDR's names,
    `places.is_calendar_word`), while a town they don't name stays an unknown name."""
    from chat.providers.offline.signals import unknown_names

    vocabulary = frozenset("de praktijk is open van maandag tot zaterdag tot 17 uur".split())  # noqa: SIM905
    assert unknown_names("Is the practice open on Saturdays?", vocabulary=vocabulary, language="en") == []
    assert unknown_names("Is the practice closed in August?", vocabulary=vocabulary, language="en") == []
    assert unknown_names("Is the practice open in Zutphen?", vocabulary=vocabulary, language="en") == [
        "Zutphen"
    ]
