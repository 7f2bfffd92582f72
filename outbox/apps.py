from __future__ import annotations

from django.apps import AppConfig


class OutboxConfig(AppConfig):
    name = "outbox"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        # Without a Celery worker, this process delivers: a request is what tells it that it runs
        # (mail left pending by an earlier process, SMTP back after an outage, a digest now due).
        from django.core.signals import request_started

        from outbox.courier import courier_poke

        request_started.connect(courier_poke, dispatch_uid="outbox-courier")
