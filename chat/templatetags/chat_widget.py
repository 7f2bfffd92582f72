"""`{% chat_widget %}`: the chat on every page (templates/base.html)."""

from __future__ import annotations

from django import template

from chat.schemas import MAX_MESSAGE_CHARS
from chat.selectors import chat_is_enabled
from chat.views import SESSION_THREAD, starter_context
from knowledge.selectors import owner_identity

register = template.Library()


@register.inclusion_tag("chat/widget.html", takes_context=True)
def chat_widget(context) -> dict:
    request = context["request"]
    starters, owner, enabled = starter_context(), owner_identity(), chat_is_enabled()
    return {
        **starters,
        "owner_first_name": owner.short_name,
        "contact": "" if enabled else owner.contact,  # the way to reach the owner instead
        "enabled": enabled,
        "has_thread": SESSION_THREAD in request.session,
        "page": request.path,
        "max_chars": MAX_MESSAGE_CHARS,
    }
