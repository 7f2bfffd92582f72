"""Session 33: German nouns that are no names."""

from __future__ import annotations

import pytest

from chat.providers.offline import signals

ENGLISH_SIGNWRITER = frozenset(
    "brush lettering workshop gold leaf book costs price sign writing shop glass course beginners".split()  # noqa: SIM905
)


@pytest.mark.parametrize(
    "question",
    [
        "Wie viel kostet ihr Workshop für Pinselschrift?",  # a compound of two German words
        "Was kostet ungefähr ein Heft Blattgold?",  # after a noun: "ein Heft Blattgold"
        "Gibt es einen Kurs für Anfänger?",  # a frequent German word only
    ],
)
def test_a_capitalised_german_noun_after_a_preposition_or_noun_is_no_name(question):
    assert signals.unknown_names(question, vocabulary=ENGLISH_SIGNWRITER, language="de") == []


@pytest.mark.parametrize(
    ("question", "name"),
    [
        ("Wie lange hat sie in Kassel gearbeitet?", "Kassel"),  # other languages write the town too
        ("Wie war das Jahr bei Wüsthof?", "Wüsthof"),
        (
            "Wie lange hat sie in Brüssel gearbeitet?",
            "Brüssel",
        ),  # after "in": German's own town name  # "Wüst|hof": a part of three letters
        ("Hat sie an der Universität Barcelona studiert?", "Barcelona"),
    ],
)
def test_a_place_or_company_after_a_preposition_stays_a_name(question, name):
    assert signals.unknown_names(question, vocabulary=ENGLISH_SIGNWRITER, language="de") == [name]


def test_a_german_noun_is_frequent_in_german_only():
    assert signals.german_noun("Durchmesser") and signals.german_noun("Rockkonzerte")
    assert not signals.german_noun("Berlin") and not signals.german_noun("Hotel")
