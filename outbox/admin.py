"""The outbox in admin, read-only: what went out, what waits for a retry, what gave up and why."""

from __future__ import annotations

from django.contrib import admin, messages
from django.utils import timezone

from outbox.models import Mail
from outbox.services import mail_retry


def mail_summary(mail: Mail | None) -> str:
    """One line for another admin page: where this mail stands."""
    if mail is None:
        return "no mail (no owner address configured)"
    if mail.status == Mail.Status.SENT:
        return f"sent {timezone.localtime(mail.sent_at):%Y-%m-%d %H:%M}"
    if mail.status == Mail.Status.FAILED:
        return f"failed after {mail.attempts} attempts: {mail.last_error[:80]}"
    if mail.attempts:
        when = timezone.localtime(mail.next_attempt_at)
        return (
            f"not sent yet: {mail.attempts} failed attempt(s), next at {when:%H:%M} ({mail.last_error[:60]})"
        )
    return f"queued for {timezone.localtime(mail.next_attempt_at):%Y-%m-%d %H:%M}"


@admin.register(Mail)
class MailAdmin(admin.ModelAdmin):
    list_display = [
        "created_at",
        "kind",
        "subject",
        "status",
        "attempts",
        "next_attempt_at",
        "sent_at",
        "error",
    ]
    list_filter = ["status", "kind"]
    search_fields = ["subject", "key"]
    fields = [
        "status",
        "kind",
        "recipients",
        "subject",
        "body",
        "attempts",
        "last_error",
        "created_at",
        "due_at",
        "next_attempt_at",
        "sent_at",
        "key",
    ]
    readonly_fields = fields
    actions = ["send_again"]

    def has_add_permission(self, request) -> bool:
        return False

    def has_delete_permission(self, request, obj=None) -> bool:
        return False

    @admin.display(description="last error")
    def error(self, mail: Mail) -> str:
        return mail.last_error[:80]

    @admin.action(description="Send again (failed mails)", permissions=["change"])
    def send_again(self, request, queryset):
        retried = sum(mail_retry(mail_id=pk) for pk in queryset.values_list("pk", flat=True))
        self.message_user(request, f"{retried} mail(s) will be sent again.", messages.SUCCESS)
