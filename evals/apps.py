from django.apps import AppConfig


class EvalsConfig(AppConfig):
    name = "evals"
    default_auto_field = "django.db.models.BigAutoField"
