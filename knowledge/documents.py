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
from typing import Any
from urllib.parse import urlsplit

import markdown
import yaml
from django.core.exceptions import ValidationError
from django.core.validators import URLValidator, validate_email

from knowledge.languages import declared_language

KINDS = ("cv", "project", "skill", "about", "article", "page")
REQUIRED_KEYS = ("id", "title", "kind", "url")
ABOUT_KEYS = ("owner", "pronouns", "contact")  # the owner's identity, read from the about document
PANEL_KEYS = ("period", "role", "stack", "link")  # a project's or a role's panel
DETAIL_KEYS = (*ABOUT_KEYS, *PANEL_KEYS, "private")  # stored as `Document.front_matter`
FRONT_MATTER_KEYS = {*REQUIRED_KEYS, "published", "lang", *DETAIL_KEYS}
RESERVED_URL_PREFIXES = ("/api/", "/admin/", "/static/", "/healthz")
ID_PATTERN = re.compile(r"^[a-z0-9][a-z0-9-]{0,119}$")
URL_PATTERN = re.compile(r"^/([A-Za-z0-9._~-]+/)*$")
TOP_LEVEL_KEY = re.compile(r"^([^\s#:-][^:]*?)\s*:(?:\s|$)")
TITLE_LINE = re.compile(r"^#[ \t]+\S")
SETEXT_TITLE = re.compile(r"^[ ]{0,3}=+[ \t]*$")
HEADING = re.compile(r"^(#{2,3})[ \t]+(.+?)[ \t]*#*[ \t]*$")
FENCE = re.compile(r"^[ \t]{0,3}(```|~~~)")
MAX_TITLE, MAX_URL, MAX_TEXT, MAX_STACK_ITEM, MIN_PRIVATE = 200, 300, 200, 40, 3
http_url = URLValidator(schemes=["http", "https"])


def document_url_valid(url: str) -> bool:
    """A document's public path, as the loader and admin accept it: /projects/ledger/ (segments of
    unreserved characters, a trailing slash), never /, /api/, /admin/, /static/ or /healthz."""
    return (
        bool(URL_PATTERN.match(url))
        and url != "/"
        and not url.startswith(RESERVED_URL_PREFIXES)
        and len(url) <= MAX_URL
    )


def validate_document_url(url: str) -> None:
    """The model field's validator (admin edits go through it as the loader's files do)."""
    if not document_url_valid(url):
        raise ValidationError(f"{url!r}: a path like /projects/ledger/ (not /, /api/, /admin/, /static/)")


def is_site_path(url: str) -> bool:
    r"""A link that stays on this site: a path, optionally with a #anchor, never another origin.

    Browsers drop tabs and newlines from a URL and read a backslash as a slash, so `/\t/evil.com`
    and `/\evil.com` open evil.com: no whitespace, control character or backslash at all, then
    no scheme, no host and no leading `//`.
    """
    if not url.startswith("/") or url.startswith("//"):
        return False
    if any(c == "\\" or c.isspace() or unicodedata.category(c)[0] == "C" for c in url):
        return False
    parts = urlsplit(url)
    return not parts.scheme and not parts.netloc


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
    line: int = field(default=1, compare=False)  # where it starts, counted from the body's first line


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
    lang: str = ""  # ISO 639-1, as the front matter declares it; "" when it does not
    front_matter: dict[str, Any] = field(default_factory=dict)  # the optional DETAIL_KEYS present
    key_lines: dict[str, int] = field(default_factory=dict, compare=False)  # front-matter key -> line
    body_line: int = field(default=1, compare=False)  # the file's line where the body starts

    @property
    def private(self) -> list[str]:
        return self.front_matter.get("private", [])


def parse_file(path: Path) -> KnowledgeFile:
    """The file, or KnowledgeFileError for its first problem (the loader refuses on any)."""
    file, problems = read_file(path)
    if problems:
        raise problems[0]
    return file


def parse_text(source: str, *, path: Path | str = "<text>") -> KnowledgeFile:
    file, problems = read_text(source, path=path)
    if problems:
        raise problems[0]
    return file


def read_file(path: Path) -> tuple[KnowledgeFile | None, list[KnowledgeFileError]]:
    try:
        source = path.read_text(encoding="utf-8")
    except UnicodeDecodeError as error:
        return None, [KnowledgeFileError(path, 1, f"not UTF-8 text ({error.reason})")]
    return read_text(source, path=path)


def read_text(
    source: str, *, path: Path | str = "<text>"
) -> tuple[KnowledgeFile | None, list[KnowledgeFileError]]:
    """The file and every problem found in it, in line order. The file is None when its required
    fields are unusable; with only optional fields wrong it is returned without them."""
    lines = source.splitlines()
    if not lines or lines[0].strip() != "---":
        return None, [
            KnowledgeFileError(path, 1, "front matter missing: the file must start with a '---' line")
        ]
    end = next((i for i in range(1, len(lines)) if lines[i].strip() == "---"), None)
    if end is None:
        return None, [KnowledgeFileError(path, 1, "front matter is not closed by a '---' line")]
    try:
        meta = yaml.safe_load("\n".join(lines[1:end])) or {}
    except yaml.MarkedYAMLError as error:
        line = error.problem_mark.line + 2 if error.problem_mark else 1
        return None, [KnowledgeFileError(path, line, f"front matter is not valid YAML: {error.problem}")]
    if not isinstance(meta, dict):
        return None, [KnowledgeFileError(path, 2, "front matter must be key: value pairs")]

    key_lines: dict[str, int] = {}
    problems: list[KnowledgeFileError] = []
    for number in range(2, end + 1):
        match = TOP_LEVEL_KEY.match(lines[number - 1])
        if match:
            key = match.group(1).strip("'\"")
            if key in key_lines:
                problems.append(
                    KnowledgeFileError(
                        path, number, f"{key!r} is given twice (also on line {key_lines[key]})"
                    )
                )
            key_lines[key] = number  # YAML keeps the last value: point at it

    def problem(key: str, text: str) -> None:
        problems.append(KnowledgeFileError(path, key_lines.get(key, 1), text))

    for key in meta:
        if key not in FRONT_MATTER_KEYS:
            problem(str(key), f"unknown key {key!r} (expected: {', '.join(sorted(FRONT_MATTER_KEYS))})")
    required_ok = _check_required(meta, problem)
    published = meta.get("published", True)
    if not isinstance(published, bool):
        problem("published", "published must be true or false")
        published = True
    lang = _lang(meta, lines, key_lines, problem)
    details = _details(meta, published=published, problem=problem)

    problems.sort(key=lambda p: p.line)
    if not required_ok:
        return None, problems
    leading_blank = next((i for i, text in enumerate(lines[end + 1 :]) if text.strip()), 0)
    body = "\n".join(lines[end + 1 :]).strip() + "\n"
    file = KnowledgeFile(
        doc_id=meta["id"].strip(),
        title=meta["title"].strip(),
        kind=meta["kind"],
        url=meta["url"].strip(),
        published=published,
        body=body,
        path=str(path),
        sections=split_sections(body),
        lang=lang,
        front_matter=details,
        key_lines=key_lines,
        body_line=end + 2 + leading_blank,
    )
    return file, problems


def _check_required(meta: dict, problem) -> bool:
    ok = True
    for key in REQUIRED_KEYS:
        if not isinstance(meta.get(key), str) or not meta[key].strip():
            problem(key, f"{key!r} is required and must be text")
            ok = False
    if not ok:
        return False
    doc_id, url, title = meta["id"].strip(), meta["url"].strip(), meta["title"].strip()
    if not ID_PATTERN.match(doc_id):
        problem("id", f"id {doc_id!r}: use lowercase letters, digits and '-' (at most 120)")
        ok = False
    if len(title) > MAX_TITLE:
        problem("title", f"title is {len(title)} characters long (at most {MAX_TITLE})")
        ok = False
    if meta["kind"] not in KINDS:
        problem("kind", f"kind {meta['kind']!r}: use one of {', '.join(KINDS)}")
        ok = False
    if not document_url_valid(url):
        problem("url", f"url {url!r}: a path like /projects/ledger/ (not /, /api/, /admin/, /static/)")
        ok = False
    return ok


def _lang(meta: dict, lines: list[str], key_lines: dict[str, int], problem) -> str:
    if "lang" not in meta:
        return ""
    value = meta["lang"]
    if isinstance(value, bool):  # YAML 1.1 reads `lang: no` (Norwegian) as false: take what was written
        written = lines[key_lines["lang"] - 1] if "lang" in key_lines else ""
        value = written.partition(":")[2].split(" #")[0].strip().strip("'\"") or value
    code = declared_language(value) if isinstance(value, str) else None
    if code is None:
        problem(
            "lang",
            f"lang {value!r}: an ISO 639-1 code in lowercase, like en, nl or de (or an ISO 639-2/3 code "
            "for a language without one, like hsb or ast)",
        )
        return ""
    return code


def _details(meta: dict, *, published: bool, problem) -> dict[str, Any]:
    """The optional fields that are present and valid, normalised."""
    details: dict[str, Any] = {}
    for key in ABOUT_KEYS:
        if key in meta and meta.get("kind") != "about":
            problem(key, f"{key!r} belongs on the about document (kind: about)")
    for key in ("owner", "pronouns", "role", "period"):
        if key not in meta:
            continue
        value = meta[key]
        if key == "period" and isinstance(value, int | float) and not isinstance(value, bool):
            value = str(value)  # `period: 2021`
        elif key == "period" and hasattr(value, "isoformat"):
            value = value.isoformat()  # `period: 2021-03-01`
        if not isinstance(value, str) or not value.strip() or len(value.strip()) > MAX_TEXT:
            problem(key, f"{key} must be text (1 to {MAX_TEXT} characters)")
        else:
            details[key] = value.strip()
    if "contact" in meta:
        contact = meta["contact"]
        if _valid(validate_email, contact):
            details["contact"] = contact.strip()
        else:
            problem("contact", f"contact {contact!r} is not an e-mail address")
    if "link" in meta:
        link = meta["link"]
        if _valid(http_url, link):
            details["link"] = link.strip()
        else:
            problem("link", f"link {link!r}: a full http:// or https:// address")
    if "stack" in meta:
        stack = meta["stack"]
        if not isinstance(stack, list) or not all(
            isinstance(item, str) and 0 < len(item.strip()) <= MAX_STACK_ITEM for item in stack
        ):
            problem("stack", f"stack must be a list of short texts (each 1 to {MAX_STACK_ITEM} characters)")
        else:
            details["stack"] = [item.strip() for item in stack]
    if "private" in meta:
        private = meta["private"]
        if published:
            problem("private", "private belongs on an unpublished document (published: false)")
        elif not isinstance(private, list) or not all(
            isinstance(item, str) and len(item.strip()) >= MIN_PRIVATE for item in private
        ):
            problem("private", f"private must be a list of texts (each at least {MIN_PRIVATE} characters)")
        else:
            details["private"] = [item.strip() for item in private]
    return details


def _valid(validator, value: Any) -> bool:
    if not isinstance(value, str):
        return False
    try:
        validator(value.strip())
    except ValidationError:
        return False
    return True


def slugify_heading(heading: str) -> str:
    """A heading's anchor: "Résumé & more!" -> "resume-more". A heading with letters that have no
    ASCII form (Greek, Cyrillic, Devanagari, CJK, ß, ł) keeps its letters and marks instead of
    dropping them: else every heading of a non-Latin document would be "section", "section-2", ...
    and no link could name one."""
    decomposed = unicodedata.normalize("NFKD", heading)
    if all(c.isascii() or unicodedata.combining(c) or not c.isalpha() for c in decomposed):
        text = re.sub(r"[^a-z0-9\s-]", "", decomposed.encode("ascii", "ignore").decode().lower())
    else:
        text = "".join(
            c if unicodedata.category(c)[0] in "LMN" else " " if c.isspace() or c == "-" else ""
            for c in unicodedata.normalize("NFC", heading).lower()
        )
    return re.sub(r"[\s-]+", "-", text).strip("-") or "section"


def split_sections(body: str) -> list[Section]:
    """Cut Markdown at each `##`/`###` heading outside code fences; anchors unique per document.

    A leading `# Title` line (or a title underlined with `===`) is the page's title (the page shows
    the document's title): it is neither a section nor part of the lead's text."""
    sections: list[Section] = []
    used: set[str] = set()
    anchor, heading, level, buffer, start = "", "", 1, [], 1
    in_fence = False

    def flush() -> None:
        text = "\n".join(buffer).strip()
        if text or heading:
            sections.append(Section(anchor=anchor, heading=heading, level=level, text=text, line=start))

    lines = body.splitlines()
    first = next((i for i, line in enumerate(lines) if line.strip()), None)
    if first is not None and TITLE_LINE.match(lines[first]):
        lines[first] = ""
    elif first is not None and first + 1 < len(lines) and SETEXT_TITLE.match(lines[first + 1]):
        lines[first] = lines[first + 1] = ""  # "Title" underlined with "=": the same title
    for number, line in enumerate(lines, start=1):
        if FENCE.match(line):
            in_fence = not in_fence
        match = None if in_fence else HEADING.match(line)
        if not match:
            buffer.append(line)
            continue
        flush()
        heading, level, buffer, start = match.group(2).strip(), len(match.group(1)), [], number
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
