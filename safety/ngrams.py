"""Hashed character n-grams: the learned guard's second view of a message, beside its sentence vector.

A sentence vector says what a message is about; an attack reworded or translated keeps its meaning
but the vector also moves with everything around it. Character 3-5 grams see the pieces that stay
("ignor", "instruc", "prompt", "règle", "negeer") across phrasings, inflections and languages that
share a script, and cost microseconds: the grams are hashed with numpy (a polynomial hash of the
code points, no Python loop over grams) into a fixed number of buckets, so the weights file stays
small and no vocabulary ships.
"""

from __future__ import annotations

import numpy as np

LOW, HIGH = 3, 5
_PRIME = np.uint64(1_000_003)
_MIX = np.uint64(0x9E3779B97F4A7C15)


def grams(text: str, *, bits: int, low: int = LOW, high: int = HIGH) -> tuple[np.ndarray, np.ndarray]:
    """(bucket ids, values) of `text`'s character n-grams, `low`..`high` long, in 2**bits buckets:
    case-folded, spaces collapsed, each count log-scaled and the whole L2-normalised (a long pasted
    text weighs no more than a short question)."""
    folded = " " + " ".join(text.casefold().split()) + " "
    codes = np.frombuffer(folded.encode("utf-32-le"), dtype=np.uint32).astype(np.uint64)
    parts = []
    with np.errstate(over="ignore"):
        for n in range(low, high + 1):
            if len(codes) < n:
                continue
            h = np.full(len(codes) - n + 1, n, dtype=np.uint64)
            for k in range(n):
                h = h * _PRIME + codes[k : len(codes) - n + 1 + k]
            h ^= h >> np.uint64(29)
            parts.append((h * _MIX) >> np.uint64(64 - bits))
    if not parts:
        return np.zeros(0, dtype=np.int64), np.zeros(0)
    ids, counts = np.unique(np.concatenate(parts), return_counts=True)
    values = np.log1p(counts)
    return ids.astype(np.int64), values / np.linalg.norm(values)
