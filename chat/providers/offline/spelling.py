"""Misspelt visitor words read as the word of the visitor's language they were meant to be.

A typo in a word the knowledge base holds is read by fuzzy matching against its vocabulary
(`evidence.word_matches`). A typo in a question asked in another language than the documents'
("whats the wheelchiar access like?" to a French bookshop, "hoevel kost ..." to an English one) has no
knowledge-base word to match: its multilingual vector is then all that can translate it, and a
misspelt word's vector is far from its meaning. So a word that is rare in the visitor's language
(wordfreq's frequency lists, shipped in the package) and one or two edits from a common word of it
is read as that word. Names (capitalised), numbers, short words and the knowledge base's own words
are left as written.
"""

from __future__ import annotations

import re
from functools import lru_cache

from rapidfuzz import process
from rapidfuzz.distance import OSA, Levenshtein
from wordfreq import top_n_list, zipf_frequency

from chat.providers.offline.evidence import plain, word_matches

RARE = 1.5  # a word less frequent than this (Zipf scale) is no word of the visitor's language...
COMMON = 3.0  # ...and a word at least this frequent, one or two edits away, is what was meant
MIN_LETTERS = 4  # shorter words have too many neighbours to tell which was meant
SWAP_LETTERS = 5  # a frequent swap misspelling ("recieved") is read from this length...
SWAP_GAP = 2.0  # ...when the swapped word is this much more frequent (Zipf: a hundred times)
LONG_WORD = 7  # from this length two edits (a transposition is one) may separate typo and word
KEPT_WORDS = 50_000  # the visitor language's most frequent words searched for the fix
# A word of any of these languages is no typo, whichever language the question was read as.
LANGUAGES = ("en", "de", "fr", "es", "it", "nl", "pt", "sv", "pl", "da", "nb", "ca")
LOWER_WORD = re.compile(r"(?<![\w'\u2019-])[a-zà-öø-ÿ]+(?![\w'\u2019-])")


@lru_cache(maxsize=16)
def common_words(language: str) -> tuple[str, ...]:
    """The language's frequent words of MIN_LETTERS letters or more (none for a language outside
    LANGUAGES: wordfreq would answer with a neighbour's list)."""
    if language not in LANGUAGES:
        return ()
    words = top_n_list(language, KEPT_WORDS)
    return tuple(w for w in words if len(w) >= MIN_LETTERS and w.isalpha())


def is_a_word(word: str) -> bool:
    """Whether `word` is a word of any of LANGUAGES, and so no typo whichever language it is read as."""
    return any(zipf_frequency(word, other) >= RARE for other in LANGUAGES)


def fix(word: str, language: str, vocabulary: frozenset[str] = frozenset()) -> str | None:
    """The common word `word` misspells, or None: when it is a word of any of the languages, when
    the knowledge base holds a word as near (its fuzzy match reads it), or when no fix stands out.
    A fix keeps the first letter and the length within one: typos seldom touch either, and a
    compound or an inflection ("asterrassen", "acordeões") is not one."""
    words = common_words(language)
    if not words:
        return None
    if is_a_word(word):
        return swapped_common(word, language)
    limit = 2 if len(word) >= LONG_WORD else 1
    if vocabulary and (
        word_matches(plain(word), vocabulary)
        or process.extractOne(word, vocabulary, scorer=OSA.distance, score_cutoff=limit)
    ):
        return None
    found = [
        (distance, w)
        for w, distance, _ in process.extract(word, words, scorer=OSA.distance, score_cutoff=limit, limit=20)
        if w[0] == word[0] and abs(len(w) - len(word)) <= 1
    ]
    if not found:
        return None
    # the nearest by edits, the likeliest slips costing less ("removel" is "removal", not "removed");
    # two as near ("hourse": horse or house?) leave the word as written
    ranked = sorted(((distance, edit_cost(word, w)), w) for distance, w in found)
    if len(ranked) > 1 and ranked[0][0] == ranked[1][0]:
        return None
    best = ranked[0][1]
    return best if zipf_frequency(best, language) >= COMMON else None


def swapped_common(word: str, language: str) -> str | None:
    """The word a frequent misspelling of two swapped letters was meant to be ("recieved" is
    "received"): web text writes "recieved" often enough to be a word by frequency (Zipf 2.75),
    yet "received" is over a hundred times as frequent. Short words are left alone ("form"); a rare
    real word may be read as its swap ("untied" as "united"), a small cost in a visitor's question."""
    if len(word) < SWAP_LETTERS:
        return None
    swaps = {word[:i] + word[i + 1] + word[i] + word[i + 2 :] for i in range(len(word) - 1)} - {word}
    floor = zipf_frequency(word, language) + SWAP_GAP
    best = max(swaps, key=lambda w: zipf_frequency(w, language))
    return best if zipf_frequency(best, language) >= max(floor, COMMON) else None


VOWELS = frozenset("aeiouyàáâäèéêëìíîïòóôöùúûüåæøœ")


def edit_cost(word: str, other: str) -> float:
    """Edits from `word` to `other`; the slips typing makes most cost half: a vowel written for
    another, a doubled letter written once or a letter written twice ("lesons", "tastting")."""

    def doubled(text: str, k: int) -> bool:
        return (k > 0 and text[k - 1] == text[k]) or (k + 1 < len(text) and text[k + 1] == text[k])

    if swapped(word, other):
        return 0.5  # two neighbours typed in the wrong order is one slip ("pirce", "kosett")
    cost = 0.0
    for op, i, j in Levenshtein.editops(word, other):
        if op == "replace":
            cost += 0.5 if word[i] in VOWELS and other[j] in VOWELS else 1.0
        elif op == "insert":
            cost += 0.5 if doubled(other, j) else 1.0
        else:
            cost += 0.5 if doubled(word, i) else 1.0
    return cost


def swapped(word: str, other: str) -> bool:
    """Whether `other` is `word` with two neighbouring letters swapped."""
    if len(word) != len(other) or word == other:
        return False
    at = [k for k, (a, b) in enumerate(zip(word, other, strict=True)) if a != b]
    return len(at) == 2 and at[1] == at[0] + 1 and word[at[0]] == other[at[1]] and word[at[1]] == other[at[0]]


def corrected(question: str, language: str, vocabulary: frozenset[str]) -> str:
    """The question with each misspelt lower-case word replaced by the word it misspells."""
    if not language:
        return question

    def replaced(match: re.Match) -> str:
        word = match.group(0)
        if len(word) < MIN_LETTERS or plain(word) in vocabulary:
            return word
        return fix(word, language, vocabulary) or word

    return LOWER_WORD.sub(replaced, question)


EVIDENCE_WORD = re.compile(r"[^\W\d_]+")


def as_written(question: str, texts: list[str]) -> str:
    """The question with each misspelt word of the evidence written as the evidence writes it
    ("Liefrzeit" -> "Lieferzeit", "heilgenfigur" -> "Heiligenfigur"): a word no language has that
    one edit (a swap is one) separates from exactly one of the evidence's words, with the first
    letter kept; two edits are often another compound ("Hebammenpreis", "Hebammenpraxis"). Words are matched by their letters despite a typo; the question's vector
    is not (session 34: cosine to the delivery-time item 0.16 misspelt, 0.43 as written)."""
    forms: dict[str, dict[str, int]] = {}
    for text in texts:
        for match in EVIDENCE_WORD.finditer(text):
            word = match.group()
            counted = forms.setdefault(word.lower(), {})
            counted[word] = counted.get(word, 0) + 1
    known = [w for w in forms if len(w) >= MIN_LETTERS]

    def replaced(match: re.Match) -> str:
        word = match.group()
        lower = word.lower()
        if len(word) < MIN_LETTERS or lower in forms or is_a_word(lower):
            return word
        found = [
            (distance, w)
            for w, distance, _ in process.extract(lower, known, scorer=OSA.distance, score_cutoff=1, limit=5)
            if w[0] == lower[0] and not lower.startswith(w)  # "Celler" is of Celle, no typo of it
        ]
        if not found or (len(found) > 1 and found[0][0] == found[1][0]):
            return word
        counted = forms[found[0][1]]
        written = max(counted, key=counted.get)
        return written[0].upper() + written[1:] if word[0].isupper() else written

    return EVIDENCE_WORD.sub(replaced, question)


def spelling_warm_up() -> None:
    """Load the frequency lists a first misspelt word would wait for (~1.2 s; `twinsite.asgi`)."""
    fix("wheelchiar", "en")
