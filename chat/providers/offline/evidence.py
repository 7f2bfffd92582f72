"""The evidence's units scored against a question: by meaning, by words, and by retrieval's rank.

Meaning is the cosine between the question's vector and the unit's, from the same multilingual
embedding model retrieval uses (`knowledge.embeddings`), so a Spanish question meets the English
sentence that answers it. A unit is embedded with its section's heading ("Languages: English:
native; ..."), which is often what a short question matches. The embedder keeps the vectors of the
texts it saw last, so a section's units cost their embedding once per process.

Words are the question's informative words (no function words, in the five visitor languages)
found in the unit, misspellings tolerated, each weighted by how rare it is in the evidence.
Rank is retrieval's order of the sections, which already fused full-text and vector search.
"""

from __future__ import annotations

import math
import re
import unicodedata
from dataclasses import dataclass

import numpy as np
from rapidfuzz import fuzz

from chat.providers.offline.units import section_units
from knowledge.embeddings import EmbeddingError, embed_passages, embed_queries, embed_texts
from knowledge.retrieval import asks_owner_path, asks_place
from safety.language import VISITOR_FUNCTION_WORDS
from safety.numbers import MONTH, may_hold_number_words

WORD = re.compile(r"[^\W_]+(?:[.,'\u2019-][^\W_]+)*")
QUESTION_WORDS = frozenset(
    """tell know about does did have has had much many more most please thanks something
    anything ever never also like want would could should which whose year years dit deze zijn haar
    heeft hebben welke wat waar wanneer hoe veel vertel weet kun kunt welches welchen wieviel viele
    etwas gibt haben hast erzahl erzahlen cuanto cuanta cuantos cuantas algo alguna alguno tiene hay
    cuentame sabes quelle quelles quels combien avez avait parlez dites connait elle hoelang hoeveel
    hoevaak wielange wieviel wieviele wieoft noem nenne nennen nomme nommez nombra nombre elenca
    cita lista quanto quanta quanti quante quantos quantas quelque chose faut whats""".split()  # noqa: SIM905
)
# "Sinds wanneer heeft ze haar eigen zaak?", "In che anno ha aperto?": a question asking for a year
# favours a unit stating one (`scored`'s `year_weight`).
YEAR = re.compile(r"\b(?:1[89]\d\d|20\d\d)\b")
ASKS_YEAR = re.compile(
    r"\b(?:when (?:did|was|were)|since when|what year|which year|sinds wanneer|in welk jaar|seit wann|in welchem jahr|"
    r"desde cuando|en que ano|desde que ano|depuis quand|en quelle annee|da quando|in che anno|"
    r"da che anno|desde quando|em que ano|desde que ano|sedan nar|vilket ar)\b"
)
# "When", "how many", "since when": the answer holds a number or a date.
ASKS_NUMBER = re.compile(
    r"\b(?:when|how (?:many|much|long|often|big|old)|what year|since|wanneer|hoeveel|hoe (?:lang|vaak|groot)|"
    r"sinds|sedert|wann|wie (?:viele?|lange|oft|gross)|seit|cuando|cuant[oa]s?|desde|quand|combien|depuis|"
    r"en quelle annee|quant[oa]s|quanti|quante|quando|desde quando|da quando|"
    # ...and which month or what time: "In december stem ik niet", "seis semanas" answer them.
    r"(?:which|what) months?|welke maand(?:en)?|welche[mn]? monat(?:en)?|quels? mois|(?:en )?que mes(?:es)?|"
    r"(?:in )?(?:che|quale) mese|em que mes(?:es)?|quanto tempo|what time|a que hora|hoe laat|"
    r"um wie viel uhr|a quelle heure|a che ora|"
    # Swedish
    r"nar|hur (?:manga|mycket|lange|ofta|stor)|sedan|vilken manad|vilket ar|vilken tid)\b"
)
HAS_NUMBER = re.compile(r"\d")
# A unit that names a place: a capitalised name after a preposition of place ("in Bridport", "på
# Storgatan", "a Siracusa"), a postcode before a name, a street ("Corve Street", "Mellangatan 4",
# "Calle Mayor").
STATES_PLACE = re.compile(
    r"\b(?:in|en|à|a|em|no|na|nos|nas|på|i|te|bij|bei|near|at|op|an der|am|aan de|al|nel|nella|nahe|vid|utanför)\s+"
    r"(?:(?:the|de|la|le|der|die|dem|het|el|il|o)\s+)?[A-ZÅÄÖÉÜ][\w-]{2,}|\b\d{4,5}\s+[A-Z]|"
    r"[A-ZÅÄÖ][\w-]*(?:straat|straße|strasse|gatan|vägen|weg|laan|gracht|plein|platz|gasse|kade|dijk)\b|"
    r"\b(?:Street|Road|Lane|Avenue|Square|Calle|C/|Rua|Rue|Via|Viale|Piazza|Avenida|Plaza|Largo|Travessa|Praça|"
    r"Corso|Paseo)\b"
)
# "Which/what are all X", "welke ... allemaal", "quelles ...": the answer is a list's items, not the
# sentence that introduces them.
ASKS_LIST = re.compile(
    r"\b(?:which|what (?:are|were|kinds?|sorts?|types?)|all|list|welke|allemaal|welche[nrs]?|alles|"
    r"quel(?:le)?s|cuales|que (?:tipos?|clases?)|todos|todas|tous|toutes|quais|quali|vilka)\b"
)
# French and Italian elisions before a word, English and Dutch clitics after one.
ELIDED = re.compile(r"^(?:qu|d|l|s|n|j|c|m|t|dell|all|nell|dall|sull|un)'")
CLITIC = re.compile(r"(?:n't|'(?:s|ve|re|ll|d|m|t))$")
TYPO_SIMILARITY = 85
SHORT_UNIT_WORDS = 4  # a unit with fewer informative words is a weaker answer...
SHORT_UNIT_PENALTY = 0.1  # ...by this much
TYPO_MIN_LETTERS = 5
# A one-word name no document holds is the same name in another language when its vector and one
# of the evidence's words' are this close ("Duitsland" and "Germany" 0.96, "Allemagne" and
# "Deutschland" 0.90, "Küche" and "kitchen" 0.94; another name beside the evidence's: "ArcGIS" and
# "QGIS" 0.80, "Noma" and "quema" 0.69, dev: every refused name of the 13 sets below 0.86).
TRANSLATED_NAME = 0.88
# A plain capitalised word ("Lehrer", "Inseln", "Holland") is as often a German noun or a place's other
# name as a new name: near an evidence word's vector at this much, it is that word (99 spent sets
# replayed: +5 answered, -1 refused; 0.70: +7 / -1; 0.65: +11 / -6). A marked name (an acronym,
# "ArcGIS") keeps TRANSLATED_NAME.
TRANSLATED_WORD = 0.75


@dataclass(frozen=True)
class Candidate:
    """One unit of one retrieved section, with what a citation and the scoring need."""

    text: str
    kind: str
    doc_id: str
    title: str
    heading: str
    rank: int  # the section's place in retrieval's ranking, 0 first
    position: int  # the unit's place in its section
    words: frozenset[str]
    document_kind: str = ""  # the document's front-matter kind ("about", "cv", "project", ...)


@dataclass(frozen=True)
class Scored:
    candidate: Candidate
    meaning: float  # cosine, question to unit-with-heading
    words: float  # share of the question's informative weight the unit holds, 0..1
    score: float  # what the units are ranked by


def plain(text: str) -> str:
    """Casefolded, accents removed: "Lucía" and "lucia" are one word."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


# Month names in the seven visitor languages, folded (no abbreviation: "ago", "mar" and "may" are words).
MONTH_NAMES = frozenset(
    {plain(word) for word in MONTH if len(word) >= 4}
    | {"mai", "mei"}
    | set(
        """gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre novembre dicembre janeiro
        fevereiro marco abril maio junho julho setembro outubro novembro dezembro""".split()  # noqa: SIM905
    )
)


def informative_words(text: str) -> set[str]:
    found = [bare(w) for w in WORD.findall(plain(text))]
    return {
        w for w in found if len(w) > 2 and w not in VISITOR_FUNCTION_WORDS and w not in QUESTION_WORDS
    } | {w for w in found if w.isdigit()}


def bare(word: str) -> str:
    """A word without an elided article or pronoun before it and a clitic after it: "l'allattamento"
    is "allattamento", "j'aimerais" "aimerais", "we've" "we", "echo's" "echo". Documents hold the
    word, not the visitor's contraction of it."""
    word = ELIDED.sub("", word.replace("\u2019", "'"))
    return CLITIC.sub("", word)


def candidates(evidence: list[dict]) -> list[Candidate]:
    """Every unit of every retrieved section, in retrieval's order; a section retrieved twice once."""
    found, seen = [], set()
    for item in evidence:
        key = (item["doc_id"], item.get("heading", ""), item["text"][:200])
        if key in seen:
            continue
        seen.add(key)
        for unit in section_units(item["text"]):
            found.append(
                Candidate(
                    text=unit.text,
                    kind=unit.kind,
                    doc_id=item["doc_id"],
                    title=item.get("title", ""),
                    heading=item.get("heading", ""),
                    rank=len(seen) - 1,
                    position=unit.position,
                    words=frozenset(informative_words(f"{item.get('heading', '')} {unit.text}")),
                    document_kind=item.get("kind", ""),
                )
            )
    return found


def holds_number(text: str, *, words: bool = True) -> bool:
    """Whether a unit states a number: digits, or (`words`) a number word of two or more ("seis
    semanas", "vier tot zes maanden") or a month's name ("In december stem ik niet")."""
    if HAS_NUMBER.search(text):
        return True
    return words and (may_hold_number_words(text) or any(w in MONTH_NAMES for w in WORD.findall(plain(text))))


def word_matches(word: str, vocabulary: frozenset[str]) -> bool:
    if word in vocabulary:
        return True
    if "-" in word:  # "brenta-dolomiten" is in "Dolomiti di Brenta": each part somewhere in the unit
        parts = [part for part in word.split("-") if len(part) > 2]
        return bool(parts) and all(word_matches(part, vocabulary) for part in parts)
    if len(word) < TYPO_MIN_LETTERS:
        return False
    return any(
        len(known) >= TYPO_MIN_LETTERS
        and (known.startswith(word[:5]) or fuzz.ratio(word, known) >= TYPO_SIMILARITY)
        for known in vocabulary
    )


CONTEXT = "title+heading"  # what a unit is embedded with: "heading", "title+heading"


def context(c: Candidate) -> str:
    if CONTEXT == "title+heading":
        return " - ".join(part for part in (c.title, c.heading) if part)
    return c.heading or c.title


def meanings(question: str, found: list[Candidate]) -> np.ndarray | None:
    """Cosines between the question and each unit (with its heading); None without an embedder.
    A list unit is as close as its closest item: "Heiligenfiguren und Kruzifixe: 4 bis 7 Monate"
    answers a question the whole list of deposits and delivery times is far from (session 34, 86
    spent bases: +10 answered, -2 refused)."""
    texts = [f"{context(c)}: {c.text}" for c in found]
    owners = list(range(len(found)))
    for i, c in enumerate(found):
        if c.kind == "list":
            items = list_items(c.text)
            if len(items) > 1:
                texts += [f"{context(c)}: {item}" for item in items]
                owners += [i] * len(items)
    near = cosines(question, texts)
    if near is None:
        return None
    best = near[: len(found)].copy()
    for owner, value in zip(owners[len(found) :], near[len(found) :], strict=True):
        best[owner] = max(best[owner], value)
    return best


def list_items(text: str) -> list[str]:
    """A list unit's items ("Intro: a; b; c." -> "Intro: a", "b", "c")."""
    return [item.strip(" .") for item in text.split("; ") if item.strip(" .")]


def cosines(text: str, others: list[str]) -> np.ndarray | None:
    """Cosines between `text` and each of `others` in the multilingual space; None without an
    embedder."""
    try:
        vectors = np.asarray(embed_texts([text, *others]), dtype=np.float64)
    except EmbeddingError:
        return None
    norms = np.linalg.norm(vectors, axis=1)
    norms[norms == 0] = 1.0
    vectors = vectors / norms[:, None]
    return vectors[1:] @ vectors[0]


def retrieval_cosines(question: str, texts: list[str]) -> np.ndarray | None:
    """Cosines between the question and each text in retrieval's space (`embed_queries`,
    `embed_passages`: E5 by default, which reads languages the answerer's vectors don't); None
    without an embedder."""
    try:
        query = np.asarray(embed_queries([question]), dtype=np.float64)[0]
        passages = np.asarray(embed_passages(texts), dtype=np.float64)
    except EmbeddingError:
        return None
    norms = np.linalg.norm(passages, axis=1)
    norms[norms == 0] = 1.0
    return (passages / norms[:, None]) @ (query / (np.linalg.norm(query) or 1.0))


WORD_VECTORS_KEPT = 20_000  # single words' unit vectors kept between turns (a knowledge base's words recur)
_word_vectors: dict[str, np.ndarray] = {}


def nearest_words(words: list[str], others: list[str]) -> list[float] | None:
    """For each of `words`, its highest cosine to any of `others`; None without an embedder."""
    found = word_cosines(words, others)
    return None if found is None else [float(v) for v in found.max(axis=1)]


def word_cosines(words: list[str], others: list[str]) -> np.ndarray | None:
    """The cosines of each of `words` (rows) to each of `others`; None without an embedder. Each
    word's vector is embedded once and kept (WORD_VECTORS_KEPT)."""
    wanted = list(dict.fromkeys([*words, *others]))
    # A local copy: the shared cache may be cleared (here, or by a turn on another thread)
    # between filling it and reading it back.
    known = {w: v for w in wanted if (v := _word_vectors.get(w)) is not None}
    missing = [w for w in wanted if w not in known]
    if missing:
        try:
            vectors = np.asarray(embed_texts(missing), dtype=np.float64)
        except EmbeddingError:
            return None
        norms = np.linalg.norm(vectors, axis=1)
        norms[norms == 0] = 1.0
        fresh = dict(zip(missing, vectors / norms[:, None], strict=True))
        known.update(fresh)
        if len(_word_vectors) + len(fresh) > WORD_VECTORS_KEPT:
            _word_vectors.clear()
        _word_vectors.update(fresh)
    asked = np.stack([known[w] for w in words])
    found = np.stack([known[w] for w in others])
    return asked @ found.T


def evidence_words(evidence: list[dict], *, folded: bool) -> list[str]:
    """The words of the retrieved sections and their headings, sorted, none shorter than three
    letters and no function word: `folded` (`plain`), or as written."""
    return sorted(
        {
            plain(w) if folded else w
            for item in evidence
            for w in WORD.findall(f"{item.get('heading', '')} {item['text']}")
            if len(w) > 2 and plain(w) not in VISITOR_FUNCTION_WORDS
        }
    )


def translated(name: str, evidence: list[dict]) -> bool:
    """Whether a one-word name the documents don't hold is one of the evidence's words in another
    language ("Allemagne" beside "Germany"): the multilingual vectors of single words are close for
    a word and its translation, far for two different names. A name of several words stays unknown:
    its parts can each have a translation ("North Sea Jazz") while the whole names something else."""
    if " " in name.strip():
        return False
    # As written: a capital is part of a name's vector ("Deutschland" is nearer "Allemagne" than
    # "deutschland" is).
    words = evidence_words(evidence, folded=False)
    if not words:
        return False
    near = cosines(name, words)
    plain_word = name[:1].isupper() and not any(c.isupper() for c in name[1:])
    return near is not None and bool(near.max() >= (TRANSLATED_WORD if plain_word else TRANSLATED_NAME))


def scored(
    question: str,
    found: list[Candidate],
    *,
    rank_weight: float,
    word_weight: float,
    number_weight: float = 0.0,
    year_weight: float = 0.0,
    list_weight: float = 0.0,
    place_weight: float = 0.0,
    number_words: bool = True,
    favoured: frozenset[str] = frozenset(),
    favoured_weight: float = 0.0,
) -> list[Scored]:
    """The units, best first. A question that asks when, how long or how many favours a unit that holds
    a number (`holds_number`; digits alone when `number_words` is False: a price is written in digits);
    the units of the `favoured` documents gain `favoured_weight`."""
    if not found:
        return []
    asked = informative_words(question)
    frequency = {w: sum(1 for c in found if word_matches(w, c.words)) for w in asked}
    weight = {w: math.log(1 + len(found) / (frequency[w] or 0.5)) for w in asked}
    total = sum(weight.values()) or 1.0
    cosines = meanings(question, found)
    wants_number = bool(ASKS_NUMBER.search(plain(question)))
    wants_list = bool(ASKS_LIST.search(plain(question)))
    wants_year = bool(ASKS_YEAR.search(plain(question)))
    # "Where did she train?" is no place of business: the CV's rows say it
    wants_place = asks_place(question) and not asks_owner_path(question)
    results = []
    for i, candidate in enumerate(found):
        share = sum(weight[w] for w in asked if word_matches(w, candidate.words)) / total
        meaning = float(cosines[i]) if cosines is not None else 0.0
        score = meaning + word_weight * share + rank_weight / (1 + candidate.rank)
        if wants_number and holds_number(candidate.text, words=number_words):
            score += number_weight
        if wants_year and YEAR.search(candidate.text):
            score += year_weight
        if wants_place and STATES_PLACE.search(candidate.text):
            score += place_weight
        if wants_list and candidate.kind == "list":
            score += list_weight
        if candidate.doc_id in favoured:
            score += favoured_weight
        if len(candidate.words) < SHORT_UNIT_WORDS:
            score -= SHORT_UNIT_PENALTY
        results.append(Scored(candidate=candidate, meaning=meaning, words=share, score=score))
    return sorted(results, key=lambda s: (-s.score, s.candidate.rank, s.candidate.position))
