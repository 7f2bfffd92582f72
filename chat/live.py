"""Live updates for an open page: the moment the owner's decision has become a reply, the visitor's
page hears `thread.update` over the channel layer (in-memory with `make run`; Redis in compose, so
a reply written by a worker reaches the web process that holds the page's connection).

`ThreadUpdates` is a Server-Sent Events `AsyncHttpConsumer` at `/chat/updates`. The thread is the
visitor's session's, never a URL parameter: thread ids authorise reading a conversation and stay
out of URLs and access logs. The waiting note on the page (`chat/_waiting.html`) listens here and
fetches the reply from `/chat/waiting` when told; it asks every 3 s only when this connection fails
(`static/js/chat.js`).
"""

from __future__ import annotations

import json

from channels.exceptions import StopConsumer
from channels.generic.http import AsyncHttpConsumer
from channels.sessions import SessionMiddlewareStack
from django.urls import path

from chat.services import thread_group, thread_view
from chat.views import SESSION_THREAD

UPDATES_PATH = "chat/updates"
SSE_HEADERS = [
    (b"Content-Type", b"text/event-stream; charset=utf-8"),
    (b"Cache-Control", b"no-cache"),
    (b"X-Accel-Buffering", b"no"),
]


class ThreadUpdates(AsyncHttpConsumer):
    """One open page waiting for the owner: `event: update` each time its thread changes."""

    group: str | None = None

    async def http_request(self, message: dict) -> None:
        # AsyncHttpConsumer ends the consumer once handle() returns, and while handle() runs no
        # layer message is dispatched. A stream instead stays open after its headers, so that
        # `thread.update` reaches thread_update, until the browser leaves (http.disconnect).
        if message.get("more_body"):
            return
        if not await self.handle(b""):
            await self.disconnect()
            raise StopConsumer

    async def handle(self, body: bytes) -> bool:
        """Answer the request; True when the stream stays open."""
        if self.scope["method"] != "GET":
            await self.send_response(405, b"", headers=[(b"Allow", b"GET")])
            return False
        thread_id = await self.scope["session"].aget(SESSION_THREAD)
        if not thread_id:
            # 204 tells an EventSource not to reconnect: this visitor has nothing to wait for.
            await self.send_response(204, b"")
            return False
        self.group = thread_group(thread_id)
        await self.channel_layer.group_add(self.group, self.channel_name)
        await self.send_headers(status=200, headers=SSE_HEADERS)
        await self.send_body(b"retry: 3000\n\n", more_body=True)
        # Joined first, then looked: a decision taken between the page's render and this connection
        # is seen here, one taken after it arrives as a message. Either way the page hears of it.
        view = await thread_view(thread_id=thread_id)
        if view is None or view["status"] != "pending_approval":
            await self.thread_update({"outcome": None})
        return True

    async def thread_update(self, message: dict) -> None:
        data = json.dumps({"outcome": message.get("outcome")})
        await self.send_body(f"event: update\ndata: {data}\n\n".encode(), more_body=True)

    async def disconnect(self) -> None:
        if self.group is not None:
            await self.channel_layer.group_discard(self.group, self.channel_name)


live_routes = [path(UPDATES_PATH, SessionMiddlewareStack(ThreadUpdates.as_asgi()))]
