"""The chat widget: the HTML renderer of the same turn events that feed /api/chat.

The form posts a message (`message`); the answer is a partial whose `sse-connect` opens the turn's
stream (`stream`), where each `TurnEvent` becomes an HTML fragment that htmx's SSE extension swaps
into place. The message waits between the two requests in the shared cache under a one-time key:
an EventSource can only GET, and the key keeps the message out of URLs and server logs. The thread
id lives in the session, so the conversation follows the visitor from page to page.
"""

from __future__ import annotations

import json
import secrets
from collections.abc import AsyncIterator
from contextlib import aclosing

from asgiref.sync import sync_to_async
from django import forms
from django.core.cache import cache
from django.http import Http404, HttpResponse
from django.shortcuts import render
from django.template.loader import render_to_string
from django.urls import reverse
from django.views.decorators.http import require_GET, require_POST

from chat.admission import admission, feedback_refusal
from chat.clients import client_key
from chat.models import Feedback, StarterQuestion, TurnLog
from chat.outcomes import Outcome, Reason
from chat.schemas import MAX_MESSAGE_CHARS
from chat.selectors import owner_name
from chat.services import TurnEvent, feedback_record, thread_view
from chat.streaming import event_stream_response, turn_stream
from chat.threads import new_id, thread_delete, thread_turn_begin
from chat.turn_slots import ServerBusy, TurnSlot, TurnSlotsFull, server_busy, turn_slot_claim
from core.connections import connection_released
from knowledge.documents import is_site_path
from knowledge.selectors import owner_identity

SESSION_THREAD = "chat_thread_id"
PENDING_PREFIX = "chat:pending:"
PENDING_SECONDS = 120  # the browser connects at once; a key nobody used in time is dropped
PANELS = {  # the whitelist: any other panel name renders nothing
    "project": "chat/panels/project.html",
    "role": "chat/panels/role.html",
    "availability": "chat/panels/availability.html",
}
PROGRESS = {  # graph nodes, as the visitor reads them; nodes not listed show nothing
    "guard_input": "Reading your question…",
    "retrieve": "Looking through the site…",
    "generate": "Writing the answer…",
    "execute_tools": "Checking…",
    "request_approval": "Preparing your message for review…",
    "verify": "Checking the sources…",
}
TOOL_PROGRESS = {
    "search_knowledge": "Searched the site",
    "report_availability": "Checked availability",
    "draft_contact_message": "Drafted your message",
}
TOOL_TROUBLE = {"error": "didn't work", "timeout": "took too long", "blocked": "was not allowed"}


class MessageForm(forms.Form):
    message = forms.CharField(max_length=MAX_MESSAGE_CHARS, strip=True)
    page = forms.RegexField(regex=r"^/[^\s]{0,299}$", required=False)
    retry = forms.BooleanField(required=False)  # the widget's one retry after "busy"


# --- The form and the stream ---------------------------------------------------------------------
@require_POST
async def message(request):
    """A visitor's question: the partial that shows it and connects to its answer's stream."""
    form = MessageForm(request.POST)
    if not form.is_valid():
        notice = f"Please write a question of up to {MAX_MESSAGE_CHARS} characters."
        return await arender(request, "chat/_notice.html", {"notice": notice}, status=422)
    if busy := server_busy():  # before anything is counted: the retry starts afresh
        return await busy_notice(request, busy, form.cleaned_data)
    # The session's thread may have been deleted since (then this message starts a new one).
    thread_id, refusal = await admission(request, thread_id=await request.session.aget(SESSION_THREAD))
    if refusal:
        return await sync_to_async(refused)(request, refusal)
    if thread_id is None:
        thread_id = new_id()
        await sync_to_async(connection_released(thread_turn_begin))(thread_id=thread_id)
        await request.session.aset(SESSION_THREAD, thread_id)
    key = secrets.token_urlsafe(24)
    pending = {
        "message": form.cleaned_data["message"],
        "thread_id": thread_id,
        "page": form.cleaned_data["page"] or None,
    }
    await cache.aset(PENDING_PREFIX + key, pending, PENDING_SECONDS)
    context = {"question": pending["message"], "stream_url": reverse("chat:stream", args=[key])}
    return await arender(request, "chat/_turn.html", context)


async def arender(request, template: str, context: dict, *, status: int = 200) -> HttpResponse:
    """render() from an async view: the site's context processors read the database."""
    return await sync_to_async(render)(request, template, context, status=status)


async def busy_notice(request, busy: ServerBusy, cleaned: dict) -> HttpResponse:
    """503: "busy, retrying in N s", as a form that posts the same question again once, by itself,
    after Retry-After; a retry that meets a busy server again only says so."""
    context = {
        "retry_after": busy.retry_after,
        "message": cleaned["message"],
        "page": cleaned["page"] or "",
        "retried": cleaned["retry"],
    }
    response = await arender(request, "chat/_busy_retry.html", context, status=503)
    response["Retry-After"] = str(busy.retry_after)
    return response


def refused(request, refusal) -> HttpResponse:
    """admission's JSON refusal (503 switched off, 403, 429 over a limit) as the widget shows it."""
    context = {"notice": json.loads(refusal.content)["detail"], "switched_off": refusal.status_code == 503}
    if context["switched_off"]:
        context.update(owner=owner_name(), contact=owner_identity().contact)
    response = render(request, "chat/_notice.html", context, status=refusal.status_code)
    if retry_after := refusal.get("Retry-After"):
        response["Retry-After"] = retry_after
    return response


@require_GET
async def stream(request, key: str):
    """The turn for a one-time key, as `text/event-stream` of HTML fragments."""
    pending = await pending_take(key)
    if pending is None:
        return event_stream_response(closing_stream("chat/_expired.html"))
    try:
        slot = await turn_slot_claim(client_key(request))
    except TurnSlotsFull:
        return event_stream_response(closing_stream("chat/_busy.html"))
    except ServerBusy as busy:  # filled up since the message was posted
        return event_stream_response(
            closing_stream("chat/_busy_stream.html", {"retry_after": busy.retry_after})
        )
    body = turn_stream(  # no await since the claim, as in the JSON API
        request,
        slot=slot,
        message=pending["message"],
        thread_id=pending["thread_id"],
        page=pending["page"],
        render=html_stream,
    )
    return event_stream_response(body)


async def pending_take(key: str) -> dict | None:
    """The waiting message for `key`, once: of two requests racing for it, one wins the delete."""
    pending = await cache.aget(PENDING_PREFIX + key)
    if pending is None or not await cache.adelete(PENDING_PREFIX + key):
        return None
    return pending


async def html_stream(events: AsyncIterator[TurnEvent], *, slot: TurnSlot) -> AsyncIterator[bytes]:
    # When the visitor stops or leaves, the EventSource closes, the server cancels this generator,
    # and the CancelledError reaches the graph through `events`: the turn and its provider call end.
    async with slot, aclosing(events):
        async for event in events:
            context = {}
            if event.name == "approval":
                context["owner"] = await sync_to_async(owner_name)()
            if (html := event_html(event, **context)) is not None:
                yield sse(event.name, html)


async def closing_stream(template: str, context: dict | None = None) -> AsyncIterator[bytes]:
    """A stream that only says why there is no answer, then closes (the widget closes on `done`)."""
    yield sse("done", fragment(template, context))


def sse(name: str, html: str) -> bytes:
    """One SSE event; a fragment that spans lines becomes several data lines (joined by the browser)."""
    lines = html.replace("\r\n", "\n").replace("\r", "\n").split("\n")
    return (f"event: {name}\n" + "".join(f"data: {line}\n" for line in lines) + "\n").encode()


def fragment(template: str, context: dict | None = None) -> str:
    return render_to_string(template, context).strip()  # a stray newline would show in the answer


def event_html(event: TurnEvent, *, owner: str = "") -> str | None:
    """The fragment for one event, or None for what the page doesn't show (meta, trace, unknown)."""
    data = event.data
    if event.name == "text":
        return fragment("chat/events/text.html", {"delta": data["delta"]})
    if event.name == "citation":
        if not is_site_path(data.get("url", "")):
            return None
        return fragment("chat/events/citation.html", {"citation": data})
    if event.name == "status":
        label = PROGRESS.get(data.get("node", ""))
        return fragment("chat/events/progress.html", {"label": label}) if label else None
    if event.name == "tool":
        return fragment("chat/events/progress.html", {"label": tool_label(data)})
    if event.name == "panel":
        template = PANELS.get(data.get("panel", ""))
        props = data.get("props")
        return fragment(template, {"props": props}) if template and isinstance(props, dict) else None
    if event.name == "approval":
        return fragment("chat/_waiting.html", {"owner": owner})
    if event.name == "error":
        return fragment("chat/events/error.html", {"message": data.get("message", "")})
    if event.name == "done":
        return fragment("chat/events/done.html", outcome_context(data))
    return None


def tool_label(data: dict) -> str:
    label = TOOL_PROGRESS.get(data.get("name", ""), "Used a tool")
    trouble = TOOL_TROUBLE.get(data.get("status", ""))
    return f"{label}: it {trouble}, answering without it" if trouble else label


def outcome_context(done: dict) -> dict:
    """What the end of a turn tells the visitor, in words: the outcome is a state, not an error."""
    outcome, reason = done.get("outcome"), done.get("reason")
    notes = {
        (Outcome.DEGRADED, Reason.BUDGET): "Answered from the site's pages without the language model: "
        "today's budget for it is spent. Each sentence is copied from the source it links to.",
        (Outcome.DEGRADED, Reason.FALLBACK): "The language model didn't answer in time, so this answer is "
        "copied from the pages it links to.",
        (Outcome.DEGRADED, Reason.VERIFICATION): "Part of the answer couldn't be checked against the site's "
        "pages, so it was left out.",
        (Outcome.FAILED, Reason.TIMEOUT): "This answer took too long and was stopped. Please ask again.",
        (Outcome.FAILED, Reason.CANCELLED): "Stopped.",
    }
    note = notes.get((outcome, reason))
    if note is None and outcome == Outcome.FAILED:
        note = "Something went wrong, so this answer is incomplete. Please ask again."
    if note is None and outcome == Outcome.DEGRADED:
        note = "This answer is shorter than usual: only what could be checked against the site is shown."
    return {
        "outcome": outcome,
        "reason": reason,
        "note": note,
        "turn_id": done.get("turn_id", ""),
        "can_rate": outcome in (Outcome.ANSWERED, Outcome.DEGRADED, Outcome.REFUSED)
        and reason != Reason.TURN_LIMIT,
        "new_thread": reason in (Reason.TURN_LIMIT, Reason.PENDING_APPROVAL),
    }


# --- The conversation across pages ---------------------------------------------------------------
@require_GET
async def history(request):
    """The session's conversation, for a page the visitor navigated to; starters when there is none."""
    thread_id = await request.session.aget(SESSION_THREAD)
    view = await thread_view(thread_id=thread_id) if thread_id else None
    if not view or not view["messages"]:
        return await starters(request)
    owner = await sync_to_async(owner_name)()
    context = {"messages": view["messages"], "pending": view["status"] == "pending_approval", "owner": owner}
    return await arender(request, "chat/_thread.html", context)


@require_POST
async def clear(request):
    """A new conversation: the next message starts a new thread. The old one stays on the server."""
    await request.session.apop(SESSION_THREAD, None)
    return await starters(request)


@require_POST
async def delete(request):
    """The visitor deletes the conversation (the same service as DELETE /api/threads/{id}); the
    widget starts over empty."""
    if thread_id := await request.session.apop(SESSION_THREAD, None):
        await sync_to_async(thread_delete)(thread_id=thread_id)
    return await starters(request)


async def starters(request) -> HttpResponse:
    context = await sync_to_async(starter_context)()
    return await arender(request, "chat/_starters.html", context)


def starter_context() -> dict:
    owner = owner_name()
    questions = StarterQuestion.objects.filter(active=True)[:4]
    return {"owner": owner, "starters": [q.text.replace("{owner}", owner) for q in questions]}


@require_GET
async def waiting(request):
    """The reply that follows the owner's decision: 204 until it is there, then the reply.

    The waiting note asks when `chat.live` pushes `update` (the decision's resume publishes to the
    thread's group, over Redis from a worker), and every 3 s only when that push connection fails.
    """
    thread_id = await request.session.aget(SESSION_THREAD)
    view = await thread_view(thread_id=thread_id) if thread_id else None
    if view is None:
        return HttpResponse(status=286)  # htmx: stop polling (the conversation was cleared)
    if view["status"] == "pending_approval":
        return HttpResponse(status=204)
    reply = next((m for m in reversed(view["messages"]) if m["role"] == "assistant"), None)
    owner = await sync_to_async(owner_name)()
    return await arender(request, "chat/_reply.html", {"message": reply, "owner": owner})


# --- Feedback ------------------------------------------------------------------------------------
@require_POST
def feedback(request):
    """Thumbs on one answer, through the same checks and service as POST /api/feedback."""
    if refusal := feedback_refusal(request):
        return refused(request, refusal)
    rating, comment = request.POST.get("rating", ""), request.POST.get("comment", "").strip()
    if rating not in Feedback.Rating.values or len(comment) > 1000:
        return render(request, "chat/_notice.html", {"notice": "That rating wasn't understood."}, status=422)
    try:
        feedback_record(turn_id=request.POST.get("turn_id", ""), rating=rating, comment=comment)
    except TurnLog.DoesNotExist:
        raise Http404("No such answer") from None
    return render(request, "chat/_feedback_thanks.html", {"rating": rating})
