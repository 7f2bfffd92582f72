"""The cards next to an answer (`knowledge.selectors.document_panels`): built from the cited
documents' own fields and front matter, a project's or a role's only."""

from __future__ import annotations

import pytest

from knowledge.models import Document
from knowledge.selectors import document_panels

pytestmark = pytest.mark.django_db


def document(doc_id: str, *, kind: str = "project", published: bool = True, **front_matter) -> Document:
    return Document.objects.create(
        doc_id=doc_id,
        title=doc_id.replace("-", " ").title(),
        kind=kind,
        url=f"/{doc_id}/",
        published=published,
        body="Text.",
        front_matter=front_matter,
    )


def test_a_cited_project_gives_a_project_panel_from_its_front_matter():
    document(
        "ledger", period="2020-2021", role="Tech lead", stack=["Go", "PostgreSQL"], link="https://x.org/"
    )

    (panel,) = document_panels(doc_ids=["ledger"])

    assert panel == {
        "panel": "project",
        "props": {
            "id": "ledger",
            "title": "Ledger",
            "url": "/ledger/",
            "period": "2020-2021",
            "role": "Tech lead",
            "stack": ["Go", "PostgreSQL"],
            "link": "https://x.org/",
        },
    }


def test_a_document_that_names_a_role_gives_a_role_panel_and_others_give_none():
    document("acme", kind="cv", role="Staff engineer", period="2019-2022")
    document("about", kind="about", owner="Someone")
    document("notes", kind="article")

    panels = document_panels(doc_ids=["notes", "acme", "about"])

    assert panels == [
        {
            "panel": "role",
            "props": {
                "id": "acme",
                "title": "Acme",
                "url": "/acme/",
                "period": "2019-2022",
                "role": "Staff engineer",
            },
        }
    ]


def test_only_published_documents_in_citation_order_once_each_at_most_two():
    document("a"), document("b"), document("c"), document("hidden", published=False)

    panels = document_panels(doc_ids=["hidden", "c", "a", "c", "b"])

    assert [p["props"]["id"] for p in panels] == ["c", "a"]
    assert document_panels(doc_ids=["unknown"]) == []
