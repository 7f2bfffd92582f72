from __future__ import annotations

import pytest

from knowledge.documents import KnowledgeFileError, markdown_to_html, parse_text, split_sections

GOOD = "---\nid: project-a\ntitle: A\nkind: project\nurl: /projects/a/\npublished: true\n---\n"


def parse_error(source: str) -> KnowledgeFileError:
    with pytest.raises(KnowledgeFileError) as caught:
        parse_text(source, path="content/a.md")
    return caught.value


def test_it_parses_front_matter_and_sections():
    document = parse_text(GOOD + "Lead.\n\n## First part\nOne.\n### Detail\nTwo.\n")
    assert (document.doc_id, document.kind, document.url, document.published) == (
        "project-a",
        "project",
        "/projects/a/",
        True,
    )
    assert [(s.anchor, s.heading, s.level) for s in document.sections] == [
        ("", "", 1),
        ("first-part", "First part", 2),
        ("detail", "Detail", 3),
    ]


def test_it_names_file_and_line_of_invalid_yaml():
    error = parse_error("---\nid: a\ntitle: [unclosed\nkind: project\n---\nbody")
    assert error.path == "content/a.md"
    assert error.line in (3, 4)
    assert "not valid YAML" in str(error) and str(error).startswith("content/a.md:")


def test_it_names_the_line_of_an_unknown_key():
    error = parse_error(GOOD.replace("published: true", "publised: false"))
    assert error.line == 6 and "unknown key 'publised'" in error.problem


@pytest.mark.parametrize(
    ("replace", "line", "words"),
    [
        ("kind: project", 4, "kind 'blog'"),
        ("url: /projects/a/", 5, "url"),
        ("id: project-a", 2, "id 'Project A'"),
        ("published: true", 6, "true or false"),
    ],
)
def test_it_rejects_bad_values_on_their_line(replace, line, words):
    bad = {
        "kind: project": "kind: blog",
        "url: /projects/a/": "url: /admin/x/",
        "id: project-a": "id: Project A",
        "published: true": "published: maybe",
    }[replace]
    error = parse_error(GOOD.replace(replace, bad))
    assert error.line == line and words in error.problem


def test_it_requires_front_matter():
    assert parse_error("# Just markdown\n").line == 1
    assert "not closed" in parse_error("---\nid: a\n").problem
    assert "'title' is required" in parse_error(GOOD.replace("title: A\n", "")).problem


def test_headings_inside_code_fences_do_not_split():
    sections = split_sections("## Code\n```\n## not a heading\n```\nafter\n")
    assert len(sections) == 1 and "## not a heading" in sections[0].text


def test_repeated_headings_get_unique_anchors():
    sections = split_sections("## Results\na\n## Results\nb\n## Résumé & more!\nc\n")
    assert [s.anchor for s in sections] == ["results", "results-2", "resume-more"]


def test_raw_html_in_markdown_is_escaped():
    html = markdown_to_html('<script>alert(1)</script>\n\nText with <b onclick="x">tag</b>.')
    assert "<script>" not in html and "&lt;script&gt;" in html
    assert "<b " not in html
