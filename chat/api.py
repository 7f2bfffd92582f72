"""The chat's JSON API: thin handlers over `chat.services`."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator

from django.http import StreamingHttpResponse
from ninja import Router, Status

from chat.schemas import ChatRequest, ErrorOut, ThreadId, ThreadOut
from chat.services import TurnEvent, thread_view, turn_events

router = Router(tags=["chat"])


def sse(event: TurnEvent) -> bytes:
    return f"event: {event.name}\ndata: {json.dumps(event.data, separators=(',', ':'))}\n\n".encode()


async def sse_stream(events: AsyncIterator[TurnEvent]) -> AsyncIterator[bytes]:
    async for event in events:
        yield sse(event)


@router.post(
    "/chat", response={200: None, 400: ErrorOut}, summary="Ask a question; answers as a text/event-stream"
)
async def chat(request, payload: ChatRequest):
    if request.content_type != "application/json":
        return Status(400, {"detail": "Content-Type must be application/json"})
    events = turn_events(message=payload.message, thread_id=payload.thread_id, page=payload.page)
    response = StreamingHttpResponse(sse_stream(events), content_type="text/event-stream")
    response["Cache-Control"] = "no-cache"
    response["X-Accel-Buffering"] = "no"  # proxies must pass each event on at once
    return response


@router.get("/threads/{thread_id}", response={200: ThreadOut, 404: ErrorOut})
async def thread(request, thread_id: ThreadId):
    view = await thread_view(thread_id=thread_id)
    return view if view else Status(404, {"detail": "No such thread"})
