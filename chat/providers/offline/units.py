"""A section's Markdown as the units an extractive answer is made of, each in clean prose.

A unit is one sentence of a paragraph, one list with the line that announces it ("Languages:
English, native; French, good working knowledge"), or one table row as a sentence ("2021 -
present: Role Co-lead; Organisation Westcountry Shores Trust"). No unit carries Markdown: emphasis,
code marks, links, headings, quotes and table pipes are gone, their words stay.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

LINK = re.compile(r"!?\[([^\]]*)\]\([^)]*\)")
INLINE = [
    (re.compile(r"\*\*(.+?)\*\*|__(.+?)__"), lambda m: m.group(1) or m.group(2)),
    (re.compile(r"(?<![\w*])\*(?=\S)([^*\n]+?)(?<=\S)\*(?![\w*])"), lambda m: m.group(1)),
    (re.compile(r"(?<![\w_])_(?=\S)([^_\n]+?)(?<=\S)_(?![\w_])"), lambda m: m.group(1)),
    (re.compile(r"`+([^`]*)`+"), lambda m: m.group(1)),
    (re.compile(r"<[^>\n]+>"), lambda m: ""),
]
HEADING = re.compile(r"^\s{0,3}#{1,6}\s+")
LIST_ITEM = re.compile(r"^\s*(?:[-*+]|\d+[.)])\s+(.+)$")
TABLE_ROW = re.compile(r"^\s*\|(.+)\|\s*$")
TABLE_RULE = re.compile(r"^\s*\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$")
QUOTE = re.compile(r"^\s*>\s?")
# A sentence ends at . ! ? (or the Spanish/French forms) before a capital, a digit or a quote.
SENTENCE_END = re.compile(r"(?<=[.!?…])(?<!\b\d\.)(?<!\b\d\d\.)\s+(?=[\"'\u201c\u2018(¿¡]?[A-ZÀ-ÖØ-Þ0-9])")
ABBREVIATION = re.compile(
    r"(?:\b(?:Dr|Mr|Mrs|Ms|Prof|St|bzw|ca|z\.B|e\.g|i\.e|vs|etc|Nr|No|Sr|Sra|Dña|Mme)\.)$"
)
MIN_CHARACTERS = 12
FRAGMENT = 40  # characters: a shorter sentence is read with its neighbour


@dataclass(frozen=True)
class Unit:
    text: str  # clean prose, one sentence, a list or a table row
    kind: str  # "sentence" | "list" | "row"
    position: int  # order within its section


def inline_plain(text: str) -> str:
    """Markdown's inline marks removed, the words kept; whitespace made single."""
    text = LINK.sub(r"\1", text)
    for pattern, replacement in INLINE:
        text = pattern.sub(replacement, text)
    text = text.replace("*", "").replace("|", ",")
    return " ".join(text.split())


def sentences(paragraph: str) -> list[str]:
    """A paragraph's sentences; an abbreviation ("Dr.") does not end one, and a fragment ("November
    2022 to present.") stays with the sentence before it, which it completes."""
    found: list[str] = []
    for piece in SENTENCE_END.split(paragraph):
        if found and (ABBREVIATION.search(found[-1]) or len(piece) < FRAGMENT or len(found[-1]) < FRAGMENT):
            found[-1] = f"{found[-1]} {piece}"
        else:
            found.append(piece)
    return [s.strip() for s in found if s.strip()]


def cells(line: str) -> list[str]:
    return [inline_plain(cell) for cell in TABLE_ROW.match(line).group(1).split("|")]


def row_sentence(header: list[str], row: list[str]) -> str:
    """A table row as a sentence: its first cell, then each other cell with its column's name."""
    first, rest = row[0], []
    for name, value in zip(header[1:], row[1:], strict=False):
        if value and value not in ("-", "\u2013", "\u2014"):
            rest.append(f"{name}: {value}" if name else value)
    text = f"{first} — {'; '.join(rest)}" if rest else first
    return text if text.endswith((".", "!", "?")) else f"{text}."


def list_text(intro: str, items: list[str]) -> str:
    """A list as one short sentence: "Languages: English, native; French, good working knowledge."."""
    parts = [item.rstrip(".;,") for item in items]
    if intro:
        intro = intro.rstrip()
        return f"{intro}{'' if intro.endswith(':') else ':'} {'; '.join(parts)}."
    return f"{'; '.join(parts)}."


def section_units(markdown: str) -> list[Unit]:
    """The units of one section's Markdown, in their order."""
    units: list[Unit] = []
    paragraph: list[str] = []
    lines = markdown.splitlines()
    intro = ""  # a paragraph's last sentence that ends with ":" waits for the list it announces

    def add(text: str, kind: str) -> None:
        text = text.strip()
        # A line that announces what follows ("Her languages:") says nothing alone.
        if len(text) >= MIN_CHARACTERS and any(c.isalpha() for c in text) and not text.endswith(":"):
            units.append(Unit(text=text, kind=kind, position=len(units)))

    def close_paragraph() -> str:
        """Adds the paragraph's sentences but the last, which it returns (it may announce a list)."""
        text = inline_plain(" ".join(paragraph))
        paragraph.clear()
        found = sentences(text) if text else []
        for sentence in found[:-1]:
            add(sentence, "sentence")
        return found[-1] if found else ""

    i = 0
    while i < len(lines):
        line = QUOTE.sub("", lines[i])
        if not line.strip() or HEADING.match(line):
            if paragraph:
                last = close_paragraph()
                if last.endswith(":") and not HEADING.match(line):
                    intro = last
                else:
                    add(last, "sentence")
            elif HEADING.match(line) and intro:
                add(intro, "sentence")
                intro = ""
            i += 1
        elif TABLE_ROW.match(line):
            if paragraph:
                add(close_paragraph(), "sentence")
            if intro:
                add(intro, "sentence")
                intro = ""
            header = cells(line)
            i += 1
            if i < len(lines) and TABLE_RULE.match(lines[i]):
                i += 1
            else:  # a table without a header row: every line is a row
                add(row_sentence([""] * len(header), header), "row")
            while i < len(lines) and TABLE_ROW.match(lines[i]):
                add(row_sentence(header, cells(lines[i])), "row")
                i += 1
        elif LIST_ITEM.match(line):
            intro = close_paragraph() if paragraph else intro
            items = []
            while i < len(lines) and (LIST_ITEM.match(lines[i]) or (items and lines[i].startswith("  "))):
                match = LIST_ITEM.match(lines[i])
                if match:
                    items.append(inline_plain(match.group(1)))
                else:
                    items[-1] += " " + inline_plain(lines[i])
                i += 1
            if intro and not intro.rstrip().endswith(":"):
                add(intro, "sentence")
                intro = ""
            if sum(len(item) for item in items) > 400:  # a long list: each item is a unit of its own
                if intro:
                    add(intro, "sentence")
                for item in items:
                    add(item if item.endswith((".", "!", "?")) else f"{item}.", "list")
            else:
                add(list_text(intro, items), "list")
            intro = ""
        else:
            if intro:
                add(intro, "sentence")
                intro = ""
            paragraph.append(line.strip())
            i += 1
    if paragraph:
        add(close_paragraph(), "sentence")
    if intro:
        add(intro, "sentence")
    return units
