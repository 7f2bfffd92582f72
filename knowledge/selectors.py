"""Reads from the knowledge base for pages and prompts: documents, the owner, the published version.

Retrieval (the hybrid search the chat asks) is `knowledge.retrieval`.
"""

from __future__ import annotations

import re

from django.db import connection

from knowledge.models import Chunk, Document


def published_chunks():
    return Chunk.objects.filter(document__published=True)


def published_version() -> tuple:
    """Changes whenever the published documents do: their count and newest edit, in one query.

    What is derived from them (the prompt prefix, citable sources, the contact address) is cached
    per version, so an edit in admin or a sync in another process shows at the next turn.
    """
    with connection.cursor() as cursor:  # the ORM's aggregate costs more than the query itself
        cursor.execute("SELECT count(*), max(updated_at) FROM knowledge_document WHERE published")
        return tuple(cursor.fetchone())


def document_by_url(url: str) -> Document | None:
    return Document.objects.filter(url=url, published=True).first()


def documents_of_kind(*kinds: str):
    return Document.objects.filter(published=True, kind__in=kinds).order_by("kind", "title")


def owner_name() -> str:
    """The owner's name: the about page's title without "About"; empty when there is no such page."""
    about = Document.objects.filter(published=True, kind="about").first()
    return about.title.removeprefix("About ").strip() if about else ""


def site_owner() -> dict:
    """The owner's name and the page links for the site header, from the knowledge base."""
    name = owner_name() or "Portfolio"
    labels = {"cv": "CV", "skill": "Skills", "about": "About"}
    links = [(labels.get(d.kind, d.title), d.url) for d in documents_of_kind("cv", "skill", "page", "about")]
    return {"name": name, "links": links}


EMAIL = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")


def public_contact_email() -> str:
    """The one contact address the owner publishes, on the about page; empty when there is none."""
    about = Document.objects.filter(published=True, kind="about").first()
    match = EMAIL.search(about.body) if about else None
    return match.group(0) if match else ""
