from __future__ import annotations

import subprocess
import sys
from io import StringIO
from pathlib import Path

import pytest
from django.core.management import CommandError, call_command

from knowledge.checks import markdown_links, site_route
from knowledge.embeddings import section_embedding_id
from knowledge.models import Chunk, Document
from knowledge.services import knowledge_load
from tests.support.knowledge import SAMPLE_KNOWLEDGE


def write(folder: Path, name: str, front: str, body: str = "Lead.\n") -> Path:
    """A knowledge file: `front` is the front matter's lines after the required ones' defaults."""
    fields = dict(line.split(": ", 1) for line in front.strip().splitlines())
    doc_id = fields.setdefault("id", Path(name).stem)
    fields.setdefault("title", doc_id.title())
    fields.setdefault("kind", "page")
    fields.setdefault("url", f"/{doc_id}/")
    order = ["id", "title", "kind", "url"]
    lines = [f"{key}: {fields[key]}" for key in order] + [
        f"{k}: {v}" for k, v in fields.items() if k not in order
    ]
    path = folder / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("---\n" + "\n".join(lines) + "\n---\n" + body, encoding="utf-8")
    return path


def check(folder: Path | None = None) -> tuple[list[str], str]:
    """(problem lines, summary) of check_knowledge; the summary is the error when there are problems."""
    out = StringIO()
    try:
        call_command("check_knowledge", *([str(folder)] if folder else []), stdout=out)
    except CommandError as error:
        return out.getvalue().splitlines(), str(error)
    lines = out.getvalue().splitlines()
    return lines[:-1], lines[-1]


def problems(folder: Path) -> list[str]:
    """The problems with the folder's path taken off, e.g. 'a.md:5: ...'."""
    found, summary = check(folder)
    assert found and summary.endswith(f"problem(s) in {folder}") and summary.startswith(f"{len(found)} ")
    return [line.removeprefix(f"{folder}/") for line in found]


def test_a_clean_knowledge_base_passes(tmp_path):
    write(tmp_path, "about.md", "kind: about\nlang: en\nowner: Ada Example\ncontact: ada@example.org")
    write(
        tmp_path,
        "projects/a.md",
        "kind: project\nurl: /projects/a/\nperiod: 2021-2023\nstack: [Go, Rust]\nlink: https://example.org/a",
        "# A\n\nSee [the about page](/about/#who), [home](/), [the API](/api/docs), [b](../b/),"
        " [mail](mailto:ada@example.org) and [elsewhere](https://example.org/x).\n\n## Design\nAs [above](#design).\n",
    )
    write(tmp_path, "projects/b.md", "kind: project\nurl: /projects/b/", "Back to [a](/projects/a/#top).\n")
    (tmp_path / "about.md").write_text((tmp_path / "about.md").read_text() + "\n## Who\nAda.\n")
    write(tmp_path, "private.md", "published: false\nprivate: [Elm Street 4]", "Ada lives at Elm Street 4.\n")
    found, summary = check(tmp_path)
    assert found == []
    assert summary == f"OK: {tmp_path}: 4 documents (3 published), 8 links"


def test_the_sample_knowledge_base_passes():
    found, summary = check(SAMPLE_KNOWLEDGE)
    assert found == [] and summary.startswith(f"OK: {SAMPLE_KNOWLEDGE}: ")


def test_it_reports_every_front_matter_problem_of_every_file(tmp_path):
    (tmp_path / "a.md").write_text("# No front matter\n")
    (tmp_path / "b.md").write_text("---\nid: b\ntitle: [unclosed\n---\nx\n")
    (tmp_path / "c.md").write_bytes(b"---\nid: c\n---\n\xff\xfe\n")
    write(tmp_path, "d.md", "kind: poem\nlang: EN\ncontact: not-an-address\nlink: ftp://x.example/\nfoo: bar")
    found = problems(tmp_path)
    assert [line.split(": ", 1)[0] for line in found] == [
        "a.md:1",
        "b.md:3",
        "c.md:1",
        "d.md:4",
        "d.md:6",
        "d.md:7",
        "d.md:7",
        "d.md:8",
        "d.md:9",
    ]
    assert "front matter missing" in found[0] and "not valid YAML" in found[1] and "not UTF-8" in found[2]
    assert (
        "kind 'poem'" in found[3] and "lang 'EN'" in found[4] and "'contact' belongs on the about" in found[5]
    )
    assert "'not-an-address' is not an e-mail address" in found[6]
    assert "link 'ftp://x.example/'" in found[7] and "unknown key 'foo'" in found[8]


def test_it_reports_duplicate_ids_and_urls(tmp_path):
    write(tmp_path, "a.md", "id: same\nurl: /same/")
    write(tmp_path, "b.md", "id: same\nurl: /other/")
    write(tmp_path, "c.md", "id: c\nurl: /same/")
    write(tmp_path, "d.md", "id: d\nurl: /same/\npublished: false")  # never served: no clash
    assert problems(tmp_path) == [
        f"b.md:2: duplicate id 'same', also in {tmp_path}/a.md",
        f"c.md:5: duplicate url '/same/', also in {tmp_path}/a.md",
    ]


def test_it_reports_a_url_that_a_site_route_answers(tmp_path):
    write(tmp_path, "a.md", "url: /chat/notes/")
    write(tmp_path, "b.md", "url: /healthz/")  # the parser already refuses it
    found = problems(tmp_path)
    assert (
        found[0]
        == "a.md:5: url '/chat/notes/' collides with the site's route /chat/: the page would not be served"
    )
    assert found[1].startswith("b.md:5: url '/healthz/'")


def test_site_routes_come_from_the_urlconf():
    assert site_route("/api/anything/") == "/api/"
    assert site_route("/admin/") == "/admin/"
    assert site_route("/chat/x/") == "/chat/"
    assert site_route("/healthz/") == "/healthz"  # /healthz answers before the redirect to /healthz/
    assert site_route("/static/css/site.css") == "/static/"
    assert site_route("/") == "/"
    assert site_route("/projects/ledger/") is None and site_route("/chatter/") is None


def test_it_reports_links_to_missing_documents_and_anchors(tmp_path):
    write(tmp_path, "a.md", "url: /a/", "Lead.\n\n## Design notes\nText.\n")
    write(tmp_path, "hidden.md", "url: /hidden/\npublished: false")
    write(
        tmp_path,
        "b.md",
        "url: /b/",
        "Lead with [a](/a/#design-notes) and [gone](/nowhere/).\n"
        "\n"
        "[near miss](/a/#design-note), [self](#results), [hidden](/hidden/)\n"
        "`[in code](/code/)` and [file](a.md)\n"
        "```\n[fenced](/fenced/)\n```\n"
        "![picture](/img/x.png)\n"
        "\n"
        "[ref]: /missing-ref/\n",
    )
    assert problems(tmp_path) == [
        "b.md:7: link to '/nowhere/': no published document has the url '/nowhere/'",
        f"b.md:9: link to '/a/#design-note': {tmp_path}/a.md has no section #design-note (did you mean #design-notes?)",
        f"b.md:9: link to '#results': {tmp_path}/b.md has no section #results",
        f"b.md:9: link to '/hidden/': {tmp_path}/hidden.md is not published",
        "b.md:10: link to 'a.md': no published document has the url '/b/a.md' (link to its url, /a/)",
        "b.md:14: link to '/img/x.png': no published document has the url '/img/x.png'",
        "b.md:16: link to '/missing-ref/': no published document has the url '/missing-ref/'",
    ]


def test_markdown_links_skip_code():
    body = "[a](/a/) `[b](/b/)`\n~~~\n[c](/c/)\n~~~\n[d]: </d/>\n"
    assert markdown_links(body) == [(1, "/a/"), (5, "/d/")]


def test_it_reports_duplicate_anchors_in_a_document(tmp_path):
    write(tmp_path, "a.md", "url: /a/", "Lead.\n\n## Results\nOne.\n\n## Results!\nTwo.\n### Top\nThree.\n")
    write(tmp_path, "b.md", "url: /b/", "## Results\nOnly one here.\n")
    assert problems(tmp_path) == [
        "a.md:12: heading 'Results!' has the same anchor #results as the heading on line 9: it becomes "
        "#results-2, and links to #results land on the other",
        "a.md:14: heading 'Top' has the anchor #top, which the text before the first heading has",
    ]


def test_it_reports_private_text_in_a_published_document_without_repeating_it(tmp_path):
    write(
        tmp_path,
        "private/notes.md",
        "published: false\nprivate: ['Elm Street 4', '€ 1,150 a day']",
        "Lives at Elm Street 4; charges € 1,150 a day.\n",
    )
    write(
        tmp_path,
        "about.md",
        "kind: about\ncontact: ada@example.org",
        "Ada lives near\nelm street 4, Utrecht.\n",
    )
    write(tmp_path, "cv.md", "kind: cv\ntitle: CV (€ 1,150 A DAY)")
    found = problems(tmp_path)
    assert found == [
        f"about.md:9: contains text that {tmp_path}/private/notes.md marks private (item 1 of its private list)",
        f"cv.md:3: contains text that {tmp_path}/private/notes.md marks private (item 2 of its private list)",
    ]
    assert not any("Elm" in line or "1,150" in line for line in found)


def test_a_missing_or_empty_folder_is_a_problem(tmp_path):
    assert check(tmp_path) == (
        [f"{tmp_path}:0: no knowledge files (*.md) here"],
        f"1 problem(s) in {tmp_path}",
    )
    assert check(tmp_path / "nope")[0] == [f"{tmp_path}/nope:0: not a folder"]


def test_the_command_exits_non_zero_only_on_problems(tmp_path):
    def run(folder) -> subprocess.CompletedProcess:
        command = [sys.executable, "manage.py", "check_knowledge", str(folder)]
        return subprocess.run(command, capture_output=True, text=True, timeout=120, check=False)

    passing = run(SAMPLE_KNOWLEDGE)
    assert passing.returncode == 0 and passing.stdout.startswith("OK: ")
    write(tmp_path, "a.md", "url: /a/", "[gone](/gone/)\n")
    failing = run(tmp_path)
    assert failing.returncode == 1
    assert (
        failing.stdout == f"{tmp_path}/a.md:7: link to '/gone/': no published document has the url '/gone/'\n"
    )
    assert "1 problem(s)" in failing.stderr


# --- Without DIR: the loaded knowledge base, embeddings included -----------------------------------


@pytest.mark.django_db
def test_the_loaded_sample_passes(knowledge):
    found, summary = check()
    assert found == []
    assert summary.startswith("OK: the loaded knowledge base: 16 documents (16 published)")
    assert f"{Chunk.objects.count()} chunks with fresh vectors" in summary


@pytest.mark.django_db
def test_it_reports_missing_and_stale_vectors_per_document(tmp_path):
    write(tmp_path, "a.md", "url: /a/", "Lead.\n## One\nx\n## Two\ny\n")
    write(tmp_path, "b.md", "url: /b/", "Lead.\n## One\nx\n")
    knowledge_load(directory=tmp_path)
    Chunk.objects.filter(document__doc_id="a", anchor="one").update(embedding=None)
    Chunk.objects.filter(document__doc_id="a", anchor="two").update(embedded_hash="old")
    Chunk.objects.filter(document__doc_id="b", anchor="").update(embedding_model="another-model")
    found, summary = check()
    model = section_embedding_id()
    assert found == [
        f"db/a:0: 1 of 3 chunks have no vector and 1 a stale one (not from {model} or from older text): "
        "run sync_knowledge",
        f"db/b:0: 0 of 2 chunks have no vector and 1 a stale one (not from {model} or from older text): "
        "run sync_knowledge",
    ]
    assert summary == "2 problem(s) in the loaded knowledge base"
    call_command("sync_knowledge", stdout=StringIO())
    assert check()[0] == []


@pytest.mark.django_db
def test_it_reports_documents_edited_without_a_sync_and_what_admin_let_through(tmp_path):
    write(tmp_path, "a.md", "url: /a/", "Lead.\n## One\nx\n")
    write(tmp_path, "b.md", "url: /b/", "Lead.\n")
    knowledge_load(directory=tmp_path)
    Document.objects.filter(doc_id="a").update(body="Lead.\n## One\nchanged\n## Two\n[x](/b/#nope)\n")
    Document.objects.filter(doc_id="b").update(url="/chat/b/", lang="EN")
    found, _summary = check()
    assert found == [
        "db/a:0: its chunks lag behind its text (2 section(s) new or changed, 0 removed): run sync_knowledge",
        "db/a:5: link to '/b/#nope': no published document has the url '/b/'",
        "db/b:0: lang 'EN': an ISO 639-1 code in lowercase, like en, nl or de (or an ISO 639-2/3 code for a "
        "language without one, like hsb or ast)",
        "db/b:0: url '/chat/b/' collides with the site's route /chat/: the page would not be served",
    ]


def test_links_to_non_latin_anchors_resolve(tmp_path):
    write(tmp_path, "a.md", "url: /a/", "Вступление.\n## Опыт\nx\n## Образование\ny\n")
    write(
        tmp_path,
        "b.md",
        "url: /b/",
        "[опыт](/a/#опыт), [encoded](/a/#%D0%BE%D0%BF%D1%8B%D1%82), [x](/a/#опт)\n",
    )
    assert problems(tmp_path) == [
        f"b.md:7: link to '/a/#опт': {tmp_path}/a.md has no section #опт (did you mean #опыт?)"
    ]
