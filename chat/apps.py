from __future__ import annotations

from django.apps import AppConfig


class ChatConfig(AppConfig):
    name = "chat"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        # A model without a known price refuses to start: the budget cannot fail closed on it.
        from chat.providers import configured_prices

        configured_prices()
