"""ASGI entry point, served by daphne; Channels routes HTTP to Django."""

from __future__ import annotations

import os

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "twinsite.settings")

from channels.routing import ProtocolTypeRouter
from django.core.asgi import get_asgi_application

application = ProtocolTypeRouter({"http": get_asgi_application()})
