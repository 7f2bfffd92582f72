"""A progress bar for long embedding runs; silent for short ones and when output is not a terminal."""

from __future__ import annotations

import sys

from tqdm import tqdm

LONG_RUN = 64


class EmbeddingProgress:
    def __init__(self) -> None:
        self._bar: tqdm | None = None

    def __call__(self, done: int, total: int) -> None:
        if self._bar is None:
            self._bar = tqdm(
                total=total, unit="chunk", desc="embedding", file=sys.stderr, disable=total < LONG_RUN or None
            )
        self._bar.update(done - self._bar.n)

    def close(self) -> None:
        if self._bar is not None:
            self._bar.close()
