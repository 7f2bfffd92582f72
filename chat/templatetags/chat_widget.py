"""`{% chat_widget %}`: the chat on every page (templates/base.html)."""

from __future__ import annotations

from django import template

from chat.schemas import MAX_MESSAGE_CHARS
from chat.selectors import chat_is_enabled
from chat.views import SESSION_THREAD, starter_context
from knowledge.selectors import public_contact_email

register = template.Library()


@register.inclusion_tag("chat/widget.html", takes_context=True)
def chat_widget(context) -> dict:
    request = context["request"]
    starters = starter_context()
    owner, enabled = starters["owner"], chat_is_enabled()
    return {
        **starters,
        "owner_first_name": owner.split()[0] if owner.split() else owner,
        "contact": "" if enabled else public_contact_email(),  # the way to reach the owner instead
        "enabled": enabled,
        "has_thread": SESSION_THREAD in request.session,
        "page": request.path,
        "max_chars": MAX_MESSAGE_CHARS,
    }
