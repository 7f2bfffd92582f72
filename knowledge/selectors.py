"""Reads from the knowledge base: hybrid retrieval for the chat, documents for the pages.

Exact (Postgres full-text) and vector (pgvector, cosine) search run over the same published chunks,
up to 24 candidates each, fused by weighted reciprocal rank fusion. Exact search is good at names,
technologies and figures; vectors at paraphrases. When the embedder fails or no vector is fresh,
exact search still answers and the result says so (`mode`).
"""

from __future__ import annotations

import logging
import re
import time
from collections import Counter
from dataclasses import dataclass
from typing import Literal

from django.db import connection

from knowledge.embeddings import EmbeddingError, embed_texts, get_embedder
from knowledge.models import Chunk, Document

logger = logging.getLogger(__name__)

Mode = Literal["hybrid", "exact", "vector"]
CANDIDATES = 24
MAX_RESULTS = 6
RRF_K = 60
WEIGHTS = {"exact": 1.0, "vector": 1.0}
MAX_PER_DOCUMENT = 3  # six slots shared by several documents beat six sections of one
COMMON_SHARE = 0.25
HNSW_EF_SEARCH = 200
PAGE_BOOST = 0.004  # about a quarter of a first place in one list: a tie-breaker, never a trump card
WORD = re.compile(r"[\w][\w.+#-]*")


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


def published_chunks():
    return Chunk.objects.filter(document__published=True)


def exact_candidates(query: str, *, limit: int = CANDIDATES) -> list[int]:
    """Chunk ids ranked by full-text match on the query's rarest words (OR), denser matches first.

    Words found in more than a quarter of the chunks (the owner's name, "project") say nothing about
    which chunk answers, yet dominate an OR query's ranking; they count only when nothing rarer is
    left. At most four words, the rarest, are searched: they carry the meaning, and they keep the
    number of rows to rank small as the knowledge base grows. MATERIALIZED makes the GIN index find
    the rows before anything is ranked or joined (the planner preferred a slower join order).
    """
    words = WORD.findall(query)[:32]
    if not words:
        return []
    with connection.cursor() as cursor:
        cursor.execute("SELECT tsvector_to_array(to_tsvector('english', %s))", [" ".join(words)])
        total, frequency = lexeme_frequencies()
        lexemes = cursor.fetchone()[0]
        known = [lexeme for lexeme in lexemes if frequency.get(lexeme)]
        informative = [lexeme for lexeme in known if frequency[lexeme] <= COMMON_SHARE * total] or known
        rarest = sorted(informative, key=lambda lexeme: (frequency[lexeme], lexeme))[:4]
        # Unseen words: typos, or text synced by another process since the statistics were read.
        unseen = [lexeme for lexeme in lexemes if lexeme not in frequency][:2]
        if not rarest + unseen:
            return []
        tsquery = " | ".join("'" + lexeme.replace("'", "''") + "'" for lexeme in rarest + unseen)
        cursor.execute(
            """
            WITH matches AS MATERIALIZED (
                SELECT id, document_id, ts_rank_cd(search_vector, %s::tsquery) AS rank
                FROM knowledge_chunk WHERE search_vector @@ %s::tsquery
            )
            SELECT m.id FROM matches m JOIN knowledge_document d ON d.id = m.document_id
            WHERE d.published ORDER BY m.rank DESC, m.id LIMIT %s
            """,
            [tsquery, tsquery, limit],
        )
        return [row[0] for row in cursor.fetchall()]


_frequencies: tuple[float, int, dict[str, int]] = (0.0, 0, {})


def lexeme_frequencies(*, ttl: float = 300.0) -> tuple[int, dict[str, int]]:
    """(published chunk count, chunks per lexeme); recomputed at most once a `ttl` per process."""
    global _frequencies
    computed_at, total, frequency = _frequencies
    if time.monotonic() - computed_at < ttl and total:
        return total, frequency
    published = (
        "SELECT c.search_vector FROM knowledge_chunk c "
        "JOIN knowledge_document d ON d.id = c.document_id WHERE d.published"
    )
    with connection.cursor() as cursor:
        cursor.execute(f"SELECT count(*) FROM ({published}) p")
        total = cursor.fetchone()[0]
        cursor.execute("SELECT word, ndoc FROM ts_stat(%s)", [published])
        frequency = dict(cursor.fetchall())
    _frequencies = (time.monotonic(), total, frequency)
    return total, frequency


def knowledge_changed() -> None:
    """Forget cached statistics after a sync, so new words are searchable at once."""
    global _frequencies
    _frequencies = (0.0, 0, {})


def vector_candidates(query: str, *, limit: int = CANDIDATES) -> list[int]:
    """Chunk ids by cosine distance; only vectors of the current model made from the current text.

    The HNSW index answers first. It is approximate: dead rows and the filters can leave it short
    of `limit`, and then an exact scan (cheap at that size) answers instead.
    """
    model_id = get_embedder().model_id
    vector = str(embed_texts([query])[0])
    with connection.cursor() as cursor:
        # HNSW yields at most ef_search rows (default 40) before the filters apply.
        cursor.execute("SELECT set_config('hnsw.ef_search', %s, false)", [str(HNSW_EF_SEARCH)])
        cursor.execute(
            """
            SELECT n.id FROM (
                SELECT id, document_id, embedding_model, embedded_hash, content_hash,
                       embedding <=> %s::vector AS distance
                FROM knowledge_chunk WHERE embedding IS NOT NULL
                ORDER BY embedding <=> %s::vector LIMIT %s
            ) n JOIN knowledge_document d ON d.id = n.document_id
            WHERE d.published AND n.embedding_model = %s AND n.embedded_hash = n.content_hash
            ORDER BY n.distance, n.id LIMIT %s
            """,
            [vector, vector, limit * 4, model_id, limit],
        )
        ids = [row[0] for row in cursor.fetchall()]
        if len(ids) < limit:
            cursor.execute(
                """
                WITH scored AS MATERIALIZED (
                    SELECT c.id, c.embedding <=> %s::vector AS distance
                    FROM knowledge_chunk c JOIN knowledge_document d ON d.id = c.document_id
                    WHERE d.published AND c.embedding IS NOT NULL AND c.embedding_model = %s
                      AND c.embedded_hash = c.content_hash
                )
                SELECT id FROM scored ORDER BY distance, id LIMIT %s
                """,
                [vector, model_id, limit],
            )
            ids = [row[0] for row in cursor.fetchall()]
        return ids


def fuse(rankings: dict[str, list[int]], *, boosted: set[int] = frozenset()) -> list[tuple[int, float]]:
    """Weighted reciprocal rank fusion: a chunk ranked well by both lists rises to the top."""
    scores: dict[int, float] = {}
    for name, ids in rankings.items():
        for rank, chunk_id in enumerate(ids, start=1):
            scores[chunk_id] = scores.get(chunk_id, 0.0) + WEIGHTS[name] / (RRF_K + rank)
    for chunk_id in boosted & scores.keys():
        scores[chunk_id] += PAGE_BOOST
    return sorted(scores.items(), key=lambda item: (-item[1], item[0]))


def knowledge_search(
    *, query: str, page: str | None = None, mode: Mode = "hybrid", limit: int = MAX_RESULTS
) -> Retrieval:
    """At most `limit` pieces of evidence for `query`; `page` (the path being read) breaks ties."""
    rankings: dict[str, list[int]] = {}
    if mode in ("hybrid", "exact"):
        rankings["exact"] = exact_candidates(query)
    if mode in ("hybrid", "vector"):
        try:
            rankings["vector"] = vector_candidates(query)
        except EmbeddingError as error:
            logger.warning("vector search unavailable, exact search only", extra={"error": str(error)})
            if "exact" not in rankings:
                rankings["exact"] = exact_candidates(query)
    ran: Mode = mode
    if mode == "hybrid" and not rankings.get("vector"):
        ran = "exact"  # embedder down, or no fresh vector in the index
    elif mode == "vector" and "exact" in rankings:
        ran = "exact"
    boosted: set[int] = set()
    if page:
        boosted = set(published_chunks().filter(document__url=page).values_list("pk", flat=True))
    fused = fuse(rankings, boosted=boosted)
    # Not the vectors nor whole document bodies: parsing ~40 of them costs more than the search itself.
    candidates = (
        published_chunks().select_related("document").defer("embedding", "search_vector", "document__body")
    )
    chunks = candidates.in_bulk([chunk_id for chunk_id, _ in fused])
    ranked, per_document = [], Counter()
    for chunk_id, score in fused:
        if chunk_id in chunks and per_document[chunks[chunk_id].document_id] < MAX_PER_DOCUMENT:
            per_document[chunks[chunk_id].document_id] += 1
            ranked.append((chunk_id, score))
    ranked = ranked[:limit]
    evidence = [
        Evidence(
            chunk_id=chunk_id,
            doc_id=chunks[chunk_id].document.doc_id,
            title=chunks[chunk_id].document.title,
            kind=chunks[chunk_id].document.kind,
            url=chunks[chunk_id].citation_url,
            heading=chunks[chunk_id].heading,
            text=chunks[chunk_id].text,
            score=score,
        )
        for chunk_id, score in ranked
    ]
    return Retrieval(evidence=evidence, mode=ran)


def document_by_url(url: str) -> Document | None:
    return Document.objects.filter(url=url, published=True).first()


def documents_of_kind(*kinds: str):
    return Document.objects.filter(published=True, kind__in=kinds).order_by("kind", "title")


def site_owner() -> dict:
    """The owner's name and the page links for the site header, from the knowledge base."""
    about = Document.objects.filter(published=True, kind="about").first()
    name = about.title.removeprefix("About ").strip() if about else "Portfolio"
    labels = {"cv": "CV", "skill": "Skills", "about": "About"}
    links = [(labels.get(d.kind, d.title), d.url) for d in documents_of_kind("cv", "skill", "page", "about")]
    return {"name": name, "links": links}


EMAIL = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")


def public_contact_email() -> str:
    """The one contact address the owner publishes, on the about page; empty when there is none."""
    about = Document.objects.filter(published=True, kind="about").first()
    match = EMAIL.search(about.body) if about else None
    return match.group(0) if match else ""
