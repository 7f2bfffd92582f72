"""Checks on what the model wrote, besides its citations: nothing private reaches the visitor.

A released sentence may not hold a payment card or account number, an e-mail address other than
the published contact, a phone number, or text from an unpublished knowledge document.

`output_problem` is pure; `output_check` builds it for one turn from what the caller says the
owner publishes (the contact address and phone numbers) and what only unpublished documents say
(`PrivateText`, read from the knowledge folder by `knowledge.unpublished`).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import cached_property, partial

from safety import guards

OutputCheck = Callable[[str], str | None]  # a sentence -> why it may not reach the visitor, or None
SHINGLE_WORDS = 8  # eight words in a row that only an unpublished document has are no coincidence
SHORT_SENTENCE_WORDS = 5  # a shorter private sentence than a shingle still counts from this length
NAME_LETTERS = 4
EMAIL = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")
# International (+31 6 1234 5678, 0044 20 ...) or national with a trunk 0 (020-123 4567, (06) 12345678).
# Years, ranges and amounts never start with + or 0, so "2020-2021" and "96,000" are no phones.
PHONE = re.compile(
    r"(?<![\w+])(?:\+|00)[1-9]\d{0,2}(?:[ .\-/]{0,2}\(?\d+\)?){2,7}"
    r"|(?<![\w.,])\(?0\d{1,4}\)?(?:[ .\-/]{0,2}\d{2,5}){1,4}(?![\w%])"
)
WORD = re.compile(r"\w+")
NAME = re.compile(r"[^\W\d_]+")


def _plain(text: str) -> str:
    if text.isascii():  # no accents to strip (most answers): same result, a fraction of the time
        return text.casefold()
    text = unicodedata.normalize("NFKD", text.casefold())
    return "".join(c for c in text if not unicodedata.combining(c))


def plain_words(text: str) -> list[str]:
    """Lower case, accents off, punctuation and Markdown gone: "Ada's **home**" -> ada, s, home."""
    return WORD.findall(_plain(text))


def _ngrams(words: list[str], n: int) -> Iterable[tuple[str, ...]]:
    return (tuple(words[i : i + n]) for i in range(len(words) - n + 1))


def phone_numbers(text: str) -> list[str]:
    """The digits of each phone-shaped number in `text`."""
    found = []
    for match in PHONE.finditer(text):
        digits = re.sub(r"\D", "", match.group())
        international = match.group().lstrip("(").startswith(("+", "00"))
        if (8 if international else 9) <= len(digits) <= 15:
            found.append(digits)
    return found


@dataclass(frozen=True)
class PrivateText:
    """What of the unpublished documents no published one says too."""

    shingles: frozenset[tuple[str, ...]] = frozenset()  # SHINGLE_WORDS-word runs
    sentences: frozenset[tuple[str, ...]] = frozenset()  # whole sentences shorter than a shingle
    names: frozenset[str] = frozenset()  # capitalised words mid-sentence: people, streets, pets
    emails: frozenset[str] = frozenset()

    @classmethod
    def from_texts(cls, *, private: Iterable[str], published: Iterable[str]) -> PrivateText:
        public_words: set[str] = set()
        public_runs: set[tuple[str, ...]] = set()
        public_emails: set[str] = set()
        for text in published:
            public_emails.update(email.casefold() for email in EMAIL.findall(text))
            words = plain_words(text)
            public_words.update(words)
            for n in range(SHORT_SENTENCE_WORDS, SHINGLE_WORDS + 1):
                public_runs.update(_ngrams(words, n))
        shingles, sentences, names, emails = set(), set(), set(), set()
        for text in private:
            shingles.update(_ngrams(plain_words(text), SHINGLE_WORDS))
            for sentence in re.split(r"(?<=[.!?])\s+|\n+", text):
                words = plain_words(sentence)
                if SHORT_SENTENCE_WORDS <= len(words) < SHINGLE_WORDS:
                    sentences.add(tuple(words))
            names.update(_names(text))
            emails.update(email.casefold() for email in EMAIL.findall(text))
        return cls(
            shingles=frozenset(shingles - public_runs),
            sentences=frozenset(sentences - public_runs),
            names=frozenset(name for name in names if name not in public_words),
            emails=frozenset(emails - public_emails),
        )

    def found_in(self, text: str) -> bool:
        words = plain_words(text)
        if any(word in self.names for word in words):
            return True
        # Only where a private run could start (its first word): a tuple per match, not per position.
        runs, starts = self._runs
        return any(
            tuple(words[i : i + n]) in runs
            for i, word in enumerate(words)
            for n in starts.get(word, ())
            if i + n <= len(words)
        )

    @cached_property
    def _runs(self) -> tuple[frozenset[tuple[str, ...]], dict[str, frozenset[int]]]:
        """The shingles and short sentences together, and the lengths of those each word starts."""
        runs = self.shingles | self.sentences
        starts: dict[str, set[int]] = {}
        for run in runs:
            starts.setdefault(run[0], set()).add(len(run))
        return runs, {word: frozenset(lengths) for word, lengths in starts.items()}


def _names(text: str) -> set[str]:
    """Capitalised words that don't open a sentence: a crude but model-free proper-noun finder."""
    found = set()
    for match in NAME.finditer(text):
        word = match.group()
        before = text[: match.start()].rstrip(" \t*_\"'(")
        if len(word) >= NAME_LETTERS and word[0].isupper() and before and before[-1] not in ".!?\n#-+|)":
            found.add(_plain(word))
    return found


def output_problem(
    text: str,
    *,
    allowed_emails: set[str] | frozenset[str],
    private_snippets: PrivateText,
    allowed_phones: set[str] | frozenset[str] = frozenset(),
) -> str | None:
    """Why `text` may not reach the visitor (`output:<kind>`), or None when it may."""
    if guards.payment_card(text):
        return "output:card"
    if guards.bank_account(text):
        return "output:account"
    allowed = {email.casefold() for email in allowed_emails}
    for email in EMAIL.findall(text):
        if email.casefold() not in allowed or email.casefold() in private_snippets.emails:
            return "output:email"
    if any(digits not in allowed_phones for digits in phone_numbers(text)):
        return "output:phone"
    if private_snippets.found_in(text):
        return "output:private_text"
    return None


# --- For one turn: the published contact, the visitor's own address, the unpublished documents ----


def output_check(
    *,
    question: str = "",
    contact: str = "",
    phones: frozenset[str] = frozenset(),
    private: PrivateText = PrivateText(),
) -> OutputCheck:
    """`output_problem` for one turn. `contact` and `phones` are what the owner publishes
    (`chat.selectors.published_contact`), `private` what only unpublished documents say
    (`knowledge.unpublished.private_text`).

    The visitor's own e-mail address may come back to them (a drafted message names it), unless an
    unpublished document holds it: repeating that would confirm a private address.
    """
    return partial(
        output_problem,
        allowed_emails=frozenset({contact, *EMAIL.findall(question)} - {""}),
        private_snippets=private,
        allowed_phones=phones,
    )
