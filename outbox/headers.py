"""Visitor text made safe for a mail: one line for names and subjects, no control characters.

A newline in a subject is a header injection (Django refuses it with BadHeaderError); NUL can't be
stored in PostgreSQL at all. Stripping them where the text comes in means nothing downstream raises.
"""

from __future__ import annotations

import re

# C0 and C1 controls (newlines and tabs included), DEL, and the Unicode line/paragraph separators.
CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f\u2028\u2029]")
CONTROL_BUT_LINES = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")


def single_line(text: str) -> str:
    """`text` on one line: every control character becomes a space, runs of spaces one."""
    return " ".join(CONTROL.sub(" ", text).split())


def plain_text(text: str) -> str:
    """A body keeps its lines (and tabs); other control characters go, line ends become \\n."""
    text = text.replace("\r\n", "\n").replace("\r", "\n").replace("\u2028", "\n").replace("\u2029", "\n\n")
    return CONTROL_BUT_LINES.sub("", text)
