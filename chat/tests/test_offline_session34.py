"""Session 34: a misspelt question written as the evidence writes it; a list as close as its closest item."""

from __future__ import annotations

import numpy as np
import pytest

from chat.providers.offline import evidence
from chat.providers.offline.evidence import Candidate, list_items, meanings
from chat.providers.offline.spelling import as_written

PRICES = [
    "Bei Auftrag verlange ich eine Anzahlung von 30 %.",
    "Krippenfiguren: Lieferzeit etwa 6 Wochen; Heiligenfiguren und Kruzifixe: 4 bis 7 Monate.",
    "Eine Heiligenfigur aus Linde kostet ab 900 €.",
    "Der Preis der Hebammenpraxis Celle steht in der Liste.",
]


def test_a_misspelt_word_of_the_evidence_is_written_as_the_evidence_writes_it():
    assert (
        as_written("Wie lang ist die Liefrzeit für eine heilgenfigur?", PRICES)
        == "Wie lang ist die Lieferzeit für eine Heiligenfigur?"
    )


@pytest.mark.parametrize(
    "question",
    [
        "Wofür hat sie den Hebammenpreis bekommen?",  # two edits: another compound, no typo
        "Wann hat sie den Celler Preis bekommen?",  # "Celle" + "r": of the town, no typo of it
        "Wie fiel die Liste aus?",  # a word of German, however near "viel"
    ],
)
def test_a_word_that_may_be_meant_as_written_is_kept(question):
    assert as_written(question, PRICES) == question


def candidate(text: str, kind: str) -> Candidate:
    return Candidate(
        text=text,
        kind=kind,
        doc_id="preise",
        title="Preise",
        heading="Anzahlung und Lieferzeit",
        rank=0,
        position=0,
        words=frozenset(text.casefold().split()),
    )


def test_a_list_is_as_close_to_a_question_as_its_closest_item(monkeypatch):
    """Fixed vectors stand in for the embedder: the question's meaning is the second item's."""
    vectors = {
        "Wie lang ist die Lieferzeit?": [1.0, 0.0, 0.0],
        "Preise - Anzahlung und Lieferzeit: Anzahlung 30 %; Heiligenfiguren: 4 bis 7 Monate.": [
            0.2,
            1.0,
            0.0,
        ],
        "Preise - Anzahlung und Lieferzeit: Anzahlung 30 %": [0.0, 1.0, 0.0],
        "Preise - Anzahlung und Lieferzeit: Heiligenfiguren: 4 bis 7 Monate": [0.9, 0.1, 0.0],
        "Preise - Anzahlung und Lieferzeit: Anzahlung 30 %.": [0.0, 0.0, 1.0],
    }
    monkeypatch.setattr(evidence, "embed_texts", lambda texts: [vectors[t] for t in texts])
    listed = candidate("Anzahlung 30 %; Heiligenfiguren: 4 bis 7 Monate.", "list")
    sentence = candidate("Anzahlung 30 %.", "sentence")
    near = meanings("Wie lang ist die Lieferzeit?", [listed, sentence])
    item = np.array(vectors["Preise - Anzahlung und Lieferzeit: Heiligenfiguren: 4 bis 7 Monate"])
    assert near[0] == pytest.approx(item[0] / np.linalg.norm(item))
    assert near[1] == pytest.approx(0.0)


def test_a_list_units_items_are_split_at_its_semicolons():
    assert list_items("Kurse: Töpfern; Glasieren; Brennen.") == ["Kurse: Töpfern", "Glasieren", "Brennen"]
    assert list_items("Ein Satz ohne Liste.") == ["Ein Satz ohne Liste"]


def test_a_swedish_price_row_states_an_hourly_rate():
    """sv-tatuering's sealed run: "What's your hourly rate?" beside "Timpris — 1 400 kr." was read as the
    owner's unpublished rate."""
    from chat.providers.offline import signals

    assert signals.asks_hourly("Timpris — Pris: 1 400 kr.")
    assert signals.asks_pay_rate("Vad är ert timpris?")
    assert not signals.asks_hourly("Tatueringen tar en dag att läka.")
