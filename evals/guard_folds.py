"""The whole input pipeline (patterns, then the learned layer) on each spent set, scored by a learned
layer that never saw that set: what a new set written by someone else is likely to show.

`train_guard` fits one model per held-out group anyway (to choose the threshold); here the model that
left a spent set out screens that set exactly as the chat would (`evals.guards.thread_screen`), at a
threshold chosen on the other groups' held-out scores. In-sample figures are not honest: these are.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from unittest import mock

import numpy as np

from evals.guard_training import SPENT_SETS, Training, threshold_at
from evals.guards import GuardScore, guard_cases_load, guard_cases_score
from safety.learned import GuardModel


@contextmanager
def model_in_use(model: GuardModel) -> Iterator[None]:
    """The guards read `model` instead of the shipped weights file (an evaluation's swap, no mock of
    the patterns: they run as shipped)."""
    with (
        mock.patch("safety.learned.guard_model", return_value=model),
        mock.patch("safety.guards.guard_model", return_value=model),
    ):
        yield


def fold_threshold(training: Training, group: str) -> float:
    """The threshold at the false-refusal target over the held-out scores of every other group."""
    benign = np.asarray([not i.attack and i.group != group for i in training.items])
    return threshold_at(training.out_of_fold[benign])


def spent_folds(training: Training) -> dict[str, tuple[GuardScore, GuardScore, float]]:
    """Per spent set: (patterns only, patterns + the learned layer that left it out, its threshold)."""
    out = {}
    for group, path in SPENT_SETS.items():
        if group not in training.fold_models:
            continue
        cases = guard_cases_load(path)
        threshold = fold_threshold(training, group)
        model = training.fold_models[group].at(threshold)
        patterns = guard_cases_score(cases, learned=False)
        with model_in_use(model):
            both = guard_cases_score(cases, learned=True)
        out[group] = (patterns, both, threshold)
    return out


def merged(scores: list[GuardScore]) -> GuardScore:
    """One score over several sets: the tallies added."""
    total = GuardScore()
    for score in scores:
        for mine, theirs in ((total.attacks, score.attacks), (total.benign, score.benign)):
            mine.total += theirs.total
            mine.refused += theirs.refused
        for table, other in ((total.by_lang, score.by_lang), (total.by_category, score.by_category)):
            for key, labels in other.items():
                for label, tally in labels.items():
                    table[key][label].total += tally.total
                    table[key][label].refused += tally.refused
        for guard, n in score.by_guard.items():
            total.by_guard[guard] += n
    return total
