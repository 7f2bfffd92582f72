from __future__ import annotations

import sqlite3
from contextlib import closing

import numpy as np

from knowledge import embeddings
from knowledge.models import EMBEDDING_DIMENSIONS
from knowledge.passage_cache import PassageCache


def test_the_local_model_maps_languages_into_one_space():
    """The offline model is multilingual: a Dutch question lands nearer the English section that
    answers it than an unrelated one."""
    question, answer, unrelated = np.array(
        embeddings.LocalEmbedder().embed(
            [
                "Welke talen spreekt ze?",
                "Spoken languages: English, Dutch, Swedish and Spanish.",
                "The ledger service records every movement of money as a journal entry.",
            ]
        )
    )
    assert question.shape == (EMBEDDING_DIMENSIONS,)
    assert abs(np.linalg.norm(question) - 1) < 1e-4
    assert question @ answer > question @ unrelated + 0.1


def test_a_batch_larger_than_the_recent_texts_cache_is_embedded_whole(monkeypatch):
    monkeypatch.setattr(embeddings, "RECENT_TEXTS", 2)
    embedder = embeddings.LocalEmbedder()
    texts = ["one apple", "two pears", "three plums", "one apple"]
    vectors = embedder.embed(texts)
    assert len(vectors) == 4 and vectors[0] == vectors[3] and vectors[0] != vectors[1]
    assert len(embedder._recent) == 2
    assert embedder.embed(["three plums"]) == [vectors[2]]


def test_a_sections_heading_counts_beside_its_text():
    """Two sections with the same text: the question matching one's heading lands nearer it."""
    text = "Moving money without stopping: a rewrite of a payments ledger, at Postgres Lowlands 2024."
    talk, project = np.array(
        embeddings.embed_sections([("Talks: Conference talks", text), ("Projects: Ledger", text)])
    )
    question = np.array(embeddings.embed_queries(["Welke lezingen heeft ze gegeven?"])[0])
    assert abs(np.linalg.norm(talk) - 1) < 1e-6 and abs(np.linalg.norm(project) - 1) < 1e-6
    assert question @ talk > question @ project


def test_the_warm_up_loads_the_local_model(settings):
    settings.EMBEDDINGS = "local"
    embeddings.get_embedder.cache_clear()
    try:
        embeddings.embedder_warm_up()
        assert embeddings.get_embedder()._model is not None
    finally:
        embeddings.get_embedder.cache_clear()


def test_the_warm_up_never_calls_a_providers_endpoint(use_embedder, fake_openai):
    use_embedder("provider", base_url=fake_openai.base_url)
    embeddings.embedder_warm_up()
    assert fake_openai.requests == []


def test_e5_reads_swedish_and_pads_its_vectors_to_the_index_width():
    """multilingual-e5-small reads a language USE never learnt: a Swedish question lands nearer the
    Swedish sentence that answers it than a Swedish sentence on another matter. Its 384 dimensions
    are padded with zeros, which keeps the vector's length one and every cosine as it was."""
    e5 = embeddings.E5Embedder()
    question = np.array(e5.query(["Hur mycket kostar en kurs?"])[0])
    answer, unrelated = np.array(
        e5.passage(["En kurs kostar 1 200 kronor.", "Verkstaden är stängd i augusti."])
    )
    assert question.shape == answer.shape == (EMBEDDING_DIMENSIONS,)
    assert not question[384:].any() and abs(np.linalg.norm(question) - 1) < 1e-4
    assert question @ answer > question @ unrelated + 0.05
    assert e5.query(["Hur mycket kostar en kurs?"])[0] == question.tolist()  # remembered


def test_retrieval_takes_e5_only_when_asked_and_records_its_model_with_each_vector(settings):
    settings.EMBEDDINGS, settings.LOCAL_RETRIEVAL_MODEL = "local", "e5"
    assert embeddings.section_embedding_id().startswith("multilingual-e5-small-q4:")
    question = embeddings.embed_queries(["Hur mycket kostar en kurs?"])[0]
    assert question != embeddings.embed_texts(["Hur mycket kostar en kurs?"])[0]  # the answerer's: USE
    settings.LOCAL_RETRIEVAL_MODEL = "use"
    assert embeddings.section_embedding_id().startswith("use-multilingual-v3:")
    assert embeddings.embed_queries(["Hur mycket kostar en kurs?"]) == embeddings.embed_texts(
        ["Hur mycket kostar en kurs?"]
    )


def test_passages_embedded_once_are_read_back_by_another_process_and_questions_never_stored(tmp_path):
    """A second embedder on the same file (as another process would be) gets the sections' vectors
    without loading the model; a visitor's question leaves no row behind."""
    path = tmp_path / "passages.sqlite3"

    def embedder():
        cache = PassageCache(path, model_id=embeddings.E5Embedder.model_id, dimensions=EMBEDDING_DIMENSIONS)
        return embeddings.E5Embedder(passages=cache)

    sections = ["En kurs kostar 1 200 kronor.", "Verkstaden är stängd i augusti."]
    first = embedder().passage(sections)
    again = embedder()
    assert again.passage(sections) == first and again._model is None
    again.query(["Hur mycket kostar en kurs?"])
    with closing(sqlite3.connect(path)) as db:
        assert db.execute("SELECT count(*) FROM passages").fetchone() == (2,)


def test_the_passage_cache_keeps_models_apart_and_a_broken_file_only_means_embedding_again(tmp_path):
    vector = np.arange(4, dtype=np.float32)
    e5 = PassageCache(tmp_path / "p.sqlite3", model_id="e5", dimensions=4)
    e5.put({"a section": vector})
    assert np.array_equal(e5.get(["a section", "other"])["a section"], vector)
    assert PassageCache(tmp_path / "p.sqlite3", model_id="use", dimensions=4).get(["a section"]) == {}
    assert PassageCache(tmp_path / "p.sqlite3", model_id="e5", dimensions=8).get(["a section"]) == {}
    (tmp_path / "not-a-db.sqlite3").write_bytes(b"garbage" * 100)
    broken = PassageCache(tmp_path / "not-a-db.sqlite3", model_id="e5", dimensions=4)
    broken.put({"a section": vector})  # logged, not raised
    assert broken.get(["a section"]) == {}
