"""The owner's name as the guards and retrieval find it in a message."""

from __future__ import annotations

import pytest

from safety.owner import name_pattern


@pytest.mark.parametrize(
    "message",
    ["Where did Luther teach?", "What is Luther's best known work?", "Welches Werk Luthers wurde populär?"],
)
def test_the_name_is_found_alone_with_an_apostrophe_s_and_in_the_german_genitive(message):
    pattern = name_pattern(("Martin Luther", "Martin", "Luther"))
    assert " ".join(pattern.sub(" ", message).split()).count("Luther") == 0


def test_a_longer_word_that_starts_with_the_name_is_not_the_name():
    pattern = name_pattern(("Ada Lind", "Ada", "Lind"))
    assert pattern.sub("", "Lindeboom and Adamant") == "Lindeboom and Adamant"
    assert name_pattern(("", " ")) is None
