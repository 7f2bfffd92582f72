"""The labelled cases and how a turn is judged against them: pure Python, no database.

A tools case names the acceptable first tools and the tools that must not be picked; a tasks case
names how the turn must end and what its text and citations must hold. `evals.runner` runs them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from chat.graph.tools import TOOLS
from chat.outcomes import Outcome, Reason
from core.yamlfile import yaml_read

NO_TOOL = "none"


# --- Datasets -------------------------------------------------------------------------------------


@dataclass(frozen=True)
class ToolCase:
    id: str
    question: str
    expect: tuple[str, ...]  # acceptable first tools; "none" = no tool at all
    forbid: tuple[str, ...] = ()  # tools that must not be called, nor requested for approval
    page: str | None = None
    note: str = ""


@dataclass(frozen=True)
class TaskCase:
    id: str
    question: str
    outcome: str
    reason: str | None = None  # checked when given
    contains: tuple[str | tuple[str, ...], ...] = ()  # substrings of the text; a list = any one of them
    excludes: tuple[str, ...] = ()  # substrings that must not appear (a private fact, a leak)
    cites: tuple[str | tuple[str, ...], ...] = ()  # document ids among the `citation` events; a list = any
    page: str | None = None
    note: str = ""


@dataclass(frozen=True)
class RetrievalCase:
    id: str
    question: str
    expect: tuple[str, ...]  # a hit: any chunk of one of these documents in the top 6
    type: str = ""


def _as_tuple(value) -> tuple:
    if value is None:
        return ()
    return tuple(value) if isinstance(value, list) else (value,)


def _alternatives(value) -> tuple:
    """`[a, [b, c]]`: a, and b or c."""
    return tuple(tuple(option) if isinstance(option, list) else option for option in _as_tuple(value))


def _options(option: str | tuple[str, ...]) -> tuple[str, ...]:
    return option if isinstance(option, tuple) else (option,)


def _items(path: Path) -> list[dict]:
    if not path.exists():
        raise FileNotFoundError(f"no dataset at {path}")
    items = yaml_read(path)["items"]
    ids = [item["id"] for item in items]
    if duplicates := sorted({i for i in ids if ids.count(i) > 1}):
        raise ValueError(f"{path.name}: duplicate ids {', '.join(duplicates)}")
    return items


def tool_cases_load(path: Path) -> list[ToolCase]:
    cases = []
    for item in _items(path):
        case = ToolCase(
            **{**item, "expect": _as_tuple(item.get("expect")), "forbid": _as_tuple(item.get("forbid"))}
        )
        known = [*TOOLS, NO_TOOL]
        if unknown := sorted(set(case.expect + case.forbid) - set(known)):
            raise ValueError(
                f"{path.name} {case.id}: unknown tool {', '.join(unknown)}; use {', '.join(known)}"
            )
        if not case.expect:
            raise ValueError(f"{path.name} {case.id}: `expect` names no tool")
        cases.append(case)
    return cases


def task_cases_load(path: Path) -> list[TaskCase]:
    cases = []
    for item in _items(path):
        case = TaskCase(
            **{
                **item,
                "contains": _alternatives(item.get("contains")),
                "excludes": _as_tuple(item.get("excludes")),
                "cites": _alternatives(item.get("cites")),
            }
        )
        if case.outcome not in set(Outcome):
            raise ValueError(f"{path.name} {case.id}: outcome must be one of {', '.join(Outcome)}")
        if case.reason is not None and case.reason not in set(Reason):
            raise ValueError(
                f"{path.name} {case.id}: unknown reason {case.reason!r}; one of {', '.join(Reason)}"
            )
        cases.append(case)
    return cases


def retrieval_cases_load(path: Path) -> list[RetrievalCase]:
    """The benchmark's questions (a bare list, no ids): numbered in file order."""
    questions = yaml_read(path)
    return [
        RetrievalCase(
            id=f"r{n:02d}-{q.get('type', '')}",
            question=q["q"],
            expect=tuple(q["expect"]),
            type=q.get("type", ""),
        )
        for n, q in enumerate(questions, start=1)
    ]


# --- One turn, as a visitor's client saw it -------------------------------------------------------


@dataclass
class TurnSeen:
    """What a visitor's client would see of a turn, reduced to what the cases check."""

    turn_id: str = ""
    text: str = ""
    tools: list[str] = field(default_factory=list)  # in order: run, blocked, or waiting for approval
    citations: list[str] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    outcome: str = ""
    reason: str | None = None

    def as_dict(self) -> dict:
        return {
            "outcome": self.outcome,
            "reason": self.reason,
            "tools": self.tools,
            "citations": self.citations,
            "text": self.text,
            **({"errors": self.errors} if self.errors else {}),
        }


# --- Judging --------------------------------------------------------------------------------------


def turn_problems(seen: TurnSeen) -> list[str]:
    """What makes any turn a failed case: it broke, or the model never answered (the offline layer did)."""
    problems = []
    if seen.outcome == Outcome.FAILED:
        problems.append(f"the turn failed ({seen.reason or ', '.join(seen.errors) or 'no reason'})")
    if seen.outcome == Outcome.DEGRADED and seen.reason in (Reason.FALLBACK, Reason.BUDGET):
        problems.append(f"the model did not answer ({seen.reason}): the offline layer did")
    return problems


def tool_case_judge(case: ToolCase, seen: TurnSeen) -> list[str]:
    first = seen.tools[0] if seen.tools else NO_TOOL
    problems = turn_problems(seen)
    if first not in case.expect:
        problems.append(f"first tool {first}, expected {' or '.join(case.expect)}")
    forbidden = sorted({tool for tool in seen.tools if tool in case.forbid})
    if forbidden:
        problems.append(f"picked {', '.join(forbidden)}, which it must not")
    return problems


def task_case_judge(case: TaskCase, seen: TurnSeen) -> list[str]:
    problems = [] if case.outcome in (Outcome.FAILED, Outcome.DEGRADED) else turn_problems(seen)
    if seen.outcome != case.outcome:
        problems.append(f"outcome {seen.outcome}, expected {case.outcome}")
    if case.reason and seen.reason != case.reason:
        problems.append(f"reason {seen.reason}, expected {case.reason}")
    text = seen.text.casefold()
    for option in case.contains:
        if not any(o.casefold() in text for o in _options(option)):
            problems.append(f"text lacks {' or '.join(repr(o) for o in _options(option))}")
    problems += [f"text contains {s!r}" for s in case.excludes if s.casefold() in text]
    for option in case.cites:
        if not set(_options(option)) & set(seen.citations):
            problems.append(f"no citation of {' or '.join(_options(option))}")
    return problems


def tool_case_expected(case: ToolCase) -> dict:
    return {"first_tool": list(case.expect), "forbid": list(case.forbid)}


def task_case_expected(case: TaskCase) -> dict:
    return {
        "outcome": case.outcome,
        "reason": case.reason,
        "contains": [list(o) if isinstance(o, tuple) else o for o in case.contains],
        "excludes": list(case.excludes),
        "cites": [list(o) if isinstance(o, tuple) else o for o in case.cites],
    }
