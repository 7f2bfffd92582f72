from __future__ import annotations

from django.apps import AppConfig


class BudgetConfig(AppConfig):
    name = "budget"
    default_auto_field = "django.db.models.BigAutoField"
