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
