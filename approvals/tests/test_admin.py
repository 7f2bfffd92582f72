from __future__ import annotations

from datetime import timedelta

from django.contrib.auth.models import Permission, User
from django.test import Client
from django.utils import timezone

from approvals.models import ContactMessage, DecisionLog, PendingApproval
from approvals.tests.conftest import CONTACT_REQUEST
from tests.support.turns import fake_provider_configure


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


def test_after_approving_admin_says_the_thread_continued_only_when_it_did(paused_turn, admin_client):
    approval = PendingApproval.objects.get()
    response = admin_client.post(
        f"/admin/approvals/pendingapproval/{approval.pk}/change/", {"_approve": "1"}, follow=True
    )
    assert (
        b"The visitor&#x27;s conversation continued (the visitor&#x27;s reply: answered)" in response.content
    )
    assert PendingApproval.objects.get().resumed_as == "answered"


def test_approving_a_request_whose_thread_is_not_waiting_says_so_and_still_stores_it(
    transactional_db, admin_client, settings
):
    """Before: admin said "the visitor's thread continues" and the approved message was lost."""
    settings.OWNER_EMAIL = "owner@example.org"
    approval = PendingApproval.objects.create(
        thread_id="a-thread-that-never-paused",
        turn_id="t1",
        tool_call_id="call_0",
        tool_name="draft_contact_message",
        arguments={
            "visitor_name": "Ada",
            "visitor_email": "ada@example.org",
            "subject": "Hi",
            "body": "Hello",
        },
    )
    response = admin_client.post(
        f"/admin/approvals/pendingapproval/{approval.pk}/change/", {"_approve": "1"}, follow=True
    )
    assert b"continues" not in response.content
    assert b"was no longer waiting, so nothing was resumed" in response.content
    assert ContactMessage.objects.get().approval_id == approval.pk  # what the owner approved happened
    assert PendingApproval.objects.get().resumed_as == "not_paused"


def test_the_approval_page_shows_where_the_owners_notice_stands(paused_turn, admin_client, smtp_sink):
    from outbox.services import mails_deliver_due

    smtp_sink.stop()
    mails_deliver_due()
    approval = PendingApproval.objects.get()
    page = admin_client.get(f"/admin/approvals/pendingapproval/{approval.pk}/change/")
    assert b"not sent yet: 1 failed attempt(s)" in page.content
    assert b"ConnectionRefusedError" in page.content
    assert b"paused, waiting for your decision" in page.content


def test_opening_the_queue_without_a_worker_never_runs_the_model(
    run_turn, admin_client, fake_openai, settings
):
    """An expired call's thread is told at once, with a fixed text; a decision whose resume never
    finished waits for the owner's next decision (or the worker): the page load calls no model."""
    expired_turn, stuck_turn = run_turn(CONTACT_REQUEST), run_turn(CONTACT_REQUEST)
    expired = PendingApproval.objects.get(turn_id=expired_turn.done["turn_id"])
    stuck = PendingApproval.objects.get(turn_id=stuck_turn.done["turn_id"])
    PendingApproval.objects.filter(pk=expired.pk).update(expires_at=timezone.now() - timedelta(days=1))
    PendingApproval.objects.filter(pk=stuck.pk).update(
        status="approved", decided_at=timezone.now() - timedelta(minutes=10)
    )
    fake_provider_configure(settings, fake_openai)

    response = admin_client.get("/admin/approvals/pendingapproval/")

    assert response.status_code == 200
    assert fake_openai.chat_requests == []
    assert PendingApproval.objects.get(pk=expired.pk).status == "expired"
    thread = admin_client.get(f"/api/threads/{expired_turn.thread_id}").json()
    assert "waited too long" in thread["messages"][-1]["content"]
    assert PendingApproval.objects.get(pk=stuck.pk).resumed_at is None


def staff_with(*codenames: str):
    user = User.objects.create_user("helper", password="pw-of-the-helper", is_staff=True)
    user.user_permissions.set(
        Permission.objects.filter(content_type__app_label="approvals", codename__in=codenames)
    )
    client = Client()
    client.force_login(user)
    return client


def test_a_staff_user_who_may_only_view_approvals_cannot_approve(paused_turn):
    approval = PendingApproval.objects.get()
    client = staff_with("view_pendingapproval")
    page = client.get(f"/admin/approvals/pendingapproval/{approval.pk}/change/")

    button = client.post(f"/admin/approvals/pendingapproval/{approval.pk}/change/", {"_approve": "1"})
    action = client.post(
        "/admin/approvals/pendingapproval/", {"action": "approve", "_selected_action": [approval.pk]}
    )

    assert page.status_code == 200 and b'name="_approve"' not in page.content
    assert button.status_code == 403
    assert action.status_code in (200, 302)  # Django: "No action selected" (the action isn't offered)
    assert PendingApproval.objects.get().status == "pending"
    assert not ContactMessage.objects.exists()


def test_a_staff_user_with_the_change_permission_can_approve(paused_turn):
    approval = PendingApproval.objects.get()
    client = staff_with("view_pendingapproval", "change_pendingapproval")

    response = client.post(f"/admin/approvals/pendingapproval/{approval.pk}/change/", {"_approve": "1"})

    assert response.status_code == 302
    assert PendingApproval.objects.get().status == "approved"
