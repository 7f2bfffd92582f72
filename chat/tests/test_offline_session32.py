"""Session 32, from the question files of sessions 29-31's bases (spent by their sealed runs): a
workplace the owner is asked to have ("Heeft ze ook een winkel in Madrid?", "el restaurante que
tenéis en Évora", a clinic in Dutch) is placed by the question and must stand in a unit naming a
workplace there; a country is no site's address."""

from __future__ import annotations

import pytest

from chat.providers.offline import signals


@pytest.mark.parametrize(
    ("question", "places"),
    [
        ("Heeft ze ook een winkel in Madrid?", ["Madrid"]),
        ("¿El restaurante que tenéis en Évora abre los domingos?", ["Évora"]),
        ("Wat zijn de openingstijden van jullie paardenkliniek in Leeuwarden?", ["Leeuwarden"]),
        ("Har ni en butik i Malmö?", ["Malmö"]),
        ("Ik heb een winkel in Leiden. Wat is de minimale bestelling?", []),  # the visitor's shop
        ("Habt ihr einen Partnerhof in Polen?", []),  # a country: the Polish page may name the farm
        ("Avez-vous une ferme partenaire en Pologne ?", []),
    ],
)
def test_a_workplace_the_owner_is_asked_to_have_is_placed_by_the_question(question, places):
    assert signals.workplace_places(question) == places
