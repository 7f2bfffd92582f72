"""The offline answer: one to three units of the best-ranked evidence, cited, or a refusal.

It answers by default: retrieval ranks a right section first for most answerable questions, in
any language, so the answer comes from the units that fit the question best by meaning, words and
rank (`evidence.scored`). It refuses only on strong signals (`signals`): a name no published
document holds, a personal matter, no evidence at all, or a weak best unit for a question in the
documents' own language with two words that no document holds. When the best unit comes from another
document than retrieval's first section, that section's best unit is said too: facts often live in
more than one document (a role in the CV and on its project's page).

Figures (dev splits of the three evaluation sets, weights chosen there): see README, "The offline
answerer".
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from chat.providers.offline import signals
from chat.providers.offline.evidence import Candidate, Scored, candidates, informative_words, scored
from safety.language import detect_language, document_language

MAX_UNITS = 3
RANK_WEIGHT = 0.1  # a first section's unit gains 0.1, a second's 0.05: a tie-breaker between close meanings
WORD_WEIGHT = 0.15
NUMBER_WEIGHT = 0.1
DOC_MARGIN = 0.25  # the best unit of another document joins when it scores this close
NEIGHBOUR_MARGIN = 0.08  # a second unit of the same section joins when it scores this close
MAX_CHARACTERS = 600
# A same-language question whose best unit scores below WEAK_SCORE and that has UNKNOWN_WORDS or
# more informative words no document holds is about something the knowledge base doesn't cover.
WEAK_SCORE = 0.5
UNKNOWN_WORDS = 2
GATE_SENTENCE_END = re.compile(r"(?<=[.!?])\s+")  # where `safety.verification.SentenceGate` cuts


@dataclass(frozen=True)
class OfflineAnswer:
    sentences: list[str]  # each ends with its [[document-id]] marker; empty: refuse
    why: str  # what decided: "answer", "personal:<word>", "unknown_name:<name>", "no_evidence"


def offline_answer(question: str, evidence: list[dict], *, vocabulary: frozenset[str]) -> OfflineAnswer:
    language = detect_language(question)
    if topic := signals.personal_topic(question):
        return OfflineAnswer([], f"personal:{topic}")
    if unknown := signals.unknown_names(question, vocabulary=vocabulary, language=language):
        return OfflineAnswer([], f"unknown_name:{unknown[0]}")
    ranked = scored(
        question,
        candidates(evidence),
        rank_weight=RANK_WEIGHT,
        word_weight=WORD_WEIGHT,
        number_weight=NUMBER_WEIGHT,
    )
    if not ranked:
        return OfflineAnswer([], "no_evidence")
    if ranked[0].score < WEAK_SCORE and same_language(language, evidence):
        unknown = signals.unknown_words(question, informative_words(question), vocabulary=vocabulary)
        if len(unknown) >= UNKNOWN_WORDS:  # "kept bees", "gift vouchers": nothing here is about that
            return OfflineAnswer([], f"unknown_words:{','.join(unknown)}")
    chosen = chosen_units(ranked)
    return OfflineAnswer([piece for s in chosen for piece in cited(s.candidate)], "answer")


def same_language(language: str, evidence: list[dict]) -> bool:
    """Whether the question is written in the language of one of the first sections: only then
    does a word missing from every document say the subject is missing (not merely translated)."""
    return language in {document_language(item["text"]) for item in evidence[:3]}


def cited(candidate: Candidate) -> list[str]:
    """The unit with its marker after each of its sentences as the sentence gate cuts them (at
    every . ! or ? before a space): each piece is verified alone, so each must carry its source."""
    marker = f"[[{candidate.doc_id}]]"
    return [f"{piece} {marker}" for piece in GATE_SENTENCE_END.split(candidate.text) if piece.strip()]


def chosen_units(
    ranked: list[Scored], *, doc_margin: float | None = None, neighbour_margin: float | None = None
) -> list[Scored]:
    """The best unit; the best of another document when it scores nearly as well (facts often
    live in more than one document); a close unit of the best one's section."""
    doc_margin = DOC_MARGIN if doc_margin is None else doc_margin
    neighbour_margin = NEIGHBOUR_MARGIN if neighbour_margin is None else neighbour_margin
    best = ranked[0]
    chosen = [best]
    other = next((s for s in ranked[1:] if s.candidate.doc_id != best.candidate.doc_id), None)
    if other and other.score >= best.score - doc_margin:
        chosen.append(other)
    for s in ranked[1:]:
        if len(chosen) >= MAX_UNITS or sum(len(c.candidate.text) for c in chosen) > MAX_CHARACTERS:
            break
        same_section = s.candidate.rank == best.candidate.rank
        if same_section and s.score >= best.score - neighbour_margin and s not in chosen:
            chosen.append(s)
    # Read in the documents' order: a section's units as they stand, sections by rank.
    return sorted(chosen, key=lambda s: (s.candidate.rank, s.candidate.position))
