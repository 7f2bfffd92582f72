"""Reads for a turn: the fixed prompt prefix, what may be cited, and who the owner is."""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import date, timedelta

from django.conf import settings
from django.db.models import Count
from django.db.models.functions import TruncDate
from django.utils import timezone

from chat.graph import prompts
from chat.models import Feedback, TurnLog, UnansweredQuestion
from chat.outcomes import Outcome
from knowledge.models import Document
from knowledge.owner import OwnerIdentity
from knowledge.selectors import owner_identity, published_version, site_language
from safety.language import DEFAULT_LANGUAGE, LANGUAGES, detect_language
from safety.output_checks import phone_numbers
from safety.verification import Source, numbers_in

_prefix_cache: dict[tuple, KnowledgePrefix] = {}
_sources_cache: dict[tuple, dict[str, Source]] = {}


@dataclass(frozen=True)
class KnowledgePrefix:
    """The fixed start of every model call, and which documents it shows the model in full."""

    text: str
    shown: frozenset[str]  # document ids: each may be cited in any turn


def knowledge_prefix(*, version: tuple | None = None) -> KnowledgePrefix:
    """The system prompt plus the published documents in id order, byte-identical until an edit.

    A large knowledge base is capped at `KNOWLEDGE_PREFIX_MAX_CHARS`: documents are taken in id
    order while they fit, and only those count as shown (the rest reach the model as evidence).
    Rebuilt only when the published set, the owner or the cap changes, in any process; pass
    `version` when it was read already this turn.
    """
    if version is None:
        version = published_version()
    owner = owner_identity(version=version)
    key = (version, owner, settings.KNOWLEDGE_PREFIX_MAX_CHARS)
    if key not in _prefix_cache:
        phrase = owner.name or prompts.NAMELESS_OWNER[DEFAULT_LANGUAGE]
        pronouns = prompts.PRONOUNS.format(owner=phrase, pronouns=owner.pronouns) if owner.pronouns else ""
        system = prompts.SYSTEM_PROMPT.format(owner=phrase, pronouns=pronouns)
        budget = settings.KNOWLEDGE_PREFIX_MAX_CHARS - len(system)
        documents, shown = [], []
        for d in Document.objects.filter(published=True).order_by("doc_id"):
            text = prompts.DOCUMENT.format(
                doc_id=d.doc_id, title=d.title, kind=d.kind, url=d.url, body=d.body.strip()
            )
            if len(text) + 2 <= budget:
                documents.append(text)
                shown.append(d.doc_id)
                budget -= len(text) + 2
        joined = "\n\n".join(documents)
        _prefix_cache.clear()
        _prefix_cache[key] = KnowledgePrefix(
            text=f"{system}\n# Knowledge base\n\n{joined}\n", shown=frozenset(shown)
        )
    return _prefix_cache[key]


def owner_name() -> str:
    """The owner's name; "" when the knowledge base and settings name nobody."""
    return owner_identity().name


def refusal_context(*, version: tuple | None = None) -> dict:
    """What `chat.refusals.owner_text` and `refusal_text` need: the owner's name and address."""
    owner = owner_identity(version=version)
    return {"owner": owner.name, "contact": owner.contact}


def visitor_language(question: str, *, version: tuple | None = None) -> str:
    """The language fixed texts answer `question` in; the site's language when it can't tell."""
    site = site_language(version=version)
    return detect_language(question, default=site if site in LANGUAGES else DEFAULT_LANGUAGE)


def guard_owner(*, version: tuple | None = None) -> OwnerIdentity:
    """What the input guards get to know of the owner: every form of the name, the pronouns, the
    public contact and the site's hosts (`safety` never reads the knowledge base itself)."""
    return owner_identity(version=version)


_phones_cache: dict[tuple, frozenset[str]] = {}


def published_contact(*, version: tuple) -> tuple[str, frozenset[str]]:
    """(the public contact address, the phone numbers the about page publishes): what the output
    checks let through. The phones are read once per version of the published documents."""
    phones = _phones_cache.get(version)
    if phones is None:
        about = Document.objects.filter(published=True, kind="about").only("body").first()
        phones = frozenset(phone_numbers(about.body) if about else ())
        _phones_cache.clear()
        _phones_cache[version] = phones
    return owner_identity(version=version).contact, phones


def citable_sources(
    evidence: list[dict], *, shown: frozenset[str] = frozenset(), version: tuple | None = None
) -> dict[str, Source]:
    """What a marker may name this turn: every published document the model was shown, in the
    prefix (`shown`) or as evidence (retrieved, or found by a tool), whether retrieval ranked it or
    not. A citation opens the best matching section of the evidence, else the document's page."""
    section_urls: dict[str, str] = {}
    for item in evidence:  # evidence is best-first: a citation opens the best matching section
        section_urls.setdefault(item["doc_id"], item["url"])
    published = published_sources(version=published_version() if version is None else version)
    return {
        doc_id: replace(source, url=section_urls.get(doc_id, source.url))
        for doc_id, source in published.items()
        if doc_id in section_urls or doc_id in shown
    }


def published_sources(*, version: tuple) -> dict[str, Source]:
    """Every published document as a citable source (at its page's url), per version: the values
    in a body are read once, not on every turn that cites it."""
    sources = _sources_cache.get(version)
    if sources is None:
        documents = Document.objects.filter(published=True).only("doc_id", "title", "url", "body")
        sources = {
            d.doc_id: Source(
                doc_id=d.doc_id, title=d.title, url=d.url, numbers=numbers_in(f"{d.title}\n{d.body}")
            )
            for d in documents
        }
        _sources_cache.clear()
        _sources_cache[version] = sources
    return sources


def chat_is_enabled() -> bool:
    """Whether the chat answers: off when the operator's CHAT_ENABLED or the owner's switch in admin
    is off. Read on every request (one small query), so the owner's switch needs no restart."""
    from chat.models import ChatSettings

    return settings.CHAT_ENABLED and ChatSettings.current().chat_enabled


# --- The owner's overview, at the top of admin ----------------------------------------------------
@dataclass(frozen=True)
class DayOutcomes:
    day: date
    counts: dict[str, int]  # outcome -> turns that day

    @property
    def total(self) -> int:
        return sum(self.counts.values())


@dataclass(frozen=True)
class FeedbackRatio:
    up: int
    down: int

    @property
    def total(self) -> int:
        return self.up + self.down

    @property
    def share_up(self) -> float | None:
        return self.up / self.total if self.total else None


def _first_day(days: int) -> date:
    return timezone.localdate() - timedelta(days=days - 1)


def turn_outcomes_by_day(*, days: int = 7) -> list[DayOutcomes]:
    """Turns per local day (TIME_ZONE) and outcome, oldest first; a quiet day is there with zeros."""
    first = _first_day(days)
    rows = (
        TurnLog.objects.filter(created_at__date__gte=first)
        .annotate(day=TruncDate("created_at"))
        .values("day", "outcome")
        .annotate(n=Count("pk"))
    )
    by_day: dict[date, dict[str, int]] = {first + timedelta(days=i): {} for i in range(days)}
    for row in rows:
        if row["day"] in by_day:
            by_day[row["day"]][row["outcome"]] = row["n"]
    return [DayOutcomes(day=day, counts=counts) for day, counts in by_day.items()]


def refusal_reasons(*, days: int = 7) -> list[tuple[str, int]]:
    """Refused turns of the last `days` local days by reason, most frequent first."""
    rows = (
        TurnLog.objects.filter(outcome=Outcome.REFUSED, created_at__date__gte=_first_day(days))
        .values("reason")
        .annotate(n=Count("pk"))
        .order_by("-n", "reason")
    )
    return [(row["reason"] or "unspecified", row["n"]) for row in rows]


def unanswered_newest(*, limit: int = 5) -> list[UnansweredQuestion]:
    return list(UnansweredQuestion.objects.order_by("-created_at")[:limit])


def feedback_ratio(*, days: int = 30) -> FeedbackRatio:
    counts = dict(
        Feedback.objects.filter(created_at__date__gte=_first_day(days))
        .values_list("rating")
        .annotate(n=Count("pk"))
    )
    return FeedbackRatio(up=counts.get(Feedback.Rating.UP, 0), down=counts.get(Feedback.Rating.DOWN, 0))
