"""What every turn leaves behind for the owner, written whatever happened: one turn-log row
(outcome, reason, provider, tokens, cost, the latency of each node; never the visitor's text), a
guard incident per guard that refused it (masked text, hashed IP), and an unanswered question
when nothing answered it. `chat.services` writes these through `turn_record_save`.
"""

from __future__ import annotations

import logging
import time
from dataclasses import dataclass, field
from decimal import Decimal

from django.db import InterfaceError, OperationalError, connection, transaction
from django.db.models import F, Func, TextField, Value

from chat.models import GuardIncident, TurnLog, UnansweredQuestion
from chat.outcomes import Outcome, Reason
from core.commits import lazy_commits
from safety.learned import model_version as guard_model_version
from safety.privacy import mask_sensitive

logger = logging.getLogger(__name__)
EXCERPT_CHARS = 300  # GuardIncident.excerpt
RECONNECT_PAUSES = (0.5, 1.0, 2.0, 4.0)  # seconds between tries after a lost connection: a restart's length


@dataclass(frozen=True)
class TurnEvent:
    name: str
    data: dict


@dataclass
class TurnRecord:
    """What the turn log keeps: outcomes, numbers and latencies; never what the visitor typed."""

    thread_id: str
    turn_id: str
    outcome: Outcome = Outcome.FAILED
    reason: Reason | None = None
    nodes: list = field(default_factory=list)
    total_ms: int = 0
    state: dict = field(default_factory=dict)
    client_ip_hash: str = ""  # for a guard incident: the HMAC, never the IP
    resumed: bool = False  # an approval resume: the turn's row exists already

    def usage_event(self) -> dict:
        usage = self.state.get("usage") or {}
        return {
            "input_tokens": usage.get("input_tokens", 0),
            "cached_tokens": usage.get("cached_tokens", 0),
            "output_tokens": usage.get("output_tokens", 0),
            "cost_usd": float(usage.get("cost_usd", 0)),  # JSON: a number, exact to the micro-dollar
        }

    def done_event(self) -> TurnEvent:
        return TurnEvent(
            "done",
            {
                "outcome": self.outcome,
                "reason": self.reason,
                "turn_id": self.turn_id,
                "usage": self.usage_event(),
            },
        )


def turn_records_discard(*, turn_id: str) -> None:
    """Delete what a turn left for the owner to act on (guard incidents, an unanswered question):
    for an eval's turn, never a visitor's. Its turn-log row stays."""
    GuardIncident.objects.filter(turn_id=turn_id).delete()
    UnansweredQuestion.objects.filter(turn_id=turn_id).delete()


def turn_record_save(*, record: TurnRecord) -> None:
    """Write the turn's records in one transaction, surviving a database restart during the turn.

    A restart kills this thread's connection mid-request and Django doesn't reconnect on its own:
    the turn's one essential write would fail on a database that is back. So a failed connection is
    closed and the write tried again on a new one, a few times over about eight seconds.
    """
    for pause in (*RECONNECT_PAUSES, None):
        try:
            with lazy_commits():  # a record: a database crash may lose the last turns' rows
                if writes_one_row(record):
                    turn_record_write(record=record)  # one INSERT: a transaction would add two round trips
                else:
                    with transaction.atomic():
                        turn_record_write(record=record)
            return
        except (OperationalError, InterfaceError):
            if pause is None or connection.in_atomic_block:  # the caller's transaction is lost too
                raise
            logger.warning("turn log write failed, reconnecting", extra={"turn_id": record.turn_id})
            connection.close()
            time.sleep(pause)


def writes_one_row(record: TurnRecord) -> bool:
    """Whether `turn_record_write` writes only the new turn's row: no guard incident, no
    unanswered question, no resumed row to read and update (which go together, in a transaction)."""
    return not (
        record.resumed
        or any(flag.startswith("guard:") for flag in record.state.get("flags", []))
        or unanswered(record)
    )


def unanswered(record: TurnRecord) -> bool:
    return record.outcome == Outcome.REFUSED and record.reason == Reason.NO_SOURCE


def turn_record_write(*, record: TurnRecord) -> None:
    """One row per turn; a resumed turn updates its row (usage in the state is the turn's total)."""
    state, usage = record.state, record.usage_event()
    fields = {
        "outcome": record.outcome,
        "reason": record.reason or "",
        "input_tokens": usage["input_tokens"],
        "cached_tokens": usage["cached_tokens"],
        "output_tokens": usage["output_tokens"],
        "cost_usd": Decimal(str((state.get("usage") or {}).get("cost_usd", 0))),
        "flags": state.get("flags", []),
        "citations": len(state.get("citations", [])),
    }
    created = not record.resumed
    if created:
        # A new turn's id was made for it in turn_events: one INSERT, no look-up first.
        row = TurnLog.objects.create(
            turn_id=record.turn_id,
            thread_id=record.thread_id,
            provider=state.get("provider") or "",
            model=state.get("model") or "",
            total_ms=record.total_ms,
            node_ms=list(record.nodes),
            **fields,
        )
    else:
        row, created = TurnLog.objects.get_or_create(
            turn_id=record.turn_id, defaults={"thread_id": record.thread_id, "outcome": record.outcome}
        )
        for name, value in fields.items():
            setattr(row, name, value)
        row.provider, row.model = state.get("provider") or row.provider, state.get("model") or row.model
        row.total_ms += record.total_ms
        row.node_ms = [*row.node_ms, *record.nodes]
        row.save()
    if created:  # a resumed turn saves again; its incidents are written already
        guard_incidents_save(record=record)
    if unanswered(record):
        UnansweredQuestion.objects.get_or_create(
            turn_id=record.turn_id,
            defaults={"question": mask_sensitive(state.get("question", "")), "page": state.get("page") or ""},
        )
    logger.info(
        "turn finished",
        extra={
            "turn_id": record.turn_id,
            "outcome": record.outcome,
            "reason": record.reason,
            "provider": row.provider,
            "total_ms": record.total_ms,
            "cost_usd": usage["cost_usd"],
            "resumed": not created,
        },
    )


def guard_incidents_save(*, record: TurnRecord) -> None:
    """One row per guard that refused the turn (flag `guard:<guard>:<rule>`), with masked text only."""
    state = record.state
    excerpt = mask_sensitive(state.get("question", "")).strip()[:EXCERPT_CHARS]
    for flag in state.get("flags", []):
        kind, _, fired = flag.partition(":")
        if kind != "guard":
            continue
        guard, _, rule = fired.partition(":")  # a rule may hold colons itself ("base64:luhn")
        GuardIncident.objects.create(
            guard=guard[:40],
            rule=rule[:80],
            reason=(record.reason or "")[:40],
            excerpt=excerpt,
            ip_hash=record.client_ip_hash,
            turn_id=record.turn_id,
            thread_id=record.thread_id,
            model_version=guard_model_version()[:40],
        )


def unanswered_resolve(sender=None, *, question: str, **kwargs) -> int:
    """Connected to knowledge's `gap_answered` (ChatConfig.ready): a question the owner answered in
    a document is no longer a gap. Matched with runs of whitespace collapsed, as admin offered it."""
    text = TextField()
    collapsed = Func(
        Func(
            F("question"), Value(r"\s+"), Value(" "), Value("g"), function="regexp_replace", output_field=text
        ),
        function="btrim",
        output_field=text,
    )
    wanted = " ".join(question.split())
    return UnansweredQuestion.objects.annotate(collapsed=collapsed).filter(collapsed=wanted).delete()[0]
