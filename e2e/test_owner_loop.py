# ruff: noqa: F811  (pytest fixtures imported from the chat browser tests, used as arguments)
"""The owner's improvement loop in a real browser, through Django admin: an unanswered question is
answered in a new document and becomes a case of the owner's eval set; the eval runs page shows
each suite's trend. Its screenshots (e2e-artifacts/owner-loop-*.png) are the README's: with
UPDATE_DOCS_SCREENSHOTS=1 it writes them to docs/owner-loop/ as well."""

from __future__ import annotations

import os
from datetime import timedelta

import pytest
from django.utils import timezone

from chat.models import UnansweredQuestion
from e2e.test_chat_browser import (  # noqa: F401  (fixtures: the browser, the site, a reset fake model)
    fake,
    new_page,
    pytestmark,
    screenshot,
    site,
)
from evals.models import EvalCase, EvalRun, OwnerCase
from knowledge.models import Document
from tests.support.daphne import ROOT

playwright_api = pytest.importorskip("playwright.sync_api", reason="the playwright package is not installed")
expect = playwright_api.expect

QUESTION = "Does Mara speak Finnish?"
DOCS = ROOT / "docs" / "owner-loop"
PASSWORD = "a-long-test-password"


def shot(page, step: str) -> None:
    screenshot(page, f"owner-loop-{step}")
    if os.environ.get("UPDATE_DOCS_SCREENSHOTS") == "1":
        DOCS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(DOCS / f"{step}.png"))


def fill_checked(field, value: str) -> None:
    """Fill a field and make sure it holds `value`: on a busy machine the text typed into one field
    once landed in the field focused before it ("languagesLanguages" in the id, the title empty)."""
    for _ in range(3):
        field.fill(value)
        if field.input_value() == value:
            return
        field.fill("")
    expect(field).to_have_value(value)


@pytest.fixture
def owner_page(browser, site, django_user_model):
    django_user_model.objects.create_superuser("owner", "owner@example.org", PASSWORD)
    page = new_page(browser, site, viewport={"width": 1100, "height": 760})
    page.goto("/admin/login/?next=/admin/")
    page.get_by_label("Username").fill("owner")
    page.get_by_label("Password").fill(PASSWORD)
    page.get_by_role("button", name="Log in").click()
    expect(page.locator(".owner-overview")).to_be_visible()
    yield page
    page.context.close()


def test_an_unanswered_question_becomes_a_document_and_an_eval_case(owner_page):
    page = owner_page
    UnansweredQuestion.objects.create(question=QUESTION, turn_id="t-finnish")
    UnansweredQuestion.objects.create(question="Which cheese does Mara like?", turn_id="t-cheese")

    page.goto("/admin/chat/unansweredquestion/")
    page.get_by_role("row", name=QUESTION).get_by_role("checkbox").check()
    page.locator("select[name=action]").select_option("answer_in_knowledge_base")
    shot(page, "1-unanswered")
    page.get_by_role("button", name="Go").click()

    expect(page.get_by_text("will wait in the document as section heading")).to_be_visible()
    page.get_by_label("Write the answer in").select_option(label="A new document")
    page.get_by_role("button", name="Open the document").click()

    body = page.locator("#id_body")
    expect(body).to_have_value(f"## {QUESTION}\n\n\n")
    fill_checked(page.locator("#id_doc_id"), "languages")
    fill_checked(page.locator("#id_title"), "Languages")
    fill_checked(page.locator("#id_url"), "/languages/")
    fill_checked(
        body, f"## {QUESTION}\n\nYes. Mara grew up in Turku and speaks Finnish, Swedish and English.\n"
    )
    shot(page, "2-document")
    page.get_by_role("button", name="Save", exact=True).click()

    expect(page.locator(".messagelist")).to_contain_text("1 question(s) answered in Languages")
    shot(page, "3-saved")
    assert Document.objects.get(doc_id="languages").published
    assert [(c.question, c.doc_id) for c in OwnerCase.objects.all()] == [(QUESTION, "languages")]
    page.goto("/admin/evals/ownercase/")
    expect(page.get_by_role("row", name=QUESTION)).to_contain_text("languages")


def test_eval_runs_show_a_trend_per_suite_and_what_changed(owner_page):
    page = owner_page
    now = timezone.now()
    runs = []
    for minutes, owner_score, tasks_score in ((90, 0.5, 0.82), (60, 0.5, 0.91), (30, 1.0, 0.95)):
        started = now - timedelta(minutes=minutes)
        scores = {
            "tasks": {"score": tasks_score, "threshold": 0.9, "passed": tasks_score >= 0.9, "cases": 11},
            "owner": {"score": owner_score, "threshold": 0.9, "passed": owner_score >= 0.9, "cases": 2},
        }
        run = EvalRun.objects.create(
            started_at=started,
            finished_at=started,
            provider="local",
            model="local-extractive",
            suite="all",
            scores=scores,
            passed=all(s["passed"] for s in scores.values()),
        )
        EvalCase.objects.create(
            run=run, suite="owner", case_id="owner-1", input=QUESTION, passed=owner_score == 1.0, ms=5
        )
        runs.append(run)

    page.goto("/admin/evals/evalrun/")
    expect(page.locator("svg.trend")).to_have_count(2)
    expect(page.locator(".eval-trends")).to_contain_text("owner")
    shot(page, "4-trends")
    for run in runs[1:]:
        page.locator(f"input[name=_selected_action][value='{run.pk}']").check()
    page.locator("select[name=action]").select_option("compare_runs")
    page.get_by_role("button", name="Go").click()

    expect(page.locator("table.eval-changes")).to_contain_text("fixed")
    expect(page.locator("table.eval-changes")).to_contain_text(QUESTION)
    shot(page, "5-compare")
