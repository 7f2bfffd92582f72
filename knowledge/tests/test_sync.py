from __future__ import annotations

from io import StringIO

import pytest
from django.core.management import call_command

from knowledge import embeddings
from knowledge.models import Chunk, Document
from knowledge.retrieval import CANDIDATES
from knowledge.services import knowledge_load
from knowledge.vector_search import vector_candidates
from tests.support.knowledge import write_knowledge_file

BODY = "Lead about the tool.\n\n## Design\nWritten in Rust.\n\n## Results\nCut costs by 40 percent.\n"


class CountingEmbedder:
    """The real local embedder, counting the texts it is asked to embed."""

    def __init__(self, inner):
        self.inner, self.model_id, self.texts = inner, inner.model_id, []

    def embed(self, texts):
        self.texts.extend(texts)
        return self.inner.embed(texts)


@pytest.fixture
def counting_embedder(monkeypatch, settings):
    settings.LOCAL_RETRIEVAL_MODEL = "use"  # retrieval's vectors from the configured embedder, counted
    counter = CountingEmbedder(embeddings.LocalEmbedder())
    monkeypatch.setattr(embeddings, "get_embedder", lambda: counter)
    return counter


@pytest.mark.django_db
def test_one_edited_section_costs_exactly_one_embedding(tmp_path, counting_embedder):
    write_knowledge_file(tmp_path, "t.md", doc_id="tool", body=BODY)
    first = knowledge_load(directory=tmp_path)
    # A section is embedded as two texts: its body and its label (title and heading).
    assert (first.new, first.embedded, len(counting_embedder.texts)) == (3, 3, 6)
    before = {c.anchor: (c.pk, c.embedded_hash) for c in Chunk.objects.all()}

    write_knowledge_file(tmp_path, "t.md", doc_id="tool", body=BODY.replace("40 percent", "45 percent"))
    second = knowledge_load(directory=tmp_path)
    assert (second.new, second.changed, second.unchanged, second.removed) == (0, 1, 2, 0)
    assert second.embedded == 1 and len(counting_embedder.texts) == 8
    assert "45 percent" in counting_embedder.texts[-2]
    after = {c.anchor: (c.pk, c.embedded_hash) for c in Chunk.objects.all()}
    assert after[""] == before[""] and after["design"] == before["design"]


@pytest.mark.django_db
def test_an_unchanged_folder_costs_no_embedding(tmp_path, counting_embedder):
    write_knowledge_file(tmp_path, "t.md", doc_id="tool", body=BODY)
    knowledge_load(directory=tmp_path)
    out = StringIO()
    call_command("sync_knowledge", stdout=out)
    assert "new 0, changed 0, removed 0, unchanged 3, embedded 0" in out.getvalue()
    assert len(counting_embedder.texts) == 6


@pytest.mark.django_db
def test_removed_sections_disappear(tmp_path, counting_embedder):
    write_knowledge_file(tmp_path, "t.md", doc_id="tool", body=BODY)
    knowledge_load(directory=tmp_path)
    write_knowledge_file(tmp_path, "t.md", doc_id="tool", body=BODY.split("## Results")[0])
    counts = knowledge_load(directory=tmp_path)
    assert counts.removed == 1 and counts.embedded == 0
    assert list(Chunk.objects.values_list("anchor", flat=True).order_by("position")) == ["", "design"]


@pytest.mark.django_db
def test_stale_or_foreign_vectors_never_answer_until_resync(tmp_path, counting_embedder):
    write_knowledge_file(tmp_path, "t.md", doc_id="tool", body=BODY)
    knowledge_load(directory=tmp_path)
    design = Chunk.objects.get(anchor="design")
    Chunk.objects.filter(pk=design.pk).update(content_hash="edited-elsewhere")
    Chunk.objects.filter(anchor="results").update(embedding_model="some-other-model")
    ids = vector_candidates("Rust design", limit=CANDIDATES)
    assert design.pk not in ids and Chunk.objects.get(anchor="results").pk not in ids
    assert Chunk.objects.get(anchor="").pk in ids

    call_command("sync_knowledge", stdout=StringIO())
    assert len(vector_candidates("Rust design", limit=CANDIDATES)) == 3


@pytest.mark.django_db
def test_a_changed_title_reembeds_every_section(tmp_path, counting_embedder):
    write_knowledge_file(tmp_path, "t.md", doc_id="tool", body=BODY, title="Old name")
    knowledge_load(directory=tmp_path)
    write_knowledge_file(tmp_path, "t.md", doc_id="tool", body=BODY, title="New name")
    counts = knowledge_load(directory=tmp_path)
    assert counts.changed == 3 and counts.embedded == 3
    assert set(Chunk.objects.values_list("document_title", flat=True)) == {"New name"}
    assert Document.objects.get().title == "New name"
