"""Runs the labelled datasets against the real graph and scores them; `run_evals` and the tests share it.

- tools: the first tool each question makes the agent pick, and never a tool it must not pick.
- tasks: what the streamed answer contains and cites, and how the turn ends (answered, or refused
  for the right reason).
- retrieval: Recall@6 of `knowledge_search` on `bench/retrieval_questions.yaml`.
- owner: the owner's own eval set (`OwnerCase`, made in admin from unanswered questions): each
  question answered, citing the document the owner wrote its answer in. Part of `all` once it has
  a case.

Each tools/tasks case is one visitor turn through `chat.services.turn_events`, with the configured
provider, on a thread of its own (`eval-<hex>`), all on one event loop. Its approvals e-mail
nobody, and what it leaves for the owner to act on (an approval waiting, a guard incident, an
unanswered question) is removed after the case through the owning apps' services; its turn-log row
stays, findable by the `eval-` thread id.
"""

from __future__ import annotations

import asyncio
import time
import uuid
from dataclasses import asdict, dataclass, field
from datetime import datetime
from pathlib import Path

import httpx2
import openai
from asgiref.sync import sync_to_async
from django.conf import settings
from django.db import connections, transaction
from django.utils import timezone

from approvals.selectors import approval_by_id
from approvals.services import approval_discard
from chat.checkpoints import close_turn_graph
from chat.providers import get_provider, offline_provider
from chat.providers.openai_compatible import OpenAICompatibleProvider
from chat.services import turn_events
from chat.turn_log import turn_records_discard
from evals.cases import (
    RetrievalCase,
    TaskCase,
    ToolCase,
    TurnSeen,
    retrieval_cases_load,
    task_case_expected,
    task_case_judge,
    task_cases_load,
    tool_case_expected,
    tool_case_judge,
    tool_cases_load,
)
from evals.models import SUITES, OwnerCase
from knowledge.retrieval import MAX_RESULTS, knowledge_search

THRESHOLDS = {"tools": 0.95, "tasks": 0.90, "retrieval": 0.90, "owner": 0.90}
DATASETS = Path(__file__).resolve().parent / "datasets"
RETRIEVAL_QUESTIONS = Path(settings.BASE_DIR) / "bench" / "retrieval_questions.yaml"


# --- Results --------------------------------------------------------------------------------------


@dataclass
class CaseResult:
    suite: str
    case_id: str
    input: str
    expected: dict
    actual: dict
    passed: bool
    detail: str  # why it failed; empty when it passed
    ms: int


@dataclass
class SuiteResult:
    suite: str
    threshold: float
    cases: list[CaseResult] = field(default_factory=list)
    injection: dict | None = None  # {"every", "requests", "dropped"} when failures were injected

    @property
    def score(self) -> float:
        return sum(c.passed for c in self.cases) / len(self.cases) if self.cases else 0.0

    @property
    def passed(self) -> bool:
        return bool(self.cases) and self.score >= self.threshold

    @property
    def failures(self) -> list[CaseResult]:
        return [c for c in self.cases if not c.passed]

    def summary(self) -> dict:
        """What `EvalRun.scores` keeps per suite."""
        summary = {
            "score": round(self.score, 4),
            "threshold": self.threshold,
            "passed": self.passed,
            "cases": len(self.cases),
            "passed_cases": sum(c.passed for c in self.cases),
        }
        if self.injection:
            summary["injection"] = self.injection
        return summary


@dataclass
class EvalReport:
    suite: str  # what was asked for: one suite or "all"
    provider: str
    model: str
    fail_every: int | None  # applied: None when nothing was injected
    injection_note: str
    started_at: datetime
    finished_at: datetime | None = None
    suites: dict[str, SuiteResult] = field(default_factory=dict)

    @property
    def passed(self) -> bool:
        return all(result.passed for result in self.suites.values())

    def as_dict(self) -> dict:
        return {
            "suite": self.suite,
            "provider": self.provider,
            "model": self.model,
            "fail_every": self.fail_every,
            "injection_note": self.injection_note,
            "started_at": self.started_at.isoformat(),
            "finished_at": self.finished_at.isoformat() if self.finished_at else None,
            "passed": self.passed,
            "scores": {name: result.summary() for name, result in self.suites.items()},
            "cases": [asdict(case) for result in self.suites.values() for case in result.cases],
        }


# --- One turn, observed ---------------------------------------------------------------------------


async def turn_observe(*, question: str, page: str | None = None) -> TurnSeen:
    seen, thread_id = TurnSeen(), f"eval-{uuid.uuid4().hex}"
    async for event in turn_events(message=question, thread_id=thread_id, page=page, notify_owner=False):
        if event.name == "meta":
            seen.turn_id = event.data["turn_id"]
        elif event.name == "text":
            seen.text += event.data["delta"]
        elif event.name == "tool":
            seen.tools.append(event.data["name"])
        elif event.name == "approval":
            # A high-risk call pauses before it runs, so it shows as an approval, not a `tool` event.
            approval = await sync_to_async(approval_by_id)(approval_id=event.data["approval_id"])
            seen.tools.append(approval.tool_name)
        elif event.name == "citation" and event.data["id"] not in seen.citations:
            seen.citations.append(event.data["id"])
        elif event.name == "error":
            seen.errors.append(event.data["code"])
        elif event.name == "done":
            seen.outcome, seen.reason = event.data["outcome"], event.data["reason"]
    await sync_to_async(eval_turn_tidy)(turn_id=seen.turn_id)
    return seen


def eval_turn_tidy(*, turn_id: str) -> None:
    """Remove what an eval turn left for the owner to act on: it was never a visitor's."""
    with transaction.atomic():
        approval_discard(turn_id=turn_id)
        turn_records_discard(turn_id=turn_id)


async def turn_case_run(suite: str, case: ToolCase | TaskCase) -> CaseResult:
    started = time.perf_counter()
    seen = await turn_observe(question=case.question, page=case.page)
    ms = round((time.perf_counter() - started) * 1000)
    if isinstance(case, ToolCase):
        problems, expected = tool_case_judge(case, seen), tool_case_expected(case)
    else:
        problems, expected = task_case_judge(case, seen), task_case_expected(case)
    return CaseResult(
        suite=suite,
        case_id=case.id,
        input=case.question,
        expected=expected,
        actual=seen.as_dict(),
        passed=not problems,
        detail="; ".join(problems),
        ms=ms,
    )


def retrieval_case_run(case: RetrievalCase) -> CaseResult:
    started = time.perf_counter()
    found = [e.doc_id for e in knowledge_search(query=case.question, limit=MAX_RESULTS).evidence]
    ms = round((time.perf_counter() - started) * 1000)
    rank = next((i + 1 for i, doc_id in enumerate(found) if doc_id in case.expect), None)
    return CaseResult(
        suite="retrieval",
        case_id=case.id,
        input=case.question,
        expected={"any_of": list(case.expect), "within": MAX_RESULTS},
        actual={"top": found, "rank": rank},
        passed=rank is not None,
        detail="" if rank else f"none of {', '.join(case.expect)} in the top {MAX_RESULTS}",
        ms=ms,
    )


# --- Failure injection ----------------------------------------------------------------------------


class DroppingTransport(httpx2.AsyncBaseTransport):
    """Fails every Nth request the way a connection that dies before the server's first byte does.

    The request is never sent: a real provider must not bill (nor the budget miss) a request whose
    answer nobody reads. To the client it is the same failure either way, and the provider's own
    retry-before-first-token has to absorb it.
    """

    def __init__(self, inner: httpx2.AsyncBaseTransport, *, every: int) -> None:
        self.inner, self.every = inner, every
        self.requests = self.dropped = 0

    async def handle_async_request(self, request: httpx2.Request) -> httpx2.Response:
        self.requests += 1
        if self.requests % self.every == 0:
            self.dropped += 1
            raise httpx2.RemoteProtocolError(
                "Server disconnected without sending a response.", request=request
            )
        return await self.inner.handle_async_request(request)

    async def aclose(self) -> None:
        await self.inner.aclose()

    def counts(self) -> dict:
        return {"every": self.every, "requests": self.requests, "dropped": self.dropped}


def failures_inject(*, every: int) -> DroppingTransport | None:
    """Route this loop's provider through a DroppingTransport; None for a provider without HTTP."""
    provider = get_provider()  # one instance per event loop: this run's loop only
    if not isinstance(provider, OpenAICompatibleProvider):
        return None
    transport = DroppingTransport(httpx2.AsyncHTTPTransport(), every=every)
    provider.client = provider.client.copy(http_client=openai.DefaultAsyncHttpxClient(transport=transport))
    return transport


def configured_model() -> tuple[str, str]:
    config = settings.LLM_PROVIDER_CONFIG
    if config["name"] == "local":
        local = offline_provider()
        return local.name, local.model
    return config["name"], config["model"]


# --- A whole run ----------------------------------------------------------------------------------


def owner_cases_load() -> list[TaskCase]:
    return [
        TaskCase(id=f"owner-{case.pk}", question=case.question, outcome="answered", cites=(case.doc_id,))
        for case in OwnerCase.objects.filter(active=True)
    ]


def turn_suites_run(
    cases: dict[str, list[ToolCase | TaskCase]], *, fail_every: int | None, progress=None
) -> dict[str, SuiteResult]:
    """All turn cases on one event loop (the checkpoint pool and the provider's HTTP client belong
    to it), one after another: a case's latency is its own."""

    async def main():
        transport = failures_inject(every=fail_every) if fail_every else None
        results = {}
        try:
            for suite, suite_cases in cases.items():
                before = transport.counts() if transport else None
                result = SuiteResult(suite=suite, threshold=THRESHOLDS[suite])
                for case in suite_cases:
                    result.cases.append(await turn_case_run(suite, case))
                    if progress:
                        progress(suite, len(result.cases), len(suite_cases))
                if transport:
                    after = transport.counts()
                    result.injection = {
                        "every": fail_every,
                        "requests": after["requests"] - before["requests"],
                        "dropped": after["dropped"] - before["dropped"],
                    }
                results[suite] = result
        finally:
            await close_turn_graph()
            if transport:
                await get_provider().client.close()
            # The turns' ORM calls ran on asgiref's executor thread; its connection ends with the run.
            await sync_to_async(connections.close_all)()
        return results

    return asyncio.run(main())


def evals_run(
    *, suite: str = "all", datasets: Path = DATASETS, fail_every: int | None = None, progress=None
) -> EvalReport:
    """Run one suite or all of them with the configured provider; nothing is stored here.
    `progress(suite, done, total)` is called after each case."""
    names = SUITES if suite == "all" else (suite,)
    provider, model = configured_model()
    injected = bool(fail_every) and provider != "local"
    note = ""
    if fail_every and not injected:
        note = "the local provider makes no HTTP requests: nothing to drop, run without failure injection"
    elif fail_every:
        note = (
            f"model HTTP requests {fail_every}, {2 * fail_every}, {3 * fail_every}, ... dropped before any byte; "
            "the provider's retries must absorb them"
        )
    report = EvalReport(
        suite=suite,
        provider=provider,
        model=model,
        fail_every=fail_every if injected else None,
        injection_note=note,
        started_at=timezone.now(),
    )
    turn_cases: dict[str, list] = {}
    if "tools" in names:
        turn_cases["tools"] = tool_cases_load(datasets / "tools.yaml")
    if "tasks" in names:
        turn_cases["tasks"] = task_cases_load(datasets / "tasks.yaml")
    if "owner" in names and ((owner := owner_cases_load()) or suite == "owner"):
        turn_cases["owner"] = owner
    retrieval = None
    if "retrieval" in names:
        own = datasets / "retrieval.yaml"
        retrieval = retrieval_cases_load(own if own.exists() else RETRIEVAL_QUESTIONS)
    if turn_cases:
        report.suites.update(turn_suites_run(turn_cases, fail_every=report.fail_every, progress=progress))
    if retrieval is not None:
        result = SuiteResult(suite="retrieval", threshold=THRESHOLDS["retrieval"])
        for case in retrieval:
            result.cases.append(retrieval_case_run(case))
            if progress:
                progress("retrieval", len(result.cases), len(retrieval))
        report.suites["retrieval"] = result
    report.suites = {name: report.suites[name] for name in names if name in report.suites}
    report.finished_at = timezone.now()
    return report
