"""What retrieval remembers between questions, per process, in one object: `retrieval_cache`.

- each word's lexemes in each text search configuration (what `to_tsvector('dutch', word)` makes
  of it), which never go stale;
- which configurations the published chunks use, how many chunks there are and how many hold each
  lexeme, per configuration (full-text search's statistics), and the nearest known lexeme of a
  misspelt one;
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
from dataclasses import dataclass, field

from django.db import connection
from rapidfuzz import fuzz, process
from rapidfuzz.distance import DamerauLevenshtein

from knowledge.selectors import owner_identity
from safety.owner import name_pattern

WORD = re.compile(r"[\w][\w.+#-]*")
LEXEME_WORDS = 10_000  # words whose lexemes are kept: a few hundred KB
PUBLISHED_CHUNKS = (
    "FROM knowledge_chunk c JOIN knowledge_document d ON d.id = c.document_id WHERE d.published"
)
# A misspelt word ("opleidng", "experiance") is read as the knowledge base's nearest lexeme when
# they are this alike (rapidfuzz's normalised Indel similarity, 0-100) and it is this long: shorter
# ones have too many neighbours, and a foreign word is rarely this close to one of the base's words.
TYPO_SIMILARITY = 80.0
TYPO_MIN_LETTERS = 5
TYPO_LONG_WORD = 8  # from this length two edits (a swap, a missing and a doubled letter), else one

Term = tuple[str, str]  # (text search configuration, lexeme)


@dataclass(frozen=True)
class ChunkStatistics:
    total: int  # published chunks
    frequency: dict[Term, int]  # (configuration, lexeme) -> published chunks that hold it
    configs: tuple[str, ...]  # the configurations the published chunks use, most chunks first
    computed_at: float  # time.monotonic()
    _vocabulary: dict[str, list[str]] = field(default_factory=dict, repr=False)
    _nearest: dict[Term, str | None] = field(default_factory=dict, repr=False)

    def nearest(self, term: Term) -> Term | None:
        """The known lexeme of the same configuration that an unknown one most likely misspells."""
        if term in self.frequency or len(term[1]) < TYPO_MIN_LETTERS:
            return None
        if term not in self._nearest:
            config, lexeme = term
            if config not in self._vocabulary:
                self._vocabulary[config] = [known for c, known in self.frequency if c == config]
            edits = 1 if len(lexeme) < TYPO_LONG_WORD else 2
            candidates = [
                known
                for known in self._vocabulary[config]
                if known[0] == lexeme[0] and abs(len(known) - len(lexeme)) <= edits
            ]
            match = process.extractOne(lexeme, candidates, scorer=fuzz.ratio, score_cutoff=TYPO_SIMILARITY)
            if match and DamerauLevenshtein.distance(lexeme, match[0]) > edits:
                match = None
            self._nearest[term] = match[0] if match else None
        found = self._nearest[term]
        return (term[0], found) if found else None


@dataclass(frozen=True)
class OwnerNamePattern:
    pattern: re.Pattern | None  # None when the knowledge base names no owner
    computed_at: float


class RetrievalCache:
    def __init__(self, *, ttl: float = 300.0) -> None:
        self.ttl = ttl
        self._lexemes: dict[Term, list[str]] = {}  # (configuration, word) -> lexemes
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

    def word_lexemes(self, words: list[str], config: str) -> dict[str, list[str]]:
        """Each word's lexemes in `config`, as `tsvector_to_array(to_tsvector(config, word))` returns
        them. The parser and dictionaries treat each space-separated word on its own, so they are
        looked up per word, once per process: a question of known words costs no query."""
        found = {word: self._lexemes.get((config, word)) for word in words}
        missing = [word for word, lexemes in found.items() if lexemes is None]
        if missing:
            with connection.cursor() as cursor:
                cursor.execute(
                    "SELECT w, tsvector_to_array(to_tsvector(%s::regconfig, w)) FROM unnest(%s::text[]) AS w",
                    [config, missing],
                )
                fetched = dict(cursor.fetchall())
            found.update(fetched)
            if len(self._lexemes) > LEXEME_WORDS:
                self._lexemes.clear()
            self._lexemes.update({(config, word): lexemes for word, lexemes in fetched.items()})
        return found

    def lexemes(self, words: list[str], config: str) -> list[str]:
        """The lexemes of `words` in `config`: unique, in byte order."""
        found = self.word_lexemes(words, config)
        return sorted(
            {lexeme for lexemes in found.values() for lexeme in lexemes}, key=lambda lexeme: lexeme.encode()
        )

    def chunk_statistics(self) -> ChunkStatistics:
        """(published chunk count, chunks per lexeme and configuration), read at most once a `ttl`."""
        statistics = self._statistics
        if statistics and statistics.total and time.monotonic() - statistics.computed_at < self.ttl:
            return statistics
        generation = self._generation
        frequency: dict[Term, int] = {}
        with connection.cursor() as cursor:
            cursor.execute(
                f"SELECT c.search_config::text, count(*) {PUBLISHED_CHUNKS} GROUP BY 1 ORDER BY 2 DESC, 1"
            )
            counts = cursor.fetchall()
            for config, _ in counts:
                vectors = f"SELECT c.search_vector {PUBLISHED_CHUNKS} AND c.search_config = %L::regconfig"
                cursor.execute("SELECT word, ndoc FROM ts_stat(format(%s, %s))", [vectors, config])
                frequency.update(((config, word), ndoc) for word, ndoc in cursor.fetchall())
        statistics = ChunkStatistics(
            total=sum(count for _, count in counts),
            frequency=frequency,
            configs=tuple(config for config, _ in counts),
            computed_at=time.monotonic(),
        )
        self._keep(generation, "_statistics", statistics)
        return statistics

    def owner_name_pattern(self) -> re.Pattern | None:
        """Every form of the owner's name (with or without 's), read at most once a `ttl`."""
        cached = self._owner_name
        if cached and time.monotonic() - cached.computed_at < self.ttl:
            return cached.pattern
        generation = self._generation
        pattern = name_pattern(owner_identity().forms)
        self._keep(generation, "_owner_name", OwnerNamePattern(pattern=pattern, computed_at=time.monotonic()))
        return pattern

    def _keep(self, generation: int, name: str, value: object) -> None:
        with self._lock:
            if generation == self._generation:  # nothing changed the chunks while it was read
                setattr(self, name, value)


retrieval_cache = RetrievalCache()
