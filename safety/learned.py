"""The learned input guard: a logistic regression over the sentence vector retrieval computes anyway.

Patterns only catch the phrasings someone wrote them for. This layer has seen public corpora of
jailbreak and injection prompts and the team's own multilingual set (`manage.py train_guard`, in
`evals.guard_training`), and it scores a message in microseconds once its vector exists: the vector
is the multilingual one retrieval makes (`knowledge.embeddings.local_embed`, passed in by the
caller), and the embedder keeps recent texts, so the retrieval step that follows finds this
message's vector ready.

The weights ship as `guard_model.json` beside this module: what production and CI run. Its
`version` is recorded in each guard incident; its `threshold` was chosen once, on held-out folds,
at a fixed false-refusal rate on benign questions, and is not tuned per test set.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import numpy as np

Embed = Callable[[list[str]], list[list[float]]]
MODEL_PATH = Path(__file__).resolve().parent / "guard_model.json"


@dataclass(frozen=True)
class GuardModel:
    version: str
    embedder: str
    weights: np.ndarray
    bias: float
    threshold: float

    @classmethod
    def load(cls, path: Path = MODEL_PATH) -> GuardModel:
        data = json.loads(path.read_text(encoding="utf-8"))
        return cls(
            version=data["version"],
            embedder=data["embedder"],
            weights=np.asarray(data["weights"], dtype=np.float64),
            bias=float(data["bias"]),
            threshold=float(data["threshold"]),
        )

    def at(self, threshold: float) -> GuardModel:
        return dataclasses.replace(self, threshold=threshold)

    def scores(self, vectors: np.ndarray) -> np.ndarray:
        """P(attack) per row of `vectors` (unit sentence vectors)."""
        return 1.0 / (1.0 + np.exp(-(vectors @ self.weights + self.bias)))


@lru_cache(maxsize=1)
def guard_model() -> GuardModel:
    return GuardModel.load()


def model_version() -> str:
    return guard_model().version


def attack_score(texts: list[str], *, embed: Embed) -> tuple[float, int]:
    """The highest P(attack) over `texts` (a message and what it hides) and which text gave it.
    `embed`: the multilingual sentence embedder the weights were trained on (the caller's: `safety`
    imports no app; chat and evals pass `knowledge.embeddings.local_embed`)."""
    model = guard_model()
    vectors = np.asarray(embed(texts), dtype=np.float64)
    scores = model.scores(vectors)
    best = int(np.argmax(scores))
    return float(scores[best]), best
