"""Hybrid retrieval for the chat: `knowledge_search`.

Exact (Postgres full-text) and vector (pgvector, cosine) search run over the same published chunks,
up to 24 candidates each, fused by weighted reciprocal rank fusion. Exact search is good at names,
technologies and figures; vectors at paraphrases. When the embedder fails or no vector is fresh,
exact search still answers and the result says so (`mode`).
"""

from __future__ import annotations

import logging
import math
import weakref
from collections import Counter
from dataclasses import dataclass
from typing import Literal, NamedTuple

from django.db import connection

from knowledge.embeddings import EmbeddingError, embed_texts, section_embedding_id
from knowledge.models import section_url
from knowledge.retrieval_cache import WORD, retrieval_cache
from knowledge.selectors import published_chunks

logger = logging.getLogger(__name__)

Mode = Literal["hybrid", "exact", "vector"]
CANDIDATES = 24
POOL = 64  # chunks ranked by ts_rank_cd per exact search
SELECTIVE_SHARE = 0.02
MAX_RESULTS = 6
RRF_K = 60
WEIGHTS = {"exact": 1.0, "vector": 1.0}
MAX_PER_DOCUMENT = 3  # six slots shared by several documents beat six sections of one
COMMON_SHARE = 0.25
HNSW_EF_SEARCH = 64
PAGE_BOOST = 0.004  # about a quarter of a first place in one list: a tie-breaker, never a trump card


@dataclass(frozen=True)
class Evidence:
    """One retrieved chunk, with what a citation needs."""

    chunk_id: int
    doc_id: str
    title: str
    kind: str
    url: str  # the section's url: document url + #anchor
    heading: str
    text: str
    score: float


@dataclass(frozen=True)
class Retrieval:
    evidence: list[Evidence]
    mode: Mode  # what actually ran; "exact" when vectors were asked for but unavailable


def exact_candidates(query: str, *, limit: int = CANDIDATES) -> list[int]:
    """Chunk ids ranked by full-text match on the query's rarest words (OR), denser matches first."""
    search = exact_search(query, limit=limit)
    return chunk_ids(search) if search else []


def chunk_ids(search: tuple[str, list]) -> list[int]:
    with connection.cursor() as cursor:
        cursor.execute(*search)
        return [row[0] for row in cursor.fetchall()]


def exact_search(query: str, *, limit: int = CANDIDATES) -> tuple[str, list] | None:
    """The statement (SQL, params) of `exact_candidates`; None when no word of the query can match.

    Words found in more than a quarter of the chunks (the owner's name, "project") say nothing about
    which chunk answers, yet dominate an OR query's ranking; they count only when nothing rarer is
    left. At most four words, the rarest, are searched: they carry the meaning.

    The cost stays flat as the knowledge base grows because only a pool of `POOL` chunks is ranked
    by `ts_rank_cd` (which reads each chunk's search vector). Each word is looked up on its own in
    the GIN index, and the pool holds the chunks with the most of the rarest words (summed inverse
    document frequency). Broad words (in more than `SELECTIVE_SHARE` of the chunks) are looked up
    only when the selective ones found fewer chunks than asked for: their long lists are what made
    one OR query over 10,000 chunks cost 35 ms. (At the sample's size nearly every word is broad.)
    """
    lexemes, total, frequency = query_terms(query)
    known = [lexeme for lexeme in lexemes if frequency.get(lexeme)]
    informative = [lexeme for lexeme in known if frequency[lexeme] <= COMMON_SHARE * total] or known
    rarest = sorted(informative, key=lambda lexeme: (frequency[lexeme], lexeme))[:4]
    # Unseen words: typos, or text synced by another process since the statistics were read.
    unseen = [lexeme for lexeme in lexemes if lexeme not in frequency][:2]
    searched = rarest + unseen
    if not searched:
        return None
    selective = [lexeme for lexeme in searched if frequency.get(lexeme, 0) <= SELECTIVE_SHARE * total]
    broad = [lexeme for lexeme in searched if lexeme not in selective]

    def lookup(lexeme: str, *, gated: bool) -> tuple[str, list]:
        sql = "SELECT id, %s::float8 AS weight FROM knowledge_chunk WHERE search_vector @@ %s::tsquery"
        if gated:  # a one-time filter: the scan does not run when the selective words found enough
            sql += " AND (SELECT count(DISTINCT id) FROM selective_hits) < %s"
        weight = math.log((total + 1) / frequency.get(lexeme, 1))
        return sql, [weight, tsquery_term(lexeme), *([limit] if gated else [])]

    selective_parts = [lookup(lexeme, gated=False) for lexeme in selective] or [
        ("SELECT NULL::bigint AS id, 0::float8 AS weight WHERE false", [])
    ]
    all_parts = [("SELECT id, weight FROM selective_hits", [])] + [lookup(word, gated=True) for word in broad]
    sql = f"""
        WITH selective_hits AS MATERIALIZED ({" UNION ALL ".join(part for part, _ in selective_parts)}),
        pool AS MATERIALIZED (
            SELECT id, sum(weight) AS coverage FROM ({" UNION ALL ".join(part for part, _ in all_parts)}) hits
            GROUP BY id ORDER BY coverage DESC, id LIMIT %s
        )
        SELECT p.id FROM pool p JOIN LATERAL (
            SELECT document_id, search_vector FROM knowledge_chunk WHERE id = p.id
        ) c ON true
        WHERE (SELECT published FROM knowledge_document WHERE id = c.document_id)
        ORDER BY ts_rank_cd(c.search_vector, %s::tsquery) DESC, p.id LIMIT %s
    """
    params = [value for _, part_params in selective_parts + all_parts for value in part_params]
    return sql, [*params, POOL, " | ".join(tsquery_term(lexeme) for lexeme in searched), limit]


def query_terms(query: str) -> tuple[list[str], int, dict[str, int]]:
    """The question's lexemes (of its first 32 words), the published chunk count, and chunks per
    lexeme: what full-text search and its fusion weight are both computed from."""
    words = WORD.findall(query)[:32]
    if not words:
        return [], 0, {}
    lexemes = retrieval_cache.lexemes(words)
    statistics = retrieval_cache.chunk_statistics()
    return lexemes, statistics.total, statistics.frequency


def tsquery_term(lexeme: str) -> str:
    return "'" + lexeme.replace("'", "''") + "'"


def without_owner_name(query: str) -> str:
    """The question as vector search sees it: without the owner's name, unless nothing but the name
    and function words would be left ("Who is Mara?").

    Every question to the twin and every page is about the owner, so the name tells no section from
    another; in a vector it pulls each question toward the about page, where the name is densest
    ("Welke talen spreekt Mara?" found the about page before the skills page).
    """
    pattern = retrieval_cache.owner_name_pattern()
    stripped = " ".join(pattern.sub(" ", query).split()) if pattern else query
    if stripped == query:
        return query
    return stripped if retrieval_cache.lexemes(WORD.findall(stripped)[:32]) else query


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


def vector_candidates(query: str, *, limit: int = CANDIDATES) -> list[int]:
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
        vector = embed_texts([without_owner_name(query)])[0]
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


def vector_literal(vector: list[float]) -> str:
    """pgvector's text form at float32 precision, what it stores: half the text of `str(vector)`."""
    return "[" + ",".join(["%.8g"] * len(vector)) % tuple(vector) + "]"


def hybrid_candidates(query: str, *, limit: int = CANDIDATES) -> dict[str, list[int]]:
    """`exact_candidates` and `vector_candidates` both, in one statement: one round trip."""
    exact = exact_search(query, limit=limit)
    try:
        vector = VectorSearch.embed(query, limit=limit)
    except EmbeddingError as error:
        logger.warning("vector search unavailable, exact search only", extra={"error": str(error)})
        return {"exact": chunk_ids(exact) if exact else []}
    exact_sql, exact_params = exact or ("SELECT NULL::bigint WHERE false", [])
    hnsw_sql, hnsw_params = vector.hnsw()
    with connection.cursor() as cursor:
        use_hnsw_ef_search(cursor)
        cursor.execute(f"SELECT ARRAY({exact_sql}), ARRAY({hnsw_sql})", [*exact_params, *hnsw_params])
        exact_ids, vector_ids = cursor.fetchone()
    return {
        "exact": exact_ids,
        "vector": vector_ids if len(vector_ids) >= limit else chunk_ids(vector.exact_scan()),
    }


def fuse(
    rankings: dict[str, list[int]],
    *,
    weights: dict[str, float] = WEIGHTS,
    boosted: set[int] = frozenset(),
) -> list[tuple[int, float]]:
    """Weighted reciprocal rank fusion: a chunk ranked well by both lists rises to the top."""
    scores: dict[int, float] = {}
    for name, ids in rankings.items():
        for rank, chunk_id in enumerate(ids, start=1):
            scores[chunk_id] = scores.get(chunk_id, 0.0) + weights[name] / (RRF_K + rank)
    for chunk_id in boosted & scores.keys():
        scores[chunk_id] += PAGE_BOOST
    return sorted(scores.items(), key=lambda item: (-item[1], item[0]))


def exact_coverage(query: str) -> float:
    """The share of the question that full-text search can see, from 0 to 1: the summed inverse
    document frequency of its words found in the knowledge base over that of all its words (a word
    never seen counts as rarer than any). Hybrid fusion weighs exact search by it.

    In "Welke talen spreekt Mara?" full-text search sees only the owner's name, about 5% of the
    question; at full weight its ranking (the about page, where the name is densest) counted as much
    as the vectors' (the skills page). On the bench's 40 questions: hybrid MRR 0.81 → 0.89.
    """
    lexemes, total, frequency = query_terms(query)

    def information(lexeme: str) -> float:
        return math.log((total + 1) / frequency.get(lexeme, 0.5))

    whole = sum(information(lexeme) for lexeme in lexemes)
    seen = sum(information(lexeme) for lexeme in lexemes if frequency.get(lexeme))
    return seen / whole if whole else 0.0


def with_leaders(
    ranked: list[tuple[int, float]], scores: dict[int, float], leaders: list[int], *, limit: int
) -> list[tuple[int, float]]:
    """The first `limit` of `ranked`, where the first chunk of each ranking takes one of the last
    places if fusion left it out. Fusion favours chunks that both lists found; the one chunk naming
    a rare word of the question ("Harbourline") may be found by exact search alone."""
    chosen = ranked[:limit]
    missing = [leader for leader in dict.fromkeys(leaders) if leader not in dict(chosen)]
    if not missing:
        return chosen
    return chosen[: limit - len(missing)] + [(leader, scores[leader]) for leader in missing]


class EvidenceRow(NamedTuple):
    document_id: int
    doc_id: str
    title: str
    kind: str
    url: str
    anchor: str
    heading: str
    text: str


def evidence_rows(chunk_ids: list[int]) -> dict[int, EvidenceRow]:
    """What evidence needs of each published chunk among `chunk_ids`, by id. Plain SQL and only
    these columns: neither vectors nor document bodies, and no model instances (the ORM's
    `in_bulk` of ~40 chunks with their documents cost more than the search itself). The chunks are
    fetched by id first: joined directly, the planner walked all 10,000 chunks in document order."""
    if not chunk_ids:
        return {}
    with connection.cursor() as cursor:
        cursor.execute(
            """
            WITH wanted AS MATERIALIZED (
                SELECT id, document_id, anchor, heading, text FROM knowledge_chunk WHERE id = ANY(%s)
            )
            SELECT w.id, w.document_id, d.doc_id, d.title, d.kind, d.url, w.anchor, w.heading, w.text
            FROM wanted w JOIN knowledge_document d ON d.id = w.document_id WHERE d.published
            """,
            [chunk_ids],
        )
        return {row[0]: EvidenceRow(*row[1:]) for row in cursor.fetchall()}


def knowledge_search(
    *, query: str, page: str | None = None, mode: Mode = "hybrid", limit: int = MAX_RESULTS
) -> Retrieval:
    """At most `limit` pieces of evidence for `query`; `page` (the path being read) breaks ties."""
    rankings: dict[str, list[int]] = {}
    if mode == "hybrid":
        rankings = hybrid_candidates(query)
    elif mode == "exact":
        rankings["exact"] = exact_candidates(query)
    else:
        try:
            rankings["vector"] = vector_candidates(query)
        except EmbeddingError as error:
            logger.warning("vector search unavailable, exact search only", extra={"error": str(error)})
            rankings["exact"] = exact_candidates(query)
    ran: Mode = mode
    if mode == "hybrid" and not rankings.get("vector"):
        ran = "exact"  # embedder down, or no fresh vector in the index
    elif mode == "vector" and "exact" in rankings:
        ran = "exact"
    boosted: set[int] = set()
    if page:
        boosted = set(published_chunks().filter(document__url=page).values_list("pk", flat=True))
    weights = dict(WEIGHTS)
    if ran == "hybrid":
        weights["exact"] *= exact_coverage(query)
    fused = fuse(rankings, weights=weights, boosted=boosted)
    chunks = evidence_rows([chunk_id for chunk_id, _ in fused])
    ranked, per_document = [], Counter()
    for chunk_id, score in fused:
        if chunk_id in chunks and per_document[chunks[chunk_id].document_id] < MAX_PER_DOCUMENT:
            per_document[chunks[chunk_id].document_id] += 1
            ranked.append((chunk_id, score))
    leaders = [next((i for i in ids if i in chunks), None) for ids in rankings.values()]
    ranked = with_leaders(ranked, dict(fused), [leader for leader in leaders if leader], limit=limit)
    evidence = [
        Evidence(
            chunk_id=chunk_id,
            doc_id=chunks[chunk_id].doc_id,
            title=chunks[chunk_id].title,
            kind=chunks[chunk_id].kind,
            url=section_url(chunks[chunk_id].url, chunks[chunk_id].anchor),
            heading=chunks[chunk_id].heading,
            text=chunks[chunk_id].text,
            score=score,
        )
        for chunk_id, score in ranked
    ]
    return Retrieval(evidence=evidence, mode=ran)
