from __future__ import annotations

from django.db import connection
from django.http import JsonResponse


def healthz(request):
    """200 when the database answers; 503 otherwise, so a load balancer stops sending traffic."""
    try:
        with connection.cursor() as cursor:
            cursor.execute("SELECT 1")
    except Exception:
        return JsonResponse({"status": "unavailable"}, status=503)
    return JsonResponse({"status": "ok"})
