"""The input guards: each is plain Python (no model), named, and fails closed.

A guard takes the visitor's trimmed message and returns a `GuardHit` or None. `screen` runs them in
order; a guard that raises refuses the message rather than letting it through unchecked. To add a
guard, write one here (its patterns in `safety.patterns`) and list it in `INPUT_GUARDS`.

The text guards match `normalise(message)` and the decoded text of any base64, hex or %-encoded blob
in it (`safety.normalise`), so "1gn0r3", "i g n o r e", Cyrillic look-alikes and zero-width
characters change nothing. The number guards check digit runs arithmetically (Luhn, IBAN mod-97;
`safety.account_numbers`), so a year, a phone number or an order number that fails Luhn passes.
"""

from __future__ import annotations

import functools
import logging
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import StrEnum

from safety.account_numbers import ACCOUNT, CVV, card_numbers, iban_candidates, iban_valid
from safety.learned import Embed, attack_score, guard_model
from safety.normalise import RuleSet, fold, fold_keep_case, normalise, plain_views, prepare
from safety.owner import SiteOwner
from safety.patterns import (
    delegation,
    embedded,
    exfiltration,
    extraction,
    injection,
    off_topic,
    private,
    threads,
    tools,
)
from safety.patterns.notation import expand

logger = logging.getLogger(__name__)


class GuardReason(StrEnum):
    """Why a guard refuses: the reason the visitor's `done` event carries (chat's `Reason` has each)."""

    INJECTION = "injection"
    SENSITIVE_DATA = "sensitive_data"
    PRIVATE = "private"
    OFF_TOPIC = "off_topic"
    GUARD_ERROR = "guard_error"


@dataclass(frozen=True)
class GuardHit:
    guard: str  # lands in guard_incidents
    rule: str  # which pattern or check fired
    reason: GuardReason


InputGuard = Callable[[str], "GuardHit | None"]

_INJECTION = RuleSet.compile(injection.INJECTION_RULES + threads.THREAD_TEXT_RULES)
_EMBEDDED = RuleSet.compile(embedded.EMBEDDED_RULES)
_EMBEDDED_KINDS = ("markup:", "embedded:")
_EXTRACTION = RuleSet.compile(
    extraction.EXTRACTION_RULES + exfiltration.OTHER_VISITOR_RULES + exfiltration.SECRET_RULES
)
_TOOLS = RuleSet.compile(tools.TOOL_RULES + delegation.DELEGATION_RULES)
_OFF_TOPIC = RuleSet.compile(off_topic.OFF_TOPIC_RULES + off_topic.ADVICE_RULES)
_PRIVATE = RuleSet.compile(private.PRIVATE_RULES + exfiltration.PERSONAL_RULES)
_OWNER_FRAMING = re.compile(expand(off_topic.OWNER_FRAMING))
_URL = re.compile(tools.URL)
_URL_FETCH = re.compile(expand(tools.URL_FETCH))
_URL_INTERNAL = re.compile(tools.URL_INTERNAL)
_URL_SCHEME_ALWAYS = re.compile(tools.URL_SCHEME_ALWAYS)


def _first(
    message: str, rules: RuleSet, guard: str, reason: GuardReason, *, unhyphenated: bool = False
) -> GuardHit | None:
    prepared = prepare(message)
    views = prepared.text_views + prepared.unhyphenated if unhyphenated else prepared.text_views
    for prefix, text in views:
        for rule, _match in rules.finditer(text):
            return GuardHit(guard=guard, rule=prefix + rule, reason=reason)
    return None


_ON_TOPIC_ROLE = re.compile(injection.ON_TOPIC_ROLE)
_ON_TOPIC_WORK = re.compile(injection.ON_TOPIC_WORK)
_JAILBREAK_CUES = re.compile(injection.JAILBREAK_CUES)
_EXPLAINING = re.compile(
    r"\b(?:explain\w*|tell me how|walk me through|show me how|describe|leg\w* uit|uitleggen|vertel|"
    r"erklar\w*|erzahl\w*|beschreib\w*|explique\w*|expliquer|raconte\w*|decri\w*|explica\w*|cuenta\w*|"
    r"spiega\w*|racconta\w*|conta|grill me|convince|convence\w*|overtuig\w*|uberzeug\w*|practi[cs]e|"
    r"oefen\w*|ube|uben|ubt|m'entrainer|practico|practicar)\b|"
    # the owner giving a talk, a lesson or a tour of their work (session 17: a class of eight-year-olds)
    r"\b(?:giv(?:e|es|ing) (?:a|an|us a|me a) (?:[\w-]+ ){0,2}(?:talk|lesson|tour|presentation)|"
    r"(?:geef|geeft|geven) (?:\w+ ){0,2}(?:een )?(?:\w+ )?(?:les|rondleiding|presentatie|lezing)|"
    r"(?:halt|halte|halten|gib|gibt|geben) (?:\w+ ){0,2}(?:einen|eine) (?:\w+ )?(?:vortrag|rundgang|fuhrung|"
    r"unterrichtsstunde)|(?:fais|fait|faire|donne|donner) (?:\w+ ){0,2}(?:une|la) (?:\w+ )?(?:visite|presentation|"
    r"lecon|conference)|(?:da|dar|haz|hacer) (?:\w+ ){0,2}(?:una|la) (?:\w+ )?(?:charla|visita|clase|"
    r"presentacion))\b"
)
_QUOTED = re.compile(injection.QUOTED)
_QUOTED_WORK = re.compile(injection.QUOTED_WORK)


def _on_topic(rule: str, text: str, match: re.Match[str]) -> bool:
    """A persona rule inside recruiter-style role-play, or an override phrase quoted as the title of
    the owner's work: questions the site answers (see `safety.patterns.injection`)."""
    kind = rule.rsplit(":", 1)[-1]
    if kind in injection.PERSONA_RULES:
        on_topic = (
            _ON_TOPIC_ROLE.search(_sentence(text, match))
            or _ON_TOPIC_WORK.search(text)
            or _EXPLAINING.search(text)
        )
        return bool(on_topic) and not _JAILBREAK_CUES.search(
            text[: match.start()] + " " + text[match.end() :]
        )
    if kind == "ignore_previous" and _QUOTED_WORK.search(text):
        return any(q.start() <= match.start() and match.end() <= q.end() for q in _QUOTED.finditer(text))
    return False


def injection_markers(message: str) -> GuardHit | None:
    """Prompt-injection and jailbreak phrasing: "ignore previous instructions", "you are now DAN"."""
    prepared = prepare(message)
    for prefix, text in prepared.text_views + prepared.unhyphenated:
        for rule, match in _INJECTION.finditer(text):
            if not _on_topic(rule, text, match):
                return GuardHit(guard="injection_markers", rule=prefix + rule, reason=GuardReason.INJECTION)
    for prefix, text in prepared.text_views:
        if prefix.startswith(_EMBEDDED_KINDS):
            for rule, _match in _EMBEDDED.finditer(text):
                return GuardHit(guard="injection_markers", rule=prefix + rule, reason=GuardReason.INJECTION)
    return None


def prompt_extraction(message: str) -> GuardHit | None:
    """Attempts to read the system prompt, hidden instructions or the site's secrets."""
    return _first(message, _EXTRACTION, "prompt_extraction", GuardReason.INJECTION, unhyphenated=True)


def _url_hit(text: str) -> str | None:
    for match in _URL.finditer(text):
        url = match.group()
        if text[max(0, match.start() - 1) : match.start()] == "@":
            continue  # the domain of an e-mail address ("my email is hb@student.example"): no link
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
    hit = _first(message, _TOOLS, "tool_abuse", GuardReason.INJECTION)
    if hit:
        return hit
    for prefix, text in plain_views(message):
        rule = _url_hit(text)
        if rule:
            return GuardHit(guard="tool_abuse", rule=prefix + rule, reason=GuardReason.INJECTION)
    return None


def payment_card(message: str) -> GuardHit | None:
    """A Luhn-valid 13-19 digit number in a real issuer range, or a card security code."""
    for prefix, text in plain_views(message):
        if next(card_numbers(text), None):
            return GuardHit(guard="payment_card", rule=prefix + "luhn", reason=GuardReason.SENSITIVE_DATA)
        if CVV.search(text):
            return GuardHit(guard="payment_card", rule=prefix + "cvv", reason=GuardReason.SENSITIVE_DATA)
    return None


def bank_account(message: str) -> GuardHit | None:
    """An IBAN whose mod-97 checksum holds, or a number right next to "account number" and kin."""
    for prefix, text in plain_views(message):
        if any(iban_valid(compact) for _s, _e, compact in iban_candidates(text)):
            return GuardHit(guard="bank_account", rule=prefix + "iban", reason=GuardReason.SENSITIVE_DATA)
        if ACCOUNT.search(text):
            return GuardHit(
                guard="bank_account", rule=prefix + "account_number", reason=GuardReason.SENSITIVE_DATA
            )
    return None


def private_data(message: str) -> GuardHit | None:
    """The owner's private life: home address, phone, private e-mail, pay, family, health, age."""
    return _first(message, _PRIVATE, "private_data", GuardReason.PRIVATE)


def _sentence(text: str, match: re.Match[str]) -> str:
    start = max(text.rfind(c, 0, match.start()) for c in ".!?\n") + 1
    ends = [i for i in (text.find(c, match.end()) for c in ".!?\n") if i != -1]
    return text[start : min(ends, default=len(text))]


_FIRST_PERSON_GOES_ON = re.compile(r"\b(?:ik|ich)\b[^,;:]*$")


def _first_person_goes_on(rule: str, text: str, match: re.Match[str]) -> bool:
    """Dutch and German: "ik studeer vertalen en schrijf een werkstuk" - after "en"/"und" the verb
    continues the visitor's own "ik"/"ich" (its first-person form is the imperative's): a statement."""
    if not rule.startswith(("nl:", "de:")) or not re.match(r"\s*(?:en|und)\s", match.group()):
        return False
    if re.search(r"\b(?:me|mij|mir|ons|uns)\b", match.group()):  # "en schrijf me ...": an order
        return False
    return bool(
        _FIRST_PERSON_GOES_ON.search(_sentence(text, match)[: match.start() - _sentence_start(text, match)])
    )


def _sentence_start(text: str, match: re.Match[str]) -> int:
    return max(text.rfind(c, 0, match.start()) for c in ".!?\n") + 1


def off_topic_work(message: str) -> GuardHit | None:
    """Work for the visitor (code, homework, translation, poems) and general knowledge.

    A sentence framed as a question about the owner ("can she write Go?") is exempt, and so is a
    Dutch or German "ik ... en schrijf ..." that goes on about the visitor.
    """
    for prefix, text in prepare(message).text_views:
        for rule, match in _OFF_TOPIC.finditer(text):
            if _first_person_goes_on(rule, text, match):
                continue
            if rule.endswith(off_topic.FRAMING_NO_EXCUSE) or not _OWNER_FRAMING.search(
                _sentence(text, match)
            ):
                return GuardHit(guard="off_topic_work", rule=prefix + rule, reason=GuardReason.OFF_TOPIC)
    return None


def learned_classifier(message: str, *, embed: Embed | None = None) -> GuardHit | None:
    """What the patterns were never written for: the learned layer (`safety.learned`) scores the
    message and every text it hides; the highest score decides, at the shipped threshold. `embed`
    is the caller's sentence embedder (retrieval's; `safety` imports no app); `screen` passes it."""
    if embed is None:
        raise ValueError("the learned layer needs the caller's embedder")
    views = learned_views(message)
    score, best = attack_score([text for _prefix, text in views], embed=embed)
    if score < guard_model().threshold:
        return None
    return GuardHit(
        guard="learned_classifier", rule=f"{views[best][0]}p{score:.2f}", reason=GuardReason.INJECTION
    )


def learned_views(message: str) -> list[tuple[str, str]]:
    """(rule prefix, text) for each text of `message` the learned layer scores."""
    # Invisible code points out (what they spell is a view of its own): ordinary text is unchanged,
    # so its vector is the one retrieval asks for next, from the embedder's recent texts.
    # Texts set apart inside a document are matched by the patterns only: the layer was fitted on
    # whole messages, and a quoted phrase or a comment alone is not one.
    sources = [(p, t) for p, t in prepare(message).sources if not p.startswith("embedded:")]
    return [(prefix, fold_keep_case(text)) for prefix, text in sources]


def embedded_together(embed: Embed, texts: list[str]) -> Embed:
    """`embed`, asked for all of `texts` too at its first call, and answering later calls from that.

    A message with earlier turns is scored twice by the learned layer, alone and as the end of its
    thread: two passes of the sentence encoder, each with a fixed cost (its weights) of about
    3 ms of CPU. One pass over both costs about one text's fixed part less. (A text's vector from a
    batch of two differs from its own by ~1e-7: the same decisions.)"""
    vectors: dict[str, list[float]] = {}

    def embed_batched(asked: list[str]) -> list[list[float]]:
        missing = list(dict.fromkeys(t for t in [*asked, *([] if vectors else texts)] if t not in vectors))
        if missing:
            vectors.update(zip(missing, embed(missing), strict=True))
        return [vectors[t] for t in asked]

    return embed_batched


INPUT_GUARDS: list[InputGuard] = [
    injection_markers,
    prompt_extraction,
    tool_abuse,
    payment_card,
    bank_account,
    private_data,
    off_topic_work,
    learned_classifier,
]


# The guards that also read the thread's recent user messages together with this one: an
# instruction can be split over turns ("remember: ignore all" ... "previous instructions").
THREAD_GUARDS: list[InputGuard] = [injection_markers, prompt_extraction, learned_classifier]
EARLIER_MESSAGES = 3


@dataclass(frozen=True)
class Withheld:
    """An earlier user turn the guards refused. The thread keeps its (masked) text for the guard
    alone: the model and the visitor's history see only a placeholder."""

    text: str
    reason: GuardReason


Turn = str | Withheld  # an earlier user message: as written when it passed, else withheld

_CONTINUATION = RuleSet.compile(threads.CONTINUATION_RULES)
_ASSEMBLY = RuleSet.compile(threads.ASSEMBLY_RULES)
_EARLIER_CONTEXT = [
    (rule, re.compile(expand(earlier)), re.compile(expand(now)))
    for rule, earlier, now in threads.EARLIER_CONTEXT_RULES
]
_DEFINED = re.compile(threads.DEFINED)
_QUESTION_BEFORE = re.compile(threads.QUESTION_BEFORE)


def defined_terms(turns: Sequence[str]) -> set[str]:
    """Words an earlier turn gave a meaning ("'banana' means ...", "codeword FALKE"), normalised:
    using one later invokes whatever it was defined as, which the guards may never have seen whole."""
    terms = set()
    for turn in turns:
        folded = fold(turn)
        for match in _DEFINED.finditer(folded):
            if _QUESTION_BEFORE.search(folded[max(0, match.start() - 30) : match.start()]):
                continue
            term = normalise(match.group(match.lastindex or 0))
            if 1 <= len(term.split()) <= 3:
                terms.add(term)
    return terms


def conversation(message: str, earlier: Sequence[Turn]) -> GuardHit | None:
    """The message as the next turn of its thread: carrying on a request refused just before, asking
    to assemble pieces sent earlier, asking now for what an earlier turn set up (a draft in the
    owner's name, then "send it"; the neighbourhood, then the street; a story, then the real
    commands: `threads.EARLIER_CONTEXT_RULES`), or invoking a word an earlier turn defined."""
    recent = list(earlier[-EARLIER_MESSAGES:])
    withheld = [turn for turn in recent if isinstance(turn, Withheld)]
    text = normalise(message)
    if withheld:
        for rule, _match in _CONTINUATION.finditer(text):
            return GuardHit(guard="conversation", rule="turns:" + rule, reason=withheld[-1].reason)
    for rule, _match in _ASSEMBLY.finditer(text):
        return GuardHit(guard="conversation", rule="turns:" + rule, reason=GuardReason.INJECTION)
    texts = [t.text if isinstance(t, Withheld) else t for t in recent]
    folded_earlier = [fold(t) for t in texts]
    now = (text, fold(message))
    for rule, set_up, asked in _EARLIER_CONTEXT:
        if any(set_up.search(t) for t in folded_earlier) and any(asked.search(t) for t in now):
            return GuardHit(guard="conversation", rule="turns:" + rule, reason=GuardReason.INJECTION)
    for term in defined_terms([t.text if isinstance(t, Withheld) else t for t in earlier]):
        # "appel" + "taart" is invoked as "appeltaart"; a short word only whole
        if re.search(rf"(?<!\w){re.escape(term)}" + ("" if len(term) >= 4 else r"(?!\w)"), text):
            return GuardHit(guard="conversation", rule="turns:defined_term", reason=GuardReason.INJECTION)
    return None


def _run(guard: InputGuard, message: str, embed: Embed | None) -> GuardHit | None:
    try:
        if guard is learned_classifier:
            return learned_classifier(message, embed=embed) if embed is not None else None
        return guard(message)
    except Exception:
        name = getattr(getattr(guard, "func", guard), "__name__", "unknown")
        logger.exception("input guard raised; refusing", extra={"guard": name})
        return GuardHit(guard=name, rule="raised", reason=GuardReason.GUARD_ERROR)


def screen(
    message: str,
    guards: list[InputGuard] | None = None,
    *,
    earlier: Sequence[Turn] = (),
    owner: SiteOwner | None = None,
    embed: Embed | None = None,
) -> GuardHit | None:
    """The first guard that refuses `message`, else None. `earlier`: the thread's earlier user
    messages, oldest first, the refused ones as `Withheld`; the last few that passed are read
    together with `message`, and `conversation` reads it as the next turn of the thread.
    `owner`: who the site is about; the patterns read their name as "the owner" (`safety.owner`),
    the learned layer reads the message as written, with `embed` (the chat passes retrieval's
    embedder; without one the learned layer is skipped: pattern-only callers and tests)."""
    neutral = owner.neutral if owner else str

    def text_for(guard: InputGuard, text: str) -> str:
        return text if guard is learned_classifier else neutral(text)

    passed = [turn for turn in earlier if isinstance(turn, str)] if guards is None else []
    thread = "\n".join([*passed[-EARLIER_MESSAGES:], message]) if passed else None
    if embed is not None and thread is not None:
        embed = embedded_together(embed, [text for _, text in learned_views(thread)])
    for guard in INPUT_GUARDS if guards is None else guards:
        hit = _run(guard, text_for(guard, message), embed)
        if hit:
            return hit
    if earlier and guards is None:
        hit = _run(functools.partial(conversation, earlier=earlier), neutral(message), embed)
        if hit:
            return hit
        if thread is None:
            return None
        for guard in THREAD_GUARDS:
            hit = _run(guard, text_for(guard, thread), embed)
            if hit:
                return GuardHit(guard=hit.guard, rule="turns:" + hit.rule, reason=hit.reason)
    return None
