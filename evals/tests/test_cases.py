from __future__ import annotations

import pytest
import yaml

from evals.cases import (
    TaskCase,
    ToolCase,
    TurnSeen,
    task_case_judge,
    task_cases_load,
    tool_case_judge,
    tool_cases_load,
)


def test_a_tool_case_passes_on_any_acceptable_first_tool():
    case = ToolCase(id="t", question="q", expect=("search_knowledge", "none"))

    assert tool_case_judge(case, TurnSeen(outcome="answered", tools=["search_knowledge"])) == []
    assert tool_case_judge(case, TurnSeen(outcome="answered")) == []
    assert tool_case_judge(case, TurnSeen(outcome="answered", tools=["report_availability"])) == [
        "first tool report_availability, expected search_knowledge or none"
    ]


def test_a_forbidden_tool_fails_the_case_even_after_the_right_first_tool():
    case = ToolCase(id="t", question="q", expect=("search_knowledge",), forbid=("draft_contact_message",))
    seen = TurnSeen(outcome="pending_approval", tools=["search_knowledge", "draft_contact_message"])

    assert tool_case_judge(case, seen) == ["picked draft_contact_message, which it must not"]


def test_a_turn_the_offline_layer_answered_fails_even_with_the_expected_tool():
    case = ToolCase(id="t", question="q", expect=("none",))

    problems = tool_case_judge(case, TurnSeen(outcome="degraded", reason="fallback"))

    assert problems == ["the model did not answer (fallback): the offline layer did"]


def test_a_task_case_checks_outcome_reason_text_and_citations():
    case = TaskCase(
        id="t",
        question="q",
        outcome="answered",
        contains=("420 ms", ("95 ms", "95ms")),
        excludes=("Kastanjelaan",),
        cites=(("project-ledger", "cv"),),
    )
    good = TurnSeen(outcome="answered", text="From 420 MS to 95ms.", citations=["cv"])
    bad = TurnSeen(outcome="refused", reason="no_source", text="Kastanjelaan 14", citations=["about"])

    assert task_case_judge(case, good) == []
    assert task_case_judge(case, bad) == [
        "outcome refused, expected answered",
        "text lacks '420 ms'",
        "text lacks '95 ms' or '95ms'",
        "text contains 'Kastanjelaan'",
        "no citation of project-ledger or cv",
    ]


def test_a_refusal_must_carry_the_expected_reason():
    case = TaskCase(id="t", question="q", outcome="refused", reason="private")

    assert task_case_judge(case, TurnSeen(outcome="refused", reason="private")) == []
    assert task_case_judge(case, TurnSeen(outcome="refused", reason="no_source")) == [
        "reason no_source, expected private"
    ]


def test_datasets_with_an_unknown_tool_outcome_or_a_duplicate_id_are_rejected(tmp_path):
    path = tmp_path / "cases.yaml"

    def load(loader, items):
        path.write_text(yaml.safe_dump({"items": items}))
        return loader(path)

    with pytest.raises(ValueError, match="unknown tool send_email"):
        load(tool_cases_load, [{"id": "a", "question": "q", "expect": "send_email"}])
    with pytest.raises(ValueError, match="outcome must be one of"):
        load(task_cases_load, [{"id": "a", "question": "q", "outcome": "fine"}])
    with pytest.raises(ValueError, match="duplicate ids a"):
        load(task_cases_load, [{"id": "a", "question": "q", "outcome": "answered"}] * 2)
