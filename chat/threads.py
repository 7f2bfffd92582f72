"""The conversations the server issued (`chat.models.Thread`): the only writer of that table.

A thread id is made here, never by a client. `POST /api/chat` and the widget look the client's id
up first (`thread_issued`); an id the server never issued, or one deleted since, is a new
conversation, counted by THREAD_LIMIT like any other.
"""

from __future__ import annotations

import uuid
from datetime import datetime

from django.db import connection, transaction
from django.utils import timezone
from langgraph.checkpoint.base import CheckpointTuple

from approvals.models import PendingApproval
from approvals.services import approvals_withdraw
from chat.checkpoints import TurnSaver, checkpoints_delete
from chat.models import Feedback, GuardIncident, Thread, TurnLog, UnansweredQuestion
from core.commits import lazy_commits
from knowledge.selectors import PUBLISHED_VERSION_SQL, version_of

THREAD_TURN_SQL = f"""
    INSERT INTO {Thread._meta.db_table} (thread_id, created_at, last_turn_at) VALUES (%s, %s, %s)
    ON CONFLICT (thread_id) DO UPDATE SET last_turn_at = EXCLUDED.last_turn_at
"""

# The thread's upsert runs whatever the select reads (a data-modifying WITH always runs to the end).
TURN_BEGIN_SQL = f"WITH thread AS ({THREAD_TURN_SQL}) {PUBLISHED_VERSION_SQL}"


def new_id() -> str:
    """A thread or turn id: random (uuid4, 122 bits), so holding one is the key to it."""
    return uuid.uuid4().hex


def thread_issued(*, thread_id: str | None) -> str | None:
    """`thread_id` if the server issued it and it still exists; None means a new conversation."""
    if thread_id is None or not Thread.objects.filter(thread_id=thread_id).exists():
        return None
    return thread_id


def thread_turn_begin(*, thread_id: str) -> None:
    """Record that a turn runs in `thread_id` now (a new id from `new_id`, or one passed in).

    An id passed in is trusted (the HTTP handlers checked it with `thread_issued`; evals and tests
    choose their own) and recorded if it isn't yet, in one upsert: two turns starting at once in
    the same thread both land on its one row.

    One statement in autocommit: the ORM's upsert (`bulk_create`) wraps it in a transaction of
    its own, two more round trips on every turn. Committed lazily (`core.commits`): a row lost in a
    database crash makes the thread's next message a new conversation.
    """
    now = timezone.now()
    with lazy_commits(), connection.cursor() as cursor:
        cursor.execute(THREAD_TURN_SQL, [thread_id, now, now])


async def turn_begin(
    checkpointer: TurnSaver, *, thread_id: str, existing: bool
) -> tuple[tuple, CheckpointTuple | None]:
    """A turn starts: `thread_turn_begin`'s upsert, the knowledge base's published version for the
    whole turn (`knowledge.selectors.published_version`), and for an `existing` thread its latest
    checkpoint, all in one round trip on the checkpointer's connection and no trip to a worker
    thread. (version, the checkpoint or None)."""
    now = timezone.now()
    row, saved = await checkpointer.beside(
        TURN_BEGIN_SQL, [thread_id, now, now], thread_id=thread_id if existing else None
    )
    return version_of(row["documents"], row["updated"]), saved


def thread_delete(*, thread_id: str) -> bool:
    """A visitor deletes their conversation (authorised, like reading it, by the unguessable id).

    Its checkpoints (the messages) and its row go; feedback comments, the unanswered questions it
    left and its guard incidents' excerpts lose the visitor's text; an approval still waiting for
    the owner is withdrawn and every approval of it forgets its arguments. The turn log keeps its
    rows: they hold no text. False when there was nothing to delete (never issued, or gone).
    """
    with transaction.atomic():
        rows = Thread.objects.filter(thread_id=thread_id).delete()[0]
        checkpoints = checkpoints_delete(thread_ids=[thread_id])
        if not rows and not checkpoints:
            return False
        turn_ids = TurnLog.objects.filter(thread_id=thread_id).values("turn_id")
        Feedback.objects.filter(turn_id__in=turn_ids).exclude(comment="").update(comment="")
        UnansweredQuestion.objects.filter(turn_id__in=turn_ids).delete()
        GuardIncident.objects.filter(thread_id=thread_id).exclude(excerpt="").update(excerpt="")
        approvals_withdraw(thread_id=thread_id)
    return True


def threads_idle_purge(*, before: datetime) -> int:
    """Retention: the checkpoints (and rows) of threads without a turn since `before`. A thread that
    waits for the owner keeps its checkpoint, or the decision would find nothing to resume."""
    waiting = PendingApproval.objects.filter(status=PendingApproval.Status.PENDING).values("thread_id")
    idle = Thread.objects.filter(last_turn_at__lt=before).exclude(thread_id__in=waiting)
    purged = 0
    while batch := list(idle.values_list("thread_id", flat=True)[:500]):
        with transaction.atomic():
            checkpoints_delete(thread_ids=batch)
            purged += Thread.objects.filter(thread_id__in=batch).delete()[0]
    return purged
