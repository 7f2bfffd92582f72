"""The turn's vocabulary: how a turn ends (`Outcome`) and why (`Reason`).

String enums: a member is its word, so the `done` event, the turn log and the checkpoints hold the
same plain strings as before there were types. A typo is an AttributeError, not a silent default.
"""

from __future__ import annotations

from enum import StrEnum


class Outcome(StrEnum):
    ANSWERED = "answered"
    REFUSED = "refused"
    PENDING_APPROVAL = "pending_approval"
    DEGRADED = "degraded"
    FAILED = "failed"


class Reason(StrEnum):
    # Refused: the visitor reads a fixed, polite text in their language (`chat.refusals`).
    NO_SOURCE = "no_source"  # nothing in the knowledge base answers it
    TURN_LIMIT = "turn_limit"  # the thread reached CHAT_MAX_TURNS
    INJECTION = "injection"  # an input guard: injection, prompt extraction, tool abuse
    SENSITIVE_DATA = "sensitive_data"  # an input guard: a card or account number
    OFF_TOPIC = "off_topic"  # an input guard: work for the visitor, general knowledge
    PRIVATE = "private"  # an input guard: the owner's private life
    GUARD_ERROR = "guard_error"  # an input guard raised: refused rather than unchecked
    BUDGET = "budget"  # today's budget is spent (refused, or degraded: the offline layer answered)
    DISABLED = "disabled"  # the chat is switched off
    PENDING_APPROVAL = "pending_approval"  # a new message on a thread that waits for the owner
    APPROVAL_REJECTED = "approval_rejected"  # the owner said no
    APPROVAL_EXPIRED = "approval_expired"  # nobody decided in time
    APPROVAL_MISSING = "approval_missing"  # a high-risk call without an approval record
    APPROVAL_LIMIT = "approval_limit"  # this client's messages already wait for the owner (per day)
    # Degraded: the offline layer answered, or only part of the answer could be verified.
    FALLBACK = "fallback"
    VERIFICATION = "verification"
    # Failed.
    PROVIDER = "provider"  # the stream died after text had reached the visitor
    TIMEOUT = "timeout"  # CHAT_TURN_TIMEOUT
    INTERNAL = "internal"  # a bug
    CANCELLED = "cancelled"  # the visitor left


REFUSAL_REASONS = frozenset(
    {
        Reason.NO_SOURCE,
        Reason.TURN_LIMIT,
        Reason.INJECTION,
        Reason.SENSITIVE_DATA,
        Reason.OFF_TOPIC,
        Reason.PRIVATE,
        Reason.GUARD_ERROR,
        Reason.BUDGET,
        Reason.DISABLED,
        Reason.PENDING_APPROVAL,
        Reason.APPROVAL_REJECTED,
        Reason.APPROVAL_EXPIRED,
        Reason.APPROVAL_MISSING,
        Reason.APPROVAL_LIMIT,
    }
)
# A decision on a high-risk call: the visitor hears it even after text the model wrote before it.
APPROVAL_REASONS = frozenset({Reason.APPROVAL_REJECTED, Reason.APPROVAL_EXPIRED, Reason.APPROVAL_MISSING})
