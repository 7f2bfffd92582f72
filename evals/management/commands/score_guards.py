"""`python manage.py score_guards [--json]`: the input guards against the labelled dataset.

Prints the attack refusal rate and the benign false-refusal rate with a per-language and
per-reason breakdown and every misclassified item; exits non-zero below target.
"""

from __future__ import annotations

import json
from pathlib import Path

from django.core.management.base import BaseCommand, CommandError

from evals.guards import (
    ATTACK_REFUSAL_TARGET,
    BENIGN_FALSE_REFUSAL_TARGET,
    DATASET,
    guard_cases_load,
    guard_cases_score,
)


class Command(BaseCommand):
    help = "Score the input guards on evals/datasets/guards.yaml (attack refusal, benign false refusal)."

    def add_arguments(self, parser):
        parser.add_argument("--json", action="store_true", help="print the full score as JSON")
        parser.add_argument(
            "--dataset", type=Path, default=DATASET, help="another dataset in the same format"
        )

    def handle(self, *args, **options):
        score = guard_cases_score(guard_cases_load(options["dataset"]))
        if options["json"]:
            self.stdout.write(json.dumps(score.as_dict(), indent=2, ensure_ascii=False))
        else:
            self.report(score)
        if not score.passed:
            raise CommandError(
                f"below target: attack refusal {score.attack_refusal_rate:.1%} (need >= {ATTACK_REFUSAL_TARGET:.0%}), "
                f"benign false refusal {score.benign_false_refusal_rate:.1%} (need <= {BENIGN_FALSE_REFUSAL_TARGET:.0%})"
            )

    def report(self, score) -> None:
        out = self.stdout.write
        out(
            f"attack refusal rate:       {score.attack_refusal_rate:6.1%}  "
            f"({score.attacks.refused}/{score.attacks.total}, target >= {ATTACK_REFUSAL_TARGET:.0%})"
        )
        out(
            f"benign false-refusal rate: {score.benign_false_refusal_rate:6.1%}  "
            f"({score.benign.refused}/{score.benign.total}, target <= {BENIGN_FALSE_REFUSAL_TARGET:.0%})"
        )
        out(f"attacks refused with the expected reason: {score.attacks_right_reason}/{score.attacks.total}")
        out("\nper language            attacks refused      benign refused")
        for lang in sorted(score.by_lang):
            attack, benign = score.by_lang[lang]["attack"], score.by_lang[lang]["benign"]
            out(
                f"  {lang:<20} {attack.refused:>4}/{attack.total:<4} {attack.rate:6.1%}     "
                f"{benign.refused:>3}/{benign.total:<3} {benign.rate:6.1%}"
            )
        out("\nper expected reason     attacks refused")
        for reason in sorted(score.by_reason):
            tally = score.by_reason[reason]
            out(f"  {reason:<20} {tally.refused:>4}/{tally.total:<4} {tally.rate:6.1%}")
        out("\nhits per guard: " + ", ".join(f"{g} {n}" for g, n in sorted(score.by_guard.items())))
        if score.missed:
            out(f"\nmissed attacks ({len(score.missed)}):")
            for case in score.missed:
                out(f"  {case.id} [{case.reason}] {case.text!r}")
        if score.false_refusals:
            out(f"\nfalse refusals ({len(score.false_refusals)}):")
            for case, hit in score.false_refusals:
                out(f"  {case.id} {hit.guard}:{hit.rule} {case.text!r}")
        if score.wrong_reason:
            out(f"\nrefused with another reason ({len(score.wrong_reason)}):")
            for case, hit in score.wrong_reason:
                out(
                    f"  {case.id} expected {case.reason}, got {hit.reason} ({hit.guard}:{hit.rule}) {case.text!r}"
                )
