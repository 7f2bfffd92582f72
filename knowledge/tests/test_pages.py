from __future__ import annotations

import re

import pytest

from knowledge.models import Chunk, Document
from knowledge.services import knowledge_load
from tests.support.knowledge import write_knowledge_file


def ids_on(html: str) -> set[str]:
    return set(re.findall(r'id="([^"]+)"', html))


def test_home_lists_about_projects_and_writing(client, knowledge):
    html = client.get("/").content.decode()
    for document in Document.objects.filter(kind__in=["project", "article"]):
        assert f'href="{document.url}"' in html
    assert "mara@lindqvist.example" in html  # the about page's contact section


def test_every_published_document_is_served_at_its_url(client, knowledge):
    for document in Document.objects.all():
        response = client.get(document.url)
        assert response.status_code == 200, document.url
        assert document.title in response.content.decode()


def test_every_citation_url_lands_on_its_section(client, knowledge):
    pages: dict[str, set[str]] = {}
    for chunk in Chunk.objects.select_related("document"):
        url, _, anchor = chunk.citation_url.partition("#")
        if url not in pages:
            pages[url] = ids_on(client.get(url).content.decode())
        if anchor:
            assert anchor in pages[url], chunk.citation_url


def test_unpublished_documents_are_nowhere(client, knowledge):
    assert client.get("/private/personal/").status_code == 404
    for url in ["/", "/cv/", "/about/", "/projects/ledger/"]:
        assert "Kastanjelaan" not in client.get(url).content.decode()


@pytest.mark.django_db
def test_documents_may_live_at_any_path(client, tmp_path):
    write_knowledge_file(
        tmp_path, "x.md", doc_id="odd", url="/writing/deep/odd-place/", body="Lead.\n## Part one\nText.\n"
    )
    knowledge_load(directory=tmp_path)
    response = client.get("/writing/deep/odd-place/")
    assert response.status_code == 200 and "part-one" in ids_on(response.content.decode())
    redirect = client.get("/writing/deep/odd-place")
    assert redirect.status_code == 301 and redirect["Location"] == "/writing/deep/odd-place/"


@pytest.mark.django_db
def test_a_document_unpublished_in_admin_answers_404(client, tmp_path):
    write_knowledge_file(tmp_path, "x.md", doc_id="odd", url="/odd/", body="Lead.\n")
    knowledge_load(directory=tmp_path)
    Document.objects.filter(doc_id="odd").update(published=False)
    assert client.get("/odd/").status_code == 404


@pytest.mark.django_db
def test_pages_escape_html_in_knowledge_files(client, tmp_path):
    write_knowledge_file(tmp_path, "x.md", doc_id="odd", url="/odd/", body="<script>alert(1)</script>\n")
    knowledge_load(directory=tmp_path)
    assert "<script>alert" not in client.get("/odd/").content.decode()


@pytest.mark.django_db
def test_unknown_paths_answer_404(client):
    assert client.get("/no/such/page/").status_code == 404


@pytest.mark.django_db
def test_healthz_answers_when_the_database_does(client):
    response = client.get("/healthz")
    assert response.status_code == 200 and response.json() == {"status": "ok"}


@pytest.mark.django_db
def test_a_leading_title_line_is_not_shown_twice(client, tmp_path):
    write_knowledge_file(
        tmp_path,
        "x.md",
        doc_id="odd",
        title="Odd place",
        url="/odd/",
        body="# Odd place\n\nLead.\n## Part\nText.\n",
    )
    knowledge_load(directory=tmp_path)
    html = client.get("/odd/").content.decode()
    assert html.count("Odd place</h1>") == 1 and html.count("<h1") == 1
    assert Chunk.objects.get(anchor="").text == "Lead."


@pytest.mark.django_db
def test_a_non_latin_section_has_its_own_anchor_on_the_page(client, tmp_path):
    write_knowledge_file(
        tmp_path, "x.md", doc_id="cv-ru", url="/cv-ru/", body="Вступление.\n## Опыт\nx\n## Языки\ny\n"
    )
    knowledge_load(directory=tmp_path)
    ids = ids_on(client.get("/cv-ru/").content.decode())
    for chunk in Chunk.objects.exclude(anchor=""):
        assert chunk.anchor in ids and chunk.citation_url.startswith("/cv-ru/#")
    assert {"опыт", "языки"} <= ids


@pytest.mark.django_db
def test_a_title_underlined_with_equals_signs_is_not_shown_twice(client, tmp_path):
    write_knowledge_file(
        tmp_path, "x.md", doc_id="odd", title="Odd place", url="/odd/", body="Odd place\n=========\n\nLead.\n"
    )
    knowledge_load(directory=tmp_path)
    html = client.get("/odd/").content.decode()
    assert html.count("Odd place</h1>") == 1 and html.count("<h1") == 1 and "=====" not in html


@pytest.mark.django_db
def test_an_owners_markdown_renders_as_markup_not_as_text(client, tmp_path):
    body = (
        "Lead with **bold**, *italic*, `code` and a [link](https://example.org/a/very/long/path).\n\n"
        "![A workshop](/static/workshop.jpg)\n\n"
        "## Lists and tables\n\n- one\n    - nested\n- two\n\n1. first\n2. second\n\n"
        "| Year | What |\n|---|---|\n| 2019 | Church roof |\n\n"
        "```\n# not a heading\n```\n\n#### A small heading\n\nText.\n"
    )
    write_knowledge_file(tmp_path, "x.md", doc_id="odd", url="/odd/", body=body)
    knowledge_load(directory=tmp_path)
    html = client.get("/odd/").content.decode()
    for markup in ["<strong>bold</strong>", "<em>italic</em>", "<code>code</code>", '<img alt="A workshop"',
                   "<ul>", "<ol>", "<table>", "<td>Church roof</td>", "<h4>A small heading</h4>"]:  # fmt: skip
        assert markup in html, markup
    for raw in ["**", "| Year", "![", "](https"]:
        assert raw not in html, raw
    assert "# not a heading" in html  # inside the code block, as written


@pytest.mark.django_db
def test_the_pages_language_is_the_sites(client, tmp_path):
    about = (
        "Mijn naam is Joost Verbeek. Ik herstel oude meubels in mijn werkplaats in Zwolle, al twintig jaar.\n"
    )
    write_knowledge_file(tmp_path, "about.md", doc_id="over-mij", title="Over mij", kind="about", body=about)
    (tmp_path / "english.md").write_text(
        "---\nid: english\ntitle: In English\nkind: page\nurl: /english/\nlang: en\n---\n"
        "A short summary in English for clients from abroad who want their furniture restored.\n"
    )
    knowledge_load(directory=tmp_path)

    home = client.get("/").content.decode()
    english = client.get("/english/").content.decode()

    assert '<html lang="nl">' in home and '<html lang="nl">' in english
    assert '<article class="document kind-page" lang="en">' in english
    assert ">Naar de inhoud<" in home and ">Joost Verbeek<" in home  # the site's words, the owner's name


def test_the_sample_site_is_in_english(client, knowledge):
    assert '<html lang="en">' in client.get("/").content.decode()
