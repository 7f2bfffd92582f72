"""The only caller of the turn graph: it owns the thread config, the stream, and the turn's records
(written by `chat.turn_log` whatever happens).

`turn_events` turns one visitor message into typed events, `meta` first and `done` last, exactly
once, whatever happens in between. Two renderers use it: JSON SSE for the API, HTML for the page.
`approval_resume` continues a paused turn with the owner's decision, in whatever process decides.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import AsyncIterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import aclosing
from datetime import datetime, timedelta

from asgiref.sync import async_to_sync, sync_to_async
from channels.layers import get_channel_layer
from django.conf import settings
from django.utils import timezone
from langgraph.checkpoint.base import CheckpointTuple
from langgraph.types import Command

from approvals.models import PendingApproval
from approvals.selectors import approval_by_id
from approvals.services import approval_mark_resumed, approvals_private_purge, contact_message_store
from chat.checkpoints import close_turn_graph, interrupt_written, turn_graph, turn_graph_reader
from chat.graph import prompts
from chat.models import Feedback, GuardIncident, TurnLog, UnansweredQuestion
from chat.outcomes import Outcome, Reason
from chat.refusals import owner_text, refusal_text
from chat.selectors import refusal_context, visitor_language
from chat.threads import new_id, threads_idle_purge, turn_begin
from chat.turn_log import TurnEvent, TurnRecord, turn_record_save
from core.connections import connection_released

logger = logging.getLogger(__name__)
VISITOR_EVENTS = {"status", "text", "citation", "tool", "panel", "approval", "error"}


def thread_config(
    thread_id: str, *, notify_owner: bool = True, knowledge_version: tuple | None = None
) -> dict:
    """The run's configuration: its thread, whether a new approval e-mails the owner, and the
    published knowledge version the turn read as it began (`chat.threads.turn_begin`; None: each
    node that needs it reads it)."""
    configurable = {"thread_id": thread_id, "notify_owner": notify_owner}
    if knowledge_version is not None:
        configurable["knowledge_version"] = knowledge_version
    return {"configurable": configurable}


async def turn_events(
    *,
    message: str,
    thread_id: str | None,
    page: str | None,
    deadline: float | None = None,
    client_ip_hash: str = "",
    client: str = "",
    notify_owner: bool = True,
) -> AsyncIterator[TurnEvent]:
    """`deadline` (time.monotonic()): the graph is cancelled then, and the turn ends failed/timeout.
    `client_ip_hash` (`safety.privacy.ip_hash`) goes into a guard incident; the raw IP never comes here.
    `client` (`chat.clients.client_key`) is who the owner's approval queue counts; "" is no visitor.
    `notify_owner=False` (an eval's turn): an approval it asks for e-mails nobody.
    `thread_id` None starts a new conversation; an id is trusted here (the HTTP handlers pass only
    ids the server issued, `chat.threads.thread_issued`)."""
    existing_thread = thread_id is not None
    thread_id, turn_id = thread_id or new_id(), new_id()
    record = TurnRecord(thread_id=thread_id, turn_id=turn_id, client_ip_hash=client_ip_hash)
    yield TurnEvent("meta", {"thread_id": thread_id, "turn_id": turn_id})
    try:
        graph = await turn_graph()
        # Read once, here and for the run: a thread made for this turn has no checkpoint yet. The
        # thread's row and the published version go in the same round trip.
        version, saved = await turn_begin(graph.checkpointer, thread_id=thread_id, existing=existing_thread)
        paused = await thread_is_paused(graph, thread_id, saved=saved)
    except Exception:
        # The database or the checkpointer failed before the run (a restart, say): still a `done`.
        logger.exception("turn could not start", extra={"turn_id": turn_id})
        record.reason = Reason.INTERNAL
        yield TurnEvent("error", {"code": "internal", "message": "Something went wrong on our side."})
        await record_save_or_log(record)
        yield record.done_event()
        return
    if paused:
        # A new run would discard the paused one and lose the owner's decision: the thread waits.
        context = await sync_to_async(connection_released(refusal_context))(version=version)
        text = refusal_text(
            Reason.PENDING_APPROVAL,
            language=await sync_to_async(connection_released(visitor_language))(message, version=version),
            max_turns=settings.CHAT_MAX_TURNS,
            **context,
        )
        yield TurnEvent("text", {"delta": text})
        record.outcome, record.reason = Outcome.REFUSED, Reason.PENDING_APPROVAL
        await sync_to_async(connection_released(turn_record_save))(record=record)
        yield record.done_event()
        return
    turn = {"thread_id": thread_id, "turn_id": turn_id, "question": message, "page": page, "client": client}
    with graph.checkpointer.handed_over(thread_id, saved):  # the run's first step reads it
        async for event in graph_events(
            graph, turn, record, deadline=deadline, notify_owner=notify_owner, knowledge_version=version
        ):
            yield event
    yield TurnEvent("trace", {"nodes": record.nodes, "total_ms": record.total_ms})
    yield record.done_event()


async def graph_events(
    graph,
    graph_input,
    record: TurnRecord,
    *,
    deadline: float | None = None,
    notify_owner: bool = True,
    knowledge_version: tuple | None = None,
) -> AsyncIterator[TurnEvent]:
    """Run the graph, pass visitor events on, and leave a turn-log row whatever happens."""
    started, paused = time.perf_counter(), False
    # The approval node says "waiting for the owner" before it pauses, and with durability "exit"
    # the pause is saved only as the run ends. The page's waiting note connects to /chat/updates
    # the moment it arrives, and that stream reads the thread: told before the save, it found the
    # thread not paused and pushed `update` at once (under load, the note then vanished). Held back
    # until the run has ended, the approval is told only once the checkpoint says so.
    held: list[TurnEvent] = []
    try:
        stream = graph.astream(
            graph_input,
            thread_config(record.thread_id, notify_owner=notify_owner, knowledge_version=knowledge_version),
            stream_mode=["custom", "values", "updates"],
            # One checkpoint when the turn ends or pauses, not one per node: a turn is short, and
            # a crash mid-turn loses only that turn (measured: overhead p50 37 -> 25 ms).
            durability="exit",
        )
        async with aclosing(stream):
            async for mode, chunk in until_deadline(stream, deadline):
                if mode == "values":
                    record.state = chunk
                elif mode == "updates" and "__interrupt__" in chunk:
                    paused = True
                elif mode == "custom" and chunk["event"] == "node_done":
                    record.nodes.append(chunk["data"])
                elif mode == "custom" and chunk["event"] == "approval":
                    held.append(TurnEvent(chunk["event"], chunk["data"]))
                elif mode == "custom" and chunk["event"] in VISITOR_EVENTS:
                    yield TurnEvent(chunk["event"], chunk["data"])
        if paused:
            for event in held:
                yield event
            record.outcome, record.reason = Outcome.PENDING_APPROVAL, None
        else:
            record.outcome, record.reason = (
                record.state.get("outcome") or Outcome.FAILED,
                record.state.get("reason"),
            )
    except TurnTimeout:
        # The graph was cancelled mid-await, as when the visitor leaves; the visitor hears why.
        record.outcome, record.reason = Outcome.FAILED, Reason.TIMEOUT
        yield TurnEvent("error", {"code": "timeout", "message": "This answer took too long and was stopped."})
    except asyncio.CancelledError:
        record.reason = Reason.CANCELLED  # the visitor left: the graph and the provider request stop here
        raise
    except Exception:
        logger.exception("turn failed", extra={"turn_id": record.turn_id})
        record.reason = Reason.INTERNAL
        yield TurnEvent("error", {"code": "internal", "message": "Something went wrong on our side."})
    finally:
        record.total_ms = round((time.perf_counter() - started) * 1000)
        # Shielded: a cancelled turn still leaves its row (and its cost) behind.
        await asyncio.shield(record_save_or_log(record))


async def record_save_or_log(record: TurnRecord) -> None:
    """Save the turn's records (`turn_record_save` reconnects after a restart); if the database is
    still away, log it: the visitor's `done` must not depend on the turn log."""
    try:
        await sync_to_async(connection_released(turn_record_save))(record=record)
    except Exception:
        logger.exception("turn log not written", extra={"turn_id": record.turn_id})


class TurnTimeout(Exception):
    """The turn reached its deadline."""


async def until_deadline(stream: AsyncIterator, deadline: float | None) -> AsyncIterator:
    """`stream`'s items until `deadline`; then TurnTimeout, with the stream cancelled where it waits.

    Only the wait for the next item is timed, never the caller's work between items: a timeout
    scope around a `yield` would fire in whatever code the consumer runs at that moment.
    """
    while True:
        seconds = None if deadline is None else max(deadline - time.monotonic(), 0)
        try:
            async with asyncio.timeout(seconds) as scope:
                item = await anext(stream)
        except StopAsyncIteration:
            return
        except TimeoutError:
            if scope.expired():
                raise TurnTimeout from None
            raise  # a timeout of the graph's own
        yield item


async def thread_is_paused(graph, thread_id: str, *, saved: CheckpointTuple | None) -> bool:
    """`saved`: the thread's latest checkpoint, read just now (None: the thread has none)."""
    if not interrupt_written(saved):
        return False  # most threads never paused: no need for the full state to know
    snapshot = await graph.aget_state(thread_config(thread_id))
    return bool(snapshot.interrupts)


async def thread_view(*, thread_id: str) -> dict | None:
    """What a visitor's thread holds, from its checkpoint; a paused turn shows its waiting message."""
    async with turn_graph_reader() as graph:
        snapshot = await graph.aget_state(thread_config(thread_id))
    if not snapshot.values:
        return None
    messages = [
        {"role": m["role"], "content": m["content"], "citations": m.get("citations", [])}
        for m in snapshot.values.get("history", [])
    ]
    if snapshot.interrupts:
        context = await sync_to_async(refusal_context)()
        messages += [
            {"role": "user", "content": snapshot.values["question"], "citations": []},
            {
                "role": "assistant",
                "content": owner_text(prompts.AWAITING_APPROVAL, **context),
                "citations": [],
            },
        ]
    return {
        "thread_id": thread_id,
        "status": "pending_approval" if snapshot.interrupts else "idle",
        "messages": messages,
    }


async def approval_resume(*, approval_id: str) -> dict | None:
    """Continue the paused turn with the owner's decision, from its Postgres checkpoint; returns
    the update for the visitor's open page (`thread_publish`), None when nothing was waiting."""
    approval = await sync_to_async(approval_by_id)(approval_id=approval_id)
    graph = await turn_graph()
    record = TurnRecord(thread_id=approval.thread_id, turn_id=approval.turn_id, resumed=True)
    saved = await graph.checkpointer.latest(approval.thread_id)
    if not await thread_is_paused(graph, approval.thread_id, saved=saved):
        # The visitor's conversation is not waiting (gone, or it never paused): no reply reaches
        # them, but what the owner approved still happens, once.
        logger.warning("nothing to resume", extra={"approval_id": approval_id})
        if approval.status == PendingApproval.Status.APPROVED:
            await sync_to_async(contact_message_store)(approval=approval)
        await sync_to_async(approval_mark_resumed)(
            approval_id=approval.pk, resumed_as=PendingApproval.NOT_PAUSED
        )
        return None
    resume = Command(resume={"status": approval.status, "note": approval.note})
    text = [
        event.data["delta"] async for event in graph_events(graph, resume, record) if event.name == "text"
    ]
    await sync_to_async(approval_mark_resumed)(approval_id=approval.pk, resumed_as=record.outcome)
    return {
        "thread_id": approval.thread_id,
        "turn_id": approval.turn_id,
        "outcome": record.outcome,
        "text": "".join(text),
        "citations": record.state.get("citations", []),
    }


def approval_resume_blocking(*, approval_id: str) -> None:
    """For sync callers (a Celery task, an admin action): run the resume on a loop of its own, then
    tell the visitor's open page."""

    async def resume_and_close() -> dict | None:
        try:
            return await approval_resume(approval_id=approval_id)
        finally:
            await close_turn_graph()  # this loop ends here; its checkpoint pool must not leak

    # A thread of its own: under daphne a sync view's thread already serves asgiref's executor,
    # and a loop started on it would deadlock its own ORM calls.
    with ThreadPoolExecutor(max_workers=1) as pool:
        update = pool.submit(asyncio.run, resume_and_close()).result()
    if update is not None:
        # Published from here, not from the private loop above: under daphne async_to_sync runs it
        # on the server's loop, where the page's consumer waits on the in-memory layer's queues
        # (asyncio queues don't wake a waiter on another loop). A worker publishes over Redis.
        async_to_sync(thread_publish)(thread_id=update["thread_id"], update=update)


async def thread_publish(*, thread_id: str, update: dict) -> None:
    """Tell a visitor's open page (`chat.live.ThreadUpdates`) about a reply that arrived after the
    turn ended."""
    layer = get_channel_layer()
    if layer is not None:
        try:
            await layer.group_send(thread_group(thread_id), {"type": "thread.update", **update})
        except OSError:  # Redis down: the open page still gets the reply when it polls /chat/waiting
            logger.warning("channel layer unreachable: the page will poll for the reply")


def thread_group(thread_id: str) -> str:
    return f"thread.{thread_id}"


def private_data_purge(*, now: datetime | None = None) -> dict[str, int]:
    """Delete or blank what visitors wrote, once older than PRIVACY_RETENTION_DAYS: guard incidents,
    unanswered questions, feedback comments, contact messages and approval arguments, sent mail,
    and the checkpoints (the messages) of threads idle since then.

    The turn log stays: it holds no text a visitor wrote, only outcomes, numbers and latencies.
    """
    from chat.turn_slots import client_slots_purge
    from outbox.services import mails_purge

    cutoff = (now or timezone.now()) - timedelta(days=settings.PRIVACY_RETENTION_DAYS)
    return {
        "guard_incidents": GuardIncident.objects.filter(created_at__lt=cutoff).delete()[0],
        "unanswered_questions": UnansweredQuestion.objects.filter(created_at__lt=cutoff).delete()[0],
        "feedback_comments": Feedback.objects.filter(created_at__lt=cutoff)
        .exclude(comment="")
        .update(comment=""),
        **approvals_private_purge(before=cutoff),
        "outbox_mails": mails_purge(before=cutoff),
        "idle_threads": threads_idle_purge(before=cutoff),
        "running_turns": client_slots_purge(),  # a crashed process's rows, long expired
    }


def feedback_record(*, turn_id: str, rating: str, comment: str = "") -> Feedback:
    """A visitor's thumbs on one answer (the widget and POST /api/feedback): one per answer, a
    second replaces the first (one upsert, so two at once leave one row). TurnLog.DoesNotExist
    for a turn that never was."""
    turn = TurnLog.objects.only("turn_id").get(turn_id=turn_id)
    feedback = Feedback(turn=turn, rating=rating, comment=comment.strip(), created_at=timezone.now())
    Feedback.objects.bulk_create(
        [feedback],
        update_conflicts=True,
        unique_fields=["turn"],
        update_fields=["rating", "comment", "created_at"],
    )
    return feedback
