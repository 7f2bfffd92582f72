from __future__ import annotations

from django.contrib import admin
from django.urls import include, path

from knowledge import views as knowledge_views
from twinsite import views
from twinsite.api import api

urlpatterns = [
    path("healthz", views.healthz, name="healthz"),
    path("admin/", admin.site.urls),
    path("api/", api.urls),
    path("chat/", include("chat.urls")),  # the widget's htmx fragments and event streams
    path("", knowledge_views.home, name="home"),
    # Last: every published document is served at the url its front matter declares.
    path("<path:url>", knowledge_views.document_page, name="document"),
]
