"""E5's vectors of passages (sections and their labels), kept on disk under var/ for every process.

E5 takes some 200 ms a section on this machine, and more than one process embeds the same sections:
the web server and the worker after an owner's edit, `load_knowledge` into a new database, a change
of how sections are mixed (`SECTION_RECIPE`), every process of the test suite. A passage's vector
depends only on the model and its text, so it is looked up by a hash of both. Visitors' questions
are never written here. Any failure of the file (read-only disk, a lock held too long) only means
embedding again: the cache is never needed.
"""

from __future__ import annotations

import hashlib
import logging
import sqlite3
from contextlib import closing
from pathlib import Path

import numpy as np

logger = logging.getLogger(__name__)

LOCK_WAIT_SECONDS = 5


class PassageCache:
    def __init__(self, path: Path, *, model_id: str, dimensions: int) -> None:
        self._path, self._model_id, self._dimensions = path, model_id, dimensions
        self._ready = False  # the folder, the WAL mode and the table exist

    def get(self, texts: list[str]) -> dict[str, np.ndarray]:
        """The vectors known for `texts` (a text missing from the answer is not known)."""
        keys = {self._key(text): text for text in texts}
        ordered, found = list(keys), {}
        try:
            with closing(self._connect()) as db:
                for start in range(0, len(ordered), 500):
                    batch = ordered[start : start + 500]
                    rows = db.execute(
                        f"SELECT key, vector FROM passages WHERE key IN ({','.join('?' * len(batch))})",
                        batch,
                    )
                    found |= {keys[key]: np.frombuffer(vector, dtype=np.float32) for key, vector in rows}
        except (sqlite3.Error, OSError) as error:
            logger.info("passage cache %s not read: %s", self._path, error)
            return {}
        return {text: vector for text, vector in found.items() if vector.shape == (self._dimensions,)}

    def put(self, vectors: dict[str, np.ndarray]) -> None:
        rows = [(self._key(text), np.asarray(v, dtype=np.float32).tobytes()) for text, v in vectors.items()]
        try:
            with closing(self._connect()) as db, db:
                db.executemany("INSERT OR REPLACE INTO passages (key, vector) VALUES (?, ?)", rows)
        except (sqlite3.Error, OSError) as error:
            logger.info("passage cache %s not written: %s", self._path, error)

    def _key(self, text: str) -> bytes:
        return hashlib.sha256(f"{self._model_id}\0{text}".encode()).digest()

    def _connect(self) -> sqlite3.Connection:
        if not self._ready:
            self._path.parent.mkdir(parents=True, exist_ok=True)
        db = sqlite3.connect(self._path, timeout=LOCK_WAIT_SECONDS)
        if not self._ready:
            db.execute("PRAGMA journal_mode=WAL")  # kept by the file: readers never wait for a writer
            db.execute("CREATE TABLE IF NOT EXISTS passages (key BLOB PRIMARY KEY, vector BLOB NOT NULL)")
            self._ready = True
        return db
