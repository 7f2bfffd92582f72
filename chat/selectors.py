"""Reads for a turn: the fixed prompt prefix, what may be cited, and who the owner is."""

from __future__ import annotations

from django.db.models import Count, Max

from chat.graph import prompts
from chat.verification import Source, numbers_in
from knowledge.models import Document
from knowledge.selectors import public_contact_email, site_owner

_prefix_cache: dict[tuple, str] = {}


def knowledge_prefix() -> str:
    """The system prompt plus every published document in id order, byte-identical until an edit.

    Rebuilt only when the published set changes (its count and newest edit), in any process.
    """
    published = Document.objects.filter(published=True)
    version = tuple(published.aggregate(n=Count("pk"), latest=Max("updated_at")).values())
    if version not in _prefix_cache:
        documents = "\n\n".join(
            prompts.DOCUMENT.format(
                doc_id=d.doc_id, title=d.title, kind=d.kind, url=d.url, body=d.body.strip()
            )
            for d in published.order_by("doc_id")
        )
        system = prompts.SYSTEM_PROMPT.format(owner=owner_name())
        _prefix_cache.clear()
        _prefix_cache[version] = f"{system}\n# Knowledge base\n\n{documents}\n"
    return _prefix_cache[version]


def owner_name() -> str:
    return site_owner()["name"]


def refusal_context() -> dict:
    email = public_contact_email()
    return {"owner": owner_name(), "contact": f" at {email}" if email else ""}


def citable_sources(evidence: list[dict]) -> dict[str, Source]:
    """The published documents behind this turn's evidence; a citation to anything else is refused."""
    section_urls: dict[str, str] = {}
    for item in evidence:  # evidence is best-first: a citation opens the best matching section
        section_urls.setdefault(item["doc_id"], item["url"])
    documents = Document.objects.filter(published=True, doc_id__in=section_urls).only(
        "doc_id", "title", "body"
    )
    return {
        d.doc_id: Source(
            doc_id=d.doc_id,
            title=d.title,
            url=section_urls[d.doc_id],
            numbers=frozenset(numbers_in(f"{d.title}\n{d.body}")),
        )
        for d in documents
    }
