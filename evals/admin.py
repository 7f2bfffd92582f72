from __future__ import annotations

from django.contrib import admin

from evals.models import SUITES, EvalCase, EvalRun


class EvalCaseInline(admin.TabularInline):
    """A run's cases, failures first: they are what the owner opens a run for."""

    model = EvalCase
    fields = ["suite", "case_id", "passed", "input", "detail", "expected", "actual", "ms"]
    readonly_fields = fields
    ordering = ["passed", "suite", "id"]
    extra = 0
    can_delete = False
    show_change_link = False

    def has_add_permission(self, request, obj=None) -> bool:
        return False


@admin.register(EvalRun)
class EvalRunAdmin(admin.ModelAdmin):
    """Written by `manage.py run_evals`; read here, never edited."""

    list_display = ["started_at", "suite", "provider", "model", "fail_every", "score_summary", "passed"]
    list_filter = ["passed", "suite", "provider", "model"]
    date_hierarchy = "started_at"
    ordering = ["-started_at"]
    inlines = [EvalCaseInline]
    readonly_fields = [
        "started_at",
        "finished_at",
        "provider",
        "model",
        "suite",
        "fail_every",
        "scores",
        "passed",
    ]

    @admin.display(description="scores (score / threshold)")
    def score_summary(self, run: EvalRun) -> str:
        ordered = sorted(
            run.scores.items(), key=lambda item: SUITES.index(item[0]) if item[0] in SUITES else 9
        )
        return ", ".join(
            f"{suite} {score['score']:.1%} / {score['threshold']:.0%}{'' if score['passed'] else ' FAIL'}"
            for suite, score in ordered
        )

    def has_add_permission(self, request) -> bool:
        return False

    def has_change_permission(self, request, obj=None) -> bool:
        return False
