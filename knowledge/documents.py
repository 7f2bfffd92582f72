"""Knowledge files: front matter, sections and their HTML. Pure functions, no database.

The same `split_sections` feeds retrieval chunks and page rendering, so a citation's `#anchor`
always lands on the section the chunk came from.
"""

from __future__ import annotations

import hashlib
import re
import unicodedata
from dataclasses import dataclass, field
from pathlib import Path

import markdown
import yaml

KINDS = ("cv", "project", "skill", "about", "article", "page")
FRONT_MATTER_KEYS = {"id", "title", "kind", "url", "published"}
RESERVED_URL_PREFIXES = ("/api/", "/admin/", "/static/", "/healthz")
ID_PATTERN = re.compile(r"^[a-z0-9][a-z0-9-]{0,119}$")
URL_PATTERN = re.compile(r"^/([A-Za-z0-9._~-]+/)*$")
HEADING = re.compile(r"^(#{2,3})[ \t]+(.+?)[ \t]*#*[ \t]*$")
FENCE = re.compile(r"^[ \t]{0,3}(```|~~~)")


class KnowledgeFileError(ValueError):
    """A knowledge file that can't be loaded; the message names the file and the line."""

    def __init__(self, path: Path | str, line: int, problem: str):
        self.path, self.line, self.problem = str(path), line, problem
        super().__init__(f"{path}:{line}: {problem}")


@dataclass(frozen=True)
class Section:
    anchor: str  # "" for the lead (text before the first heading)
    heading: str
    level: int  # 1 for the lead, else 2 or 3
    text: str  # Markdown, without the heading line


@dataclass(frozen=True)
class KnowledgeFile:
    doc_id: str
    title: str
    kind: str
    url: str
    published: bool
    body: str
    path: str = ""
    sections: list[Section] = field(default_factory=list)


def parse_file(path: Path) -> KnowledgeFile:
    try:
        source = path.read_text(encoding="utf-8")
    except UnicodeDecodeError as error:
        raise KnowledgeFileError(path, 1, f"not UTF-8 text ({error.reason})") from error
    return parse_text(source, path=path)


def parse_text(source: str, *, path: Path | str = "<text>") -> KnowledgeFile:
    lines = source.splitlines()
    if not lines or lines[0].strip() != "---":
        raise KnowledgeFileError(path, 1, "front matter missing: the file must start with a '---' line")
    try:
        end = next(i for i in range(1, len(lines)) if lines[i].strip() == "---")
    except StopIteration:
        raise KnowledgeFileError(path, 1, "front matter is not closed by a '---' line") from None
    try:
        meta = yaml.safe_load("\n".join(lines[1:end])) or {}
    except yaml.MarkedYAMLError as error:
        line = error.problem_mark.line + 2 if error.problem_mark else 1
        raise KnowledgeFileError(path, line, f"front matter is not valid YAML: {error.problem}") from error
    if not isinstance(meta, dict):
        raise KnowledgeFileError(path, 2, "front matter must be key: value pairs")

    def line_of(key: str) -> int:
        pattern = re.compile(rf"^{re.escape(key)}\s*:")
        return next((i + 1 for i in range(1, end) if pattern.match(lines[i])), 1)

    for key in meta:
        if key not in FRONT_MATTER_KEYS:
            expected = ", ".join(sorted(FRONT_MATTER_KEYS))
            raise KnowledgeFileError(path, line_of(str(key)), f"unknown key {key!r} (expected: {expected})")
    for key in ("id", "title", "kind", "url"):
        if not isinstance(meta.get(key), str) or not meta[key].strip():
            raise KnowledgeFileError(path, line_of(key), f"{key!r} is required and must be text")
    doc_id, url = meta["id"].strip(), meta["url"].strip()
    if not ID_PATTERN.match(doc_id):
        raise KnowledgeFileError(path, line_of("id"), f"id {doc_id!r}: use lowercase letters, digits and '-'")
    if meta["kind"] not in KINDS:
        raise KnowledgeFileError(
            path, line_of("kind"), f"kind {meta['kind']!r}: use one of {', '.join(KINDS)}"
        )
    if not URL_PATTERN.match(url) or url == "/" or url.startswith(RESERVED_URL_PREFIXES):
        raise KnowledgeFileError(
            path,
            line_of("url"),
            f"url {url!r}: a path like /projects/ledger/ (not /, /api/, /admin/, /static/)",
        )
    published = meta.get("published", True)
    if not isinstance(published, bool):
        raise KnowledgeFileError(path, line_of("published"), "published must be true or false")

    body = "\n".join(lines[end + 1 :]).strip() + "\n"
    return KnowledgeFile(
        doc_id=doc_id,
        title=meta["title"].strip(),
        kind=meta["kind"],
        url=url,
        published=published,
        body=body,
        path=str(path),
        sections=split_sections(body),
    )


def slugify_heading(heading: str) -> str:
    text = unicodedata.normalize("NFKD", heading).encode("ascii", "ignore").decode().lower()
    text = re.sub(r"[^a-z0-9\s-]", "", text)
    return re.sub(r"[\s-]+", "-", text).strip("-") or "section"


def split_sections(body: str) -> list[Section]:
    """Cut Markdown at each `##`/`###` heading outside code fences; anchors unique per document."""
    sections: list[Section] = []
    used: set[str] = set()
    anchor, heading, level, buffer = "", "", 1, []
    in_fence = False

    def flush() -> None:
        text = "\n".join(buffer).strip()
        if text or heading:
            sections.append(Section(anchor=anchor, heading=heading, level=level, text=text))

    for line in body.splitlines():
        if FENCE.match(line):
            in_fence = not in_fence
        match = None if in_fence else HEADING.match(line)
        if not match:
            buffer.append(line)
            continue
        flush()
        heading, level, buffer = match.group(2).strip(), len(match.group(1)), []
        anchor = base = slugify_heading(heading)
        suffix = 2
        while anchor in used:
            anchor, suffix = f"{base}-{suffix}", suffix + 1
        used.add(anchor)
    flush()
    return sections


def section_hash(*, title: str, section: Section) -> str:
    """What a chunk's embedding and search text depend on; an unchanged hash costs no embedding."""
    payload = "\x1f".join([title, section.heading, section.text])
    return hashlib.sha256(payload.encode()).hexdigest()


def markdown_to_html(text: str) -> str:
    """Markdown to HTML with raw HTML escaped: knowledge files are content, never markup."""
    md = markdown.Markdown(extensions=["tables", "fenced_code", "sane_lists"])
    md.preprocessors.deregister("html_block")
    md.inlinePatterns.deregister("html")
    return md.convert(text)


def sections_html(sections: list[Section]) -> list[dict]:
    """Sections ready for a template: anchor, heading, level and their HTML."""
    return [
        {"anchor": s.anchor, "heading": s.heading, "level": s.level, "html": markdown_to_html(s.text)}
        for s in sections
    ]
