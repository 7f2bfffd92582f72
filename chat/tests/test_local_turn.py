from __future__ import annotations

from chat.models import TurnLog, UnansweredQuestion


def test_the_local_provider_answers_with_citations_from_the_knowledge_base(run_turn):
    turn = run_turn("What did Mara build at Kovalent Pay?")

    assert turn.events[0].name == "meta"
    assert [e.name for e in turn.events][-2:] == ["trace", "done"]
    assert turn.done["outcome"] == "answered"
    assert "Kovalent Pay" in turn.text
    assert "[[" not in turn.text
    assert "project-ledger" in {c["id"] for c in turn.named("citation")}
    assert TurnLog.objects.get(turn_id=turn.done["turn_id"]).outcome == "answered"


def test_an_answer_about_a_project_carries_its_panel_from_the_front_matter(run_turn):
    turn = run_turn("What did Mara build at Kovalent Pay?")

    panels = {p["props"]["id"]: p for p in turn.named("panel")}
    assert panels["project-ledger"] == {
        "panel": "project",
        "props": {
            "id": "project-ledger",
            "title": "Ledger rewrite at Kovalent Pay",
            "url": "/projects/ledger/",
            "period": "March 2020 \u2013 September 2021",
            "role": "Tech lead",
            "stack": ["Go", "PostgreSQL", "gRPC"],
        },
    }
    names = [e.name for e in turn.events]
    assert names.index("panel") < names.index("done")


def test_a_refusal_carries_no_panel(run_turn):
    assert run_turn("Has Mara ever climbed Kilimanjaro?").named("panel") == []


def test_a_question_without_a_source_is_refused_and_kept_for_the_owner(run_turn):
    turn = run_turn("Has Mara ever climbed Kilimanjaro?")

    assert turn.done["outcome"] == "refused"
    assert turn.done["reason"] == "no_source"
    assert turn.named("citation") == []
    assert UnansweredQuestion.objects.filter(question="Has Mara ever climbed Kilimanjaro?").exists()
