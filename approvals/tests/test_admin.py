from __future__ import annotations

from approvals.models import ContactMessage, DecisionLog, PendingApproval


def test_the_queue_shows_the_drafted_message_readably_and_escaped(paused_turn, admin_client):
    PendingApproval.objects.update(
        arguments={**PendingApproval.objects.get().arguments, "body": "<script>alert(1)</script> Hi"}
    )
    approval = PendingApproval.objects.get()
    listing = admin_client.get("/admin/approvals/pendingapproval/?status__exact=pending")
    assert b"Ada Byron &lt;ada@example.org&gt;" in listing.content
    page = admin_client.get(f"/admin/approvals/pendingapproval/{approval.pk}/change/")
    assert b"&lt;script&gt;alert(1)&lt;/script&gt; Hi" in page.content
    assert b'name="_approve"' in page.content


def test_the_owner_approves_in_admin_with_a_note(paused_turn, admin_client, admin_user):
    approval = PendingApproval.objects.get()
    response = admin_client.post(
        f"/admin/approvals/pendingapproval/{approval.pk}/change/", {"_approve": "1", "decision_note": "Sure"}
    )
    assert response.status_code == 302
    assert PendingApproval.objects.get().status == "approved"
    assert ContactMessage.objects.count() == 1
    (log,) = DecisionLog.objects.all()
    assert (log.actor, log.action, log.note) == (admin_user.username, "approved", "Sure")
    page = admin_client.get(f"/admin/approvals/pendingapproval/{approval.pk}/change/")
    assert b'name="_approve"' not in page.content  # decided: no buttons


def test_the_reject_action_in_the_list_rejects_and_a_second_decision_changes_nothing(
    paused_turn, admin_client
):
    approval = PendingApproval.objects.get()
    url = "/admin/approvals/pendingapproval/"
    admin_client.post(url, {"action": "reject", "_selected_action": [approval.pk]})
    assert PendingApproval.objects.get().status == "rejected"
    response = admin_client.post(url, {"action": "approve", "_selected_action": [approval.pk]}, follow=True)
    assert b"Not changed: this approval was already rejected" in response.content
    assert PendingApproval.objects.get().status == "rejected"
    assert not ContactMessage.objects.exists()
