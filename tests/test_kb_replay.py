"""`python -m bench.kb_replay`: a question file recorded once through the real graph, the offline
answerer replayed on the recording and judged as `run_evals --kb` judges."""

from __future__ import annotations

import copy

import pytest
import yaml

from bench import kb_replay
from tests.support.knowledge import write_knowledge_file


@pytest.fixture
def bakery(tmp_path):
    content = tmp_path / "content"
    write_knowledge_file(
        content,
        "about.md",
        doc_id="bakery-about",
        kind="about",
        title="Hello",
        body="I'm Iris Vermeulen. I bake sourdough bread in a wood-fired oven in Utrecht.\n\n"
        "## Contact\nWrite to hello@bakery.example for orders.\n",
    )
    write_knowledge_file(
        content,
        "rye.md",
        doc_id="bakery-rye",
        body="The rye project tested twelve old rye varieties from Drenthe for a dark loaf.\n",
    )
    cases = [
        {
            "id": "b-1",
            "split": "dev",
            "lang": "en",
            "expect": "answer",
            "kind": "direct",
            "question": "In which kind of oven does Iris bake her sourdough bread?",
            "docs": ["bakery-about"],
        },
        {
            "id": "b-2",
            "split": "dev",
            "lang": "en",
            "expect": "refuse",
            "kind": "false_premise",
            "question": "What did Iris do at Heineken in Amsterdam?",
        },
    ]
    questions = {"knowledge_base": "bakery", "language": "en", "public_contact": "hello@bakery.example"}
    (tmp_path / "questions.yaml").write_text(yaml.safe_dump({**questions, "cases": cases}), encoding="utf-8")
    return tmp_path


def test_a_replay_of_the_recording_judges_every_case_as_the_real_run_did(transactional_db, knowledge, bakery):
    data = kb_replay.record_file(bakery, bakery / "questions.yaml")

    assert set(data["cases"]) == {"b-1", "b-2"}
    answered = data["cases"]["b-1"]
    assert answered["passed"] and "bakery-about" in answered["seen"]["citations"]
    assert answered["calls"] and answered["calls"][0]["evidence"]  # what the answerer read
    assert len(data["texts"]) == len(data["vectors"]) > 0

    results, fresh = kb_replay.replay_file(data, bakery / "questions.yaml", "bakery", "questions")

    assert [(r.case.id, r.passed) for r in results] == [
        ("b-1", True),
        ("b-2", True),
    ]
    assert all(r.passed == r.was_passed for r in results)
    assert fresh == 0  # every vector the answerer asked for came from the recording


def test_an_answer_that_differs_from_the_recorded_one_is_judged_anew(transactional_db, knowledge, bakery):
    data = kb_replay.record_file(bakery, bakery / "questions.yaml")
    doctored = copy.deepcopy(data)
    case = doctored["cases"]["b-1"]
    # As if the answerer had refused when it was recorded: today's answer is judged from its markers.
    case["calls"][0]["sentences"] = []
    case["seen"] = {"outcome": "refused", "reason": "no_source", "tools": [], "citations": [], "text": ""}
    case["passed"] = False

    results, _ = kb_replay.replay_file(doctored, bakery / "questions.yaml", "bakery", "questions")

    first = results[0]
    assert (first.case.id, first.passed, first.was_passed) == ("b-1", True, False)
    assert first.why == "answer (answer changed)"


def test_a_new_answer_cites_its_markers_and_reads_without_them():
    seen = kb_replay.cited_seen(["I bake bread. [[bakery-about]]", "Rye from Drenthe. [[bakery-rye]]"])

    assert seen["outcome"] == "answered"
    assert seen["citations"] == ["bakery-about", "bakery-rye"]
    assert seen["text"] == "I bake bread. Rye from Drenthe."
    assert kb_replay.cited_seen([])["outcome"] == "refused"


def test_each_replayed_case_is_one_tab_separated_line_with_its_verdict_and_reason(
    transactional_db, knowledge, bakery
):
    data = kb_replay.record_file(bakery, bakery / "questions.yaml")
    results, _ = kb_replay.replay_file(data, bakery / "questions.yaml", "bakery", "questions")

    rows = [line.split("\t") for line in kb_replay.tsv_rows(results)]

    assert [len(row) for row in rows] == [len(kb_replay.TSV_COLUMNS)] * 2
    by_id = {row[2]: dict(zip(kb_replay.TSV_COLUMNS, row, strict=True)) for row in rows}
    assert by_id["b-1"]["verdict"] == ("PASS" if results[0].passed else "FAIL")
    assert by_id["b-2"]["why"] == results[1].why
    assert by_id["b-2"]["question"] == "What did Iris do at Heineken in Amsterdam?"
