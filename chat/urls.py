"""The chat widget's routes (HTML fragments for htmx); the JSON API is chat.api."""

from __future__ import annotations

from django.urls import path

from chat import views

app_name = "chat"
urlpatterns = [
    path("messages", views.message, name="message"),
    path("stream/<str:key>", views.stream, name="stream"),
    path("history", views.history, name="history"),
    path("clear", views.clear, name="clear"),
    path("delete", views.delete, name="delete"),
    path("waiting", views.waiting, name="waiting"),
    path("feedback", views.feedback, name="feedback"),
]
