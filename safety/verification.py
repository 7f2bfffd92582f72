"""Checks on what the model wrote, sentence by sentence, before any of it reaches the visitor.

A sentence is released only when every `[[id]]` marker in it names a published document the model
was shown this turn (the caller decides which: `sources`), and every number in it is stated by a
cited document (or a tool result of this turn), compared by value (`safety.numbers`: "12" is
"twelve", "11/2022" is "November 2022"). Seed 000 streams raw tokens and seed 002 buffers the whole answer; releasing whole verified
sentences gives the safety of the second at close to the speed of the first. What this cannot
check: whether a paraphrase keeps its source's meaning. That is for the evaluations.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from safety.language import detect_language
from safety.numbers import claims, document_values, may_hold_number_words

MARKER = re.compile(r"\[\[\s*([^\[\]\s]+)\s*\]\]")
# A sentence ends at ! or ?, or at a full stop that follows no one- or two-digit number (the German
# and Dutch ordinal dates "13. Januar", "1. Preis") and no lower-case word follows ("ca. zwanzig",
# "z. B. die"), before a space or a marker; and at a line break.
SENTENCE_END = re.compile(r"(?:[!?]|(?<!\b\d)(?<!\b\d\d)\.(?!\s+[a-zß-öø-ÿ]))(?=\s|\[\[)|(?=\n)")
MARKERS_AFTER = re.compile(r"(?:[ \t]*\[\[[^\[\]\n]*\]\])+[.!?]?")


def numbers_in(text: str) -> frozenset[str]:
    """Every value a document or a tool result states, under every reading (`document_values`)."""
    return document_values(text)


@dataclass(frozen=True)
class Source:
    """A published document the turn may cite."""

    doc_id: str
    title: str
    url: str  # the section of this document that the evidence came from (url#anchor)
    numbers: frozenset[str]


@dataclass(frozen=True)
class Verdict:
    text: str  # the sentence without its markers, as the visitor reads it
    cited: tuple[str, ...]
    problem: str | None = None  # why it may not stream

    @property
    def accepted(self) -> bool:
        return self.problem is None


def check_sentence(raw: str, *, sources: dict[str, Source], tool_numbers: frozenset[str]) -> Verdict:
    cited = tuple(dict.fromkeys(MARKER.findall(raw)))
    text = re.sub(r"\s+([.!?,;:])", r"\1", MARKER.sub("", raw))
    text = re.sub(r"[ \t]{2,}", " ", text).strip()
    for doc_id in cited:
        if doc_id not in sources:
            return Verdict(text, cited, f"unknown_citation:{doc_id}")
    allowed = set(tool_numbers).union(*(sources[doc_id].numbers for doc_id in cited))
    # Only number words need the language (about 40 µs a sentence): most sentences have none.
    language = detect_language(text, default="") if may_hold_number_words(text) else ""
    for written, readings in claims(text, language=language):
        if not readings & allowed:
            return Verdict(text, cited, f"unsupported_number:{written}")
    return Verdict(text, cited)


def sentences(text: str) -> list[str]:
    """`text` cut where the gate cuts a stream, each sentence stripped: what the offline answerer
    cites one by one."""
    gate = SentenceGate()
    return [piece.strip() for piece in [*gate.feed(text), *gate.flush()] if piece.strip()]


@dataclass
class SentenceGate:
    """Buffers streamed text and hands back whole sentences (with the markers that follow them)."""

    buffer: str = ""

    def feed(self, delta: str) -> list[str]:
        self.buffer += delta
        return self._sentences(final=False)

    def flush(self) -> list[str]:
        return self._sentences(final=True)

    def _sentences(self, *, final: bool) -> list[str]:
        out = []
        # Each sentence keeps its leading whitespace, so a paragraph break survives.
        while match := SENTENCE_END.search(self.buffer, len(self.buffer) - len(self.buffer.lstrip())):
            end = match.end()
            if markers := MARKERS_AFTER.match(self.buffer, end):
                end = markers.end()
            rest = self.buffer[end:]
            # Markers for this sentence may still be on their way: wait for what follows.
            if not final and (not rest.strip() or (rest.lstrip().startswith("[") and "]]" not in rest)):
                break
            out.append(self.buffer[:end])
            self.buffer = rest
        if final and self.buffer.strip():
            out.append(self.buffer)
            self.buffer = ""
        return out
