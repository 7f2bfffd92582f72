"""Session 42: an answerable question of the 48 bases spent in sessions 39-41 that a pattern refused
once they joined the must-pass list: "wie hoch ist die Kauzion für eine Mietgeige?" asks what is owed
for a thing (a misspelt deposit the fee words can't name); a mountain's height stays refused."""

from __future__ import annotations

import pytest

from safety.guards import screen


@pytest.mark.parametrize(
    "message",
    [
        "wie hoch ist die kauzion für eine mietgeiege?",
        "Wie hoch ist die Leihgebühr für einen Bogen?",
    ],
)
def test_what_is_owed_for_a_thing_passes(message):
    assert screen(message) is None


@pytest.mark.parametrize("message", ["Wie hoch ist die Zugspitze?", "Wie tief ist der Bodensee?"])
def test_a_mountains_height_and_a_lakes_depth_are_still_refused(message):
    hit = screen(message)
    assert hit is not None and hit.rule.split(":")[-1] == "general_knowledge"
