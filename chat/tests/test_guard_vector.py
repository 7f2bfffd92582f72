"""The learned guard and retrieval read one vector per turn: the guard embeds the question as vector
search does (without the owner's name), so retrieval finds it among the embedder's recent texts."""

from __future__ import annotations

from knowledge.embeddings import LocalEmbedder, get_embedder
from knowledge.vector_search import without_owner_name

QUESTION = "Which programming languages does Mara Lindqvist use at work these days?"


def test_a_turn_with_the_learned_layer_embeds_its_question_once(run_turn, settings, monkeypatch):
    settings.GUARD_LEARNED = True
    embedded: list[str] = []
    original = LocalEmbedder._run

    def counting(self, texts):
        embedded.extend(texts)
        return original(self, texts)

    monkeypatch.setattr(LocalEmbedder, "_run", counting)
    get_embedder().forget_recent()

    result = run_turn(QUESTION)

    assert result.done["outcome"] == "answered", result.done
    stripped = without_owner_name(QUESTION)
    assert stripped != QUESTION  # the name is left out, so the test would see a second text
    assert embedded.count(stripped) == 1
    assert QUESTION not in embedded
