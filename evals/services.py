"""Writes for the evals: a run and its cases, kept so a change can be compared with the run before."""

from __future__ import annotations

from typing import TYPE_CHECKING

from django.db import transaction
from django.utils import timezone

from evals.models import EvalCase, EvalRun, OwnerCase

if TYPE_CHECKING:  # the runner imports the whole turn graph: not at app start
    from evals.runner import EvalReport


def eval_run_store(*, report: EvalReport) -> EvalRun:
    with transaction.atomic():
        run = EvalRun.objects.create(
            started_at=report.started_at,
            finished_at=report.finished_at or timezone.now(),
            provider=report.provider,
            model=report.model,
            suite=report.suite,
            fail_every=report.fail_every,
            scores={name: result.summary() for name, result in report.suites.items()},
            passed=report.passed,
        )
        EvalCase.objects.bulk_create(
            EvalCase(
                run=run,
                suite=case.suite,
                case_id=case.case_id,
                input=case.input,
                expected=case.expected,
                actual=case.actual,
                passed=case.passed,
                detail=case.detail,
                ms=case.ms,
            )
            for result in report.suites.values()
            for case in result.cases
        )
    return run


def owner_case_add(*, question: str, doc_id: str) -> OwnerCase:
    """A question the owner answered in a document joins their eval set (once; re-answering it in the
    same document reactivates it)."""
    case, created = OwnerCase.objects.get_or_create(question=question.strip(), doc_id=doc_id)
    if not created and not case.active:
        case.active = True
        case.save(update_fields=["active"])
    return case


def owner_case_from_gap(sender, *, question: str, doc_id: str, **kwargs) -> None:
    """Connected to knowledge's `gap_answered` (EvalsConfig.ready)."""
    owner_case_add(question=question, doc_id=doc_id)
