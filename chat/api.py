"""The chat's JSON API: thin handlers over `chat.services`."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from contextlib import aclosing

from asgiref.sync import sync_to_async
from ninja import Router, Status

from chat.admission import feedback_refusal
from chat.models import TurnLog
from chat.schemas import ChatRequest, FeedbackIn, FeedbackOut, ThreadId, ThreadOut
from chat.services import TurnEvent, feedback_record, thread_view
from chat.streaming import event_stream_response, turn_stream
from chat.threads import thread_delete
from chat.turn_slots import TurnRefused, TurnSlot, admitted_turn_slot
from core.schemas import ErrorOut

router = Router(tags=["chat"])


def sse(event: TurnEvent) -> bytes:
    return f"event: {event.name}\ndata: {json.dumps(event.data, separators=(',', ':'))}\n\n".encode()


async def sse_stream(events: AsyncIterator[TurnEvent], *, slot: TurnSlot) -> AsyncIterator[bytes]:
    """The events as SSE; the client's turn slot is given back when the stream ends, however."""
    async with slot, aclosing(events):
        async for event in events:
            yield sse(event)


@router.post(
    "/chat",
    response={200: None, 400: ErrorOut, 403: ErrorOut, 429: ErrorOut, 503: ErrorOut},
    summary="Ask a question; answers as a text/event-stream",
)
async def chat(request, payload: ChatRequest):
    if request.content_type != "application/json":
        return Status(400, {"detail": "Content-Type must be application/json"})
    # A full process answers 503 before anything is counted (the retry starts afresh); an id the
    # server never issued is a new conversation, counted as one (CONTRACT.md).
    try:
        thread_id, slot = await admitted_turn_slot(request, thread_id=payload.thread_id)
    except TurnRefused as refused:
        return refused.response()
    body = turn_stream(  # no await since the claim (see turn_stream)
        request,
        slot=slot,
        message=payload.message,
        thread_id=thread_id,
        page=payload.page,
        render=sse_stream,
    )
    return event_stream_response(body)


@router.get("/threads/{thread_id}", response={200: ThreadOut, 404: ErrorOut})
async def thread(request, thread_id: ThreadId):
    view = await thread_view(thread_id=thread_id)
    return view if view else Status(404, {"detail": "No such thread"})


@router.delete(
    "/threads/{thread_id}",
    response={204: None, 404: ErrorOut},
    summary="Delete a conversation: its messages and checkpoints go; then GET answers 404",
)
async def thread_remove(request, thread_id: ThreadId):
    if not await sync_to_async(thread_delete)(thread_id=thread_id):
        return Status(404, {"detail": "No such thread"})
    return Status(204, None)


@router.post(
    "/feedback",
    response={201: FeedbackOut, 403: ErrorOut, 404: ErrorOut, 429: ErrorOut},
    summary="Thumbs up or down on one answer; a second rating of the same answer replaces the first",
)
def feedback(request, payload: FeedbackIn):
    if refusal := feedback_refusal(request):
        return refusal
    try:
        feedback_record(turn_id=payload.turn_id, rating=payload.rating, comment=payload.comment or "")
    except TurnLog.DoesNotExist:
        return Status(404, {"detail": "No such turn"})
    return Status(201, {"turn_id": payload.turn_id, "rating": payload.rating})
