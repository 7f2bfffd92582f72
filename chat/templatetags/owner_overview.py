"""`{% owner_overview %}`: what the owner sees first in admin (templates/admin/index.html).

The reads are chat.selectors', budget_today and approvals_pending_count; this module only lays
them out, the 7-day chart as server-rendered SVG (no script, no external library: the admin keeps
the strict CSP too).
"""

from __future__ import annotations

from dataclasses import dataclass

from django import template
from django.urls import reverse

from approvals.selectors import approvals_pending_count
from budget.selectors import budget_today
from chat.outcomes import Outcome
from chat.selectors import (
    DayOutcomes,
    feedback_ratio,
    refusal_reasons,
    turn_outcomes_by_day,
    unanswered_newest,
)

register = template.Library()

OUTCOMES = [
    Outcome.ANSWERED,
    Outcome.DEGRADED,
    Outcome.REFUSED,
    Outcome.PENDING_APPROVAL,
    Outcome.FAILED,
]  # bottom to top
CHART_WIDTH, CHART_HEIGHT, AXIS = 420, 150, 18  # px; AXIS: room for the day labels
BAR_GAP = 10
REASON_BAR_MAX = 160


@dataclass(frozen=True)
class Bar:
    outcome: str
    x: float
    y: float
    width: float
    height: float
    count: int


@dataclass(frozen=True)
class Column:
    label: str
    x_center: float
    total: int
    total_y: float
    bars: list[Bar]


def chart_columns(days: list[DayOutcomes]) -> tuple[list[Column], int]:
    """Stacked bars, one column per day; their heights scale to the busiest day."""
    peak = max((d.total for d in days), default=0) or 1
    plot = CHART_HEIGHT - AXIS - 14  # room above the tallest bar for its total
    slot = CHART_WIDTH / max(len(days), 1)
    columns = []
    for i, day in enumerate(days):
        x, width, top = i * slot + BAR_GAP / 2, slot - BAR_GAP, CHART_HEIGHT - AXIS
        bars = []
        for outcome in OUTCOMES:
            count = day.counts.get(outcome, 0)
            if count:
                height = count / peak * plot
                top -= height
                bars.append(
                    Bar(outcome, round(x, 1), round(top, 1), round(width, 1), round(height, 1), count)
                )
        columns.append(
            Column(
                label=day.day.strftime("%a %-d"),
                x_center=round(x + width / 2, 1),
                total=day.total,
                total_y=round(top - 4, 1),
                bars=bars,
            )
        )
    return columns, peak


@register.inclusion_tag("chat/admin_overview.html")
def owner_overview() -> dict:
    budget = budget_today()
    used = budget.spent_usd + budget.reserved_usd
    days = turn_outcomes_by_day(days=7)
    columns, _ = chart_columns(days)
    reasons = refusal_reasons(days=7)
    most = max((n for _, n in reasons), default=1)
    ratio = feedback_ratio(days=30)
    return {
        "budget": budget,
        "budget_bar": round(min(float(used / budget.cap_usd), 1.0) * 100, 1) if budget.cap_usd else 100,
        "columns": columns,
        "chart": {"width": CHART_WIDTH, "height": CHART_HEIGHT, "axis_y": CHART_HEIGHT - 4},
        "turns_week": sum(d.total for d in days),
        "outcomes": [o for o in OUTCOMES if any(d.counts.get(o) for d in days)],
        "reasons": [(reason, n, round(n / most * REASON_BAR_MAX, 1)) for reason, n in reasons],
        "reason_bar_max": REASON_BAR_MAX,
        "pending": approvals_pending_count(),
        "pending_url": reverse("admin:approvals_pendingapproval_changelist") + "?status__exact=pending",
        "unanswered": unanswered_newest(limit=5),
        "unanswered_url": reverse("admin:chat_unansweredquestion_changelist"),
        "feedback": ratio,
        "feedback_up_percent": round(ratio.share_up * 100) if ratio.share_up is not None else None,
    }
