from __future__ import annotations

from typing import Annotated, Literal

from ninja import Schema
from pydantic import ConfigDict, StringConstraints

MAX_MESSAGE_CHARS = 800
ThreadId = Annotated[str, StringConstraints(pattern=r"^[A-Za-z0-9_-]{8,64}$")]


class ChatRequest(Schema):
    """A visitor's message. History is never accepted from the client: it lives in the checkpoint."""

    model_config = ConfigDict(extra="forbid")

    message: Annotated[
        str, StringConstraints(strip_whitespace=True, min_length=1, max_length=MAX_MESSAGE_CHARS)
    ]
    thread_id: ThreadId | None = None
    page: Annotated[str, StringConstraints(pattern=r"^/[^\s]{0,299}$")] | None = None


class Citation(Schema):
    id: str
    title: str
    url: str


class ThreadMessage(Schema):
    role: str
    content: str
    citations: list[Citation]


class ThreadOut(Schema):
    thread_id: str
    status: str  # idle | pending_approval
    messages: list[ThreadMessage]


class FeedbackIn(Schema):
    model_config = ConfigDict(extra="forbid")

    turn_id: Annotated[str, StringConstraints(max_length=64)]
    rating: Literal["up", "down"]
    comment: Annotated[str, StringConstraints(strip_whitespace=True, max_length=1000)] | None = None


class FeedbackOut(Schema):
    turn_id: str
    rating: str
