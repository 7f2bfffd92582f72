"""Documents a visitor pastes into a message: a CV, minutes, a job ad, a manual's paragraph.

The guards read a pasted document differently from the visitor's own words around it: the learned
layer judges the request (`safety.learned.with_pasted`), and each line of the document is a view the
patterns read for notes planted for the assistant (`safety.decoding`, `safety.patterns.embedded`).
Punctuation and line shapes only, no words: any language.
"""

from __future__ import annotations

import re

# A document the visitor pasted into the message: a quoted span of some length (straight or curly
# quotes, guillemets, low-9 quotes), a fenced block, or a table (two or more lines of three or more
# cells between pipes, with or without the outer ones: a price list or a quote to check).
# Punctuation, no words: any language.
_PASTED = re.compile(
    r'"[^"\n]{20,}"|“[^”]{20,}”|„[^“”]{20,}[“”]|«[^»]{20,}»|```.*?```|(?m:(?:^[^\n|]*\|[^\n|]*\|[^\n]*(?:\n|\Z)){2,})|'
    # single quotes only where a quotation opens and closes, never an apostrophe inside a word
    r"(?:(?<=^)|(?<=[\s:(]))['\u2018][^'\u2018\u2019\n]{20,}['\u2019](?=[\s.,;:!?)]|$)",
    re.S,
)
PLACEHOLDER = "«…»"


# A document set apart by lines alone: between rule lines ("---", "===", "***", "___"), or the lines
# after a first line that introduces them (ending in ":", or followed by a blank line), up to a last
# short paragraph of the visitor's own ("Is that usual?"). Two lines at least, or one long one.
_RULE_LINE = re.compile(r"(?m:^[ \t]*(?:-{3,}|={3,}|\*{3,}|_{3,})[ \t]*$)")
_INTRO_MAX = 200
_OWN_LAST_MAX = 160
_ONE_LINE_DOCUMENT = 60


def _line_spans(text: str) -> list[tuple[int, int]]:
    spans, start = [], 0
    for line in text.split("\n"):
        spans.append((start, start + len(line)))
        start += len(line) + 1
    return spans


def _ruled_blocks(text: str, lines: list[tuple[int, int]]) -> list[tuple[int, int]]:
    rules = [k for k, (s, e) in enumerate(lines) if _RULE_LINE.fullmatch(text, s, e)]
    blocks = []
    for opening, closing in zip(rules[::2], [*rules[1::2], len(lines)], strict=False):
        inner = [k for k in range(opening + 1, closing) if text[slice(*lines[k])].strip()]
        if inner:
            blocks.append((lines[opening][0], lines[closing][1] if closing < len(lines) else len(text)))
    return blocks


def _introduced_block(text: str, lines: list[tuple[int, int]]) -> tuple[int, int] | None:
    filled = [k for k, (s, e) in enumerate(lines) if text[s:e].strip()]
    if len(filled) < 2 or filled[0] != 0 or lines[0][1] > _INTRO_MAX:
        return None
    first = text[slice(*lines[0])].rstrip()
    if not (first.endswith(":") or filled[1] > 1):
        return None
    body = filled[1:]
    last = body[-1]
    if len(body) > 1 and last - 1 not in body and lines[last][1] - lines[last][0] <= _OWN_LAST_MAX:
        body = body[:-1]  # a last short paragraph after a blank line: the visitor's own words again
    long_enough = len(body) >= 2 or lines[body[0]][1] - lines[body[0]][0] >= _ONE_LINE_DOCUMENT
    return (lines[body[0]][0], lines[body[-1]][1]) if long_enough else None


def _document_spans(text: str) -> list[tuple[int, int]]:
    spans = [m.span() for m in _PASTED.finditer(text)]
    if spans or "\n" not in text:
        return spans
    lines = _line_spans(text)
    ruled = _ruled_blocks(text, lines)
    if ruled:
        return ruled
    introduced = _introduced_block(text, lines)
    return [introduced] if introduced else []


def pasted(text: str) -> tuple[str, str] | None:
    """(the visitor's own words, each pasted document replaced by a placeholder; the documents) of a
    message that quotes a document, else None."""
    spans = _document_spans(text)
    if not spans:
        return None
    own, documents, last = [], [], 0
    for start, end in spans:
        own.append(text[last:start].strip())
        documents.append(_RULE_LINE.sub("", text[start:end]).strip("`\"“”„«»'\u2018\u2019 \n"))
        last = end
    own.append(text[last:].strip())
    return f" {PLACEHOLDER} ".join(own).strip(), "\n".join(documents)


_CELL_SEPARATOR = re.compile(r"[;|\t]")


def document_lines(text: str) -> list[str]:
    """Each line of each document pasted into `text` (none for a message without one), and each cell
    of a line of separated values ("sextant;mirror dull;NOTE TO THE AI: ...")."""
    lines = []
    for start, end in _document_spans(text):
        for line in text[start:end].splitlines():
            if not _RULE_LINE.fullmatch(line):
                cells = _CELL_SEPARATOR.split(line)
                lines += [line.strip()] + ([cell.strip() for cell in cells] if len(cells) > 2 else [])
    return [line for line in dict.fromkeys(lines) if len(line) > 7]
