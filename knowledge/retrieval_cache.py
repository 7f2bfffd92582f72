"""What retrieval remembers between questions, per process, in one object: `retrieval_cache`.

- each word's lexemes (what `to_tsvector('english', word)` makes of it), which never go stale;
- the published chunk count and how many chunks hold each lexeme (full-text search's statistics);
- the owner's name as a pattern (vector search leaves it out of the question).

The last two describe the published chunks: the knowledge services call `invalidate()` whenever a
load or sync changes them, and another process's change shows after `ttl` seconds at the latest.
A computation that was under way when `invalidate()` ran is not kept: it may have read the chunks
as they were before.
"""

from __future__ import annotations

import re
import threading
import time
from dataclasses import dataclass

from django.db import connection

from knowledge.selectors import owner_name

WORD = re.compile(r"[\w][\w.+#-]*")
LEXEME_WORDS = 10_000  # words whose lexemes are kept: a few hundred KB
PUBLISHED_CHUNK_VECTORS = (
    "SELECT c.search_vector FROM knowledge_chunk c "
    "JOIN knowledge_document d ON d.id = c.document_id WHERE d.published"
)


@dataclass(frozen=True)
class ChunkStatistics:
    total: int  # published chunks
    frequency: dict[str, int]  # lexeme -> published chunks that hold it
    computed_at: float  # time.monotonic()


@dataclass(frozen=True)
class OwnerNamePattern:
    pattern: re.Pattern | None  # None when the knowledge base names no owner
    computed_at: float


class RetrievalCache:
    def __init__(self, *, ttl: float = 300.0) -> None:
        self.ttl = ttl
        self._lexemes: dict[str, list[str]] = {}
        self._statistics: ChunkStatistics | None = None
        self._owner_name: OwnerNamePattern | None = None
        self._generation = 0  # bumped by invalidate()
        self._lock = threading.Lock()

    def invalidate(self) -> None:
        """Forget what describes the published chunks: the next question reads them again."""
        with self._lock:
            self._generation += 1
            self._statistics = None
            self._owner_name = None

    def lexemes(self, words: list[str]) -> list[str]:
        """The lexemes of `words` joined by spaces, as `tsvector_to_array(to_tsvector('english', ...))`
        returns them (unique, in byte order). The parser and dictionaries treat each space-separated
        word on its own, so the lexemes are looked up per word, once per process: a question of known
        words costs no query."""
        found = {word: self._lexemes.get(word) for word in words}
        missing = [word for word, lexemes in found.items() if lexemes is None]
        if missing:
            with connection.cursor() as cursor:
                cursor.execute(
                    "SELECT w, tsvector_to_array(to_tsvector('english', w)) FROM unnest(%s::text[]) AS w",
                    [missing],
                )
                fetched = dict(cursor.fetchall())
            found.update(fetched)
            if len(self._lexemes) > LEXEME_WORDS:
                self._lexemes.clear()
            self._lexemes.update(fetched)
        return sorted(
            {lexeme for lexemes in found.values() for lexeme in lexemes}, key=lambda lexeme: lexeme.encode()
        )

    def chunk_statistics(self) -> ChunkStatistics:
        """(published chunk count, chunks per lexeme), read at most once a `ttl`."""
        statistics = self._statistics
        if statistics and statistics.total and time.monotonic() - statistics.computed_at < self.ttl:
            return statistics
        generation = self._generation
        with connection.cursor() as cursor:
            cursor.execute(f"SELECT count(*) FROM ({PUBLISHED_CHUNK_VECTORS}) p")
            total = cursor.fetchone()[0]
            cursor.execute("SELECT word, ndoc FROM ts_stat(%s)", [PUBLISHED_CHUNK_VECTORS])
            frequency = dict(cursor.fetchall())
        statistics = ChunkStatistics(total=total, frequency=frequency, computed_at=time.monotonic())
        self._keep(generation, "_statistics", statistics)
        return statistics

    def owner_name_pattern(self) -> re.Pattern | None:
        """The owner's name (each of its words, with or without 's), read at most once a `ttl`."""
        cached = self._owner_name
        if cached and time.monotonic() - cached.computed_at < self.ttl:
            return cached.pattern
        generation = self._generation
        alternatives = "|".join(re.escape(word) for word in WORD.findall(owner_name()))
        pattern = (
            re.compile(rf"\b(?:{alternatives})(?:['\u2019]s)?\b", re.IGNORECASE) if alternatives else None
        )
        self._keep(generation, "_owner_name", OwnerNamePattern(pattern=pattern, computed_at=time.monotonic()))
        return pattern

    def _keep(self, generation: int, name: str, value: object) -> None:
        with self._lock:
            if generation == self._generation:  # nothing changed the chunks while it was read
                setattr(self, name, value)


retrieval_cache = RetrievalCache()
