"""`run_evals --kb DIR --questions FILE`: any knowledge base with its labelled questions, scored
against the real graph with the configured provider, in a database of its own.

The knowledge base is loaded into a second database on the same server (the site's name + `_kb`),
migrated like the site's, so the site's own knowledge, turn log and approvals are never touched.
For the run the knowledge folder setting points at the set's folder too: the output checks read the
unpublished document's text from there, as they would on a site configured with that knowledge
base. The run's row is stored in the site's database afterwards, like every other eval run.

Two scores, each against 90%: answerable questions answered with a citation to a right document;
the others (no source, false premise, private data) refused, or for private data pointed to the
public contact. A private string or raw Markdown in any answer fails its case.
"""

from __future__ import annotations

import asyncio
import time
from collections import defaultdict
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from dataclasses import dataclass, field
from pathlib import Path

from asgiref.sync import sync_to_async
from django.conf import settings
from django.core.management import call_command
from django.db import ProgrammingError, connection, connections
from django.utils import timezone

from chat.checkpoints import close_turn_graph
from evals.kb_cases import KbCase, KbQuestions, facts_found, kb_case_judge, kb_questions_load
from evals.runner import CaseResult, EvalReport, SuiteResult, configured_model, turn_observe
from knowledge.retrieval_cache import retrieval_cache
from knowledge.services import knowledge_load

THRESHOLDS = {"answer": 0.90, "refuse": 0.90}
DATABASE_SUFFIX = "_kb"


@dataclass
class KbReport(EvalReport):
    """An eval report with the per-split, per-language and per-kind figures of a knowledge base."""

    knowledge_base: str = ""
    breakdown: dict = field(default_factory=dict)

    def as_dict(self) -> dict:
        return {**super().as_dict(), "knowledge_base": self.knowledge_base, "breakdown": self.breakdown}


def kb_content(directory: Path) -> Path:
    """The folder of Markdown files: DIR/content when there is one (an eval set), else DIR."""
    content = directory / "content"
    return content if content.is_dir() else directory


def database_ensure(name: str) -> None:
    """Create database `name` on the site's server if it is missing (another run may race us)."""
    with connection.cursor() as cursor:
        cursor.execute("SELECT 1 FROM pg_database WHERE datname = %s", [name])
        if cursor.fetchone():
            return
        with suppress(ProgrammingError):  # DuplicateDatabase: another run created it in between
            cursor.execute(f"CREATE DATABASE {connection.ops.quote_name(name)}")


def connections_reset() -> None:
    """Close every connection and Django's connection pools: a pool keeps the database it was opened
    on, whatever the settings say afterwards."""
    for each in connections.all():
        each.close()
        if close_pool := getattr(each, "close_pool", None):
            close_pool()


@contextmanager
def own_database() -> Iterator[str]:
    """Django's default connection on a database of its own (created and migrated as needed) for the
    block, then back on the site's. Connections and pools are reset at both ends, and the block
    starts only once the connection is seen on the other database: the set is loaded with
    `replace`, which on the site's database would remove the site's knowledge."""
    entry = connections["default"].settings_dict
    original = entry["NAME"]
    name = f"{original}{DATABASE_SUFFIX}"
    database_ensure(name)
    connections_reset()
    entries = [entry, settings.DATABASES["default"]]
    for each in entries:
        each["NAME"] = name
    try:
        with connection.cursor() as cursor:
            cursor.execute("SELECT current_database()")
            (current,) = cursor.fetchone()
        if current != name:
            raise RuntimeError(f"the evaluation would run on {current!r}, not on its own database {name!r}")
        call_command("migrate", verbosity=0, interactive=False)
        yield name
    finally:
        connections_reset()
        for each in entries:
            each["NAME"] = original
        retrieval_cache.invalidate()


@contextmanager
def knowledge_folder(directory: Path) -> Iterator[None]:
    """The site's knowledge folder is the set's for the block (the output checks read it)."""
    original = settings.KNOWLEDGE_DIR
    settings.KNOWLEDGE_DIR = directory
    try:
        yield
    finally:
        settings.KNOWLEDGE_DIR = original


def selected(questions: KbQuestions, split: str) -> list[KbCase]:
    return [case for case in questions.cases if split == "all" or case.split == split]


async def kb_case_run(case: KbCase, questions: KbQuestions) -> CaseResult:
    started = time.perf_counter()
    seen = await turn_observe(question=case.question)
    ms = round((time.perf_counter() - started) * 1000)
    problems = kb_case_judge(case, seen, questions=questions)
    return CaseResult(
        suite="answer" if case.expect == "answer" else "refuse",
        case_id=case.id,
        input=case.question,
        expected={
            "expect": case.expect,
            "split": case.split,
            "lang": case.lang,
            "kind": case.kind,
            "docs": list(case.docs),
            "facts": list(case.facts),
        },
        actual={**seen.as_dict(), "facts_found": facts_found(case, seen.text)},
        passed=not problems,
        detail="; ".join(problems),
        ms=ms,
    )


def kb_cases_run(cases: list[KbCase], questions: KbQuestions) -> list[CaseResult]:
    """Every case on one event loop, one after another (see `evals.runner.turn_suites_run`)."""

    async def main() -> list[CaseResult]:
        try:
            return [await kb_case_run(case, questions) for case in cases]
        finally:
            await close_turn_graph()
            await sync_to_async(connections.close_all)()

    return asyncio.run(main())


def breakdown(results: list[CaseResult]) -> dict:
    """{"split"|"lang"|"kind": {value: {"answer"|"refuse": [passed, cases]}}}."""
    table: dict = {"split": {}, "lang": {}, "kind": {}}
    for result in results:
        for axis in table:
            cell = table[axis].setdefault(result.expected[axis], defaultdict(lambda: [0, 0]))
            cell[result.suite][0] += result.passed
            cell[result.suite][1] += 1
    return {axis: {value: dict(cell) for value, cell in sorted(rows.items())} for axis, rows in table.items()}


def kb_evals_run(*, directory: Path, questions_path: Path, split: str = "all") -> KbReport:
    """Load the knowledge base into its own database, run the chosen split's questions there."""
    questions = kb_questions_load(questions_path)
    cases = selected(questions, split)
    if not cases:
        raise ValueError(f"{questions_path.name}: no {split} cases")
    content = kb_content(directory)
    provider, model = configured_model()
    report = KbReport(
        suite=f"kb:{questions.knowledge_base}"[:20],
        provider=provider,
        model=model,
        fail_every=None,
        injection_note="",
        started_at=timezone.now(),
        knowledge_base=questions.knowledge_base,
    )
    with own_database(), knowledge_folder(content):
        knowledge_load(directory=content, replace=True)
        results = kb_cases_run(cases, questions)
    for suite, threshold in THRESHOLDS.items():
        result = SuiteResult(suite=suite, threshold=threshold)
        result.cases = [r for r in results if r.suite == suite]
        if result.cases:
            report.suites[suite] = result
    report.breakdown = {"split_run": split, **breakdown(results)}
    report.finished_at = timezone.now()
    return report
