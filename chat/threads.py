"""The conversations the server issued (`chat.models.Thread`): the only writer of that table.

A thread id is made here, never by a client. `POST /api/chat` and the widget look the client's id
up first (`thread_issued`); an id the server never issued, or one deleted since, is a new
conversation, counted by THREAD_LIMIT like any other.
"""

from __future__ import annotations

import uuid

from django.utils import timezone

from chat.models import Thread


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
    """
    now = timezone.now()
    Thread.objects.bulk_create(
        [Thread(thread_id=thread_id, created_at=now, last_turn_at=now)],
        update_conflicts=True,
        unique_fields=["thread_id"],
        update_fields=["last_turn_at"],
    )
