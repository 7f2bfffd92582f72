"""`python manage.py train_guard [--corpora DIR] [--out FILE]`: retrain the learned input guard.

Reads the team's sets and the public corpora (`GUARD_CORPORA_DIR`; missing ones are skipped with a
message), picks the threshold by leave-one-group-out at 2% false refusals, and writes the weights
file `safety/guard_model.json`, which is what production and CI run. Prints each held-out group's
figures: those are the honest ones; the figures on the training data are not.
"""

from __future__ import annotations

import json
from pathlib import Path

from django.conf import settings
from django.core.management.base import BaseCommand

from evals.guard_training import (
    corpus_items,
    guard_train,
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

    def handle(self, *args, **options):
        corpora = options["corpora"] or settings.GUARD_CORPORA_DIR
        items = (
            team_items()
            + portfolio_items()
            + spent_items()
            + corpus_items(corpora, say=self.stdout.write)
            + question_items(corpora, say=self.stdout.write)
        )
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
