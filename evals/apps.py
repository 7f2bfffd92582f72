from django.apps import AppConfig


class EvalsConfig(AppConfig):
    name = "evals"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        from evals.services import owner_case_from_gap
        from knowledge.signals import gap_answered

        # The owner answered an unanswered question in a document: it becomes their eval case.
        gap_answered.connect(owner_case_from_gap, dispatch_uid="evals.owner_case")
