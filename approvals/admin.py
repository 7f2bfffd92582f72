from __future__ import annotations

from django.contrib import admin

from approvals.models import PendingApproval


@admin.register(PendingApproval)
class PendingApprovalAdmin(admin.ModelAdmin):
    list_display = ["created_at", "tool_name", "status", "expires_at"]
    list_filter = ["status", "tool_name"]
    readonly_fields = [f.name for f in PendingApproval._meta.fields]

    def has_add_permission(self, request) -> bool:
        return False
