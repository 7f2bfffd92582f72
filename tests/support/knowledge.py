"""The knowledge base in tests: the sample one (`knowledge`), files for others, the embedder switch.

Registered for every test by the root conftest (`pytest_plugins`). `knowledge` works in both
database modes: a test that also asks for `transactional_db` (or `run_turn`, which does) gets the
sample committed, for code on other threads, processes or connections; any other test gets it
inside its own transaction, rolled back after it.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from django.conf import settings

from knowledge.embeddings import get_embedder
from knowledge.retrieval_cache import retrieval_cache
from knowledge.services import SyncCounts, knowledge_load

SAMPLE_KNOWLEDGE = Path(settings.KNOWLEDGE_DIR)


def write_knowledge_file(
    folder: Path,
    name: str,
    *,
    doc_id: str,
    body: str,
    title: str = "",
    kind: str = "project",
    url: str = "",
    published: bool = True,
) -> Path:
    path = folder / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(
        "---\n"
        f"id: {doc_id}\n"
        f"title: {title or doc_id.replace('-', ' ').title()}\n"
        f"kind: {kind}\n"
        f"url: {url or '/' + doc_id + '/'}\n"
        f"published: {'true' if published else 'false'}\n"
        "---\n" + body
    )
    return path


@pytest.fixture
def knowledge(db) -> SyncCounts:
    """The sample owner's knowledge base, loaded and embedded."""
    return knowledge_load(directory=SAMPLE_KNOWLEDGE)


@pytest.fixture(autouse=True)
def fresh_retrieval_cache():
    """A test's rollback or flush changes the chunks behind the knowledge services' back: what
    retrieval remembers of them must not reach the next test."""
    yield
    retrieval_cache.invalidate()


@pytest.fixture
def use_embedder(settings):
    """Switch the embedder for one test: use_embedder('provider', base_url=...)."""

    def switch(kind: str, *, base_url: str = "", model: str = "text-embedding-3-small") -> None:
        settings.EMBEDDINGS = kind
        settings.LLM_PROVIDER_CONFIG = {
            **settings.LLM_PROVIDER_CONFIG,
            "base_url": base_url,
            "api_key": "test-key",
            "embedding_model": model,
        }
        get_embedder.cache_clear()

    yield switch
    get_embedder.cache_clear()
