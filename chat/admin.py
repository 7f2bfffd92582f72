from __future__ import annotations

from django.contrib import admin

from chat.models import Availability, ChatSettings, TurnLog, UnansweredQuestion


class ReadOnlyAdmin(admin.ModelAdmin):
    """Records the product writes; the owner reads them."""

    def has_add_permission(self, request) -> bool:
        return False

    def has_change_permission(self, request, obj=None) -> bool:
        return False


@admin.register(TurnLog)
class TurnLogAdmin(ReadOnlyAdmin):
    list_display = [
        "created_at",
        "outcome",
        "reason",
        "provider",
        "model",
        "tokens",
        "cost_usd",
        "total_ms",
        "flag_list",
    ]
    list_filter = ["outcome", "reason", "provider", "created_at"]
    search_fields = ["turn_id", "thread_id"]
    date_hierarchy = "created_at"

    @admin.display(description="tokens in / cached / out")
    def tokens(self, turn: TurnLog) -> str:
        return f"{turn.input_tokens} / {turn.cached_tokens} / {turn.output_tokens}"

    @admin.display(description="flags")
    def flag_list(self, turn: TurnLog) -> str:
        return ", ".join(turn.flags)


@admin.register(UnansweredQuestion)
class UnansweredQuestionAdmin(ReadOnlyAdmin):
    list_display = ["created_at", "question", "page"]
    search_fields = ["question"]
    date_hierarchy = "created_at"


@admin.register(Availability)
class AvailabilityAdmin(admin.ModelAdmin):
    list_display = ["status", "available_from", "note", "updated_at"]

    def has_add_permission(self, request) -> bool:
        return not Availability.objects.exists()  # one row: what report_availability reads


@admin.register(ChatSettings)
class ChatSettingsAdmin(admin.ModelAdmin):
    list_display = ["__str__", "chat_enabled", "updated_at"]
    list_editable = ["chat_enabled"]
    list_display_links = ["__str__"]

    def has_add_permission(self, request) -> bool:
        return not ChatSettings.objects.exists()

    def has_delete_permission(self, request, obj=None) -> bool:
        return False
