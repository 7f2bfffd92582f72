"""A paused turn, the owner's decision, and the resumed thread, all through the real graph."""

from __future__ import annotations

import pytest
from django.core import mail
from django.test import Client

from approvals.models import ContactMessage, DecisionLog, PendingApproval
from approvals.services import ApprovalConflict, approval_decide, approvals_expire
from chat.models import TurnLog
from outbox.services import mails_deliver_due


def thread(client: Client, thread_id: str) -> dict:
    response = client.get(f"/api/threads/{thread_id}")
    assert response.status_code == 200
    return response.json()


def decide(client: Client, approval: PendingApproval, token: str, decision: str = "approve", note=None):
    return client.post(
        f"/api/owner/approvals/{approval.pk}/decision",
        {"decision": decision, "note": note},
        content_type="application/json",
        headers={"Authorization": f"Bearer {token}"},
    )


def test_a_contact_request_pauses_for_approval_and_sends_nothing(paused_turn, client):
    approval = PendingApproval.objects.get()
    assert paused_turn.done["outcome"] == "pending_approval"
    assert paused_turn.named("approval") == [{"approval_id": str(approval.pk), "status": "pending"}]
    assert "waiting for" in paused_turn.text
    assert approval.arguments["visitor_email"] == "ada@example.org"
    assert approval.checkpoint_id
    assert not ContactMessage.objects.exists()
    assert mail.outbox == []  # queued in the outbox, sent after commit by whoever delivers
    mails_deliver_due()
    assert [m.subject for m in mail.outbox] == ["Waiting for your approval: draft contact message"]
    assert f"/admin/approvals/pendingapproval/{approval.pk}/change/" in mail.outbox[0].body
    view = thread(client, paused_turn.thread_id)
    assert view["status"] == "pending_approval"
    assert view["messages"][-1]["content"].startswith("I've drafted your message")


def test_approving_resumes_the_thread_once_and_stores_one_message(paused_turn, client, owner_token):
    approval = PendingApproval.objects.get()

    response = decide(client, approval, owner_token, note="Happy to talk")
    assert response.status_code == 200
    assert response.json()["status"] == "approved"

    (message,) = ContactMessage.objects.all()
    assert (message.visitor_name, message.visitor_email) == ("Ada Byron", "ada@example.org")
    assert message.idempotency_key == f"approval:{approval.pk}"
    mails_deliver_due()
    assert mail.outbox[-1].subject.startswith("Message from Ada Byron")
    assert ContactMessage.objects.get().mail.status == "sent"
    view = thread(client, paused_turn.thread_id)
    assert view["status"] == "idle"
    assert "passed on" in view["messages"][-1]["content"]
    turn = TurnLog.objects.get(turn_id=paused_turn.done["turn_id"])
    assert turn.outcome == "answered"
    assert "execute_tools" in [node["node"] for node in turn.node_ms]
    (log,) = DecisionLog.objects.all()
    assert (log.actor, log.action, log.note) == ("owner API", "approved", "Happy to talk")

    again = decide(client, approval, owner_token)
    assert again.status_code == 409
    assert ContactMessage.objects.count() == 1


def test_rejecting_stores_and_sends_nothing_and_tells_the_visitor(paused_turn, client, owner_token):
    approval = PendingApproval.objects.get()
    mails_deliver_due()
    sent_before = len(mail.outbox)

    assert decide(client, approval, owner_token, decision="reject").status_code == 200
    mails_deliver_due()

    assert not ContactMessage.objects.exists()
    assert len(mail.outbox) == sent_before
    view = thread(client, paused_turn.thread_id)
    assert view["status"] == "idle"
    assert "decided not to take it further" in view["messages"][-1]["content"]
    turn = TurnLog.objects.get(turn_id=paused_turn.done["turn_id"])
    assert (turn.outcome, turn.reason) == ("refused", "approval_rejected")


def test_an_expired_approval_is_rejected_and_the_thread_says_so(paused_turn, client):
    PendingApproval.objects.update(expires_at="2000-01-01T00:00:00Z")

    assert approvals_expire() == 1

    assert PendingApproval.objects.get().status == "expired"
    assert not ContactMessage.objects.exists()
    assert "waited too long" in thread(client, paused_turn.thread_id)["messages"][-1]["content"]
    with pytest.raises(ApprovalConflict):
        approval_decide(approval_id=PendingApproval.objects.get().pk, decision="approve", actor="late owner")


def test_a_new_message_on_a_paused_thread_waits_and_keeps_the_approval_resumable(
    paused_turn, run_turn, client
):
    follow_up = run_turn("And what about her talks?", thread_id=paused_turn.thread_id)
    assert (follow_up.done["outcome"], follow_up.done["reason"]) == ("refused", "pending_approval")
    assert "still waiting" in follow_up.text

    approval_decide(approval_id=PendingApproval.objects.get().pk, decision="approve", actor="owner")
    assert ContactMessage.objects.count() == 1
    assert thread(client, paused_turn.thread_id)["status"] == "idle"


def test_an_unknown_thread_is_404(client, knowledge):
    assert client.get("/api/threads/no-such-thread-123").status_code == 404
