"""Shared fixtures. Tests run against the embedded PostgreSQL (their own database) unless
DATABASE_URL is set, with the real local embedding model."""

from __future__ import annotations

from pathlib import Path

import pytest
from django.conf import settings

from knowledge.embeddings import get_embedder
from twinsite.testing.fake_openai import FakeOpenAI

SAMPLE_KNOWLEDGE = Path(settings.KNOWLEDGE_DIR)
pytest_plugins = [
    "twinsite.testing.turns",  # knowledge, run_turn, use_fake_provider
    "twinsite.testing.daphne",  # daphne_url, daphne_fake_openai
]


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


@pytest.fixture(autouse=True)
def fresh_retrieval_cache():
    """A test's rollback or flush changes the chunks behind the knowledge services' back: what
    retrieval remembers of them must not reach the next test."""
    from knowledge.retrieval_cache import retrieval_cache

    yield
    retrieval_cache.invalidate()


@pytest.fixture
def sample_knowledge(db):
    """The sample owner's knowledge base, loaded and embedded."""
    from knowledge.services import knowledge_load

    return knowledge_load(directory=SAMPLE_KNOWLEDGE)


@pytest.fixture
def fake_openai():
    server = FakeOpenAI().start()
    yield server
    server.stop()


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


@pytest.fixture(scope="session")
def django_db_setup(django_db_setup, django_db_blocker):
    """Before the test database is dropped, end the sessions that async code left behind (the
    checkpoint pools of event loops that Django's test client opened for async views)."""
    yield
    from django.db import connection

    with django_db_blocker.unblock(), connection.cursor() as cursor:
        cursor.execute(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
            "WHERE datname = current_database() AND pid <> pg_backend_pid()"
        )
