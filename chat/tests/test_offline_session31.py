"""Session 31, from the test splits of sessions 29 and 30's bases (spent by their sealed runs): the
owner's plans asked as a rumour or a step still to come ("Is it true you're selling part of the
roastery?", "a-t-elle l'intention de", "willen overnemen", "vai fundir-se"), the village the owner
lives in, the rent the owner pays and whether the owner is married, asked in Arabic, are the owner's
to tell."""

from __future__ import annotations

import pytest

from chat.providers.offline import signals
from safety.language import detect_language


@pytest.mark.parametrize(
    ("question", "asks"),
    [
        ("A empresa do Ronan vai fundir-se com outra empresa?", True),
        ("Is it true you're selling part of the roastery to a wholesaler?", True),
        ("Est-ce qu'Ailsa a prévu de racheter l'atelier d'un autre relieur ?", True),
        ("Klopt het dat jullie een zagerij willen overnemen?", True),
        ("Lorenza compte-t-elle acheter une autre ferme ?", True),
        ("Was plant Hedda für die Zukunft, will sie etwas Eigenes eröffnen?", True),
        ("Har Elin planer om å åpne en ny klinikk?", True),
        ("Marta a-t-elle l'intention de changer de bateau ?", True),
        ("Wilt u een fiets kopen?", False),  # the visitor's wish, not a plan of the owner's
        ("Are you selling gift vouchers?", False),  # what the shop sells now
        ("Is the shop open on Sundays?", False),
    ],
)
def test_a_step_of_the_owners_business_still_to_come_is_a_plan(question, asks):
    assert signals.asks_plans(question) is asks


@pytest.mark.parametrize(
    ("question", "residence"),
    [
        ("¿En qué pueblo vive Empar?", True),
        ("In quale paese abita Marta?", True),
        ("Em que aldeia mora o Hélder?", True),
        ("¿En qué pueblo está el taller?", False),  # the workshop's place is published
    ],
)
def test_the_village_the_owner_lives_in_is_a_residence(question, residence):
    assert signals.asks_residence(question) is residence


@pytest.mark.parametrize(
    ("question", "topic"),
    [
        ("Quanto a Samira paga de renda pela loja?", "paga de renda"),
        ("How much rent does she pay for the shop?", "rent does she pay"),
        ("هل سميرة متزوجة؟", "متزوجة"),
    ],
)
def test_the_rent_the_owner_pays_and_a_marriage_asked_in_arabic_are_personal(question, topic):
    assert signals.personal_topic(question, language=detect_language(question)) == topic


def test_renting_something_out_is_no_rent_the_owner_pays():
    question = "Can I rent a kayak for a day?"
    assert signals.personal_topic(question, language=detect_language(question)) is None
