from __future__ import annotations

import pytest
from django.core.exceptions import ValidationError

from knowledge.documents import (
    KnowledgeFileError,
    is_site_path,
    markdown_to_html,
    parse_text,
    read_text,
    section_hash,
    slugify_heading,
    split_sections,
)
from knowledge.models import Document

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


ABOUT = "---\nid: about\ntitle: About\nkind: about\nurl: /about/\n"


def problems_of(source: str) -> list[tuple[int, str]]:
    _file, problems = read_text(source, path="content/a.md")
    return [(p.line, p.problem) for p in problems]


def test_it_reads_the_optional_fields():
    about = parse_text(
        ABOUT + "lang: nl\nowner: Ada Q. Example\npronouns: she/her\ncontact: ada@example.org\n---\nHoi.\n"
    )
    assert about.lang == "nl"
    assert about.front_matter == {
        "owner": "Ada Q. Example",
        "pronouns": "she/her",
        "contact": "ada@example.org",
    }
    project = parse_text(
        "---\nid: p\ntitle: P\nkind: project\nurl: /p/\nperiod: 2019\nrole: Lead engineer\n"
        "stack:\n  - Go\n  - PostgreSQL\nlink: https://example.org/p\n---\nText.\n"
    )
    assert project.lang == ""
    assert project.front_matter == {
        "period": "2019",
        "role": "Lead engineer",
        "stack": ["Go", "PostgreSQL"],
        "link": "https://example.org/p",
    }
    private = parse_text(GOOD.replace("published: true", "published: false\nprivate:\n  - Elm Street 4"))
    assert private.private == ["Elm Street 4"]


def test_lang_no_is_norwegian_not_false():
    assert parse_text(GOOD.replace("published: true", "lang: no")).lang == "no"


@pytest.mark.parametrize(
    ("written", "stored"), [("hsb", "hsb"), ("ast", "ast"), ("deu", "de"), ("eng", "en")]
)
def test_lang_takes_a_three_letter_code_for_a_language_without_two(written, stored):
    """Upper Sorbian and Asturian have no ISO 639-1 code; a three-letter code of a language that has
    one is stored as its two letters."""
    assert parse_text(GOOD.replace("published: true", f"lang: {written}")).lang == stored


@pytest.mark.parametrize(
    ("lines", "words"),
    [
        ("lang: EN", "lang 'EN': an ISO 639-1 code in lowercase"),
        ("lang: xyz", "lang 'xyz'"),  # three letters that name no language
        ("owner: Ada", "'owner' belongs on the about document"),
        ("contact: ada@example.org", "'contact' belongs on the about document"),
        ("stack: Go", "stack must be a list"),
        ("stack:\n  - Go\n  - 42", "stack must be a list"),
        ("link: ftp://example.org/", "link 'ftp://example.org/'"),
        ("link: javascript:alert(1)", "link 'javascript:alert(1)'"),
        ("role: ''", "role must be text"),
        ("private:\n  - Elm Street 4", "private belongs on an unpublished document"),
        ("publised: false", "unknown key 'publised'"),
        ("title: Again", "'title' is given twice (also on line 3)"),
    ],
)
def test_it_rejects_bad_optional_fields_on_their_line(lines, words):
    found = problems_of(GOOD.replace("published: true\n", f"published: true\n{lines}\n"))
    assert found == [(7, found[0][1])] and words in found[0][1], found


def test_contact_must_be_an_email_address_and_private_items_long_enough():
    assert problems_of(ABOUT + "contact: ada(at)example.org\n---\nx\n") == [
        (6, "contact 'ada(at)example.org' is not an e-mail address")
    ]
    private = GOOD.replace("published: true", "published: false\nprivate:\n  - ok")
    assert "at least 3 characters" in problems_of(private)[0][1]


def test_it_reports_every_problem_in_line_order():
    source = "---\nid: Bad Id\ntitle: T\nkind: blog\nurl: /x/\nlang: english\nfoo: 1\n---\nBody.\n"
    found = problems_of(source)
    assert [line for line, _ in found] == [2, 4, 6, 7]
    with pytest.raises(KnowledgeFileError) as caught:
        parse_text(source, path="content/a.md")
    assert caught.value.line == 2  # the loader still stops at the first


def test_a_leading_title_line_is_neither_a_section_nor_lead_text():
    with_title = split_sections("# Ledger rewrite\n\nLead text.\n\n## Design\nGo.\n")
    without = split_sections("Lead text.\n\n## Design\nGo.\n")
    assert with_title == without
    assert [section_hash(title="T", section=s) for s in with_title] == [
        section_hash(title="T", section=s) for s in without
    ]
    only_title = split_sections("# Ledger rewrite\n## Design\nGo.\n")
    assert [s.anchor for s in only_title] == ["design"]
    # Only a leading one: a later `#` line stays in its section.
    assert "# Not leading" in split_sections("Lead.\n# Not leading\n")[0].text


def test_sections_know_their_line_and_the_body_its_first_line():
    file = parse_text(GOOD + "\n\nLead.\n\n## Design\nGo.\n### Detail\nx\n")
    assert file.body_line == 10
    assert [(s.anchor, s.line) for s in file.sections] == [("", 1), ("design", 3), ("detail", 5)]


@pytest.mark.parametrize(
    ("heading", "anchor"),
    [
        ("Résumé & more!", "resume-more"),
        ("Année 2020", "annee-2020"),
        ("Опыт работы", "опыт-работы"),
        ("Λόγος", "λόγος"),
        ("経歴", "経歴"),
        ("हिन्दी अनुभव", "हिन्दी-अनुभव"),
        ("Straße", "straße"),
        ("!!!", "section"),
    ],
)
def test_anchors_keep_letters_that_have_no_ascii_form(heading, anchor):
    assert slugify_heading(heading) == anchor


def test_a_non_latin_document_gets_an_anchor_per_heading():
    sections = split_sections("Вступление.\n## Опыт\nx\n## Образование\ny\n")
    assert [s.anchor for s in sections] == ["", "опыт", "образование"]


@pytest.mark.parametrize(
    ("url", "ok"),
    [
        ("/projects/ledger/", True),
        ("/projects/ledger/#the-journal", True),
        ("/blog/über-uns/#café", True),
        ("/\t/evil.example", False),  # browsers drop the tab: //evil.example
        ("/\r\n/evil.example", False),
        ("/\\evil.example", False),
        ("//evil.example", False),
        ("https://evil.example/", False),
        ("javascript:alert(1)", False),
        ("/\u200b/evil.example", False),  # a format character
        ("", False),
    ],
)
def test_a_site_path_never_leaves_the_site(url, ok):
    assert is_site_path(url) is ok


@pytest.mark.parametrize("url", ["/\t/evil.example/", "//evil.example/", "/api/x/", "/", "/a b/"])
def test_a_document_url_edited_in_admin_is_validated_like_a_file(url):
    document = Document(doc_id="x", title="X", kind="page", url=url, body="")
    with pytest.raises(ValidationError) as error:
        document.full_clean(
            exclude=["search_vector", "body", "lang"], validate_unique=False, validate_constraints=False
        )
    assert "url" in error.value.message_dict
