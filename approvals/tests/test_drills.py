"""Issue 15's drills for the owner's queue and the outbox, black-box: HTTP against a real daphne (no
Redis, so its outbox thread delivers), a real SMTP server on 127.0.0.1 that is down or up, and the
database afterwards. The test process stands in for the periodic task when time must pass.

Before (main at 7866c68), recorded with the same steps:
- eight contact requests from one client: 8 pending approvals, 8 mails to the owner;
- SMTP down when the approval is requested: the turn ended `failed`/`internal` before interrupt(),
  the approval stayed pending with nothing to resume, and approving it stored and sent nothing;
- a newline in the visitor's name and subject: the message was stored with it, and the owner's copy
  was never sent (BadHeaderError, swallowed as a tool error).
"""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from datetime import timedelta

import httpx
import pytest
from django.utils import timezone

from approvals.models import ContactMessage, PendingApproval
from approvals.tests.conftest import CONTACT_REQUEST
from chat.models import TurnLog
from outbox.models import Mail
from outbox.services import mails_deliver_due
from tests.support.daphne import daphne_start, server_env
from tests.support.fake_openai import FakeOpenAI, ScriptedReply, ScriptedToolCall
from tests.support.smtp_sink import SmtpSink
from tests.support.waiting import PATIENCE

TOKEN = "drill-owner-token-of-at-least-32-chars"
OWNER = "owner@example.org"


@pytest.fixture(scope="module")
def sink() -> Iterator[SmtpSink]:
    server = SmtpSink().start()
    yield server
    server.release()
    server.stop()


@pytest.fixture(scope="module")
def fake_model() -> Iterator[FakeOpenAI]:
    fake = FakeOpenAI().start()
    yield fake
    fake.stop()


@pytest.fixture(scope="module")
def server(django_db_setup, sink, fake_model, tmp_path_factory):
    env = server_env(
        OWNER_API_TOKEN=TOKEN,
        OWNER_EMAIL=OWNER,
        OWNER_DIGEST_MINUTES="30",
        EMAIL_HOST="127.0.0.1",
        EMAIL_PORT=str(sink.port),
        EMAIL_USE_TLS="false",
        LLM_PROVIDER="openai_compatible",
        LLM_BASE_URL=fake_model.base_url,
        LLM_MODEL="fake-model",
        LLM_API_KEY="k",
        LLM_PRICES="1/0.1/4",
        LLM_FIRST_TOKEN_TIMEOUT="10",
    )
    daphne = daphne_start(env, log_path=tmp_path_factory.mktemp("drills") / "daphne.log")
    yield daphne
    daphne.stop()


@pytest.fixture
def drill(transactional_db, server, sink, fake_model, knowledge, settings):
    """A fresh drill: the sink up and empty, the model scripted to draft the visitor's message, and
    this process able to deliver as the periodic task would (the same SMTP server)."""
    if not sink.running:
        sink.start()
    sink.messages.clear()
    sink.envelopes.clear()
    fake_model.reset()
    settings.EMAIL_BACKEND = "django.core.mail.backends.smtp.EmailBackend"
    settings.EMAIL_HOST, settings.EMAIL_PORT = "127.0.0.1", sink.port
    settings.EMAIL_USE_TLS = settings.EMAIL_USE_SSL = False
    settings.OWNER_EMAIL = OWNER
    return server


def draft_reply(**arguments: str) -> ScriptedReply:
    fields = {"visitor_name": "Ada Byron", "visitor_email": "ada@example.org", "subject": "A platform role"}
    call = ScriptedToolCall(
        "draft_contact_message", json.dumps({**fields, "body": "Let's talk.", **arguments})
    )
    return ScriptedReply(tool_calls=[call])


def ask(base_url: str, message: str) -> dict:
    """One turn over HTTP: {"meta", "done", "text"} from its SSE events."""
    events, name = [], None
    with (
        httpx.Client(timeout=60) as client,
        client.stream("POST", f"{base_url}/api/chat", json={"message": message}) as response,
    ):
        assert response.status_code == 200, response.read()
        for line in response.iter_lines():
            if line.startswith("event: "):
                name = line.removeprefix("event: ")
            elif line.startswith("data: "):
                events.append((name, json.loads(line.removeprefix("data: "))))
    text = "".join(data["delta"] for event, data in events if event == "text")
    return {"meta": events[0][1], "done": events[-1][1], "text": text}


def thread(base_url: str, thread_id: str) -> dict:
    return httpx.get(f"{base_url}/api/threads/{thread_id}", timeout=PATIENCE).json()


def decide(base_url: str, approval_id, decision: str = "approve") -> httpx.Response:
    return httpx.post(
        f"{base_url}/api/owner/approvals/{approval_id}/decision",
        json={"decision": decision, "note": None},
        headers={"Authorization": f"Bearer {TOKEN}"},
        timeout=60,
    )


def eventually(condition, timeout: float = PATIENCE) -> bool:
    """For what the server's outbox thread does after a response; the timeout bounds a broken run."""
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            return False
        time.sleep(0.05)
    return True


def test_one_client_asking_eight_times_leaves_three_approvals_and_at_most_two_mails(drill, sink, fake_model):
    fake_model.default_reply = draft_reply()
    turns = [ask(drill.base_url, CONTACT_REQUEST) for _ in range(8)]

    assert [t["done"]["outcome"] for t in turns] == ["pending_approval"] * 3 + ["refused"] * 5
    assert {t["done"]["reason"] for t in turns[3:]} == {"approval_limit"}
    assert all("already waiting" in t["text"] for t in turns[3:])
    assert PendingApproval.objects.filter(status="pending").count() == 3
    assert thread(drill.base_url, turns[7]["meta"]["thread_id"])["status"] == "idle"  # nothing paused

    assert eventually(lambda: len(sink.messages) >= 1)  # the first notice went at once
    assert Mail.objects.filter(status="pending").count() <= 1  # the rest wait for one digest
    mails_deliver_due(now=timezone.now() + timedelta(minutes=31))

    assert 1 <= len(sink.messages) <= 2
    assert not Mail.objects.exclude(status="sent").exists()
    bodies = "".join(message.get_content() for message in sink.messages)
    for approval in PendingApproval.objects.all():
        assert bodies.count(f"/pendingapproval/{approval.pk}/change/") == 1


def test_smtp_down_the_thread_still_pauses_and_the_mail_goes_out_when_it_is_back(drill, sink, fake_model):
    sink.stop()
    fake_model.default_reply = draft_reply()

    turn = ask(drill.base_url, CONTACT_REQUEST)

    assert turn["done"]["outcome"] == "pending_approval"
    (approval,) = PendingApproval.objects.all()
    assert approval.status == "pending"
    assert thread(drill.base_url, turn["meta"]["thread_id"])["status"] == "pending_approval"
    assert eventually(lambda: Mail.objects.filter(attempts__gte=1, status="pending").exists())  # it tried
    notice = Mail.objects.get()
    assert (notice.status, notice.last_error.split(":")[0]) == ("pending", "ConnectionRefusedError")

    fake_model.default_reply = ScriptedReply(text="Your message has been passed on.")
    response = decide(drill.base_url, approval.pk)

    assert response.status_code == 200, response.text
    view = thread(drill.base_url, turn["meta"]["thread_id"])
    assert view["status"] == "idle"
    assert view["messages"][-1] == {
        "role": "assistant",
        "content": "Your message has been passed on.",
        "citations": [],
    }
    assert "passed on" in json.dumps(fake_model.chat_requests[-1].body["messages"][-1])  # the tool's word
    assert ContactMessage.objects.count() == 1
    assert PendingApproval.objects.get().resumed_as not in ("", "not_paused")
    assert sink.messages == []

    sink.start()
    mails_deliver_due(now=timezone.now() + timedelta(hours=1))  # the periodic task, once due

    assert sorted(sink.subjects()) == [
        "Message from Ada Byron: A platform role",
        "Waiting for your approval: draft contact message",
    ]
    assert all(envelope == ("twinsite@localhost", [OWNER]) for envelope in sink.envelopes)
    assert set(Mail.objects.values_list("status", flat=True)) == {"sent"}


def test_a_newline_in_the_name_or_subject_is_stripped_and_nothing_raises(drill, sink, fake_model):
    fake_model.default_reply = draft_reply(
        visitor_name="Ada\nBcc: someone@example.org", subject="Hello\r\nX-Injected: yes"
    )
    turn = ask(drill.base_url, CONTACT_REQUEST)
    assert turn["done"]["outcome"] == "pending_approval"
    fake_model.default_reply = ScriptedReply(text="Done.")

    assert decide(drill.base_url, PendingApproval.objects.get().pk).status_code == 200
    mails_deliver_due(now=timezone.now() + timedelta(minutes=1))

    message = ContactMessage.objects.get()
    assert (message.visitor_name, message.subject) == (
        "Ada Bcc: someone@example.org",
        "Hello X-Injected: yes",
    )
    assert eventually(lambda: len(sink.messages) == 2)
    copy = next(m for m in sink.messages if m["Subject"].startswith("Message from"))
    assert copy["Subject"] == "Message from Ada Bcc: someone@example.org: Hello X-Injected: yes"
    assert copy["Bcc"] is None and copy["X-Injected"] is None
    assert [envelope[1] for envelope in sink.envelopes] == [[OWNER], [OWNER]]
    turn_log = TurnLog.objects.get(turn_id=turn["done"]["turn_id"])
    assert turn_log.outcome != "failed"
    assert not Mail.objects.filter(last_error__contains="BadHeader").exists()
