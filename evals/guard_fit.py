"""The learned guard's fit: one logistic regression over the sentence vector and hashed character
n-grams (`safety.ngrams`) together, by L-BFGS.

Newton's method needs the Hessian, which 2**15 n-gram buckets make too big; L-BFGS needs only the
gradient. The n-grams are sparse (a few hundred buckets per message), kept as (row, bucket, value)
triples, and multiplied with `np.bincount`: numpy only. Deterministic: a zero start, a fixed number
of steps at most, and a convex loss.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from safety.ngrams import grams


@dataclass(frozen=True)
class Features:
    dense: np.ndarray  # one sentence vector per row
    rows: np.ndarray  # the n-gram triples: row, bucket, value
    ids: np.ndarray
    values: np.ndarray
    buckets: int

    @classmethod
    def of(cls, texts: list[str], vectors: np.ndarray, *, bits: int) -> Features:
        pairs = [grams(t, bits=bits) for t in texts]
        rows = np.repeat(np.arange(len(texts)), [len(ids) for ids, _ in pairs])
        ids = np.concatenate([ids for ids, _ in pairs]) if pairs else np.zeros(0, dtype=np.int64)
        values = np.concatenate([v for _, v in pairs]) if pairs else np.zeros(0)
        return cls(vectors, rows, ids, values, 1 << bits)

    def __len__(self) -> int:
        return len(self.dense)

    def subset(self, keep: np.ndarray) -> Features:
        kept = keep[self.rows]
        renumber = np.cumsum(keep) - 1
        return Features(
            self.dense[keep], renumber[self.rows[kept]], self.ids[kept], self.values[kept], self.buckets
        )

    def logits(self, dense_w: np.ndarray, gram_w: np.ndarray, bias: float) -> np.ndarray:
        sparse = np.bincount(self.rows, weights=self.values * gram_w[self.ids], minlength=len(self))
        return self.dense @ dense_w + sparse + bias

    def gradient(self, residual: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """X^T r for the dense and the n-gram parts."""
        sparse = np.bincount(self.ids, weights=self.values * residual[self.rows], minlength=self.buckets)
        return self.dense.T @ residual, sparse


def fit(
    features: Features,
    y: np.ndarray,
    weight: np.ndarray,
    *,
    l2_dense: float,
    l2_grams: float,
    steps: int = 200,
    start: np.ndarray | None = None,
) -> tuple[np.ndarray, np.ndarray, float]:
    """(sentence-vector weights, n-gram weights, bias) minimising the weighted log loss plus L2.
    `start`: where to begin (a fold starts from the full model: the same minimum, fewer steps)."""
    width = features.dense.shape[1]
    penalty = np.concatenate([np.full(width, l2_dense), np.full(features.buckets, l2_grams), [0.0]])

    def loss_and_gradient(theta: np.ndarray) -> tuple[float, np.ndarray]:
        z = features.logits(theta[:width], theta[width:-1], theta[-1])
        loss = float(np.sum(weight * (np.logaddexp(0.0, z) - y * z)) + 0.5 * np.sum(penalty * theta**2))
        residual = weight * (1.0 / (1.0 + np.exp(-z)) - y)
        dense, sparse = features.gradient(residual)
        return loss, np.concatenate([dense, sparse, [residual.sum()]]) + penalty * theta

    begin = np.zeros(width + features.buckets + 1) if start is None else start.copy()
    theta = lbfgs(loss_and_gradient, begin, steps=steps)
    return theta[:width], theta[width:-1], float(theta[-1])


def lbfgs(
    f: Callable[[np.ndarray], tuple[float, np.ndarray]], theta: np.ndarray, *, steps: int, memory: int = 10
) -> np.ndarray:
    """Limited-memory BFGS with a backtracking (Armijo) line search."""
    loss, gradient = f(theta)
    history: list[tuple[np.ndarray, np.ndarray]] = []
    for _ in range(steps):
        direction = -two_loop(gradient, history)
        slope = float(gradient @ direction)
        if slope >= 0:  # not a descent direction: start the memory afresh
            history.clear()
            direction, slope = -gradient, -float(gradient @ gradient)
        step = 1.0
        while True:
            candidate = theta + step * direction
            new_loss, new_gradient = f(candidate)
            if new_loss <= loss + 1e-4 * step * slope or step < 1e-10:
                break
            step *= 0.5
        s, change = candidate - theta, new_gradient - gradient
        if s @ change > 1e-12:
            history = [*history, (s, change)][-memory:]
        theta, loss, gradient = candidate, new_loss, new_gradient
        if np.abs(gradient).max() < 1e-5:
            break
    return theta


def two_loop(gradient: np.ndarray, history: list[tuple[np.ndarray, np.ndarray]]) -> np.ndarray:
    q = gradient.copy()
    alphas = []
    for s, change in reversed(history):
        alpha = (s @ q) / (change @ s)
        alphas.append(alpha)
        q -= alpha * change
    if history:
        s, change = history[-1]
        q *= (s @ change) / (change @ change)
    for (s, change), alpha in zip(history, reversed(alphas), strict=True):
        q += s * (alpha - (change @ q) / (change @ s))
    return q
