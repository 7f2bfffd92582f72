"""Reads from the knowledge base: hybrid retrieval for the chat, documents for the pages.

Exact (Postgres full-text) and vector (pgvector, cosine) search run over the same published chunks,
up to 24 candidates each, fused by weighted reciprocal rank fusion. Exact search is good at names,
technologies and figures; vectors at paraphrases. When the embedder fails or no vector is fresh,
exact search still answers and the result says so (`mode`).
"""

from __future__ import annotations

import logging
import re
from collections import Counter
from dataclasses import dataclass
from typing import Literal

from django.contrib.postgres.search import SearchQuery, SearchRank
from django.db.models import F
from pgvector.django import CosineDistance

from knowledge.embeddings import EmbeddingError, embed_texts, get_embedder
from knowledge.models import Chunk, Document

logger = logging.getLogger(__name__)

Mode = Literal["hybrid", "exact", "vector"]
CANDIDATES = 24
MAX_RESULTS = 6
RRF_K = 60
WEIGHTS = {"exact": 1.0, "vector": 1.0}
MAX_PER_DOCUMENT = 3  # six slots shared by several documents beat six sections of one
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
    """Chunk ids ranked by full-text match, any word counting (OR), denser matches first."""
    words = WORD.findall(query)[:32]
    if not words:
        return []
    search = SearchQuery(" or ".join(words), search_type="websearch", config="english")
    rows = (
        published_chunks()
        .filter(search_vector=search)
        .annotate(rank=SearchRank(F("search_vector"), search, cover_density=True))
        .order_by("-rank", "pk")
        .values_list("pk", flat=True)[:limit]
    )
    return list(rows)


def vector_candidates(query: str, *, limit: int = CANDIDATES) -> list[int]:
    """Chunk ids by cosine distance; only vectors of the current model made from the current text."""
    model_id = get_embedder().model_id
    (vector,) = embed_texts([query])
    rows = (
        published_chunks()
        .filter(embedding__isnull=False, embedding_model=model_id, embedded_hash=F("content_hash"))
        .order_by(CosineDistance("embedding", vector), "pk")
        .values_list("pk", flat=True)[:limit]
    )
    return list(rows)


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
    chunks = published_chunks().select_related("document").in_bulk([chunk_id for chunk_id, _ in fused])
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
