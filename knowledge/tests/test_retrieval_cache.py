"""What retrieval remembers between questions is forgotten when a load or sync changes the chunks."""

from __future__ import annotations

import pytest

from knowledge import retrieval_cache as retrieval_cache_module
from knowledge import selectors
from knowledge.models import Document
from knowledge.retrieval import exact_candidates, exact_coverage
from knowledge.retrieval_cache import RetrievalCache
from knowledge.services import document_sync, knowledge_load
from knowledge.vector_search import without_owner_name
from tests.support.knowledge import write_knowledge_file

pytestmark = pytest.mark.django_db


def about(owner: str) -> str:
    return f"{owner} writes software.\n\n## Contact\nWrite to {owner.split()[0].lower()}@example.org.\n"


def test_a_word_a_sync_adds_is_searchable_at_once(tmp_path):
    write_knowledge_file(tmp_path, "a.md", doc_id="tool", body="Lead.\n\n## Design\nWritten in Rust.\n")
    knowledge_load(directory=tmp_path)
    assert exact_coverage("Zanzibar") == 0.0  # an unknown word; the statistics are kept for minutes

    document = Document.objects.get(doc_id="tool")
    document.body += "\n## Travel\nShe sailed to Zanzibar.\n"
    document.save()
    document_sync(document_pk=document.pk)

    assert exact_coverage("Zanzibar") == 1.0
    assert len(exact_candidates("Zanzibar")) == 1


def test_a_new_owner_is_left_out_of_vector_questions_after_a_load(tmp_path):
    write_knowledge_file(
        tmp_path, "about.md", doc_id="about", title="About Ada Byron", kind="about", body=about("Ada Byron")
    )
    knowledge_load(directory=tmp_path, replace=True)
    assert without_owner_name("Where did Ada study?") == "Where did study?"

    write_knowledge_file(
        tmp_path,
        "about.md",
        doc_id="about",
        title="About Grace Hopper",
        kind="about",
        body=about("Grace Hopper"),
    )
    knowledge_load(directory=tmp_path, replace=True)

    assert without_owner_name("Where did Ada study?") == "Where did Ada study?"
    assert without_owner_name("Where did Grace study?") == "Where did study?"


def test_statistics_are_read_once_until_invalidated(tmp_path):
    write_knowledge_file(tmp_path, "a.md", doc_id="tool", body="Lead.\n\n## Design\nWritten in Rust.\n")
    knowledge_load(directory=tmp_path)
    cache = RetrievalCache(ttl=3600)

    first = cache.chunk_statistics()
    assert cache.chunk_statistics() is first
    assert first.total == 2 and first.frequency[("english", "rust")] == 1

    cache.invalidate()

    assert cache.chunk_statistics() is not first


def test_what_was_read_while_a_sync_ran_is_not_kept(tmp_path, monkeypatch):
    write_knowledge_file(
        tmp_path, "about.md", doc_id="about", title="About Ada Byron", kind="about", body=about("Ada Byron")
    )
    knowledge_load(directory=tmp_path)
    cache, reads = RetrievalCache(ttl=3600), []

    def owner_read_during_a_sync():
        reads.append(1)
        if len(reads) == 1:
            cache.invalidate()  # another thread's sync lands while this read runs
        return selectors.owner_identity()

    monkeypatch.setattr(retrieval_cache_module, "owner_identity", owner_read_during_a_sync)

    for _ in range(3):
        assert cache.owner_name_pattern().search("Ada")

    assert len(reads) == 2  # the read the sync overlapped was not kept; the next one was
