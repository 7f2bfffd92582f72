"""Reads of the eval run history for admin: each suite's score over the last runs as a small
server-rendered SVG line (no JavaScript, like the owner's overview), and the cases whose verdict
changed between two runs."""

from __future__ import annotations

from dataclasses import dataclass

from evals.models import SUITES, EvalCase, EvalRun

WIDTH, HEIGHT, PAD = 240, 64, 6
TREND_RUNS = 20


@dataclass
class Trend:
    suite: str
    points: str  # the polyline's "x,y x,y ..."
    dots: list[dict]  # {"x", "y", "label"}, oldest first
    threshold_y: float
    latest: float
    passed: bool
    description: str  # what a screen reader hears instead of the line
    width: int = WIDTH
    height: int = HEIGHT

    @property
    def latest_label(self) -> str:
        return f"{self.latest:.1%}"


def score_y(score: float) -> float:
    return round(PAD + (1 - score) * (HEIGHT - 2 * PAD), 1)


def suite_trends(*, runs: int = TREND_RUNS) -> list[Trend]:
    """Per suite, its score in each of the last `runs` runs that ran it, oldest first."""
    newest = list(EvalRun.objects.order_by("-started_at")[:runs])[::-1]
    names = [s for s in SUITES if any(s in run.scores for run in newest)]
    names += sorted({s for run in newest for s in run.scores} - set(names))
    trends = []
    for suite in names:
        scored = [(run, run.scores[suite]) for run in newest if suite in run.scores]
        step = (WIDTH - 2 * PAD) / max(len(scored) - 1, 1)
        dots = [
            {
                "x": round(PAD + i * step, 1),
                "y": score_y(score["score"]),
                "label": f"{run.started_at:%Y-%m-%d %H:%M}: {score['score']:.1%}",
            }
            for i, (run, score) in enumerate(scored)
        ]
        last = scored[-1][1]
        trends.append(
            Trend(
                suite=suite,
                points=" ".join(f"{d['x']},{d['y']}" for d in dots),
                dots=dots,
                threshold_y=score_y(last["threshold"]),
                latest=last["score"],
                passed=last["passed"],
                description=f"{suite}, last {len(scored)} runs: "
                + ", ".join(f"{s['score']:.0%}" for _, s in scored)
                + f"; threshold {last['threshold']:.0%}",
            )
        )
    return trends


@dataclass
class CaseChange:
    suite: str
    case_id: str
    input: str
    change: str  # "fixed", "broken", "new" or "gone"
    detail: str


def runs_compare(*, older: EvalRun, newer: EvalRun) -> list[CaseChange]:
    """The cases whose verdict differs between two runs, and those only one of them ran."""

    def cases(run: EvalRun) -> dict[tuple[str, str], EvalCase]:
        return {(c.suite, c.case_id): c for c in run.cases.all()}

    before, after = cases(older), cases(newer)
    changes = []
    for key in sorted(before.keys() | after.keys()):
        old, new = before.get(key), after.get(key)
        if old and new and old.passed == new.passed:
            continue
        if old is None:
            change = "new"
        elif new is None:
            change = "gone"
        else:
            change = "fixed" if new.passed else "broken"
        case = new or old
        changes.append(CaseChange(case.suite, case.case_id, case.input, change, new.detail if new else ""))
    order = {"broken": 0, "fixed": 1, "new": 2, "gone": 3}
    return sorted(changes, key=lambda c: (order[c.change], c.suite, c.case_id))
