"""What would go wrong once a knowledge base is served, found without loading it (`check_knowledge`).

Every problem is a `KnowledgeFileError`, printed as `file:line: problem`. A folder is checked from
its files alone; the loaded knowledge base from the database, where a document is `db/<id>`, lines
count from its body's first line and 0 stands for the document as a whole.
"""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import unquote, urljoin, urlsplit

import yaml
from django.conf import settings
from django.db.models import Count, F, Q
from django.urls import URLResolver, get_resolver

from knowledge.documents import (
    KnowledgeFile,
    KnowledgeFileError,
    Section,
    read_text,
    section_hash,
    slugify_heading,
    split_sections,
)
from knowledge.embeddings import section_embedding_id
from knowledge.models import Chunk, Document

DOCUMENT_ROUTE = "document"  # the catch-all route that serves documents (twinsite/urls.py)
INLINE_LINK = re.compile(r"\[[^\]]*\]\(\s*<?([^)\s>]*)>?[^)]*\)")
REFERENCE_LINK = re.compile(r"^ {0,3}\[[^\]]+\]:\s*<?([^\s>]+)>?")
CODE_SPAN = re.compile(r"(`+).+?\1")
FENCE = re.compile(r"^[ \t]{0,3}(```|~~~)")


@dataclass
class Checked:
    """One document as the checks see it, read from a file or from the database."""

    location: str  # the file, or db/<id>
    doc_id: str
    url: str
    published: bool
    body: str
    sections: list[Section]
    body_line: int  # the line of the body's first line
    id_line: int = 0
    url_line: int = 0
    private: list[str] = field(default_factory=list)
    texts: list[tuple[int, str]] = field(default_factory=list)  # (first line, text) a visitor may read

    @property
    def anchors(self) -> set[str]:
        lead = {"top"} if any(not s.anchor for s in self.sections) else set()  # knowledge/_sections.html
        return {s.anchor for s in self.sections if s.anchor} | lead


@dataclass
class KnowledgeReport:
    documents: int = 0
    published: int = 0
    links: int = 0
    chunks: int = 0
    problems: list[KnowledgeFileError] = field(default_factory=list)


def knowledge_folder_check(*, directory: Path) -> KnowledgeReport:
    """Every problem of the knowledge files below `directory`."""
    if not directory.is_dir():
        return KnowledgeReport(problems=[KnowledgeFileError(directory, 0, "not a folder")])
    paths = sorted(directory.rglob("*.md"))
    if not paths:
        return KnowledgeReport(problems=[KnowledgeFileError(directory, 0, "no knowledge files (*.md) here")])
    documents, problems = [], []
    for path in paths:
        try:
            source = path.read_text(encoding="utf-8")
        except UnicodeDecodeError as error:
            problems.append(KnowledgeFileError(path, 1, f"not UTF-8 text ({error.reason})"))
            continue
        file, found = read_text(source, path=path)
        problems += found
        if file is not None:
            documents.append(_from_file(file, source))
    return _report(documents, problems)


def knowledge_database_check() -> KnowledgeReport:
    """Every problem of the loaded documents, and of their chunks' vectors."""
    documents, problems = [], []
    for document in Document.objects.order_by("doc_id"):
        checked, found = _from_document(document)
        documents.append(checked)
        problems += found
    report = _report(documents, problems)
    report.chunks, embedding = _embedding_problems()
    report.problems = sorted(report.problems + embedding, key=lambda p: (p.path, p.line))
    return report


def _from_file(file: KnowledgeFile, source: str) -> Checked:
    return Checked(
        location=file.path,
        doc_id=file.doc_id,
        url=file.url,
        published=file.published,
        body=file.body,
        sections=file.sections,
        body_line=file.body_line,
        id_line=file.key_lines.get("id", 1),
        url_line=file.key_lines.get("url", 1),
        private=file.private,
        texts=[(1, source)],
    )


def _from_document(document: Document) -> tuple[Checked, list[KnowledgeFileError]]:
    """The stored document, with its fields validated as its front matter would be (admin can save
    what the loader refuses)."""
    location = f"db/{document.doc_id}"
    meta = {"id": document.doc_id, "title": document.title, "kind": document.kind, "url": document.url}
    meta |= {"published": document.published, **({"lang": document.lang} if document.lang else {})}
    meta |= document.front_matter
    source = f"---\n{yaml.safe_dump(meta, allow_unicode=True, sort_keys=False)}---\n"
    _file, found = read_text(source, path=location)
    problems = [KnowledgeFileError(location, 0, p.problem) for p in found]
    shown = " · ".join(
        [document.title, *(str(v) for k, v in document.front_matter.items() if k != "private")]
    )
    checked = Checked(
        location=location,
        doc_id=document.doc_id,
        url=document.url,
        published=document.published,
        body=document.body,
        sections=split_sections(document.body),
        body_line=1,
        private=document.front_matter.get("private", []) if not document.published else [],
        texts=[(0, shown), (1, document.body)],
    )
    return checked, problems


def _report(documents: list[Checked], problems: list[KnowledgeFileError]) -> KnowledgeReport:
    published = [d for d in documents if d.published]
    report = KnowledgeReport(documents=len(documents), published=len(published))
    problems = problems + _duplicates(documents)
    by_url = {}
    for document in published:
        by_url.setdefault(document.url, document)
    unpublished = {d.url: d for d in documents if not d.published}
    by_path = {Path(d.location).resolve(): d for d in documents}
    for document in published:
        if route := site_route(document.url):
            problems.append(
                KnowledgeFileError(
                    document.location,
                    document.url_line,
                    f"url {document.url!r} collides with the site's route {route}: the page would not be served",
                )
            )
        problems += _anchor_problems(document)
        links = markdown_links(document.body)
        report.links += len(links)
        for number, target in links:
            if problem := _link_problem(document, target, by_url, unpublished, by_path):
                problems.append(
                    KnowledgeFileError(document.location, document.body_line + number - 1, problem)
                )
    problems += _private_problems(documents)
    report.problems = sorted(problems, key=lambda p: (p.path, p.line))
    return report


def _duplicates(documents: list[Checked]) -> list[KnowledgeFileError]:
    problems, ids, urls = [], {}, {}
    for document in documents:
        first = ids.setdefault(document.doc_id, document)
        if first is not document:
            problems.append(
                KnowledgeFileError(
                    document.location,
                    document.id_line,
                    f"duplicate id {document.doc_id!r}, also in {first.location}",
                )
            )
        if document.published:
            first = urls.setdefault(document.url, document)
            if first is not document:
                problems.append(
                    KnowledgeFileError(
                        document.location,
                        document.url_line,
                        f"duplicate url {document.url!r}, also in {first.location}",
                    )
                )
    return problems


def site_route(path: str) -> str | None:
    """The site's own route that answers `path` (or owns its prefix), resolved against the URLconf;
    None when `path` is left to the documents. A document's url ends with '/': the same path
    without it counts too, since the site redirects there only when no route answers first."""
    if path.startswith(settings.STATIC_URL):
        return settings.STATIC_URL
    for candidate in dict.fromkeys([path, path.rstrip("/") or "/"]):
        relative = candidate.removeprefix("/")
        for pattern in get_resolver().url_patterns:
            if isinstance(pattern, URLResolver):
                if pattern.pattern.match(relative):
                    return f"/{pattern.pattern}"
            elif pattern.name != DOCUMENT_ROUTE and pattern.resolve(relative):
                return candidate
    return None


def _anchor_problems(document: Checked) -> list[KnowledgeFileError]:
    problems, first_line = [], {}
    has_lead = any(not s.anchor for s in document.sections)
    for section in document.sections:
        if not section.heading:
            continue
        line = document.body_line + section.line - 1
        base = slugify_heading(section.heading)
        if section.anchor != base:
            problem = (
                f"heading {section.heading!r} has the same anchor #{base} as the heading on line "
                f"{first_line[base]}: it becomes #{section.anchor}, and links to #{base} land on the other"
            )
        elif base == "top" and has_lead:
            problem = f"heading {section.heading!r} has the anchor #top, which the text before the first heading has"
        else:
            problem = ""
        if problem:
            problems.append(KnowledgeFileError(document.location, line, problem))
        first_line.setdefault(section.anchor, line)
    return problems


def markdown_links(body: str) -> list[tuple[int, str]]:
    """(body line, target) of each Markdown link and image, outside code."""
    links, in_fence = [], False
    for number, line in enumerate(body.splitlines(), start=1):
        if FENCE.match(line):
            in_fence = not in_fence
        if in_fence:
            continue
        line = CODE_SPAN.sub("", line)
        links += [(number, m.group(1)) for m in INLINE_LINK.finditer(line)]
        if reference := REFERENCE_LINK.match(line):
            links.append((number, reference.group(1)))
    return links


def _link_problem(
    document: Checked,
    target: str,
    by_url: dict[str, Checked],
    unpublished: dict[str, Checked],
    by_path: dict[Path, Checked],
) -> str | None:
    parts = urlsplit(target)
    if parts.scheme or parts.netloc or not target:
        return None  # another site, mailto:, tel:
    resolved = urlsplit(urljoin(document.url, target))
    path, fragment = unquote(resolved.path), unquote(resolved.fragment)
    other = by_url.get(path) or by_url.get(path + "/")
    if other is None:
        hidden = unpublished.get(path) or unpublished.get(path + "/")
        if hidden is not None:
            return f"link to {target!r}: {hidden.location} is not published"
        if site_route(path):
            return None
        file = by_path.get((Path(document.location).parent / unquote(parts.path)).resolve())
        hint = f" (link to its url, {file.url})" if file is not None and file.published else ""
        return f"link to {target!r}: no published document has the url {path!r}{hint}"
    if fragment and fragment not in other.anchors:
        close = difflib.get_close_matches(fragment, sorted(other.anchors), n=1)
        hint = f" (did you mean #{close[0]}?)" if close else ""
        return f"link to {target!r}: {other.location} has no section #{fragment}{hint}"
    return None


def _private_problems(documents: list[Checked]) -> list[KnowledgeFileError]:
    """Text an unpublished document lists as `private`, found in a published one. The problem names
    the item, not the text: a CI log is no place to repeat it."""
    problems = []
    for secret in (d for d in documents if not d.published and d.private):
        for item, text in enumerate(secret.private, start=1):
            pattern = re.compile(r"\s+".join(map(re.escape, text.split())), re.IGNORECASE)
            for document in (d for d in documents if d.published):
                for first_line, content in document.texts:
                    for match in pattern.finditer(content):
                        line = first_line + content.count("\n", 0, match.start())
                        problems.append(
                            KnowledgeFileError(
                                document.location,
                                line,
                                f"contains text that {secret.location} marks private (item {item} of its private list)",
                            )
                        )
    return problems


def _embedding_problems() -> tuple[int, list[KnowledgeFileError]]:
    """(chunks, problems): per published document, chunks that no longer match its body, and
    chunks whose vector is missing or stale (another model or recipe, or older text)."""
    model_id, problems = section_embedding_id(), []
    stale = Q(embedding__isnull=False) & (~Q(embedding_model=model_id) | ~Q(embedded_hash=F("content_hash")))
    counts = {
        row["document"]: row
        for row in Chunk.objects.filter(document__published=True)
        .values("document")
        .annotate(
            total=Count("id"),
            missing=Count("id", filter=Q(embedding__isnull=True)),
            stale=Count("id", filter=stale),
        )
    }
    total = 0
    for document in Document.objects.filter(published=True).order_by("doc_id"):
        location = f"db/{document.doc_id}"
        row = counts.get(document.pk, {"total": 0, "missing": 0, "stale": 0})
        total += row["total"]
        stored = dict(document.chunks.values_list("anchor", "content_hash"))
        expected = {
            s.anchor: section_hash(title=document.title, section=s) for s in split_sections(document.body)
        }
        behind = len(set(expected.items()) - set(stored.items()))
        removed = len(set(stored) - set(expected))
        if behind or removed:
            problems.append(
                KnowledgeFileError(
                    location,
                    0,
                    f"its chunks lag behind its text ({behind} section(s) new or changed, {removed} removed): "
                    "run sync_knowledge",
                )
            )
        if row["missing"] or row["stale"]:
            problems.append(
                KnowledgeFileError(
                    location,
                    0,
                    f"{row['missing']} of {row['total']} chunks have no vector and {row['stale']} a stale one "
                    f"(not from {model_id} or from older text): run sync_knowledge",
                )
            )
    return total, problems
