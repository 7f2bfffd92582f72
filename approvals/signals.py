"""What approvals announces to the apps that act on a decision (it knows none of them).

`approval_decided` is sent once a decision is committed, with `approval_id` (str); the chat connects
to it in its AppConfig.ready and continues the visitor's paused thread.
"""

from __future__ import annotations

from django.dispatch import Signal

approval_decided = Signal()
