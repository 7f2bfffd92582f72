from __future__ import annotations

import pytest

from knowledge.models import Chunk, Document


@pytest.fixture
def owner_client(client, django_user_model):
    owner = django_user_model.objects.create_superuser("owner", "owner@example.com", "pw")
    client.force_login(owner)
    return client


def test_saving_a_document_in_admin_resyncs_it(owner_client, knowledge, django_capture_on_commit_callbacks):
    document = Document.objects.get(doc_id="project-logsieve")
    old_chunks = document.chunks.count()
    form = {
        "doc_id": document.doc_id,
        "title": document.title,
        "kind": document.kind,
        "url": document.url,
        "published": "on",
        "body": document.body + "\n## Benchmarks in 2026\nIt parses 3.1 GB a minute.\n",
    }
    with django_capture_on_commit_callbacks(execute=True):
        response = owner_client.post(f"/admin/knowledge/document/{document.pk}/change/", form)
    assert response.status_code == 302
    added = Chunk.objects.get(document=document, anchor="benchmarks-in-2026")
    assert document.chunks.count() == old_chunks + 1
    assert added.embedding is not None and added.embedded_hash == added.content_hash


def test_the_change_page_shows_a_preview(owner_client, knowledge):
    document = Document.objects.get(doc_id="project-ledger")
    html = owner_client.get(f"/admin/knowledge/document/{document.pk}/change/").content.decode()
    assert "Preview (as saved)" in html
    assert 'id="double-entry-design-in-go-and-postgresql"' in html


def test_unpublishing_in_admin_removes_its_chunks(
    owner_client, knowledge, django_capture_on_commit_callbacks
):
    document = Document.objects.get(doc_id="project-logsieve")
    form = {
        "doc_id": document.doc_id,
        "title": document.title,
        "kind": document.kind,
        "url": document.url,
        "body": document.body,
    }  # "published" unchecked
    with django_capture_on_commit_callbacks(execute=True):
        owner_client.post(f"/admin/knowledge/document/{document.pk}/change/", form)
    assert not Chunk.objects.filter(document=document).exists()


def test_the_change_page_shows_language_and_front_matter(owner_client, db, tmp_path):
    from knowledge.services import knowledge_load

    (tmp_path / "p.md").write_text(
        "---\nid: p\ntitle: P\nkind: project\nurl: /p/\nlang: de\nrole: Lead\nstack: [Go, Rust]\n---\nText.\n"
    )
    knowledge_load(directory=tmp_path)
    document = Document.objects.get(doc_id="p")
    html = owner_client.get(f"/admin/knowledge/document/{document.pk}/change/").content.decode()
    assert 'name="lang" value="de"' in html
    assert "<strong>stack</strong>: Go, Rust" in html and "<strong>role</strong>: Lead" in html


def test_the_owner_cannot_save_a_bad_language(owner_client, knowledge):
    document = Document.objects.get(doc_id="project-logsieve")
    form = {"doc_id": document.doc_id, "title": document.title, "kind": document.kind, "url": document.url}
    response = owner_client.post(
        f"/admin/knowledge/document/{document.pk}/change/", {**form, "body": document.body, "lang": "EN"}
    )
    assert response.status_code == 200 and "An ISO 639-1 code in lowercase" in response.content.decode()
    assert Document.objects.get(pk=document.pk).lang == ""
