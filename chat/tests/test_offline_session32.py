"""Session 32, from the question files of sessions 29-31's bases (spent by their sealed runs): a
workplace the owner is asked to have ("Heeft ze ook een winkel in Madrid?", "el restaurante que
tenéis en Évora", a clinic in Dutch) is placed by the question and must stand in a unit naming a
workplace there; a country is no site's address."""

from __future__ import annotations

import pytest

from chat.providers.offline import signals, spelling


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


@pytest.mark.parametrize(
    ("question", "language", "read"),
    [
        ("whats the wheelchiar access like?", "en", "whats the wheelchair access like?"),
        ("does she do asbestos removel?", "en", "does she do asbestos removal?"),
        ("whats the minimum age for lesons?", "en", "whats the minimum age for lessons?"),
        ("hoevel kost de workshop per persoon", "nl", "hoeveel kost de workshop per persoon"),
        # two words as near: left as written
        ("whats the normal pulse of a hourse", "en", "whats the normal pulse of a hourse"),
        # a name, a word of another language, a short word
        ("Is Ghislandi open on saturday?", "en", "Is Ghislandi open on saturday?"),
        ("Quanto custa a entrada?", "en", "Quanto custa a entrada?"),
        # a language with no frequency list here
        ("Faint yw pris y gwersi?", "cy", "Faint yw pris y gwersi?"),
    ],
)
def test_a_misspelt_word_is_read_as_the_visitor_languages_word(question, language, read):
    assert spelling.corrected(question, language, frozenset()) == read


def test_a_word_the_knowledge_base_holds_nearly_is_never_corrected():
    """ "signwriting" is no common English word and two edits from "songwriting"; a knowledge base
    holding "signwriter" reads it by its own fuzzy match."""
    question = "Who taught Esme signwriting?"
    assert spelling.corrected(question, "en", frozenset()) == "Who taught Esme songwriting?"
    assert spelling.corrected(question, "en", frozenset({"signwriter", "gilding"})) == question
