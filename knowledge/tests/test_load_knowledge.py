from __future__ import annotations

import pytest
from django.core.management import CommandError, call_command

from knowledge.models import Chunk, Document
from tests.support.knowledge import SAMPLE_KNOWLEDGE, write_knowledge_file

PRIVATE_WORDS = ["Kastanjelaan", "96,000", "1234 5678", "mara.private@mailbox.example"]


def load(folder, *args) -> str:
    from io import StringIO

    out = StringIO()
    call_command("load_knowledge", str(folder), *args, stdout=out)
    return out.getvalue()


@pytest.mark.django_db
def test_it_loads_the_sample_and_prints_counts():
    output = load(SAMPLE_KNOWLEDGE)
    chunks = Chunk.objects.count()
    assert f"new {chunks}," in output and f"embedded {chunks}" in output
    assert Document.objects.filter(kind="project").count() >= 5
    assert not Chunk.objects.filter(embedding__isnull=True).exists()
    assert "new 0, changed 0, removed 0" in load(SAMPLE_KNOWLEDGE)


@pytest.mark.django_db
def test_unpublished_documents_are_never_stored():
    load(SAMPLE_KNOWLEDGE)
    assert not Document.objects.filter(doc_id="private-personal").exists()
    for word in PRIVATE_WORDS:
        assert not Chunk.objects.filter(text__contains=word).exists(), word
        assert not Document.objects.filter(body__contains=word).exists(), word


@pytest.mark.django_db
def test_a_document_unpublished_later_is_removed(tmp_path):
    write_knowledge_file(tmp_path, "a.md", doc_id="doc-a", body="Lead.\n## One\nText.\n")
    load(tmp_path)
    write_knowledge_file(tmp_path, "a.md", doc_id="doc-a", body="Lead.\n## One\nText.\n", published=False)
    load(tmp_path)
    assert not Document.objects.exists() and not Chunk.objects.exists()


@pytest.mark.django_db
def test_duplicate_ids_are_refused_and_nothing_is_loaded(tmp_path):
    write_knowledge_file(tmp_path, "a.md", doc_id="same", body="One.\n", url="/a/")
    write_knowledge_file(tmp_path, "b.md", doc_id="same", body="Two.\n", url="/b/")
    with pytest.raises(CommandError, match=r"b\.md:2: duplicate id 'same', also in .*a\.md"):
        load(tmp_path)
    assert not Document.objects.exists()


@pytest.mark.django_db
def test_bad_front_matter_names_file_and_line_and_loads_nothing(tmp_path):
    write_knowledge_file(tmp_path, "a-good.md", doc_id="good", body="Fine.\n")
    bad = tmp_path / "z-bad.md"
    bad.write_text("---\nid: bad\ntitle: Bad\nkind: poem\nurl: /bad/\n---\nx\n")
    with pytest.raises(CommandError) as caught:
        load(tmp_path)
    assert "z-bad.md:4: kind 'poem'" in str(caught.value)
    assert "nothing was loaded" in str(caught.value)
    assert not Document.objects.exists()


@pytest.mark.django_db
def test_replace_removes_documents_missing_from_the_folder(tmp_path):
    write_knowledge_file(tmp_path / "one", "a.md", doc_id="doc-a", body="A.\n")
    write_knowledge_file(tmp_path / "two", "b.md", doc_id="doc-b", body="B.\n")
    load(tmp_path / "one")
    load(tmp_path / "two")
    assert set(Document.objects.values_list("doc_id", flat=True)) == {"doc-a", "doc-b"}
    load(tmp_path / "two", "--replace")
    assert list(Document.objects.values_list("doc_id", flat=True)) == ["doc-b"]


@pytest.mark.django_db
def test_a_url_taken_by_another_document_is_refused(tmp_path):
    write_knowledge_file(tmp_path / "one", "a.md", doc_id="doc-a", body="A.\n", url="/same/")
    write_knowledge_file(tmp_path / "two", "b.md", doc_id="doc-b", body="B.\n", url="/same/")
    load(tmp_path / "one")
    with pytest.raises(CommandError, match="already used by document 'doc-a'"):
        load(tmp_path / "two")
    assert list(Document.objects.values_list("doc_id", flat=True)) == ["doc-a"]


@pytest.mark.django_db
def test_if_empty_skips_a_loaded_database_but_embeds_stale_chunks(tmp_path):
    write_knowledge_file(tmp_path, "a.md", doc_id="doc-a", body="A.\n")
    load(tmp_path)
    write_knowledge_file(tmp_path, "b.md", doc_id="doc-b", body="B.\n")
    assert "0 chunks embedded" in load(tmp_path, "--if-empty")
    assert Document.objects.count() == 1
    Chunk.objects.update(embedding=None, embedding_model="")  # what a new model's migration does
    assert f"{Chunk.objects.count()} chunks embedded" in load(tmp_path, "--if-empty")
    assert not Chunk.objects.filter(embedding__isnull=True).exists()


def test_a_missing_folder_is_a_clear_error(tmp_path):
    with pytest.raises(CommandError, match="not a folder"):
        load(tmp_path / "nope")


@pytest.mark.django_db
def test_the_optional_front_matter_is_stored_on_the_document(tmp_path):
    (tmp_path / "about.md").write_text(
        "---\nid: about\ntitle: Over Ada\nkind: about\nurl: /over/\nlang: nl\n"
        "owner: Ada Voorbeeld\npronouns: zij/haar\ncontact: ada@example.org\n---\nAda schrijft.\n"
    )
    (tmp_path / "p.md").write_text(
        "---\nid: p\ntitle: P\nkind: project\nurl: /p/\nperiod: 2020-2022\nrole: Lead\n"
        "stack: [Go, Rust]\nlink: https://example.org/p\n---\nText.\n"
    )
    load(tmp_path)
    about, project = Document.objects.get(doc_id="about"), Document.objects.get(doc_id="p")
    assert (about.lang, about.language) == ("nl", "nl")
    assert about.front_matter == {
        "owner": "Ada Voorbeeld",
        "pronouns": "zij/haar",
        "contact": "ada@example.org",
    }
    assert (project.language, project.front_matter["stack"], project.front_matter["period"]) == (
        "",
        ["Go", "Rust"],
        "2020-2022",
    )


@pytest.mark.django_db
def test_a_three_letter_language_is_stored_and_searched_simply(tmp_path):
    (tmp_path / "s.md").write_text(
        "---\nid: serbsce\ntitle: Po serbsku\nkind: page\nurl: /hsb/\nlang: hsb\n---\n"
        "Kóždu prěnju sobotu stejimy w Chróšćicach.\n"
    )
    load(tmp_path)
    document = Document.objects.get(doc_id="serbsce")
    assert document.lang == "hsb" and document.language == "hsb"
    assert set(Chunk.objects.filter(document=document).values_list("search_config", flat=True)) == {"simple"}
