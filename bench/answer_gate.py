"""Fit the offline answerer's answerability gate (`chat.providers.offline.gate`) on recorded turns.

    .venv/bin/python -m bench.kb_replay record --dir var/rec2      # once, as for kb_replay
    .venv/bin/python -m bench.answer_gate --dir var/rec2 [--out chat/providers/offline/answer_gate.json]

Replays each recorded question of the spent knowledge bases with the rules alone (`gated=False`); the
cases the rules answer are the rows, a question to refuse (no source, false premise, private) the
positive class. Each knowledge base is scored by a gate fitted without it (leave one base out). The
threshold is the one of THRESHOLDS whose held-out scores raise the two rates the acceptance weighs
equally (questions to refuse refused, answerable questions answered right) by the most in sum,
among those that refuse at most MAX_ANSWERS_LOST of the answerable questions the rules answer right.
Then the gate is fitted on every base and written with that threshold. Prints the held-out trade at
each threshold.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import logging
import sys
from pathlib import Path

import numpy as np

from bench.kb_replay import CHANGED, DIRECTORY, FILES, KNOWLEDGE_BASES, recordings, replay_file

THRESHOLDS = tuple(round(0.5 + 0.05 * k, 2) for k in range(10))
MAX_ANSWERS_LOST = 0.01  # of the answerable questions


def chosen_threshold(
    held_out: np.ndarray,
    refuse: np.ndarray,
    right: np.ndarray,
    *,
    answerable: int,
    to_refuse: int,
    say=print,
) -> float:
    """The threshold (`THRESHOLDS`) whose held-out refusals raise the refused and answered rates most
    in sum, losing at most MAX_ANSWERS_LOST of the answerable questions; 1.0 (the gate refuses
    nothing) when none gains. `right`: the rules answer the row's question right."""
    chosen, best = 1.0, 0.0
    for threshold in THRESHOLDS:
        gated = held_out >= threshold
        lost = int((gated & right & (refuse == 0)).sum())
        gained = int((gated & (refuse == 1) & ~right).sum())
        change = gained / to_refuse - lost / answerable
        say(
            f"  threshold {threshold:.2f}: held out, {gained} more refused of {to_refuse}, "
            f"{lost} right answers lost of {answerable} (rates {change:+.2%} in sum)"
        )
        if lost <= MAX_ANSWERS_LOST * answerable and change > best:
            chosen, best = threshold, change
    return chosen


def main(argv: list[str] | None = None) -> None:
    import django

    django.setup()
    from chat.providers.offline.gate import GATE_PATH, SIGNALS, fit
    from evals.guard_training import SPENT_KNOWLEDGE_BASES

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dir", type=Path, default=DIRECTORY)
    parser.add_argument("--out", type=Path, default=GATE_PATH)
    parser.add_argument("--sets", help="comma-separated spent sets (default: SPENT_KNOWLEDGE_BASES)")
    args = parser.parse_args(argv)
    names = args.sets.split(",") if args.sets else list(SPENT_KNOWLEDGE_BASES)
    logging.getLogger().setLevel(logging.WARNING)
    results = []
    for name, file, data, questions_path in recordings(names, list(FILES), args.dir, KNOWLEDGE_BASES):
        results += replay_file(data, questions_path, name, file, gated=False)[0]
    if not results:
        sys.exit(f"no recordings in {args.dir}: run `python -m bench.kb_replay record --dir {args.dir}`")
    # An answer the recording's gate refused comes back "answer (answer changed)": a row all the same.
    rows = [r for r in results if r.why.removesuffix(CHANGED) == "answer" and r.signals]
    x = np.asarray([[r.signals[s] for s in SIGNALS] for r in rows])
    refuse = np.asarray([float(r.case.expect != "answer") for r in rows])
    right = np.asarray([r.passed for r in rows])
    bases = np.asarray([r.name for r in rows])
    held_out = np.zeros(len(rows))
    for base in sorted(set(bases)):
        held = bases == base
        mean, scale, weights, bias = fit(x[~held], refuse[~held])
        held_out[held] = 1.0 / (1.0 + np.exp(-(((x[held] - mean) / scale) @ weights + bias)))
    answerable = sum(r.case.expect == "answer" for r in results)
    to_refuse = len(results) - answerable
    print(f"{len(rows)} answers of the rules ({int(refuse.sum())} to refuse), {len(set(bases))} bases")
    chosen = chosen_threshold(held_out, refuse, right, answerable=answerable, to_refuse=to_refuse)
    mean, scale, weights, bias = fit(x, refuse)
    model = {
        "signals": list(SIGNALS),
        "mean": [round(float(v), 8) for v in mean],
        "scale": [round(float(v), 8) for v in scale],
        "weights": [round(float(v), 8) for v in weights],
        "bias": round(float(bias), 8),
        "threshold": chosen,
    }
    digest = hashlib.sha256(json.dumps(model, separators=(",", ":")).encode()).hexdigest()[:10]
    model = {"version": f"gate-{digest}", **model, "fitted_on": len(rows)}
    args.out.write_text(json.dumps(model, indent=1) + "\n", encoding="utf-8")
    print(f"gate-{digest}: threshold {chosen:.2f} -> {args.out}")


if __name__ == "__main__":
    main()
