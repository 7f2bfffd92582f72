"""One turn's response: its events, within CHAT_TURN_TIMEOUT, streamed as `text/event-stream`.

`turn_stream` starts a turn the same way for both renderers of its events: the JSON API's SSE
(`chat.api`) and the widget's HTML fragments (`chat.views`). The deadline it sets is enforced by
`chat.services.turn_events`; the client's turn slot (`chat.turn_slots`) is held until the body ends.
"""

from __future__ import annotations

import time
from collections.abc import AsyncIterator
from typing import Protocol

from django.conf import settings
from django.http import HttpRequest, StreamingHttpResponse

from chat.clients import client_ip
from chat.services import TurnEvent, turn_events
from chat.turn_slots import TurnSlot
from safety.privacy import ip_hash


def turn_deadline() -> float:
    """When a turn starting now must end, on the time.monotonic() clock."""
    return time.monotonic() + settings.CHAT_TURN_TIMEOUT


class TurnRenderer(Protocol):
    """Writes the events as the response body, inside `async with slot`, so the slot is given back
    when the body ends."""

    def __call__(self, events: AsyncIterator[TurnEvent], *, slot: TurnSlot) -> AsyncIterator[bytes]: ...


def turn_stream(
    request: HttpRequest,
    *,
    slot: TurnSlot,
    message: str,
    thread_id: str | None,
    page: str | None,
    render: TurnRenderer,
) -> AsyncIterator[bytes]:
    """The body of one turn's response: its events, within CHAT_TURN_TIMEOUT, as `render` writes
    them, holding the turn's slot (`chat.turn_slots.turn_slot_claim`) until the body ends.

    Call it right after the claim, with no await in between, so a request cancelled there can't
    keep the slot.
    """
    events = turn_events(
        message=message,
        thread_id=thread_id,
        page=page,
        deadline=turn_deadline(),
        client_ip_hash=ip_hash(client_ip(request)),
        client=slot.client,
    )
    body = render(events, slot=slot)
    slot.release_with(body)
    return body


def event_stream_response(body: AsyncIterator[bytes]) -> StreamingHttpResponse:
    response = StreamingHttpResponse(body, content_type="text/event-stream")
    response["Cache-Control"] = "no-cache"
    response["X-Accel-Buffering"] = "no"  # proxies must pass each event on at once
    return response
