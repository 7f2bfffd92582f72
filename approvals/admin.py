"""The owner's approval queue: read the drafted message, approve or reject it with a note."""

from __future__ import annotations

from django.contrib import admin, messages
from django.core.exceptions import PermissionDenied
from django.http import HttpResponseRedirect
from django.utils.html import format_html, linebreaks

from approvals.models import ContactMessage, DecisionLog, PendingApproval
from approvals.services import ApprovalConflict, approval_decide, approvals_expire, approvals_resume_stuck
from outbox.admin import mail_summary

DONE = {"approve": "Approved", "reject": "Rejected"}


def thread_state(approval: PendingApproval) -> str:
    """What happened to the visitor's conversation after the decision, as it is, never as hoped."""
    if approval.status == PendingApproval.Status.PENDING:
        return "paused, waiting for your decision"
    if approval.resumed_at is None:
        return "not continued yet: it is resumed in the background (and retried if that fails)"
    if approval.resumed_as == PendingApproval.NOT_PAUSED:
        sent = " Your decision was carried out; the visitor won't see a reply in that conversation."
        return "was no longer waiting, so nothing was resumed." + sent
    if approval.resumed_as == "failed":
        return "was resumed, but the reply failed; the visitor sees an error there"
    return f"continued (the visitor's reply: {approval.resumed_as})"


class ReadOnlyAdmin(admin.ModelAdmin):
    def has_add_permission(self, request) -> bool:
        return False

    def has_change_permission(self, request, obj=None) -> bool:
        return False


class DecisionInline(admin.TabularInline):
    model = DecisionLog
    extra = 0
    can_delete = False
    readonly_fields = ["at", "actor", "action", "note"]

    def has_add_permission(self, request, obj=None) -> bool:
        return False


@admin.register(PendingApproval)
class PendingApprovalAdmin(admin.ModelAdmin):
    list_display = ["created_at", "tool_name", "visitor", "subject", "status", "expires_at"]
    list_filter = ["status", "tool_name"]
    search_fields = ["thread_id", "arguments"]
    fields = [
        "status",
        "draft",
        "tool_name",
        "created_at",
        "expires_at",
        "decided_at",
        "decided_by",
        "note",
        "visitor_thread",
        "owner_notice",
        "thread_id",
    ]
    readonly_fields = fields
    inlines = [DecisionInline]
    actions = ["approve", "reject"]

    def has_add_permission(self, request) -> bool:
        return False

    @admin.display(description="from")
    def visitor(self, approval: PendingApproval) -> str:
        return f"{approval.arguments.get('visitor_name', '')} <{approval.arguments.get('visitor_email', '')}>"

    @admin.display(description="subject")
    def subject(self, approval: PendingApproval) -> str:
        return approval.arguments.get("subject", "")

    @admin.display(description="visitor's conversation")
    def visitor_thread(self, approval: PendingApproval) -> str:
        return thread_state(approval)

    @admin.display(description="notice to you (outbox)")
    def owner_notice(self, approval: PendingApproval) -> str:
        return mail_summary(approval.notice)

    @admin.display(description="Drafted message")
    def draft(self, approval: PendingApproval) -> str:
        arguments = approval.arguments
        return format_html(
            "<p><strong>From:</strong> {} &lt;{}&gt;<br><strong>Subject:</strong> {}</p>{}",
            arguments.get("visitor_name", ""),
            arguments.get("visitor_email", ""),
            arguments.get("subject", ""),
            linebreaks(arguments.get("body", "")),  # escapes the visitor's text
        )

    def changelist_view(self, request, extra_context=None):
        # Without a periodic worker, opening the queue is when expiry happens. An expired call's
        # thread resumes here without a worker, but to a fixed text: no model runs on a page load.
        approvals_expire()
        return super().changelist_view(request, extra_context)

    def change_view(self, request, object_id, form_url="", extra_context=None):
        if request.method == "POST" and ("_approve" in request.POST or "_reject" in request.POST):
            # Deciding is changing an approval: a staff user who may only view it can't.
            if not self.has_change_permission(request, self.get_object(request, object_id)):
                raise PermissionDenied
            decision = "approve" if "_approve" in request.POST else "reject"
            self.decide(request, [object_id], decision, note=request.POST.get("decision_note", "").strip())
            return HttpResponseRedirect(request.path)
        return super().change_view(request, object_id, form_url, extra_context)

    def decide(self, request, approval_ids, decision: str, *, note: str = "") -> None:
        for approval_id in approval_ids:
            try:
                approval = approval_decide(
                    approval_id=approval_id, decision=decision, actor=request.user.get_username(), note=note
                )
                self.message_user(
                    request,
                    f"{DONE[decision]}. The visitor's conversation {thread_state(approval)}.",
                    messages.SUCCESS,
                )
            except ApprovalConflict as conflict:
                self.message_user(request, f"Not changed: this approval was {conflict}.", messages.WARNING)
        # A decision resumes its thread here when no worker runs; so do earlier decisions whose
        # resume never finished (the periodic task's job otherwise). An approved one runs the model.
        approvals_resume_stuck()

    @admin.action(description="Approve selected (sends the messages)", permissions=["change"])
    def approve(self, request, queryset):
        self.decide(request, list(queryset.values_list("pk", flat=True)), "approve")

    @admin.action(description="Reject selected", permissions=["change"])
    def reject(self, request, queryset):
        self.decide(request, list(queryset.values_list("pk", flat=True)), "reject")


@admin.register(ContactMessage)
class ContactMessageAdmin(ReadOnlyAdmin):
    list_display = ["created_at", "visitor_name", "visitor_email", "subject", "mail_status"]
    search_fields = ["visitor_name", "visitor_email", "subject", "body"]
    list_select_related = ["mail"]

    @admin.display(description="your copy (outbox)")
    def mail_status(self, message: ContactMessage) -> str:
        return mail_summary(message.mail)


@admin.register(DecisionLog)
class DecisionLogAdmin(ReadOnlyAdmin):
    list_display = ["at", "actor", "action", "approval", "note"]
    list_filter = ["action"]
