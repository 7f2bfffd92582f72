from __future__ import annotations

from core.databases import database_uri, django_database


def test_database_urls_become_django_settings():
    assert django_database("postgresql://u:p@db.internal:5433/twin") | {} == {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": "twin",
        "USER": "u",
        "PASSWORD": "p",
        "HOST": "db.internal",
        "PORT": "5433",
    }
    socket = django_database("postgresql://postgres:@/postgres?host=/tmp/sock")
    assert (socket["HOST"], socket["NAME"], socket["PORT"]) == ("/tmp/sock", "postgres", "")
    assert django_database(database_uri(socket)) == socket
    tcp = django_database("postgresql://u:p@db.internal:5433/twin")
    assert django_database(database_uri(tcp, name="other")) == {**tcp, "NAME": "other"}
