"""The answerability gate: a small logistic regression over the offline answerer's own signals that
refuses an answer the rules would give when the question most likely has no published answer.

The rules (`answer.offline_answer`) refuse on one strong signal at a time, each with its own
threshold; a question no document answers ("Does she also give lessons?", "Which brand of torch
does she use?") often shows several weak ones at once (a middling best unit, an object word far from
every evidence word, a yes/no question, few documents agreeing). The gate weighs them together. It
was fitted on the spent evaluation knowledge bases' recorded turns (`python -m bench.kb_replay gate`,
the cases the rules answer; a case to refuse is the positive class) and its threshold chosen on
their leave-one-knowledge-base-out scores; the weights ship as `answer_gate.json` beside this module.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import numpy as np

GATE_PATH = Path(__file__).resolve().parent / "answer_gate.json"
# The signals, in the order of the weights (`answer.answer_signals` computes them).
SIGNALS = (
    "best_score",
    "second_score",
    "score_gap",
    "best_meaning",
    "second_meaning",
    "best_words",
    "yes_no",
    "why",
    "price",
    "count",
    "existence",
    "brand",
    "unmatched_objects",
    "unmatched_share",
    "nearest_object",
    "same_language",
    "asked_words",
    "unknown_words",
    "unknown_names",
    "documents_in_top3",
    "also",
    "object_coverage",
)
L2 = 1.0
STEPS = 300


@dataclass(frozen=True)
class Gate:
    version: str
    mean: np.ndarray
    scale: np.ndarray
    weights: np.ndarray
    bias: float
    threshold: float

    @classmethod
    def load(cls, path: Path = GATE_PATH) -> Gate:
        data = json.loads(path.read_text(encoding="utf-8"))
        if tuple(data["signals"]) != SIGNALS:
            raise ValueError(f"{path.name} was fitted on other signals: refit it (bench.kb_replay gate)")
        return cls(
            version=data["version"],
            mean=np.asarray(data["mean"]),
            scale=np.asarray(data["scale"]),
            weights=np.asarray(data["weights"]),
            bias=float(data["bias"]),
            threshold=float(data["threshold"]),
        )

    def probability(self, values: dict[str, float]) -> float:
        """P(the question has no published answer) from the answerer's signals."""
        x = (np.asarray([values[name] for name in SIGNALS]) - self.mean) / self.scale
        return float(1.0 / (1.0 + np.exp(-(x @ self.weights + self.bias))))


@lru_cache(maxsize=1)
def answer_gate() -> Gate:
    return Gate.load()


def fit(rows: np.ndarray, refuse: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray, float]:
    """(mean, scale, weights, bias): L2-regularised logistic regression on standardised signals by
    plain gradient descent from zero (deterministic; 20 signals need nothing more)."""
    mean, scale = rows.mean(axis=0), rows.std(axis=0)
    scale[scale < 1e-6] = 1.0  # a signal constant in the data: no weight, no division by zero
    x = (rows - mean) / scale
    weights, bias = np.zeros(x.shape[1]), 0.0
    for _ in range(STEPS):
        p = 1.0 / (1.0 + np.exp(-(x @ weights + bias)))
        weights -= (x.T @ (p - refuse) + L2 * weights) / len(refuse)
        bias -= float(np.mean(p - refuse))
    return mean, scale, weights, bias
