"""The hook input guards plug into. Each guard is plain Python (no model), named, and fails closed.

A guard takes the visitor's trimmed message and returns a `GuardHit` or None. `screen` runs them in
order; a guard that raises refuses the message rather than letting it through unchecked.

The text guards match `normalise(message)` and the decoded text of any base64, hex or %-encoded blob
in it, so "1gn0r3", "i g n o r e", Cyrillic look-alikes and zero-width characters change nothing.
The number guards check digit runs arithmetically (Luhn, IBAN mod-97; `chat.account_numbers`), so a
year, a phone number or an order number that fails Luhn passes. The patterns themselves live in
`chat.guard_patterns`.
"""

from __future__ import annotations

import base64
import binascii
import logging
import re
import unicodedata
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from urllib.parse import unquote

from chat import guard_patterns as patterns
from chat.account_numbers import (
    ACCOUNT,
    CVV,
    DIGIT_RUN,
    EMAIL,
    card_numbers,
    iban_candidates,
    iban_valid,
    mask_digits,
)

logger = logging.getLogger(__name__)


@dataclass(frozen=True)
class GuardHit:
    guard: str  # lands in guard_incidents
    rule: str  # which pattern or check fired
    reason: str  # the refusal reason the visitor's `done` event carries


InputGuard = Callable[[str], "GuardHit | None"]


# --- Normalisation --------------------------------------------------------------------------------


def _expand(pattern: str) -> str:
    """The notation of `chat.guard_patterns`: a space is whitespace, `<...>` are shared fragments."""
    pattern = pattern.replace(" ?", r"\s*").replace(" ", r"\s+")
    words = r"[\w'-]+\s+"
    fragments = {
        "<imp>": patterns.IMPERATIVE_FRAME,
        # Off-topic requests also follow "and"/"then" ("ignore Mara and write a sonnet"); tool and
        # injection rules don't, so "did she design X and run the scripts?" stays a question.
        "<impc>": rf"(?:{patterns.IMPERATIVE_FRAME}|\b(?:and|then|en|dan|und|dann|y|luego|et|puis) )",
        "<wx3>": rf"(?:(?!(?:{patterns.ABOUT_WORDS})\b){words}){{0,3}}?",
        "<wn4>": rf"(?:(?!(?:of|about|from|by|her|his|she|{patterns.OWNER})\b){words}){{0,4}}?",
    }
    for n in range(1, 7):
        fragments[f"<w{n}>"] = rf"(?:{words}){{0,{n}}}?"
    for name, fragment in fragments.items():
        pattern = pattern.replace(name, fragment)
    return pattern


@dataclass(frozen=True)
class RuleSet:
    """One compiled regex per rule. CPython's engine skips ahead on each pattern's literal prefix,
    which makes this about twice as fast as one alternation of all the rules (bench/guards.py)."""

    rules: tuple[tuple[str, re.Pattern[str]], ...]

    @classmethod
    def compile(cls, rules: list[tuple[str, str]]) -> RuleSet:
        compiled = []
        for name, pattern in rules:
            regex = re.compile(_expand(pattern))
            if regex.groups:
                raise ValueError(f"{name}: use (?:...) only; the rules carry no captures")
            compiled.append((name, regex))
        return cls(rules=tuple(compiled))

    def finditer(self, text: str) -> Iterator[tuple[str, re.Match[str]]]:
        for name, regex in self.rules:
            for match in regex.finditer(text):
                yield name, match


_INVISIBLE = set(patterns.INVISIBLE)
_DROP_CATEGORIES = {"Cf", "Mn", "Me", "Cc"}
_CONFUSABLES = str.maketrans(
    {**patterns.CONFUSABLES, **{chr(zero + n): str(n) for zero in (0x660, 0x6F0, 0x966) for n in range(10)}}
)
_INTRAWORD_SYMBOLS = re.compile(r"(?<=[a-z0-9])[*|~^`·•]+(?=[a-z0-9])")
_SPACED_LETTERS = re.compile(r"(?<!\w)(?:[^\W_][ .\-_*|/·•]){2,}[^\W_](?!\w)")
_SPACES = re.compile(r"[^\S\n]+")
_LEET_TOKEN = re.compile(r"[a-z0-9$]*[0-9$][a-z0-9$]*")
_LONG_TOKEN = re.compile(r"[a-z]{20,}")
_LEET = str.maketrans({**patterns.LEET, "$": "s"})


def _vocabulary() -> frozenset[str]:
    """Words the patterns know, to split "ignoreallpreviousinstructions" back into words."""
    sources = [pattern for rules in _ALL_RULES for _rule, pattern in rules]
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


def _fold(text: str) -> str:
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
    return _normalise_folded(_fold(text))


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


_last: tuple[str, Prepared] | None = None
_LETTER_ONE = re.compile(r"[a-z]1|1[a-z]")
_HYPHENATED = re.compile(r"(?<=[a-z])-(?=[a-z])")


def prepare(message: str) -> Prepared:
    global _last
    last = _last  # one slot: `screen` runs every guard on the same message in a row
    if last is not None and last[0] == message:
        return last[1]
    text_views, plain_views, unhyphenated = [], [], []
    sources = [("", message)] + [(f"{kind}:", text) for kind, text in decoded_blobs(_fold_keep_case(message))]
    for prefix, source in sources:
        folded = _fold(source)
        text_views.append((prefix, _normalise_folded(folded)))
        if _LETTER_ONE.search(folded):
            text_views.append((prefix, _normalise_folded(folded.replace("1", "l"))))  # "a11" is "all"
        plain_views.append((prefix, folded))
        if _HYPHENATED.search(folded):
            unhyphenated.append((prefix, _normalise_folded(_HYPHENATED.sub("", folded))))
    prepared = Prepared(
        text_views=tuple(text_views), plain_views=tuple(plain_views), unhyphenated=tuple(unhyphenated)
    )
    _last = (message, prepared)
    return prepared


def _fold_keep_case(text: str) -> str:
    return _strip_invisible(unicodedata.normalize("NFKC", text))


# --- The guards --------------------------------------------------------------------------------------

_INJECTION = RuleSet.compile(patterns.INJECTION_RULES)
_EXTRACTION = RuleSet.compile(patterns.EXTRACTION_RULES)
_TOOLS = RuleSet.compile(patterns.TOOL_RULES)
_OFF_TOPIC = RuleSet.compile(patterns.OFF_TOPIC_RULES)
_PRIVATE = RuleSet.compile(patterns.PRIVATE_RULES)
_OWNER_FRAMING = re.compile(_expand(patterns.OWNER_FRAMING))
_URL = re.compile(patterns.URL)
_URL_FETCH = re.compile(_expand(patterns.URL_FETCH))
_URL_INTERNAL = re.compile(patterns.URL_INTERNAL)
_URL_SCHEME_ALWAYS = re.compile(patterns.URL_SCHEME_ALWAYS)
_ALL_RULES = (
    patterns.INJECTION_RULES,
    patterns.EXTRACTION_RULES,
    patterns.TOOL_RULES,
    patterns.OFF_TOPIC_RULES,
)
_VOCABULARY = _vocabulary()


def _first(
    message: str, rules: RuleSet, guard: str, reason: str, *, unhyphenated: bool = False
) -> GuardHit | None:
    prepared = prepare(message)
    views = prepared.text_views + prepared.unhyphenated if unhyphenated else prepared.text_views
    for prefix, text in views:
        for rule, _match in rules.finditer(text):
            return GuardHit(guard=guard, rule=prefix + rule, reason=reason)
    return None


def injection_markers(message: str) -> GuardHit | None:
    """Prompt-injection and jailbreak phrasing: "ignore previous instructions", "you are now DAN"."""
    return _first(message, _INJECTION, "injection_markers", "injection", unhyphenated=True)


def prompt_extraction(message: str) -> GuardHit | None:
    """Attempts to read the system prompt, hidden instructions or the site's secrets."""
    return _first(message, _EXTRACTION, "prompt_extraction", "injection", unhyphenated=True)


def _url_hit(text: str) -> str | None:
    for match in _URL.finditer(text):
        url = match.group()
        host = re.sub(r"^[a-z]+://", "", url).split("/")[0].split(":")[0]
        if any(host == own or host.endswith("." + own) for own in patterns.OWN_HOSTS):
            continue
        if _URL_SCHEME_ALWAYS.match(url):
            return "url:scheme"
        if _URL_INTERNAL.match(url):
            return "url:internal"
        before = text[max(0, match.start() - 50) : match.start()]
        after = text[match.end() : match.end() + 12]
        if _URL_FETCH.search(before) or re.match(r"\W{0,3}(?:say|says|contain|contains)\b", after):
            return "url:fetch"
        if len(text) - len(url) < 12:
            return "url:bare"  # a link with no question about the owner is a request to open it
    return None


def tool_abuse(message: str) -> GuardHit | None:
    """Requests for a shell, code execution, web search, the site's tools, or fetching a URL."""
    hit = _first(message, _TOOLS, "tool_abuse", "injection")
    if hit:
        return hit
    for prefix, text in prepare(message).plain_views:
        rule = _url_hit(text)
        if rule:
            return GuardHit(guard="tool_abuse", rule=prefix + rule, reason="injection")
    return None


def payment_card(message: str) -> GuardHit | None:
    """A Luhn-valid 13-19 digit number in a real issuer range, or a card security code."""
    for prefix, text in prepare(message).plain_views:
        if next(card_numbers(text), None):
            return GuardHit(guard="payment_card", rule=prefix + "luhn", reason="sensitive_data")
        if CVV.search(text):
            return GuardHit(guard="payment_card", rule=prefix + "cvv", reason="sensitive_data")
    return None


def bank_account(message: str) -> GuardHit | None:
    """An IBAN whose mod-97 checksum holds, or a number right next to "account number" and kin."""
    for prefix, text in prepare(message).plain_views:
        if any(iban_valid(compact) for _s, _e, compact in iban_candidates(text)):
            return GuardHit(guard="bank_account", rule=prefix + "iban", reason="sensitive_data")
        if ACCOUNT.search(text):
            return GuardHit(guard="bank_account", rule=prefix + "account_number", reason="sensitive_data")
    return None


def private_data(message: str) -> GuardHit | None:
    """The owner's private life: home address, phone, private e-mail, pay, family, health, age."""
    return _first(message, _PRIVATE, "private_data", "private")


def _sentence(text: str, match: re.Match[str]) -> str:
    start = max(text.rfind(c, 0, match.start()) for c in ".!?\n") + 1
    ends = [i for i in (text.find(c, match.end()) for c in ".!?\n") if i != -1]
    return text[start : min(ends, default=len(text))]


def off_topic_work(message: str) -> GuardHit | None:
    """Work for the visitor (code, homework, translation, poems) and general knowledge.

    A sentence framed as a question about the owner ("can she write Go?") is exempt.
    """
    for prefix, text in prepare(message).text_views:
        for rule, match in _OFF_TOPIC.finditer(text):
            if not _OWNER_FRAMING.search(_sentence(text, match)):
                return GuardHit(guard="off_topic_work", rule=prefix + rule, reason="off_topic")
    return None


INPUT_GUARDS: list[InputGuard] = [
    injection_markers,
    prompt_extraction,
    tool_abuse,
    payment_card,
    bank_account,
    private_data,
    off_topic_work,
]


def screen(message: str, guards: list[InputGuard] | None = None) -> GuardHit | None:
    for guard in INPUT_GUARDS if guards is None else guards:
        try:
            hit = guard(message)
        except Exception:
            logger.exception("input guard raised; refusing", extra={"guard": getattr(guard, "__name__", "?")})
            return GuardHit(guard=getattr(guard, "__name__", "unknown"), rule="raised", reason="guard_error")
        if hit:
            return hit
    return None


# --- Masking for the incident log ---------------------------------------------------------------------


def mask_sensitive(text: str) -> str:
    """The message with card, account and ID numbers and e-mail addresses masked, for storing."""
    text = _fold_keep_case(text)
    for start, end, compact in sorted(iban_candidates(text), reverse=True):
        text = f"{text[:start]}[iban {compact[:2]}** ****]{text[end:]}"
    text = EMAIL.sub("[email]", text)
    return DIGIT_RUN.sub(mask_digits, text)
