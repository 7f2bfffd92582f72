"""The learned input guard: a logistic regression over the sentence vector retrieval computes anyway
and the message's hashed character n-grams (`safety.ngrams`).

Patterns only catch the phrasings someone wrote them for. This layer has seen public corpora of
jailbreak and injection prompts and the team's own multilingual set (`manage.py train_guard`, in
`evals.guard_training`), and it scores a message in microseconds once its vector exists: the vector
is the multilingual one retrieval makes (`knowledge.embeddings.local_embed`, passed in by the
caller), and the embedder keeps recent texts, so the retrieval step that follows finds this
message's vector ready. The n-grams are the part that carries over to new phrasings and languages
of the same attack (a reworded override keeps "ignor" and "instruc"); they cost microseconds.

The weights ship as `guard_model.json` beside this module: what production and CI run. Its
`version` is recorded in each guard incident; its `threshold` was chosen once, on held-out folds,
at a fixed false-refusal rate on benign questions, and is not tuned per test set.
"""

from __future__ import annotations

import base64
import dataclasses
import json
import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import numpy as np

from safety.documents import pasted
from safety.ngrams import grams

Embed = Callable[[list[str]], list[list[float]]]
MODEL_PATH = Path(__file__).resolve().parent / "guard_model.json"


@dataclass(frozen=True)
class GuardModel:
    version: str
    embedder: str
    weights: np.ndarray
    bias: float
    threshold: float
    gram_weights: np.ndarray | None = None  # one per n-gram bucket (2**gram_bits), or no n-grams
    gram_bits: int = 0

    @classmethod
    def load(cls, path: Path = MODEL_PATH) -> GuardModel:
        data = json.loads(path.read_text(encoding="utf-8"))
        grams_part = data.get("grams")
        return cls(
            version=data["version"],
            embedder=data["embedder"],
            weights=np.asarray(data["weights"], dtype=np.float64),
            bias=float(data["bias"]),
            threshold=float(data["threshold"]),
            gram_weights=unpack(grams_part["weights"]) if grams_part else None,
            gram_bits=int(grams_part["bits"]) if grams_part else 0,
        )

    def at(self, threshold: float) -> GuardModel:
        return dataclasses.replace(self, threshold=threshold)

    def scores(self, vectors: np.ndarray, texts: list[str] | None = None) -> np.ndarray:
        """P(attack) per row of `vectors` (unit sentence vectors) and of `texts` (the same messages,
        for the n-grams; without them, or without n-gram weights, the vector alone)."""
        z = vectors @ self.weights + self.bias
        if self.gram_weights is not None and texts is not None:
            for row, text in enumerate(texts):
                ids, values = grams(text, bits=self.gram_bits)
                z[row] += values @ self.gram_weights[ids]
        return 1.0 / (1.0 + np.exp(-z))


def pack(weights: np.ndarray) -> str:
    """2**15 weights as little-endian float32 in base64: a 175 KB line instead of 300 KB of decimals."""
    return base64.b64encode(np.asarray(weights, dtype="<f4").tobytes()).decode("ascii")


def unpack(text: str) -> np.ndarray:
    return np.frombuffer(base64.b64decode(text), dtype="<f4").astype(np.float64)


@lru_cache(maxsize=1)
def guard_model() -> GuardModel:
    return GuardModel.load()


def model_version() -> str:
    return guard_model().version


def with_pasted(whole: float, own: float) -> float:
    """A message quoting a document is judged by what the visitor asks around it, never by more than
    the message as a whole: a CV, minutes or a README that merely contain "ignore", "override" or
    "system" no longer lend their words to the request. What the document itself addresses to the
    assistant is the patterns' part (`safety.patterns.embedded` reads comments, notes, fields)."""
    return min(whole, own)


# A phone number in a message is the visitor's own ("I'm on +44 7700 900123 if she wants to chat"):
# asking for the owner's is the patterns' part. Its digits lent the learned layer an attack's look
# (a thank-you to pass on: p0.12 without the number, p0.43 with it).
PHONE_NUMBER = re.compile(r"(?<![\w+])\+?\d[\d ()./-]{6,}\d(?!\w)")


def attack_score(texts: list[str], *, embed: Embed) -> tuple[float, int]:
    """The highest P(attack) over `texts` (a message and what it hides) and which text gave it; a
    text that quotes a document is scored by `with_pasted`.
    `embed`: the multilingual sentence embedder the weights were trained on (the caller's: `safety`
    imports no app; chat and evals pass `knowledge.embeddings.local_embed`)."""
    model = guard_model()
    texts = [PHONE_NUMBER.sub("", text) for text in texts]
    vectors = np.asarray(embed(texts), dtype=np.float64)
    scores = model.scores(vectors, texts)
    parts = [(row, split) for row, split in enumerate(map(pasted, texts)) if split]
    if parts:
        own = [split[0] for _row, split in parts]
        own_scores = model.scores(np.asarray(embed(own), dtype=np.float64), own)
        for k, (row, _split) in enumerate(parts):
            scores[row] = with_pasted(scores[row], own_scores[k])
    best = int(np.argmax(scores))
    return float(scores[best]), best
