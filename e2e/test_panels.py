# ruff: noqa: F811  (pytest fixtures imported from the chat browser tests, used as arguments)
"""Panels from evidence in the browser: an answer about a project shows that project's card next to
the text, with what its document's front matter says (period, role, stack), not what the model wrote."""

from __future__ import annotations

import pytest

from e2e.test_chat_browser import (  # noqa: F401  (fixtures: the browser, the site, a reset fake model)
    LEDGER_SENTENCES,
    QUESTION,
    ask,
    cited,
    fake,
    open_chat,
    page,
    pytestmark,
    screenshot,
    site,
    wait_until_answered,
)

playwright_api = pytest.importorskip("playwright.sync_api", reason="the playwright package is not installed")
expect = playwright_api.expect


def test_an_answer_about_a_project_shows_its_card_from_the_front_matter(page, fake):
    fake.chat_replies.append(cited([*LEDGER_SENTENCES[:2], "She used Java and Oracle [[project-ledger]]."]))
    page.goto("/")
    open_chat(page)

    ask(page, QUESTION)

    turn = wait_until_answered(page)
    card = turn.locator(".panel-project")
    expect(card).to_have_count(1)
    expect(card.get_by_role("link", name="Ledger rewrite at Kovalent Pay")).to_have_attribute(
        "href", "/projects/ledger/"
    )
    expect(card.locator(".panel-meta")).to_have_text("Tech lead · March 2020 \u2013 September 2021")
    expect(card.locator(".panel-stack li")).to_have_text(["Go", "PostgreSQL", "gRPC"])
    expect(card).not_to_contain_text("Java")  # the model's words never reach a card
    expect(turn.locator(".panel-role")).to_have_count(0)
    screenshot(page, "project-panel")
