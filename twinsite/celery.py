"""The Celery app. Without REDIS_URL, tasks run eagerly in the caller (settings)."""

from __future__ import annotations

import os

from celery import Celery

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "twinsite.settings")

app = Celery("twinsite")
app.config_from_object("django.conf:settings", namespace="CELERY")
app.autodiscover_tasks()
