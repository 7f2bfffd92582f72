"""The owner's queue: at most APPROVALS_PER_CLIENT_PER_DAY waiting approvals per client, and the
owner's notices as a digest (at once for the first, then one mail per OWNER_DIGEST_MINUTES)."""

from __future__ import annotations

import json
import threading
from datetime import timedelta

import pytest
from django.core import mail
from django.utils import timezone

from approvals.models import PendingApproval
from approvals.services import ApprovalQueueFull, approval_decide, approval_request
from approvals.tests.conftest import CONTACT_REQUEST
from outbox.models import Mail
from outbox.services import mails_deliver_due
from tests.support.fake_openai import ScriptedReply, ScriptedToolCall
from tests.support.waiting import PATIENCE

ARGUMENTS = {"visitor_name": "Ada", "visitor_email": "ada@example.org", "subject": "Hi", "body": "Hello"}


@pytest.fixture
def owner_mail(settings):
    settings.OWNER_EMAIL = "owner@example.org"
    settings.OWNER_DIGEST_MINUTES = 30


def request(n: int, *, client: str = "client-a") -> PendingApproval:
    approval, created = approval_request(
        thread_id=f"thread-{client}-{n}",
        turn_id=f"turn-{client}-{n}",
        checkpoint_id="",
        tool_call_id="call_0",
        tool_name="draft_contact_message",
        arguments={**ARGUMENTS, "subject": f"Subject {n}"},
        client=client,
    )
    assert created
    return approval


def test_a_fourth_waiting_approval_from_one_client_is_refused(transactional_db, owner_mail):
    for n in range(3):
        request(n)
    with pytest.raises(ApprovalQueueFull):
        request(3)
    request(0, client="client-b")  # another visitor has a queue of their own
    assert PendingApproval.objects.filter(client="client-a").count() == 3


def test_a_decided_approval_frees_its_place_and_yesterday_does_not_count(transactional_db, owner_mail):
    first, *_ = [request(n) for n in range(3)]
    approval_decide(approval_id=first.pk, decision="reject", actor="owner")
    request(3)
    PendingApproval.objects.filter(client="client-a").update(created_at=timezone.now() - timedelta(days=1))
    for n in range(4, 7):
        request(n)
    with pytest.raises(ApprovalQueueFull):
        request(7)
    assert PendingApproval.objects.filter(client="client-a", status="pending").count() == 6


def test_a_turn_that_runs_again_finds_its_approval_even_when_the_queue_is_full(transactional_db, owner_mail):
    approvals = [request(n) for n in range(3)]
    again, created = approval_request(
        thread_id="thread-client-a-0",
        turn_id="turn-client-a-0",
        checkpoint_id="",
        tool_call_id="call_0",
        tool_name="draft_contact_message",
        arguments=ARGUMENTS,
        client="client-a",
    )
    assert (again.pk, created) == (approvals[0].pk, False)


def test_no_client_means_no_visitor_and_no_cap(transactional_db, owner_mail):
    for n in range(5):
        request(n, client="")
    assert PendingApproval.objects.count() == 5


def test_two_racing_turns_of_one_client_take_the_last_place_once(transactional_db, owner_mail):
    request(0)
    request(1)
    barrier, outcomes = threading.Barrier(2), []

    def ask(n: int) -> None:
        from django.db import connection

        barrier.wait(timeout=PATIENCE)
        try:
            request(n)
            outcomes.append("created")
        except ApprovalQueueFull:
            outcomes.append("full")
        finally:
            connection.close()

    threads = [threading.Thread(target=ask, args=(n,)) for n in (2, 3)]
    for each in threads:
        each.start()
    for each in threads:
        each.join(timeout=30)
    assert sorted(outcomes) == ["created", "full"]
    assert PendingApproval.objects.count() == 3


def test_the_first_notice_goes_at_once_and_later_ones_wait_for_one_digest(transactional_db, owner_mail):
    first = request(0)
    assert mails_deliver_due() == {"sent": 1}
    assert [m.subject for m in mail.outbox] == ["Waiting for your approval: draft contact message"]
    assert str(first.pk) in mail.outbox[0].body

    second, third = request(1), request(2)
    now = timezone.now()
    assert mails_deliver_due(now=now) == {}  # within the window: nothing more yet
    (digest,) = Mail.objects.filter(status="pending")
    assert digest.due_at == first.notice.due_at + timedelta(minutes=30)

    assert mails_deliver_due(now=now + timedelta(minutes=31)) == {"sent": 1}
    assert mail.outbox[1].subject == "2 requests waiting for your approval"
    body = mail.outbox[1].body
    assert str(second.pk) in body and str(third.pk) in body and str(first.pk) not in body
    assert "Subject 1" in body and "Subject 2" in body


def test_after_a_quiet_window_the_next_notice_goes_at_once_again(transactional_db, owner_mail):
    request(0)
    mails_deliver_due()
    Mail.objects.update(due_at=timezone.now() - timedelta(minutes=31))
    request(0, client="client-b")
    assert mails_deliver_due() == {"sent": 1}
    assert len(mail.outbox) == 2


def test_while_smtp_is_down_new_approvals_join_the_notice_that_waits(transactional_db, smtp_sink, settings):
    settings.OWNER_DIGEST_MINUTES = 30
    smtp_sink.stop()
    request(0)
    assert mails_deliver_due() == {"pending": 1}  # failed once; retried later
    request(1)
    request(2)
    assert Mail.objects.count() == 1

    smtp_sink.start()
    assert mails_deliver_due(now=timezone.now() + timedelta(minutes=2)) == {"sent": 1}
    assert smtp_sink.subjects() == ["3 requests waiting for your approval"]


def test_drill_one_client_asks_eight_times_three_wait_and_the_owner_gets_two_mails(
    run_turn, smtp_sink, settings, client
):
    """Before (main at 7866c68): 8 pending approvals and 8 mails to the owner."""
    settings.OWNER_DIGEST_MINUTES = 30
    turns = []
    for _ in range(8):
        turns.append(run_turn(CONTACT_REQUEST, client="one-visitor"))
        mails_deliver_due()  # the courier or the periodic task, between the visitor's messages

    assert [t.done["outcome"] for t in turns] == ["pending_approval"] * 3 + ["refused"] * 5
    assert {t.done["reason"] for t in turns[3:]} == {"approval_limit"}
    assert "already waiting" in turns[3].text
    assert PendingApproval.objects.filter(status="pending").count() == 3
    assert client.get(f"/api/threads/{turns[3].thread_id}").json()["status"] == "idle"  # not paused

    mails_deliver_due(now=timezone.now() + timedelta(minutes=31))  # the digest's window ends
    assert len(smtp_sink.messages) == 2
    bodies = "".join(message.get_content() for message in smtp_sink.messages)
    for approval in PendingApproval.objects.all():
        assert bodies.count(str(approval.pk)) == 1  # every waiting approval told once
    assert not Mail.objects.exclude(status="sent").exists()


def test_the_refusal_speaks_the_visitors_language(run_turn, use_fake_provider, settings):
    settings.OWNER_EMAIL = "owner@example.org"
    arguments = json.dumps(ARGUMENTS)
    use_fake_provider.default_reply = ScriptedReply(
        tool_calls=[ScriptedToolCall("draft_contact_message", arguments)]
    )
    question = "Mijn naam is Ada en mijn adres is ada@example.org. Wil je haar een bericht doorgeven over een opdracht?"
    for _ in range(3):
        assert run_turn(question, client="nl-visitor").done["outcome"] == "pending_approval"

    turn = run_turn(question, client="nl-visitor")

    assert (turn.done["outcome"], turn.done["reason"]) == ("refused", "approval_limit")
    assert "wachten al op de beoordeling" in turn.text
