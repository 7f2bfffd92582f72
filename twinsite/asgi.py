"""ASGI entry point, served by daphne; Channels routes HTTP: the live-update stream (`chat.live`) to
its consumer, everything else to Django."""

from __future__ import annotations

import os

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "twinsite.settings")

import threading

from channels.routing import ProtocolTypeRouter, URLRouter
from django.core.asgi import get_asgi_application
from django.urls import re_path

django_application = get_asgi_application()

from chat.live import live_routes  # noqa: E402 (needs the apps loaded)
from knowledge.embeddings import embedder_warm_up  # noqa: E402

application = ProtocolTypeRouter({"http": URLRouter([*live_routes, re_path(r"", django_application)])})

threading.Thread(target=embedder_warm_up, name="embedder-warm-up", daemon=True).start()
