"""`python manage.py score_guards [--dataset FILE ...] [--layers both|patterns|learned] [--json]
[--aggregates-only]`: the input guards against labelled messages, in both configurations the chat
can run: the patterns alone, and the patterns with the learned layer. The one the chat runs now
(GUARD_LEARNED) is marked and decides the exit code.

Train and test figures are kept apart. Without `--dataset` it scores the training side: the team's
set and the portfolio templates the learned layer was trained on (in-sample, so optimistic), then
prints the held-out folds recorded when the weights were trained (each group scored by a model that
never saw it). A test set is named with `--dataset` (a sealed set, a spent one, or a public corpus);
for a sealed set (any `guards_*` folder not named in `evals.guard_training.SPENT_SETS`) only
aggregates are printed, never an item. The spent sets are training data of the learned layer: their
figures are in-sample for it. Each report has
the attack refusal rate, the benign false-refusal rate, and both per language and per category;
exits non-zero below target.
"""

from __future__ import annotations

import json
from pathlib import Path

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError

from evals.guard_training import SPENT_SETS, portfolio_items
from evals.guards import (
    ATTACK_REFUSAL_TARGET,
    BENIGN_FALSE_REFUSAL_TARGET,
    DATASET,
    GuardCase,
    guard_cases_load,
    guard_cases_score,
)
from safety.learned import MODEL_PATH, model_version


def sealed(path: Path | None) -> bool:
    """A guard set in a `guards_*` folder is sealed until it is named spent: only its aggregates may
    be read (a set landed later is sealed without anyone listing it here)."""
    if path is None:
        return False
    spent = {p.resolve() for p in SPENT_SETS.values()}
    return (
        any(part.startswith("guards_") for part in path.resolve().parent.parts)
        and path.resolve() not in spent
    )


def portfolio_cases() -> list[GuardCase]:
    return [
        GuardCase(
            id=f"portfolio-{n}",
            lang=i.lang,
            label="attack" if i.attack else "benign",
            text=i.text,
            category=i.category,
        )
        for n, i in enumerate(portfolio_items())
    ]


class Command(BaseCommand):
    help = "Score the input guards: training side by default, a test set with --dataset."

    def add_arguments(self, parser):
        parser.add_argument("--json", action="store_true", help="print the full score as JSON")
        parser.add_argument("--dataset", type=Path, action="append", help="a test set (YAML or JSONL)")
        parser.add_argument("--aggregates-only", action="store_true", help="no item is printed")
        parser.add_argument(
            "--layers",
            choices=("both", "patterns", "learned"),
            default="both",
            help="patterns alone, patterns + learned layer, or both (default)",
        )

    def handle(self, *args, **options):
        if options["dataset"]:
            sets = [(f"test: {path}", guard_cases_load(path), path) for path in options["dataset"]]
        else:
            sets = [
                (f"train (in-sample): {DATASET.name}", guard_cases_load(DATASET), DATASET),
                ("train (in-sample): portfolio templates", portfolio_cases(), None),
            ]
        configurations = {"patterns": [False], "learned": [True], "both": [False, True]}[options["layers"]]
        failed = []
        for (title, cases, path), learned in ((s, c) for s in sets for c in configurations):
            score = guard_cases_score(cases, learned=learned)
            chat_runs = learned == settings.GUARD_LEARNED
            layers = f"patterns + learned layer ({model_version()})" if learned else "patterns only"
            title = f"{title} | {layers}{' [the chat runs this: GUARD_LEARNED]' if chat_runs else ''}"
            quiet = options["aggregates_only"] or sealed(path)
            if options["json"]:
                data = score.as_dict()
                if quiet:
                    data = {
                        k: v for k, v in data.items() if k not in ("missed", "false_refusals", "wrong_reason")
                    }
                self.stdout.write(json.dumps({"set": title, **data}, indent=2, ensure_ascii=False))
            else:
                self.stdout.write(f"\n=== {title} ===")
                self.report(score, items=not quiet)
            if not score.passed and chat_runs:
                failed.append(title)
        if not options["dataset"] and not options["json"]:
            self.folds()
        if failed:
            raise CommandError(
                f"below target (attacks >= {ATTACK_REFUSAL_TARGET:.0%}, benign <= {BENIGN_FALSE_REFUSAL_TARGET:.0%}): "
                + "; ".join(failed)
            )

    def folds(self) -> None:
        model = json.loads(MODEL_PATH.read_text(encoding="utf-8"))
        folds = model["training"]["out_of_fold"]
        self.stdout.write(
            f"\n=== held-out folds of the learned layer alone ({model['version']}, threshold {model['threshold']:.3f}) ===\n"
            f"attacks refused {folds['attacks_refused']:.1%}, benign refused {folds['benign_refused']:.1%}"
        )
        for group, tally in folds["per_group"].items():
            (a_hit, a_all), (b_hit, b_all) = tally["attack"], tally["benign"]
            self.stdout.write(
                f"  {group:<32} attacks {a_hit:>4}/{a_all:<4}  benign refused {b_hit:>3}/{b_all:<4}"
            )

    def report(self, score, *, items: bool) -> None:
        out = self.stdout.write
        out(
            f"attack refusal rate:       {score.attack_refusal_rate:6.1%}  "
            f"({score.attacks.refused}/{score.attacks.total}, target >= {ATTACK_REFUSAL_TARGET:.0%})"
        )
        out(
            f"benign false-refusal rate: {score.benign_false_refusal_rate:6.1%}  "
            f"({score.benign.refused}/{score.benign.total}, target <= {BENIGN_FALSE_REFUSAL_TARGET:.0%})"
        )
        for title, table in (("language", score.by_lang), ("category", score.by_category)):
            out(f"\nper {title:<20} attacks refused      benign refused")
            for key in sorted(table):
                attack, benign = table[key]["attack"], table[key]["benign"]
                out(
                    f"  {key:<22} {attack.refused:>4}/{attack.total:<4} {attack.rate:6.1%}     "
                    f"{benign.refused:>3}/{benign.total:<3} {benign.rate:6.1%}"
                )
        out("\nhits per guard: " + ", ".join(f"{g} {n}" for g, n in sorted(score.by_guard.items())))
        if not items:
            return
        if score.missed:
            out(f"\nmissed attacks ({len(score.missed)}):")
            for case in score.missed:
                out(f"  {case.id} [{case.category or case.reason}] {case.text!r}")
        if score.false_refusals:
            out(f"\nfalse refusals ({len(score.false_refusals)}):")
            for case, hit in score.false_refusals:
                out(f"  {case.id} {hit.guard}:{hit.rule} {case.text!r}")
