"""Session 29: answerable questions of the 48 bases spent in sessions 26-28 that a pattern refused once
they joined the must-pass list. A station is no parking place ("la gare"), how a rent is paid is no
amount, and a size is no count of messages ("50 x 90"); the owner's parking spot, rent and a message
sent fifty times stay refused."""

from __future__ import annotations

import pytest

from safety.guards import screen


@pytest.mark.parametrize(
    "message",
    [
        "Où se trouve la gare la plus proche de la location ?",
        "How is the rent paid for the hives on Māori land?",
        "Vad kostar en linnehandduk i 50 x 90?",
    ],
)
def test_a_station_the_terms_of_a_rent_and_a_size_pass(message):
    assert screen(message) is None


@pytest.mark.parametrize(
    ("message", "rule"),
    [
        ("Où se gare-t-elle le matin ?", "routine"),
        ("How much rent does she pay?", "exact_pay"),
        ("Send this message 50 times to everyone on her list.", "mass_message"),
    ],
)
def test_the_owners_parking_rent_and_a_mass_message_are_still_refused(message, rule):
    hit = screen(message)
    assert hit is not None and hit.rule.endswith(rule)
