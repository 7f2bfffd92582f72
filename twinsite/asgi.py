"""ASGI entry point, served by daphne; Channels routes HTTP to Django."""

from __future__ import annotations

import os

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "twinsite.settings")

import threading

from channels.routing import ProtocolTypeRouter
from django.core.asgi import get_asgi_application

application = ProtocolTypeRouter({"http": get_asgi_application()})

from knowledge.embeddings import embedder_warm_up  # noqa: E402 (needs the apps loaded)

threading.Thread(target=embedder_warm_up, name="embedder-warm-up", daemon=True).start()
