"""The answerability gate (`chat.providers.offline.gate`): its fit, its shipped weights, and its place
in the offline answerer, which it may only turn from an answer into a refusal."""

from __future__ import annotations

import numpy as np
import pytest

from chat.providers.offline import gate
from chat.providers.offline.answer import offline_answer
from chat.tests.test_offline_negation import HONEY, vocabulary


def test_fit_separates_and_is_deterministic():
    rng = np.random.default_rng(5)
    rows = rng.normal(size=(400, len(gate.SIGNALS)))
    rows[:, 3] = 0.0  # a signal constant in the data gets no weight and divides by nothing
    refuse = (rows[:, 0] - rows[:, 1] > 0).astype(float)
    first, second = gate.fit(rows, refuse), gate.fit(rows, refuse)
    mean, scale, weights, bias = first
    assert all(np.array_equal(a, b) for a, b in zip(first[:3], second[:3], strict=True))
    assert weights[0] > 0 > weights[1] and weights[3] == 0.0 and scale[3] == 1.0
    fitted = gate.Gate("test", mean, scale, weights, bias, 0.5)
    named = [dict(zip(gate.SIGNALS, row, strict=True)) for row in rows]
    predicted = np.asarray([fitted.probability(v) >= 0.5 for v in named])
    assert (predicted == refuse.astype(bool)).mean() > 0.9


def test_shipped_gate_loads_with_its_signals():
    shipped = gate.Gate.load()
    assert shipped.version.startswith("gate-") and 0.5 <= shipped.threshold <= 1.0
    assert len(shipped.weights) == len(shipped.mean) == len(gate.SIGNALS)
    assert np.all(shipped.scale > 0)


def test_a_gate_fitted_on_other_signals_is_refused(tmp_path):
    path = tmp_path / "gate.json"
    path.write_text(
        '{"version": "gate-x", "signals": ["best_score"], "mean": [0], "scale": [1], '
        '"weights": [1], "bias": 0, "threshold": 0.5}'
    )
    with pytest.raises(ValueError, match="other signals"):
        gate.Gate.load(path)


def test_the_gate_only_turns_an_answer_into_a_refusal(monkeypatch):
    words = vocabulary(HONEY)
    question = "How many colonies does she keep?"
    answered = offline_answer(question, HONEY, vocabulary=words)
    assert answered.why == "answer" and "[[about]]" in " ".join(answered.sentences)
    assert set(answered.signals) == set(gate.SIGNALS)
    always = gate.Gate(
        "always",
        np.zeros(len(gate.SIGNALS)),
        np.ones(len(gate.SIGNALS)),
        np.zeros(len(gate.SIGNALS)),
        0.0,
        0.0,
    )
    monkeypatch.setattr(gate, "answer_gate", lambda: always)
    refused = offline_answer(question, HONEY, vocabulary=words)
    assert refused.sentences == [] and refused.why.startswith("unanswerable:p")
    assert offline_answer(question, HONEY, vocabulary=words, gated=False).why == "answer"
    # a refusal of the rules keeps its own reason: the gate reads only what the rules answer
    personal = offline_answer("How old is she?", HONEY, vocabulary=words)
    assert personal.sentences == [] and personal.why.startswith("personal:") and personal.signals is None


@pytest.mark.parametrize(
    ("question", "also"),
    [
        ("Do you also make cider?", True),
        ("Verkoopt ze ook cadeaubonnen?", True),
        ("Gör ni piercing också?", True),
        ("¿Fabrica también cajones flamencos?", True),
        ("Can I buy the jars as well?", True),
        ("Do you ship honey too?", True),
        ("Is it too expensive?", False),  # "too" inside the question is a degree, not one more thing
        ("What else do you also sell?", False),  # no yes/no question
        ("Do you ship honey?", False),
    ],
)
def test_asks_also_reads_a_yes_no_question_about_one_more_thing(question, also):
    from chat.providers.offline import signals

    assert signals.asks_also(question) is also


def test_object_coverage_is_the_share_one_unit_holds():
    """ "boxes" and "heath" are both in the evidence, but in two units: no unit holds both."""
    from chat.providers.offline import answer, evidence

    ranked = evidence.scored("honey bees", evidence.candidates(HONEY), rank_weight=0.1, word_weight=0.15)
    words = evidence.evidence_words(HONEY, folded=True)

    def coverage(objects):
        cosines = evidence.word_cosines(objects, words) if objects else None
        return answer.object_coverage(objects, ranked, words, cosines)

    assert coverage(["honey", "ship"]) == 1.0
    assert coverage(["boxes", "heath"]) == 0.5
    assert coverage([]) == 1.0


def test_the_gates_threshold_weighs_both_rates_and_caps_the_answers_lost():
    from bench.answer_gate import chosen_threshold

    # rows the rules answer: four questions to refuse (scored high), four right answers (scored low)
    refuse = np.asarray([1, 1, 1, 1, 0, 0, 0, 0], dtype=float)
    right = np.asarray([False] * 4 + [True] * 4)
    held_out = np.asarray([0.9, 0.8, 0.6, 0.57, 0.56, 0.3, 0.2, 0.1])
    # 0.5 refuses one more question to refuse than 0.6 and loses the 0.56 answer: 1/10 outweighs 1/100
    assert chosen_threshold(held_out, refuse, right, answerable=100, to_refuse=10, say=lambda _: None) == 0.5
    # with the answers lost capped at 1% of 50, one loss is too many
    assert chosen_threshold(held_out, refuse, right, answerable=50, to_refuse=10, say=lambda _: None) == 0.6
    # nothing to gain: the gate refuses nothing
    assert (
        chosen_threshold(held_out, refuse * 0, right, answerable=100, to_refuse=10, say=lambda _: None) == 1.0
    )
