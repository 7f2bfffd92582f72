"""Answerable questions the offline answerer refused on a strong-looking signal that was not one: a
phone as a means of payment, a price a unit does state."""

from __future__ import annotations

import pytest

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
