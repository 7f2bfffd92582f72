"""How the input guards read a message: every way an attacker could dress up "ignore".

`normalise` folds fullwidth, Cyrillic look-alikes, zero-width characters, spaced-out letters,
leetspeak and glued words ("ignoreallpreviousinstructions") back to plain lowercase words, which is
what the marker patterns (`safety.patterns`) match. `decoded_blobs` reads base64, hex and
%-encoded text inside a message; `safety.decoding` what else it hides (tag characters, reversed
text, ROT13, comments). `prepare` does all of it once per message for every guard.
"""

from __future__ import annotations

import base64
import binascii
import re
import unicodedata
from collections.abc import Iterator
from dataclasses import dataclass
from functools import lru_cache
from urllib.parse import unquote

from safety.decoding import hidden_views
from safety.patterns import characters, extraction, injection, off_topic, tools
from safety.patterns.notation import expand


@dataclass(frozen=True)
class RuleSet:
    """One compiled regex per rule. CPython's engine skips ahead on each pattern's literal prefix,
    which makes this about twice as fast as one alternation of all the rules (bench/guards.py)."""

    rules: tuple[tuple[str, re.Pattern[str]], ...]

    @classmethod
    def compile(cls, rules: list[tuple[str, str]]) -> RuleSet:
        compiled = []
        for name, pattern in rules:
            regex = re.compile(expand(pattern))
            if regex.groups:
                raise ValueError(f"{name}: use (?:...) only; the rules carry no captures")
            compiled.append((name, regex))
        return cls(rules=tuple(compiled))

    def finditer(self, text: str) -> Iterator[tuple[str, re.Match[str]]]:
        for name, regex in self.rules:
            for match in regex.finditer(text):
                yield name, match


_INVISIBLE = set(characters.INVISIBLE)
_DROP_CATEGORIES = {"Cf", "Mn", "Me", "Cc"}
_CONFUSABLES = str.maketrans(
    {**characters.CONFUSABLES, **{chr(zero + n): str(n) for zero in (0x660, 0x6F0, 0x966) for n in range(10)}}
)
_INTRAWORD_SYMBOLS = re.compile(r"(?<=[a-z0-9])[*|~^`·•]+(?=[a-z0-9])")
_SPACED_LETTERS = re.compile(r"(?<!\w)(?:[^\W_][ .\-_*|/·•]){2,}[^\W_](?!\w)")
_SPACES = re.compile(r"[^\S\n]+")
_LEET_TOKEN = re.compile(r"[a-z0-9$]*[0-9$][a-z0-9$]*")
_LONG_TOKEN = re.compile(r"[a-z]{20,}")
_LEET = str.maketrans({**characters.LEET, "$": "s"})


def _vocabulary() -> frozenset[str]:
    """Words the patterns know, to split "ignoreallpreviousinstructions" back into words."""
    rule_lists = (
        injection.INJECTION_RULES,
        extraction.EXTRACTION_RULES,
        tools.TOOL_RULES,
        off_topic.OFF_TOPIC_RULES,
    )
    sources = [pattern for rules in rule_lists for _rule, pattern in rules]
    words = set()
    for word in re.findall(r"[a-z]{2,}", " ".join(sources)):
        words.update({word, word + "e", word + "en", word + "s", word + "es", word + "z"})
    words.update({"a", "i"})
    return frozenset(words)


def _segment(token: str, vocabulary: frozenset[str]) -> str | None:
    """Fewest-words split of a glued token into known words, or None when some part is unknown."""
    n = len(token)
    words_to = [0] + [n + 1] * n  # fewest words covering token[:i]; n + 1 means not possible
    start_of = [0] * (n + 1)
    for end in range(1, n + 1):
        for start in range(max(0, end - 20), end):
            if words_to[start] + 1 < words_to[end] and token[start:end] in vocabulary:
                words_to[end], start_of[end] = words_to[start] + 1, start
    if words_to[n] > n or n < 3.5 * words_to[n]:
        return None  # unknown pieces, or so many short words that it is a guess
    words, end = [], n
    while end:
        words.append(token[start_of[end] : end])
        end = start_of[end]
    return " ".join(reversed(words))


def _strip_invisible(text: str) -> str:
    if text.isascii():
        return "".join(c for c in text if c.isprintable() or c in "\n\t") if not text.isprintable() else text
    return "".join(
        c
        for c in text
        if c in "\n\t" or (unicodedata.category(c) not in _DROP_CATEGORIES and c not in _INVISIBLE)
    )


def fold(text: str) -> str:
    """NFKC, casefold, look-alikes to Latin, diacritics and invisible characters gone."""
    if text.isascii():
        return _strip_invisible(text).lower()
    text = unicodedata.normalize("NFKC", text).casefold().translate(_CONFUSABLES)
    return _strip_invisible(unicodedata.normalize("NFKD", text))


def _unleet(match: re.Match[str]) -> str:
    token = match.group()
    body = token.rstrip("0123456789")
    if sum(c.isalpha() for c in token) < 2 or body == re.sub(r"[0-9$]", "", body):
        return token  # "python3", "ipv4", "p95", "2024": digits only at the end, or no word at all
    suffix = token[len(body) :]
    return body.translate(_LEET) + (suffix.translate(_LEET) if len(suffix) == 1 else suffix)


def _join_spaced(match: re.Match[str]) -> str:
    joined = re.sub(r"[ .\-_*|/·•]", "", match.group())
    return _segment(joined, _VOCABULARY) or joined


def _resegment(match: re.Match[str]) -> str:
    return _segment(match.group(), _VOCABULARY) or match.group()


def normalise(text: str) -> str:
    """The text the marker patterns see: fullwidth, Cyrillic, spaced-out or leetspeak "ignore" reads "ignore"."""
    return _normalise_folded(fold(text))


def _normalise_folded(text: str) -> str:
    text = _INTRAWORD_SYMBOLS.sub("", text)
    text = _SPACED_LETTERS.sub(_join_spaced, text)
    text = _LEET_TOKEN.sub(_unleet, text)
    text = _LONG_TOKEN.sub(_resegment, text)
    return _SPACES.sub(" ", text).strip()


# --- Encoded blobs ---------------------------------------------------------------------------------

_BASE64 = re.compile(r"(?<![A-Za-z0-9+/=_-])[A-Za-z0-9+/_-]{16,}={0,2}(?![A-Za-z0-9+/=_-])")
_HEX = re.compile(
    r"(?<![0-9A-Fa-f])(?:0x)?(?:[0-9A-Fa-f]{2}[\s:]?){12,}(?![0-9A-Fa-f])|(?:\\x[0-9A-Fa-f]{2}){8,}"
)
_PERCENT = re.compile(r"(?:%[0-9A-Fa-f]{2}[^%\s]{0,3}){6,}")
MAX_BLOBS = 8


def _readable(data: bytes) -> str | None:
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        return None
    printable = sum(c.isprintable() or c in "\n\t" for c in text)
    if len(text) < 6 or printable < 0.9 * len(text) or not re.search(r"[^\W\d_]{2,}\s", text + " "):
        return None
    return text


def decoded_blobs(text: str, depth: int = 2) -> list[tuple[str, str]]:
    """(kind, decoded text) for each base64, hex or %-encoded blob that decodes to readable text."""
    found: list[tuple[str, str]] = []
    for blob in _BASE64.findall(text)[:MAX_BLOBS]:
        raw = blob.rstrip("=").replace("-", "+").replace("_", "/")
        try:
            decoded = _readable(base64.b64decode(raw + "=" * (-len(raw) % 4), validate=True))
        except (binascii.Error, ValueError):
            decoded = None
        if decoded:
            found.append(("base64", decoded))
    for blob in _HEX.findall(text)[:MAX_BLOBS]:
        digits = re.sub(r"\\x|0x|[\s:]", "", blob)
        decoded = _readable(bytes.fromhex(digits[: len(digits) // 2 * 2]))
        if decoded:
            found.append(("hex", decoded))
    for blob in _PERCENT.findall(text)[:MAX_BLOBS]:
        decoded = unquote(blob)
        if decoded != blob:
            found.append(("percent", decoded))
    if depth > 1:
        found += [
            (f"{kind}:{inner}", t) for kind, blob in found for inner, t in decoded_blobs(blob, depth - 1)
        ]
    return found


@dataclass(frozen=True)
class Prepared:
    """A message read every way the guards need, once per message rather than once per guard."""

    text_views: tuple[tuple[str, str], ...]  # (rule prefix, normalised text) for the marker patterns
    plain_views: tuple[tuple[str, str], ...]  # (rule prefix, folded text, digits intact) for numbers
    # "ig-nore pre-vious" with the hyphens out; only for the injection markers, since French needs
    # its hyphens ("peut-elle", "montre-moi") and "e-mail" is no marker.
    unhyphenated: tuple[tuple[str, str], ...]
    sources: tuple[tuple[str, str], ...]  # (rule prefix, text as written): the message and what it hides


_LETTER_ONE = re.compile(r"[a-z]1|1[a-z]")
_HYPHENATED = re.compile(r"(?<=[a-z])-(?=[a-z])")


@lru_cache(maxsize=4)  # `screen` runs every guard on the same few texts in a row
def prepare(message: str) -> Prepared:
    text_views, unhyphenated = [], []
    sources, plain = message_sources(message), plain_views(message)
    for (prefix, _source), (_prefix, folded) in zip(sources, plain, strict=True):
        text_views.append((prefix, _normalise_folded(folded)))
        if _LETTER_ONE.search(folded):
            text_views.append((prefix, _normalise_folded(folded.replace("1", "l"))))  # "a11" is "all"
        if _HYPHENATED.search(folded):
            unhyphenated.append((prefix, _normalise_folded(_HYPHENATED.sub("", folded))))
    return Prepared(
        text_views=tuple(text_views),
        plain_views=plain,
        unhyphenated=tuple(unhyphenated),
        sources=sources,
    )


@lru_cache(maxsize=4)
def message_sources(message: str) -> tuple[tuple[str, str], ...]:
    """`Prepared.sources`: the message and what it hides."""
    sources = [("", message)] + [(f"{kind}:", text) for kind, text in decoded_blobs(fold_keep_case(message))]
    sources += [(f"{kind}:", text) for kind, text in hidden_views(message)]
    return tuple(sources)


def prepared_forget() -> None:
    """Empty the caches of `prepare` (for benchmarks that time it cold)."""
    for cached in (prepare, message_sources, plain_views):
        cached.cache_clear()


@lru_cache(maxsize=4)
def plain_views(message: str) -> tuple[tuple[str, str], ...]:
    """`Prepared.plain_views` alone, for the checks that read numbers (cards, accounts, URLs): the
    output checks run those on every released sentence, and the marker views cost as much again."""
    return tuple((prefix, fold(source)) for prefix, source in message_sources(message))


def fold_keep_case(text: str) -> str:
    return _strip_invisible(unicodedata.normalize("NFKC", text))


_VOCABULARY = _vocabulary()
