from __future__ import annotations

from django.apps import AppConfig


class ChatConfig(AppConfig):
    name = "chat"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        from approvals.signals import approval_decided
        from budget.pricing import configured_prices
        from chat.tasks import thread_resume_queue
        from chat.turn_log import unanswered_resolve
        from knowledge.signals import gap_answered

        # A model without a known price refuses to start: the budget cannot fail closed on it.
        configured_prices()
        # The owner's decision continues the visitor's thread: approvals announces, the chat acts.
        approval_decided.connect(thread_resume_queue, dispatch_uid="chat.resume_thread")
        # A question the owner answered in a document leaves the unanswered list.
        gap_answered.connect(unanswered_resolve, dispatch_uid="chat.unanswered_resolve")
