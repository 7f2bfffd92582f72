"""Full-text search in each document's language, with the question searched in every language the
knowledge base uses, and misspelt words read as the knowledge base's nearest word."""

from __future__ import annotations

import pytest

from knowledge import retrieval
from knowledge.models import Chunk, Document
from knowledge.retrieval import exact_candidates, exact_coverage
from knowledge.services import document_sync, knowledge_load
from tests.support.knowledge import write_knowledge_file

pytestmark = pytest.mark.django_db

DUTCH = """\
Ik herstel het houtwerk van oude gebouwen in Utrecht en omgeving.

## Kerken

De eikenhouten kap van een dorpskerk: nieuwe balken waar de oude verrot waren.

## Opleiding

Na de mavo volgde ik de timmeropleiding en later een opleiding tot monumentenconservator.
"""
ENGLISH = """\
A short summary in English for clients from abroad.

## Advice abroad

I also advise on restorations across the German border, up to 250 kilometres from Utrecht.
"""


@pytest.fixture
def two_languages(tmp_path):
    write_knowledge_file(tmp_path, "werk.md", doc_id="werk", title="Mijn werk", body=DUTCH)
    (tmp_path / "english.md").write_text(
        "---\nid: english\ntitle: For clients from abroad\nkind: page\nurl: /english/\nlang: en\n---\n"
        + ENGLISH
    )
    knowledge_load(directory=tmp_path)
    return tmp_path


def chunk_of(query: str) -> list[str]:
    ids = exact_candidates(query)
    return [Chunk.objects.get(pk=pk).heading for pk in ids]


def test_each_chunk_is_indexed_in_its_documents_language(two_languages):
    assert Document.objects.get(doc_id="werk").language == "nl"  # detected: no lang in the file
    configs = set(Chunk.objects.values_list("document__doc_id", "search_config"))
    assert configs == {("werk", "dutch"), ("english", "english")}


def test_a_question_is_stemmed_in_every_language_the_knowledge_base_uses(two_languages):
    assert chunk_of("Welke kerken?")[0] == "Kerken"  # Dutch stems: kerken -> kerk
    assert chunk_of("Which restoration advice?")[0] == "Advice abroad"  # English: restorations -> restor
    assert exact_coverage("kerken") == pytest.approx(1.0)


def test_a_misspelt_word_is_read_as_the_nearest_word_of_its_language(two_languages, monkeypatch):
    assert chunk_of("Welke opleidng heeft hij gevolgd?")[0] == "Opleiding"

    monkeypatch.setattr(retrieval, "TYPO_CORRECTION", False)
    assert "Opleiding" not in chunk_of("Welke opleidng heeft hij gevolgd?")


def test_a_changed_language_reindexes_the_words_but_keeps_the_vectors(two_languages):
    document = Document.objects.get(doc_id="english")
    vectors = dict(Chunk.objects.filter(document=document).values_list("pk", "embedded_hash"))
    document.lang = "de"
    document.save()

    counts = document_sync(document_pk=document.pk)

    assert set(Chunk.objects.filter(document=document).values_list("search_config", flat=True)) == {"german"}
    assert (counts.changed, counts.embedded) == (0, 0)
    assert dict(Chunk.objects.filter(document=document).values_list("pk", "embedded_hash")) == vectors
