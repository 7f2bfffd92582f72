"""The spent-set folds: the threshold a fold uses never reads the held-out set's own scores, and the
sets' tallies add up."""

from __future__ import annotations

import numpy as np

from evals.guard_folds import fold_threshold, merged, model_in_use
from evals.guard_training import Training, TrainItem
from evals.guards import GuardCase, guard_cases_score
from knowledge.embeddings import local_embed
from safety.guards import learned_classifier
from safety.learned import GuardModel


def training(scores: dict[str, list[float]]) -> Training:
    items = [TrainItem(f"{g}{n}", False, g, "en", "benign") for g, s in scores.items() for n in range(len(s))]
    return Training(
        items=items,
        weights=np.zeros(512),
        bias=0.0,
        threshold=0.5,
        out_of_fold=np.asarray([v for s in scores.values() for v in s]),
    )


def test_a_folds_threshold_ignores_the_held_out_sets_benign_scores():
    t = training({"spent:a": [0.99] * 50, "other": list(np.linspace(0, 0.5, 100))})
    assert fold_threshold(t, "spent:a") <= 0.5  # the held-out set's 0.99s would have pushed it up
    assert fold_threshold(t, "other") > 0.9


def test_the_guards_read_the_folds_model_while_it_is_in_use():
    refuse_all = GuardModel(version="t", embedder="e", weights=np.zeros(512), bias=10.0, threshold=0.5)
    with model_in_use(refuse_all):
        assert learned_classifier("Does she know Go?", embed=local_embed) is not None
    assert learned_classifier("Does she know Go?", embed=local_embed) is None


def test_merged_adds_each_sets_tallies():
    cases = [GuardCase(id="1", lang="en", label="benign", text="Does she know Go?", category="ordinary")]
    one = guard_cases_score(cases, learned=False)
    total = merged([one, one])
    assert (total.benign.total, total.by_lang["en"]["benign"].total) == (2, 2)
