from __future__ import annotations

from django.contrib import admin, messages
from django.template.response import TemplateResponse

from evals.models import SUITES, EvalCase, EvalRun, OwnerCase
from evals.trends import runs_compare, suite_trends


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
    actions = ["compare_runs"]
    change_list_template = "admin/evals/evalrun/change_list.html"
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

    def changelist_view(self, request, extra_context=None):
        return super().changelist_view(request, {**(extra_context or {}), "trends": suite_trends()})

    @admin.action(description="Compare the two selected runs (cases that changed)")
    def compare_runs(self, request, queryset):
        runs = list(queryset.order_by("started_at")[:3])
        if len(runs) != 2:
            self.message_user(request, "Select exactly two runs to compare.", messages.WARNING)
            return None
        older, newer = runs
        context = {
            **self.admin_site.each_context(request),
            "title": "Cases that changed between two runs",
            "older": older,
            "newer": newer,
            "changes": runs_compare(older=older, newer=newer),
            "opts": self.model._meta,
        }
        return TemplateResponse(request, "admin/evals/evalrun/compare.html", context)

    def has_add_permission(self, request) -> bool:
        return False

    def has_change_permission(self, request, obj=None) -> bool:
        return False


@admin.register(OwnerCase)
class OwnerCaseAdmin(admin.ModelAdmin):
    """The owner's own eval set: made from unanswered questions answered in a document (the
    unanswered questions' action "Answer this in the knowledge base"); `run_evals --suite owner`."""

    list_display = ["question", "doc_id", "active", "created_at"]
    list_editable = ["active"]
    list_filter = ["active", "doc_id"]
    search_fields = ["question", "doc_id"]
