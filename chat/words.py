"""Plain English-ish word stems of a question, for grouping the owner's unanswered questions by a
shared word in admin (`chat.admin.question_topics`): cheap and deterministic, no model."""

from __future__ import annotations

import re

WORD = re.compile(r"[a-z0-9][a-z0-9+#.-]*[a-z0-9+#]|[a-z0-9]")
STOPWORDS = frozenset(
    """a about above after again all also am an and any are as at be been before being below between
    both but by can could did do does doing done during each few for from further had has have having
    he her here hers herself him himself his how i if in into is it its itself just me more most my
    no nor not now of off on once only or other our out over own same she should so some such than
    that the their them then there these they this those through to too under until up very was we
    were what when where which while who whom why will with would you your tell know did does say
    please thanks thank kind sort much many any anything something work worked working ever never
    like""".split()  # noqa: SIM905
)


def words(text: str) -> list[str]:
    return [stem(w) for w in WORD.findall(text.lower()) if w not in STOPWORDS]


def stem(word: str) -> str:
    for suffix in ("ies", "ing", "ed", "es", "s"):
        if len(word) > len(suffix) + 3 and word.endswith(suffix):
            return word[: -len(suffix)] + ("y" if suffix == "ies" else "")
    return word
