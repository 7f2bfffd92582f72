"""Every eval run is kept, with each case's verdict, so a change can be compared with the run before."""

from __future__ import annotations

from django.db import models

SUITES = ("tools", "tasks", "retrieval", "owner")  # the order runs are shown in


class EvalRun(models.Model):
    """One `run_evals`: which model answered, each suite's score against its threshold."""

    started_at = models.DateTimeField()
    finished_at = models.DateTimeField()
    provider = models.CharField(max_length=40)
    model = models.CharField(max_length=120)
    suite = models.CharField(max_length=20, help_text="tools, tasks, retrieval, owner or all")
    fail_every = models.PositiveIntegerField(
        null=True, blank=True, help_text="Every Nth model HTTP request was dropped (failure injection)."
    )
    scores = models.JSONField(default=dict, help_text="{suite: {score, threshold, passed, cases}}")
    passed = models.BooleanField()

    class Meta:
        db_table = "eval_runs"
        ordering = ["-started_at"]

    def __str__(self) -> str:
        return f"{self.started_at:%Y-%m-%d %H:%M} {self.suite} {self.provider} {'passed' if self.passed else 'failed'}"


class EvalCase(models.Model):
    """One labelled case of a run: what was asked, what was expected, what happened."""

    run = models.ForeignKey(EvalRun, on_delete=models.CASCADE, related_name="cases")
    suite = models.CharField(max_length=20)
    case_id = models.CharField(max_length=80)
    input = models.TextField()
    expected = models.JSONField(default=dict)
    actual = models.JSONField(default=dict)
    passed = models.BooleanField()
    detail = models.TextField(blank=True, help_text="Why the case failed; empty when it passed.")
    ms = models.PositiveIntegerField()

    class Meta:
        db_table = "eval_cases"
        ordering = ["run", "id"]
        constraints = [models.UniqueConstraint(fields=["run", "suite", "case_id"], name="one_case_per_run")]

    def __str__(self) -> str:
        return f"{self.suite}:{self.case_id} {'pass' if self.passed else 'FAIL'}"


class OwnerCase(models.Model):
    """The owner's own eval set: a question visitors asked that the knowledge base could not answer,
    and the document the owner wrote the answer in. `run_evals` (suite `owner`) asks it as a visitor
    would and expects an answer that cites that document."""

    question = models.TextField()
    doc_id = models.SlugField("document id", max_length=120)
    active = models.BooleanField(default=True, help_text="Inactive cases are kept but not run.")
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        db_table = "eval_owner_cases"
        ordering = ["created_at", "id"]
        constraints = [
            models.UniqueConstraint(fields=["question", "doc_id"], name="one_owner_case_per_answer")
        ]

    def __str__(self) -> str:
        return f"{self.question[:60]} → {self.doc_id}"
