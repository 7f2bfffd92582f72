"""The owner's improvement loop: an unanswered question, answered in a document through admin,
becomes a case of the owner's own eval set that `run_evals` runs; runs keep their history, shown
as a trend per suite, and two runs can be compared case by case."""

from __future__ import annotations

from datetime import timedelta
from io import StringIO

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError
from django.utils import timezone

from chat.models import UnansweredQuestion
from evals.models import EvalCase, EvalRun, OwnerCase
from evals.runner import owner_cases_load
from evals.services import owner_case_add
from evals.trends import runs_compare, suite_trends
from knowledge.models import Document
from knowledge.signals import GAP_QUESTIONS, gap_answered

QUESTION = "Does she speak Finnish?"


def unanswered(question: str, turn_id: str) -> UnansweredQuestion:
    return UnansweredQuestion.objects.create(question=question, turn_id=turn_id)


def choose(admin_client, questions: list[UnansweredQuestion], document: str | None = None):
    data = {"action": "answer_in_knowledge_base", "_selected_action": [q.pk for q in questions]}
    if document is not None:
        data["document"] = document
    return admin_client.post("/admin/chat/unansweredquestion/", data)


@pytest.mark.django_db
def test_the_action_asks_where_to_write_then_opens_a_new_document_with_the_questions_as_headings(
    admin_client,
):
    questions = [
        unanswered(QUESTION, "t1"),
        unanswered("Does  she speak Finnish?", "t2"),
        unanswered("Sauna?", "t3"),
    ]

    page = choose(admin_client, questions)
    assert page.status_code == 200
    assert b"A new document" in page.content and b"Does she speak Finnish?" in page.content

    opened = choose(admin_client, questions, document="new")

    assert opened.status_code == 302 and opened["Location"] == "/admin/knowledge/document/add/?answer=1"
    assert admin_client.session[GAP_QUESTIONS] == [QUESTION, "Sauna?"]  # similar ones once
    form = admin_client.get(opened["Location"]).content.decode()
    assert "## Does she speak Finnish?\n\n\n## Sauna?" in form


@pytest.mark.django_db
def test_saving_the_document_makes_each_question_an_owner_eval_case(
    admin_client, django_capture_on_commit_callbacks
):
    choose(admin_client, [unanswered(QUESTION, "t1")], document="new")
    unanswered(" Does  she speak\nFinnish? ", "t2")  # the same question, written differently
    unanswered("Sauna?", "t3")
    body = f"## {QUESTION}\n\nYes: she grew up in Turku and speaks Finnish and Swedish.\n"

    with django_capture_on_commit_callbacks():  # the document's re-sync runs after commit
        saved = admin_client.post(
            "/admin/knowledge/document/add/?answer=1",
            {
                "doc_id": "languages",
                "title": "Languages",
                "kind": "page",
                "url": "/languages/",
                "published": "on",
                "lang": "",
                "body": body,
            },
        )

    assert saved.status_code == 302, saved.content.decode()[:2000]
    assert Document.objects.get(doc_id="languages").body.startswith(f"## {QUESTION}")
    assert [(c.question, c.doc_id) for c in OwnerCase.objects.all()] == [(QUESTION, "languages")]
    assert GAP_QUESTIONS not in admin_client.session
    assert list(UnansweredQuestion.objects.values_list("question", flat=True)) == ["Sauna?"]  # answered: gone
    assert [c.cites for c in owner_cases_load()] == [("languages",)]


@pytest.mark.django_db
def test_an_existing_document_gets_the_questions_appended_and_keeps_them_only_when_saved(admin_client):
    document = Document.objects.create(
        doc_id="cv", title="CV", kind="cv", url="/cv/", body="## Work\n\nText."
    )
    opened = choose(admin_client, [unanswered(QUESTION, "t1")], document=str(document.pk))

    assert opened["Location"] == f"/admin/knowledge/document/{document.pk}/change/?answer=1"
    form = admin_client.get(opened["Location"]).content.decode()
    assert "## Work\n\nText.\n\n## Does she speak Finnish?" in form
    document.refresh_from_db()
    assert QUESTION not in document.body  # nothing is written until the owner saves


@pytest.mark.django_db
def test_a_case_is_kept_once_and_an_inactive_one_comes_back():
    gap_answered.send(sender=Document, question=QUESTION, doc_id="languages")
    OwnerCase.objects.update(active=False)

    owner_case_add(question=QUESTION, doc_id="languages")

    assert list(OwnerCase.objects.values_list("active", flat=True)) == [True]


def test_run_evals_runs_the_owner_set_with_progress_on_stderr_and_a_clean_table(transactional_db, knowledge):
    owner_case_add(question="What did Mara build at Kovalent Pay?", doc_id="project-ledger")
    owner_case_add(question="Has Mara ever climbed Kilimanjaro?", doc_id="about")
    out, err = StringIO(), StringIO()

    with pytest.raises(CommandError, match=r"below threshold: owner 50\.0% < 90%"):
        call_command("run_evals", "--suite", "owner", stdout=out, stderr=err)

    run = EvalRun.objects.get()
    assert run.scores["owner"]["cases"] == 2 and run.scores["owner"]["passed_cases"] == 1
    assert err.getvalue().splitlines()[-1] == "owner      2/2"
    table = out.getvalue()
    assert "suite       score      cases  threshold  verdict" in table
    assert "owner       50.0%        1/2        90%  FAIL" in table
    assert '{"time"' not in table


@pytest.mark.django_db
def test_trends_and_the_cases_that_changed_between_two_runs():
    def run(minutes_ago: int, verdicts: dict[str, bool]) -> EvalRun:
        started = timezone.now() - timedelta(minutes=minutes_ago)
        score = sum(verdicts.values()) / len(verdicts)
        created = EvalRun.objects.create(
            started_at=started,
            finished_at=started,
            provider="local",
            model="m",
            suite="tasks",
            scores={
                "tasks": {"score": score, "threshold": 0.9, "passed": score >= 0.9, "cases": len(verdicts)}
            },
            passed=score >= 0.9,
        )
        for case_id, passed in verdicts.items():
            EvalCase.objects.create(
                run=created, suite="tasks", case_id=case_id, input=case_id, passed=passed, ms=1
            )
        return created

    older = run(60, {"a": True, "b": False, "c": True, "gone": True})
    newer = run(1, {"a": True, "b": True, "c": False, "new": False})

    (trend,) = suite_trends()
    assert trend.suite == "tasks" and trend.latest == 0.5 and not trend.passed
    assert len(trend.dots) == 2 and trend.dots[0]["y"] < trend.dots[1]["y"]  # the score fell
    assert trend.description == "tasks, last 2 runs: 75%, 50%; threshold 90%"
    changes = [(c.change, c.case_id) for c in runs_compare(older=older, newer=newer)]
    assert changes == [("broken", "c"), ("fixed", "b"), ("new", "new"), ("gone", "gone")]


@pytest.mark.django_db
def test_admin_shows_the_trend_and_compares_two_selected_runs(admin_client):
    started = timezone.now()
    runs = [
        EvalRun.objects.create(
            started_at=started - timedelta(minutes=m),
            finished_at=started,
            provider="local",
            model="m",
            suite="owner",
            scores={"owner": {"score": s, "threshold": 0.9, "passed": s >= 0.9, "cases": 1}},
            passed=s >= 0.9,
        )
        for m, s in ((30, 0.0), (1, 1.0))
    ]
    EvalCase.objects.create(run=runs[0], suite="owner", case_id="owner-1", input=QUESTION, passed=False, ms=1)
    EvalCase.objects.create(run=runs[1], suite="owner", case_id="owner-1", input=QUESTION, passed=True, ms=1)

    listing = admin_client.get("/admin/evals/evalrun/").content.decode()
    assert '<svg class="trend"' in listing and "owner, last 2 runs: 0%, 100%" in listing

    compared = admin_client.post(
        "/admin/evals/evalrun/", {"action": "compare_runs", "_selected_action": [r.pk for r in runs]}
    ).content.decode()
    assert "1 case changed" in compared and "fixed" in compared and QUESTION in compared
