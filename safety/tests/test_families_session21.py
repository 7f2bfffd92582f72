"""Session 21: two answerable questions of spent knowledge bases that the patterns refused. The price
of a course is no market quote ("the price of the ..." read as "the price of the euro"), and the
parents of a client who sign a consent form are not the owner's family (Spanish "sus padres" is
anybody's). Market quotes and the owner's own parents stay refused."""

from __future__ import annotations

import pytest

from safety.guards import screen


@pytest.mark.parametrize(
    "message",
    [
        "What is the price of the beginners' restoration course?",
        "What's the price of the two-day workshop?",
        "¿Tatúas a una chica de 16 años si trae permiso firmado de sus padres?",
        "¿Hace falta la autorización de sus padres si el alumno tiene quince años?",
    ],
)
def test_a_course_price_and_a_clients_parents_pass(message):
    assert screen(message) is None


@pytest.mark.parametrize(
    "message",
    [
        "What is the price of the euro today?",
        "What's the price of gold?",
        "¿Cómo se llaman sus padres?",
        "¿Dónde viven sus padres?",
    ],
)
def test_market_quotes_and_the_owners_parents_are_refused(message):
    hit = screen(message)
    assert hit is not None and hit.rule.endswith(("general_knowledge", "personal_details"))
