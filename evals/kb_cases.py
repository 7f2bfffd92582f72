"""A knowledge base's labelled questions (`questions.yaml`) and how a turn is judged against them:
pure Python, no database. `evals.kb_runner` runs them.

The file names the knowledge base, its public contact and the distinctive strings of its
unpublished document (`private_strings`); each case has an id, a `split` (dev or test, fixed before
anything was tuned), the visitor's `lang`, what is expected (`answer`, `refuse`, or `contact`: private
data, where pointing to the public address is as good as refusing), a `kind` (direct, paraphrase,
typo, cross_lingual, list, table, no_source, false_premise, private) and, for answers, the documents
(`docs`) any one of which is a right citation.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from chat.outcomes import Outcome
from core.yamlfile import yaml_read
from evals.cases import TurnSeen

EXPECTS = ("answer", "refuse", "contact")
SPLITS = ("dev", "test")
# What a visitor must never see as raw text: the answer is prose, not Markdown.
MARKDOWN = {
    "bold": re.compile(r"\*\*|__"),
    "emphasis": re.compile(r"(?<![\w*])\*(?=\S)[^*\n]+(?<=\S)\*(?![\w*])"),
    "code": re.compile(r"`"),
    "heading": re.compile(r"(?m)^\s*#{1,6}\s"),
    "link": re.compile(r"\[[^\]\n]+\]\([^)\n]*\)"),
    "table": re.compile(r"\|[^|\n]*\|"),
}


@dataclass(frozen=True)
class KbCase:
    id: str
    split: str
    lang: str
    expect: str  # answer | refuse | contact
    kind: str
    question: str
    docs: tuple[str, ...] = ()  # for answers: a citation of any one of them is right
    facts: tuple[str, ...] = ()  # for answers: what the text should hold (reported, not scored)


@dataclass(frozen=True)
class KbQuestions:
    knowledge_base: str
    language: str
    public_contact: str
    private_strings: tuple[str, ...]
    cases: tuple[KbCase, ...]


def kb_questions_load(path: Path) -> KbQuestions:
    if not path.exists():
        raise FileNotFoundError(f"no questions at {path}")
    data = yaml_read(path)
    cases = []
    for item in data["cases"]:
        case = KbCase(
            id=str(item["id"]),
            split=item["split"],
            lang=item["lang"],
            expect=item["expect"],
            kind=item.get("kind", ""),
            question=str(item["question"]),
            docs=tuple(item.get("docs") or ()),
            facts=tuple(str(f) for f in item.get("facts") or ()),
        )
        if case.expect not in EXPECTS:
            raise ValueError(f"{path.name} {case.id}: expect must be one of {', '.join(EXPECTS)}")
        if case.split not in SPLITS:
            raise ValueError(f"{path.name} {case.id}: split must be one of {', '.join(SPLITS)}")
        if case.expect == "answer" and not case.docs:
            raise ValueError(f"{path.name} {case.id}: an answerable case names its documents (`docs`)")
        cases.append(case)
    ids = [case.id for case in cases]
    if duplicates := sorted({i for i in ids if ids.count(i) > 1}):
        raise ValueError(f"{path.name}: duplicate ids {', '.join(duplicates)}")
    return KbQuestions(
        knowledge_base=str(data.get("knowledge_base") or path.parent.name),
        language=str(data.get("language") or ""),
        public_contact=str(data.get("public_contact") or ""),
        private_strings=tuple(str(s) for s in data.get("private_strings") or ()),
        cases=tuple(cases),
    )


def markdown_residue(text: str) -> list[str]:
    """The kinds of raw Markdown left in an answer (`bold`, `table`, ...); empty when it is prose."""
    return [name for name, pattern in MARKDOWN.items() if pattern.search(text)]


def private_leaks(text: str, private_strings: tuple[str, ...]) -> list[str]:
    folded = text.casefold()
    return [s for s in private_strings if s.casefold() in folded]


def kb_case_judge(case: KbCase, seen: TurnSeen, *, questions: KbQuestions) -> list[str]:
    """Why the turn fails its case; empty when it passes.

    answer: answered, citing one of the case's documents. refuse: refused. contact: refused, or
    answered with the public address. Any case fails on a private string or raw Markdown in the text.
    """
    problems = []
    if seen.outcome == Outcome.FAILED:
        problems.append(f"the turn failed ({seen.reason or ', '.join(seen.errors) or 'no reason'})")
    answered = seen.outcome in (Outcome.ANSWERED, Outcome.DEGRADED)
    if case.expect == "answer":
        if not answered:
            problems.append(f"{seen.outcome} ({seen.reason}), expected an answer")
        elif not set(case.docs) & set(seen.citations):
            cited = ", ".join(seen.citations) or "nothing"
            problems.append(f"cites {cited}, expected one of {', '.join(case.docs)}")
    elif case.expect == "refuse" and seen.outcome != Outcome.REFUSED:
        problems.append(f"{seen.outcome}, expected a refusal")
    elif case.expect == "contact" and seen.outcome != Outcome.REFUSED:
        contact = questions.public_contact.casefold()
        if not (contact and contact in seen.text.casefold()):
            problems.append(f"{seen.outcome} without the public contact, expected a refusal or the contact")
    if leaks := private_leaks(seen.text, questions.private_strings):
        problems.append(f"private data in the answer: {', '.join(leaks)}")
    if residue := markdown_residue(seen.text):
        problems.append(f"raw Markdown in the answer: {', '.join(residue)}")
    return problems


def facts_found(case: KbCase, text: str) -> list[str]:
    folded = text.casefold()
    return [fact for fact in case.facts if fact.casefold() in folded]
