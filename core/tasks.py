"""Queueing a Celery task so that a broker outage delays nothing that matters.

With Redis down, `delay()` raises (after a short retry) in whatever request queued the task, often in
an on_commit hook where the error is only logged and the work is lost: an owner's decision that
never resumes its thread, a document edit that is never embedded. `task_enqueue` runs the task in
this process instead, as a deployment without Redis always does, and says so in the log.
"""

from __future__ import annotations

import logging

from kombu.exceptions import OperationalError

logger = logging.getLogger(__name__)


def task_enqueue(task, *args) -> bool:
    """Queue `task(*args)` for a worker; when the broker can't take it, run it here. True: queued."""
    try:
        task.delay(*args)
    except (OperationalError, OSError) as error:
        logger.error(
            "broker unreachable: running the task in this process",
            extra={"task": task.name, "error": type(error).__name__},
        )
        task.apply(args=args, throw=True)
        return False
    return True
