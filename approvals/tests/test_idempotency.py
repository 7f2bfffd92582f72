from __future__ import annotations

import pytest
from django.core import mail

from approvals.models import ContactMessage, PendingApproval
from approvals.services import contact_message_store
from chat.graph.tools import TOOLS
from chat.tests.test_tools import run_execute_tools
from outbox.services import mails_deliver_due

ARGUMENTS = {
    "visitor_name": "Ada",
    "visitor_email": "ada@example.org",
    "subject": "Hi",
    "body": "Let's talk.",
}


@pytest.fixture
def approved(transactional_db, settings):
    settings.OWNER_EMAIL = "owner@example.org"
    return PendingApproval.objects.create(
        thread_id="x",
        turn_id="t",
        tool_call_id="1",
        tool_name="draft_contact_message",
        arguments=ARGUMENTS,
        status="approved",
    )


def test_storing_twice_stores_and_notifies_once(approved):
    first, created = contact_message_store(approval=approved)
    second, created_again = contact_message_store(approval=approved)
    assert (created, created_again) == (True, False)
    assert first.pk == second.pk
    assert ContactMessage.objects.count() == 1
    mails_deliver_due()
    assert len(mail.outbox) == 1


def test_a_forced_re_run_of_execute_tools_stores_the_message_once(approved):
    call = {
        "id": "1",
        "name": "draft_contact_message",
        "arguments": '{"visitor_name": "Ada", "visitor_email": '
        '"ada@example.org", "subject": "Hi", "body": "Let\'s talk."}',
    }
    assert TOOLS["draft_contact_message"].risk == "high"
    for _ in range(2):
        _, events = run_execute_tools([call])
        assert [e["data"]["status"] for e in events if e["event"] == "tool"] == ["ok"]
    assert ContactMessage.objects.count() == 1
    mails_deliver_due()
    assert len(mail.outbox) == 1


def test_an_unapproved_approval_can_never_store_a_message(transactional_db):
    pending = PendingApproval.objects.create(
        thread_id="x", turn_id="t", tool_call_id="1", tool_name="draft_contact_message", arguments=ARGUMENTS
    )
    with pytest.raises(PermissionError):
        contact_message_store(approval=pending)
    assert not ContactMessage.objects.exists()
