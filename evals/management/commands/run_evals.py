"""`python manage.py run_evals [--suite tools|tasks|retrieval|owner|all] [--fail-every N] [--json]`
`[--kb DIR [--questions FILE] [--split dev|test|all]]`.

Runs the labelled datasets against the real graph with the configured provider, stores an
`eval_runs` row with its cases, prints each suite's score against its threshold and the failing
cases; exits non-zero below any threshold. With `--kb` it runs that knowledge base's labelled
questions instead, in a database of its own (`evals.kb_runner`). `owner` is the owner's own eval set
(questions answered in admin from unanswered ones), part of `all` once it has a case. While it
runs, progress goes to stderr and the turns' INFO log lines are held back (`-v 2` shows them), so
stdout is the table alone. The thresholds are the quality bar, not a setting:
a run below one fails, it is never lowered to pass.
"""

from __future__ import annotations

import json
import logging
from contextlib import contextmanager
from pathlib import Path

from django.core.management.base import BaseCommand, CommandError
from django.db import connection
from django.db.migrations.executor import MigrationExecutor

from evals.kb_runner import KbReport, kb_evals_run
from evals.runner import DATASETS, SUITES, EvalReport, evals_run
from evals.services import eval_run_store


def positive(value: str) -> int:
    number = int(value)
    if number < 1:
        raise ValueError(value)
    return number


class Command(BaseCommand):
    help = "Score tool selection, task completion and retrieval against the real graph; store the run."

    def add_arguments(self, parser):
        parser.add_argument("--suite", choices=[*SUITES, "all"], default="all")
        parser.add_argument(
            "--fail-every",
            type=positive,
            metavar="N",
            help="failure injection: drop every Nth model HTTP request before any byte "
            "(the provider's retries must absorb it)",
        )
        parser.add_argument("--json", action="store_true", help="print the run as JSON")
        parser.add_argument(
            "--dataset-dir",
            type=Path,
            default=DATASETS,
            help="a folder with tools.yaml / tasks.yaml (and optionally retrieval.yaml) in the same format",
        )

        parser.add_argument(
            "--kb",
            type=Path,
            metavar="DIR",
            help="a knowledge base (DIR/content or DIR itself) to load into a database of its own",
        )
        parser.add_argument(
            "--questions",
            type=Path,
            metavar="FILE",
            help="its labelled questions (default DIR/questions.yaml)",
        )
        parser.add_argument("--split", choices=["dev", "test", "all"], default="all")

    def handle(self, *args, **options):
        if unapplied_migrations():  # the run is stored there: say so before minutes of work, not after
            raise CommandError("the site's database is not migrated: run `manage.py migrate` first")
        try:
            with quiet_logs(verbosity=options["verbosity"]):
                if options["kb"]:
                    report = kb_evals_run(
                        directory=options["kb"],
                        questions_path=options["questions"] or options["kb"] / "questions.yaml",
                        split=options["split"],
                    )
                else:
                    report = evals_run(
                        suite=options["suite"],
                        datasets=options["dataset_dir"],
                        fail_every=options["fail_every"],
                        progress=self.progress,
                    )
        except (FileNotFoundError, ValueError, TypeError, KeyError) as error:
            raise CommandError(f"dataset: {error}") from error
        run = eval_run_store(report=report)
        if options["json"]:
            self.stdout.write(
                json.dumps({"run_id": run.pk, **report.as_dict()}, indent=2, ensure_ascii=False)
            )
        else:
            self.report(report, run_id=run.pk)
        if not report.passed:
            below = ", ".join(
                f"{name} {result.score:.1%} < {result.threshold:.0%}"
                for name, result in report.suites.items()
                if not result.passed
            )
            raise CommandError(f"below threshold: {below}")

    def progress(self, suite: str, done: int, total: int) -> None:
        """One line per suite on stderr, rewritten in place on a terminal."""
        end = "\n" if done == total else ("\r" if self.stderr.isatty() else None)
        if end:
            self.stderr.write(f"{suite:<10} {done}/{total}", ending=end)
            self.stderr.flush()

    def report(self, report: EvalReport, *, run_id: int) -> None:
        out = self.stdout.write
        out(f"provider {report.provider} ({report.model})")
        if isinstance(report, KbReport):
            out(f"knowledge base {report.knowledge_base}, split {report.breakdown['split_run']}")
        if report.injection_note:
            out(f"failure injection: {report.injection_note}")
        out("")
        out(f"{'suite':<10} {'score':>6}  {'cases':>9}  {'threshold':>9}  verdict")
        for name, result in report.suites.items():
            passed = sum(c.passed for c in result.cases)
            verdict = self.style.SUCCESS("PASS") if result.passed else self.style.ERROR("FAIL")
            line = (
                f"{name:<10} {result.score:6.1%}  {f'{passed}/{len(result.cases)}':>9}  "
                f"{result.threshold:>9.0%}  {verdict}"
            )
            if result.injection:
                line += (
                    f"  [{result.injection['dropped']} of {result.injection['requests']} requests dropped]"
                )
            out(line)
        if isinstance(report, KbReport):
            self.breakdown(report)
        for name, result in report.suites.items():
            if result.failures:
                out(f"\nfailing {name} cases ({len(result.failures)}):")
                for case in result.failures:
                    out(f"  {case.case_id}  {case.input!r}\n      {case.detail}")
        out(f"\nstored as eval run {run_id}")

    def breakdown(self, report: KbReport) -> None:
        """answered / refused per split, language and kind: `passed/cases` for each expectation."""
        out = self.stdout.write
        for axis in ("split", "lang", "kind"):
            out(f"\nper {axis}:{'answer':>18} {'refuse':>14}")
            for value, cell in report.breakdown[axis].items():
                columns = []
                for suite in ("answer", "refuse"):
                    passed, cases = cell.get(suite, (0, 0))
                    columns.append(f"{passed:>3}/{cases:<3} {passed / cases:5.0%}" if cases else f"{'-':>13}")
                out(f"  {value:<14} {columns[0]:>13}  {columns[1]:>13}")


@contextmanager
def quiet_logs(*, verbosity: int):
    """Each eval turn logs "turn finished" and more at INFO: hold those back while the run prints
    its progress, unless asked for (-v 2). Warnings and errors still show."""
    root = logging.getLogger()
    level = root.level
    if verbosity < 2:
        root.setLevel(max(level, logging.WARNING))
    try:
        yield
    finally:
        root.setLevel(level)


def unapplied_migrations() -> list:
    executor = MigrationExecutor(connection)
    return executor.migration_plan(executor.loader.graph.leaf_nodes())
