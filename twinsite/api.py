"""The JSON API: one NinjaAPI that mounts each app's router."""

from __future__ import annotations

from ninja import NinjaAPI

from approvals.api import router as owner_router
from chat.api import router as chat_router

api = NinjaAPI(title="Twinsite", version="1", urls_namespace="api")
api.add_router("/", chat_router)
api.add_router("/owner", owner_router)
