"""Reads of the outbox."""

from __future__ import annotations

from datetime import datetime

from django.db.models import Min

from outbox.models import Mail


def next_attempt_at() -> datetime | None:
    """When the outbox next has something to do (None: nothing waits): the earliest pending mail,
    or the earliest claim that may run out."""
    pending = Mail.objects.filter(status=Mail.Status.PENDING).aggregate(at=Min("next_attempt_at"))["at"]
    sending = Mail.objects.filter(status=Mail.Status.SENDING).aggregate(at=Min("claimed_until"))["at"]
    return min((at for at in (pending, sending) if at), default=None)


def mail_for_key(key: str) -> Mail | None:
    return Mail.objects.filter(key=key).first()
