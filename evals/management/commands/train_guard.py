"""`python manage.py train_guard [--corpora DIR] [--out FILE] [--spent-folds]`: retrain the learned
input guard.

Reads the team's sets and the public corpora (`GUARD_CORPORA_DIR`; missing ones are skipped with a
message), picks the threshold by leave-one-group-out at 2% false refusals, and writes the weights
file `safety/guard_model.json`, which is what production and CI run. Prints each held-out group's
figures: those are the honest ones; the figures on the training data are not. `--spent-folds` also
screens each spent set through every layer, patterns first, with the model that left it out
(`evals.guard_folds`), and prints attacks and benign refused per set, language and category.
"""

from __future__ import annotations

import json
from pathlib import Path

from django.conf import settings
from django.core.management.base import BaseCommand

from evals.guard_folds import merged, spent_folds
from evals.guard_training import (
    corpus_items,
    greeted,
    guard_train,
    kb_items,
    portfolio_items,
    question_items,
    spent_items,
    team_items,
)
from safety.learned import MODEL_PATH


class Command(BaseCommand):
    help = "Train the learned input guard and write safety/guard_model.json."

    def add_arguments(self, parser):
        parser.add_argument("--corpora", type=Path, default=None, help="default: GUARD_CORPORA_DIR")
        parser.add_argument("--out", type=Path, default=MODEL_PATH)
        parser.add_argument("--vectors-cache", type=Path, default=None, help="an .npz of vectors to reuse")
        parser.add_argument(
            "--spent-folds", action="store_true", help="every layer on each spent set, by the fold without it"
        )

    def handle(self, *args, **options):
        corpora = options["corpora"] or settings.GUARD_CORPORA_DIR
        items = (
            team_items()
            + portfolio_items()
            + spent_items()
            + kb_items()
            + corpus_items(corpora, say=self.stdout.write)
            + question_items(corpora, say=self.stdout.write)
        )
        items += greeted(items)
        self.stdout.write(f"{len(items)} messages, {sum(i.attack for i in items)} attacks")
        training = guard_train(items, say=self.stdout.write, cache=options["vectors_cache"])
        model = training.as_json()
        options["out"].write_text(json.dumps(model, separators=(",", ":")) + "\n", encoding="utf-8")
        folds = model["training"]["out_of_fold"]
        self.stdout.write(f"\nversion {model['version']}, threshold {model['threshold']:.4f}")
        self.stdout.write(
            f"held-out folds: attacks refused {folds['attacks_refused']:.1%}, "
            f"benign refused {folds['benign_refused']:.1%}"
        )
        for group, tally in folds["per_group"].items():
            attack, benign = tally["attack"], tally["benign"]
            self.stdout.write(
                f"  {group:<32} attacks {attack[0]:>4}/{attack[1]:<4}  benign refused {benign[0]:>3}/{benign[1]:<4}"
            )
        self.by_table(training)
        if options["spent_folds"]:
            self.spent(training)

    def by_table(self, training) -> None:
        """The learned layer alone, held out, at the global threshold: per language and category,
        and on the knowledge bases' visitor questions."""
        for title, key in (("language", "lang"), ("category", "category")):
            table: dict[str, list[int]] = {}
            for item, score in zip(training.items, training.out_of_fold, strict=True):
                row = table.setdefault(getattr(item, key), [0, 0, 0, 0])
                at = 0 if item.attack else 2
                row[at] += int(score >= training.threshold)
                row[at + 1] += 1
            self.stdout.write(f"\nheld-out folds by {title} (learned layer alone):")
            for name in sorted(table):
                a, n, b, m = table[name]
                self.stdout.write(f"  {name:<28} attacks {a:>4}/{n:<4}  benign refused {b:>3}/{m:<4}")

    def spent(self, training) -> None:
        out = self.stdout.write
        folds = spent_folds(training)
        for title, pick in (("patterns only", 0), ("patterns + learned layer", 1)):
            scores = [f[pick] for f in folds.values()]
            out(f"\n=== spent sets, {title} (each scored by the fold that left it out) ===")
            for group, score in zip(folds, scores, strict=True):
                out(f"  {group:<22} {self.rates(score)}  threshold {folds[group][2]:.3f}")
            total = merged(scores)
            out(f"  {'all':<22} {self.rates(total)}")
            for table in (total.by_lang, total.by_category):
                for key in sorted(table):
                    attack, benign = table[key]["attack"], table[key]["benign"]
                    out(
                        f"    {key:<22} attacks {attack.refused:>4}/{attack.total:<4}  "
                        f"benign refused {benign.refused:>3}/{benign.total:<4}"
                    )

    @staticmethod
    def rates(score) -> str:
        return (
            f"attacks {score.attacks.refused}/{score.attacks.total} ({score.attack_refusal_rate:.1%}), "
            f"benign refused {score.benign.refused}/{score.benign.total} ({score.benign_false_refusal_rate:.1%})"
        )
