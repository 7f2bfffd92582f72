"""Vector search over the published chunks: pgvector's HNSW index (cosine), with an exact scan
when the approximate index comes back short. The question is embedded without the owner's name.
`knowledge.retrieval` fuses this ranking with full-text search's.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable
from dataclasses import dataclass

from django.db import connection

from knowledge.embeddings import embed_queries, local_embed, section_embedding_id
from knowledge.languages import SIMPLE
from knowledge.places import fold
from knowledge.prices import holds_amount
from knowledge.retrieval_cache import WORD, retrieval_cache

HNSW_EF_SEARCH = 64


def chunk_ids(search: tuple[str, list]) -> list[int]:
    with connection.cursor() as cursor:
        cursor.execute(*search)
        return [row[0] for row in cursor.fetchall()]


def without_owner_name(query: str) -> str:
    """The question as vector search sees it: without the owner's name, unless nothing but the name
    and function words would be left ("Who is Ada?").

    Every question to the twin and every page is about the owner, so the name tells no section from
    another; in a vector it pulls each question toward the about page, where the name is densest
    (on the sample, "Which languages does <name> speak?" in Dutch found the about page before the skills page).
    """
    pattern = retrieval_cache.owner_name_pattern()
    stripped = " ".join(pattern.sub(" ", query).split()) if pattern else query
    if stripped == query:
        return query
    words = WORD.findall(stripped)[:32]
    configs = retrieval_cache.chunk_statistics().configs or (SIMPLE,)
    return stripped if any(retrieval_cache.lexemes(words, config) for config in configs) else query


def guard_vectors(texts: list[str]) -> list[list[float]]:
    """The learned input guard's vectors (`safety.learned`): each text as vector search embeds a
    question, without the owner's name, from the local model the guard was trained on. With the
    local embedder (the default) retrieval then finds the question's vector among the embedder's
    recent texts: the turn embeds its question once, for both."""
    return local_embed([without_owner_name(text) for text in texts])


_ef_search_sessions: weakref.WeakSet = weakref.WeakSet()  # connections whose session keeps it


def use_hnsw_ef_search(cursor) -> None:
    """HNSW yields at most ef_search rows (default 40) before the filters apply: raise it for this
    database session. Once per connection, as the setting outlives the statement; but every time
    inside a transaction, whose rollback would undo it."""
    session = connection.connection
    if session in _ef_search_sessions:
        return
    cursor.execute("SELECT set_config('hnsw.ef_search', %s, false)", [str(HNSW_EF_SEARCH)])
    if connection.get_autocommit() and not connection.in_atomic_block:
        _ef_search_sessions.add(session)


def vector_candidates(query: str, *, limit: int) -> list[int]:
    """Chunk ids by cosine distance; only vectors of the current model made from the current text.

    The HNSW index answers first. It is approximate: dead rows and the filters can leave it short
    of `limit`, and then an exact scan (cheap at that size) answers instead.
    """
    search = VectorSearch.embed(query, limit=limit)
    with connection.cursor() as cursor:
        use_hnsw_ef_search(cursor)
        cursor.execute(*search.hnsw())
        ids = [row[0] for row in cursor.fetchall()]
    return ids if len(ids) >= limit else chunk_ids(search.exact_scan())


@dataclass(frozen=True)
class VectorSearch:
    """The statements of `vector_candidates` for one query, embedded (or EmbeddingError)."""

    vector: str
    model_id: str
    limit: int

    @classmethod
    def embed(cls, query: str, *, limit: int) -> VectorSearch:
        vector = embed_queries([without_owner_name(query)])[0]
        return cls(vector=vector_literal(vector), model_id=section_embedding_id(), limit=limit)

    def hnsw(self) -> tuple[str, list]:
        # The vector is parsed once (`q`): it is 6 KB of text, and the index scan takes a parameter.
        sql = """
            WITH q AS MATERIALIZED (SELECT %s::vector AS v)
            SELECT n.id FROM (
                SELECT id, document_id, embedding_model, embedded_hash, content_hash,
                       embedding <=> (SELECT v FROM q) AS distance
                FROM knowledge_chunk WHERE embedding IS NOT NULL
                ORDER BY embedding <=> (SELECT v FROM q) LIMIT %s
            ) n JOIN knowledge_document d ON d.id = n.document_id
            WHERE d.published AND n.embedding_model = %s AND n.embedded_hash = n.content_hash
            ORDER BY n.distance, n.id LIMIT %s
        """
        return sql, [self.vector, HNSW_EF_SEARCH, self.model_id, self.limit]

    def exact_scan(self) -> tuple[str, list]:
        sql = """
            WITH scored AS MATERIALIZED (
                SELECT c.id, c.embedding <=> %s::vector AS distance
                FROM knowledge_chunk c JOIN knowledge_document d ON d.id = c.document_id
                WHERE d.published AND c.embedding IS NOT NULL AND c.embedding_model = %s
                  AND c.embedded_hash = c.content_hash
            )
            SELECT id FROM scored ORDER BY distance, id LIMIT %s
        """
        return sql, [self.vector, self.model_id, self.limit]


def nearest_chunk_in_languages(
    query: str,
    languages: frozenset[str],
    *,
    heading_stems: frozenset[str] = frozenset(),
    priced: bool = False,
) -> int | None:
    """The published chunk nearest `query` among documents written in one of `languages` (front
    matter `lang`, else detected), by an exact scan: such pages are few and short. A chunk whose
    heading holds one of `heading_stems` (folded) comes first: the vectors of a language the model
    never learnt are noise, and "Mësime në shqip" is the section a question about lessons in
    Albanian wants. With `priced` (a price question), a chunk stating an amount comes next."""
    search = VectorSearch.embed(query, limit=1)
    sql = """
        SELECT c.id, c.heading, c.text FROM knowledge_chunk c JOIN knowledge_document d ON d.id = c.document_id
        WHERE d.published AND COALESCE(NULLIF(d.lang, ''), d.detected_lang) = ANY(%s)
          AND c.embedding IS NOT NULL AND c.embedding_model = %s AND c.embedded_hash = c.content_hash
        ORDER BY c.embedding <=> %s::vector, c.id
    """
    with connection.cursor() as cursor:
        cursor.execute(sql, [sorted(languages), search.model_id, search.vector])
        rows = cursor.fetchall()
    for chunk_id, heading, _text in rows:
        if any(stem in fold(heading) for stem in heading_stems if stem):
            return chunk_id
    if priced and (stating := [chunk_id for chunk_id, _heading, text in rows if holds_amount(text)]):
        return stating[0]
    return rows[0][0] if rows else None


def nearest_chunk_matching(query: str, accepts: Callable[[str], bool]) -> int | None:
    """The published chunk nearest `query` among those holding a digit whose text `accepts` (a
    price list), by an exact scan: asked only when neither search found one."""
    search = VectorSearch.embed(query, limit=1)
    sql = """
        SELECT c.id, c.text FROM knowledge_chunk c JOIN knowledge_document d ON d.id = c.document_id
        WHERE d.published AND c.text ~ '[0-9]'
          AND c.embedding IS NOT NULL AND c.embedding_model = %s AND c.embedded_hash = c.content_hash
        ORDER BY c.embedding <=> %s::vector, c.id
    """
    with connection.cursor() as cursor:
        cursor.execute(sql, [search.model_id, search.vector])
        return next((chunk_id for chunk_id, text in cursor if accepts(text)), None)


def vector_literal(vector: list[float]) -> str:
    """pgvector's text form at float32 precision, what it stores: half the text of `str(vector)`."""
    return "[" + ",".join(["%.8g"] * len(vector)) % tuple(vector) + "]"
