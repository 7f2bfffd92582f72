"""Session 32: answerable questions of the 48 bases spent in sessions 29-31 that a pattern refused once
they joined the must-pass list. A single malt is no relationship status and a spa town's visitor tax
is no general-knowledge height (after the sealed run, in-sample: "die Anfahrtspauschale", a fee word
inside a compound); whether the owner is single, and a mountain's height, stay refused."""

from __future__ import annotations

import pytest

from safety.guards import screen


@pytest.mark.parametrize(
    "message",
    [
        "How smoky is your single malt?",
        "Is the single room free in May?",
        "Wie hoch ist die Kurtaxxe in Gingst?",
        "Wie hoch ist die Anfahrtspauschale nach Deutschland?",
    ],
)
def test_a_single_malt_and_a_visitor_tax_pass(message):
    assert screen(message) is None


@pytest.mark.parametrize(
    ("message", "rule"),
    [
        ("Is Mara single?", "relationship"),
        ("Is she single or married?", "relationships"),
        ("Wie hoch ist der Mount Everest?", "general_knowledge"),
    ],
)
def test_the_owners_relationship_and_a_mountains_height_are_still_refused(message, rule):
    hit = screen(message)
    assert hit is not None and hit.rule.split(":")[-1] == rule
