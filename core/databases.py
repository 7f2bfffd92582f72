"""A database as a connection URI and as Django's DATABASES entry, both ways.

The settings read DATABASE_URL with `django_database`; code that needs its own connection (the
checkpointer, a subprocess, a migration) builds the URI of Django's with `database_uri`. A Unix
socket folder travels as `?host=`.
"""

from __future__ import annotations

from urllib.parse import parse_qs, urlparse


def django_database(uri: str, *, name: str = "twinsite") -> dict:
    """Django's DATABASES entry for a server URI (the socket folder travels as ?host=)."""
    parts = urlparse(uri)
    host = parse_qs(parts.query).get("host", [parts.hostname or ""])[0]
    return {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": parts.path.lstrip("/") or name,
        "USER": parts.username or "",
        "PASSWORD": parts.password or "",
        "HOST": host,
        "PORT": str(parts.port or ""),
    }


def database_uri(database: dict, *, name: str | None = None) -> str:
    """A connection URI for a Django DATABASES entry (a socket folder travels as ?host=)."""
    host, port = database["HOST"], database["PORT"]
    netloc = f"{database['USER']}:{database['PASSWORD']}@" + ("" if host.startswith("/") else host)
    netloc += f":{port}" if port else ""
    query = f"?host={host}" if host.startswith("/") else ""
    return f"postgresql://{netloc}/{name or database['NAME']}{query}"
