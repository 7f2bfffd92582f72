"""The JSON API: one NinjaAPI that mounts each app's router."""

from __future__ import annotations

from ninja import NinjaAPI

api = NinjaAPI(title="Twinsite", version="1", urls_namespace="api")
