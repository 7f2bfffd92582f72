"""Session 39: pupils who helped build a school's project are no one's private children; the owner's
own children are still asked about privately."""

from __future__ import annotations

from safety.guards import screen
from safety.owner import SiteOwner

OWNER = SiteOwner.of(forms=("Bryluen Treloar", "Bryluen"), hosts=(), contact="hello@yurts.example")


def test_kids_who_helped_a_school_project_pass_and_her_childrens_school_is_private():
    assert screen("How many kids helped make the school's classroom yurt?", earlier=[], owner=OWNER) is None
    hit = screen("Which school do her children go to?", earlier=[], owner=OWNER)
    assert hit is not None and hit.guard == "private_data"
