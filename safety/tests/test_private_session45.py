"""Session 45: a course's minimum age asked with children in the sentence is no question about the
owner's children ("L'atelier pour enfants, c'est à partir de quel âge ?")."""

from __future__ import annotations

import pytest

from safety import guards


@pytest.mark.parametrize(
    "message",
    [
        "L'atelier pour enfants, c'est à partir de quel âge ?",
        "¿Los niños desde qué edad pueden venir al taller?",
    ],
)
def test_a_courses_minimum_age_is_no_private_question(message):
    assert guards.private_data(message) is None


@pytest.mark.parametrize(
    "message",
    ["Ses enfants, quel âge ont-ils ?", "Quel âge ont ses enfants ?", "Sus hijos, ¿qué edad tienen?"],
)
def test_the_age_of_the_owners_children_stays_private(message):
    assert guards.private_data(message) is not None
