"""Reads from the knowledge base for pages and prompts: documents, the owner, the site's language,
the published version.

Retrieval (the hybrid search the chat asks) is `knowledge.retrieval`.
"""

from __future__ import annotations

import copy
import re
import threading
from collections import Counter
from datetime import UTC, datetime
from urllib.parse import urlsplit

from django.conf import settings
from django.db import connection

from knowledge.documents import PANEL_KEYS
from knowledge.languages import site_labels
from knowledge.models import Chunk, Document
from knowledge.owner import (
    HONORIFICS,
    OwnerIdentity,
    derive_name,
    derive_pronouns,
    first_email,
    lowercase_words,
    name_forms,
    nicknames,
    plain,
)
from safety.language import DEFAULT_LANGUAGE

VOCABULARY_WORD = re.compile(r"\w+")
# The published version (`published_version`) as one statement, for a caller that sends it beside
# other statements (`chat.threads.turn_begin`): read its row with `version_of`.
PUBLISHED_VERSION_SQL = (
    "SELECT count(*) AS documents, max(updated_at) AS updated FROM knowledge_document WHERE published"
)
PANEL_SETS = 1024  # cited-document sets whose cards are kept per version


def published_chunks():
    return Chunk.objects.filter(document__published=True)


def published_version() -> tuple:
    """Changes whenever the published documents do: their count and newest edit, in one query.

    What is derived from them (the prompt prefix, citable sources, the contact address) is cached
    per version, so an edit in admin or a sync in another process shows at the next turn.
    """
    with connection.cursor() as cursor:  # the ORM's aggregate costs more than the query itself
        cursor.execute(PUBLISHED_VERSION_SQL)
        return version_of(*cursor.fetchone())


def version_of(documents: int, updated: datetime | None) -> tuple:
    """The version from `PUBLISHED_VERSION_SQL`'s row, whatever the connection's time zone (the
    caches compare it)."""
    return (documents, updated.astimezone(UTC) if updated is not None else None)


def document_by_url(url: str) -> Document | None:
    return Document.objects.filter(url=url, published=True).first()


def documents_of_kind(*kinds: str):
    return Document.objects.filter(published=True, kind__in=kinds).order_by("kind", "title")


def document_panels(*, doc_ids: list[str], limit: int = 2, version: tuple | None = None) -> list[dict]:
    """`cited_panels`, kept per version of the published documents when `version` (read already this
    turn) is given: a later answer citing the same documents reads nothing."""
    if version is None:
        return cited_panels(doc_ids=doc_ids, limit=limit)
    panels = known_panels(doc_ids=doc_ids, limit=limit, version=version)
    if panels is None:
        panels = cited_panels(doc_ids=doc_ids, limit=limit)
        kept = _per_version(("panels", version), dict)
        if len(kept) >= PANEL_SETS:
            kept.clear()
        kept[(tuple(doc_ids), limit)] = copy.deepcopy(panels)
    return panels


def known_panels(*, doc_ids: list[str], limit: int = 2, version: tuple) -> list[dict] | None:
    """The cards for `doc_ids` at `version` if they were read already; None: read them
    (`document_panels`). Reads no database: fit for the event loop."""
    kept = _derived.get(("panels", version))
    panels = kept.get((tuple(doc_ids), limit)) if kept is not None else None
    return copy.deepcopy(panels) if panels is not None else None


def cited_panels(*, doc_ids: list[str], limit: int = 2) -> list[dict]:
    """The cards for the documents an answer cites, in citation order: a `project` panel for a
    project, a `role` panel for any other document whose front matter names a role. Every prop comes
    from the document's own fields and front matter (period, role, stack, link), never from what a
    model wrote; a document that is neither gives no panel."""
    documents = (
        Document.objects.filter(published=True, doc_id__in=doc_ids)
        .only("doc_id", "kind", "title", "url", "front_matter")  # not the bodies: most of the row
        .in_bulk(field_name="doc_id")
    )
    panels = []
    for doc_id in dict.fromkeys(doc_ids):
        document = documents.get(doc_id)
        if document is None:
            continue
        if document.kind == Document.Kind.PROJECT:
            name = "project"
        elif document.front_matter.get("role"):
            name = "role"
        else:
            continue
        details = {key: document.front_matter[key] for key in PANEL_KEYS if document.front_matter.get(key)}
        panels.append(
            {"panel": name, "props": {"id": doc_id, "title": document.title, "url": document.url, **details}}
        )
    return panels[:limit]


def owner_identity(*, version: tuple | None = None) -> OwnerIdentity:
    """Who the site is about: name, first name, every form that names them, pronouns, the public
    contact address and the site's hosts. Each field comes from the about document's front matter
    (`owner`, `pronouns`, `contact`), else from settings (OWNER_NAME, OWNER_PRONOUNS,
    OWNER_CONTACT), else from the published text (`knowledge.owner`). Read once per version of the
    published documents and of those settings; pass `version` when it was read already this turn."""
    version = published_version() if version is None else version
    key = (
        "owner",
        version,
        settings.OWNER_NAME,
        settings.OWNER_PRONOUNS,
        settings.OWNER_CONTACT,
        tuple(settings.ALLOWED_HOSTS),
        settings.SITE_URL,
    )
    return _per_version(key, _owner_identity)


def _owner_identity() -> OwnerIdentity:
    documents = list(
        Document.objects.filter(published=True)
        .order_by("doc_id")
        .values_list("kind", "title", "body", "front_matter")
    )
    about = [(title, body) for kind, title, body, _ in documents if kind == Document.Kind.ABOUT]
    cv = [(title, body) for kind, title, body, _ in documents if kind == Document.Kind.CV]
    declared: dict = {}
    for kind, _, _, front_matter in documents:
        if kind == Document.Kind.ABOUT:
            declared = {**front_matter, **declared}  # the first about document (by id) that says wins
    name, source, written = declared.get("owner", ""), "front matter", []
    if not name and settings.OWNER_NAME:
        name, source = settings.OWNER_NAME, "settings"
    vocabulary = lowercase_words([f"{title}\n{body}" for _, title, body, _ in documents])
    if not name:
        name, written = derive_name(about=about, cv=cv, vocabulary=vocabulary)
        source = "text" if name else ""
    else:
        written = _written_forms(name, about + cv)
    written += nicknames(name, [body for _, _, body, _ in documents], common=vocabulary)
    forms = name_forms(name, written=written)
    texts = [body for _, body in about + cv]
    pronouns = declared.get("pronouns") or settings.OWNER_PRONOUNS or derive_pronouns(texts) or None
    contact = (
        declared.get("contact")
        or settings.OWNER_CONTACT
        or first_email([body for _, body in about])
        or first_email([body for _, body in cv])
    )
    words = [word for word in name.split() if word.casefold().rstrip(".") not in HONORIFICS]
    return OwnerIdentity(
        name=name,
        short_name=words[0] if words else "",
        forms=forms,
        pronouns=pronouns,
        contact=contact,
        hosts=site_hosts(),
        source=source,
    )


def _written_forms(name: str, documents: list[tuple[str, str]]) -> list[str]:
    """How the texts write a declared name with initials: "W.J. (Wouter) Kloosterman"."""
    words = name.split()
    if len(words) < 2:
        return []
    pattern = re.compile(
        rf"(?:[^\W\d_]\.){{1,3}}\s*(?:\(\s*{re.escape(words[0])}\s*\)\s*)?{re.escape(words[-1])}"
    )
    return [match.group(0) for _, body in documents for match in pattern.finditer(body)]


def published_vocabulary(*, version: tuple | None = None) -> frozenset[str]:
    """Every word of the published documents, casefolded and without accents: what the offline
    answerer checks a question's names against ("her years at Greenpeace": in no document)."""
    version = published_version() if version is None else version
    return _per_version(("vocabulary", version), _published_vocabulary)


def _published_vocabulary() -> frozenset[str]:
    words: set[str] = set()
    for title, body in Document.objects.filter(published=True).values_list("title", "body"):
        words.update(VOCABULARY_WORD.findall(plain(f"{title}\n{body}".casefold())))
    return frozenset(words)


def site_hosts() -> tuple[str, ...]:
    """The site's own host names: ALLOWED_HOSTS (without wildcards) and SITE_URL's host."""
    hosts = [host.lstrip(".").lower() for host in settings.ALLOWED_HOSTS if host not in ("*", "")]
    if site := urlsplit(settings.SITE_URL).hostname:
        hosts.append(site.lower())
    return tuple(dict.fromkeys(hosts))


def site_language(*, version: tuple | None = None) -> str:
    """The site's language (ISO 639-1): the about document's, else the one most published documents
    are in; English when no document says or shows one."""
    version = published_version() if version is None else version
    return _per_version(("language", version), _site_language)


def _site_language() -> str:
    documents = Document.objects.filter(published=True).order_by("doc_id")
    languages = [(d.kind, d.language) for d in documents.only("kind", "lang", "detected_lang")]
    about = next((language for kind, language in languages if kind == Document.Kind.ABOUT and language), "")
    counted = Counter(language for _, language in languages if language)
    return about or (counted.most_common(1)[0][0] if counted else DEFAULT_LANGUAGE)


def site_owner() -> dict:
    """The owner's name, the site's language and the page links for the site header."""
    version = published_version()
    identity, language = owner_identity(version=version), site_language(version=version)
    labels = site_labels(language)
    name = identity.name or labels["portfolio"]
    links = [(labels.get(d.kind, d.title), d.url) for d in documents_of_kind("cv", "skill", "page", "about")]
    return {"name": name, "links": links, "language": language, "labels": labels}


_derived: dict[tuple, object] = {}
_derived_lock = threading.Lock()


def _per_version(key: tuple, compute):
    """What `compute()` derives from the published documents, kept until they change. One entry per
    kind of value: a new version replaces the old one."""
    value = _derived.get(key)
    if value is None:
        value = compute()
        with _derived_lock:
            for old in [old for old in _derived if old[0] == key[0]]:
                del _derived[old]
            _derived[key] = value
    return value
