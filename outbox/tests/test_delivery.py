"""The outbox against a real SMTP server on 127.0.0.1: sent after commit, retried with backoff when the
server is down, given up on after OUTBOX_MAX_ATTEMPTS, and never sent by the request that queued it."""

from __future__ import annotations

import threading
from datetime import timedelta

import pytest
from django.db import transaction
from django.utils import timezone

from outbox.courier import courier
from outbox.models import Mail
from outbox.selectors import next_attempt_at
from outbox.services import mail_enqueue, mail_retry, mails_deliver_due, retry_delay


def enqueue(key: str = "test:1", subject: str = "Hello", body: str = "Body") -> Mail:
    mail, _ = mail_enqueue(key=key, kind="test", recipients=["owner@example.org"], subject=subject, body=body)
    return mail


def reloaded(mail: Mail) -> Mail:
    return Mail.objects.get(pk=mail.pk)


@pytest.fixture
def courier_on(settings):
    """This process's courier thread delivers, as in a deployment without REDIS_URL."""
    settings.OUTBOX_COURIER = True
    yield courier
    courier.stop()


def wait_for(condition, timeout: float = 30.0) -> bool:
    """Poll for something a background thread does; the timeout only bounds a broken run."""
    stop = threading.Event()
    deadline = timezone.now() + timedelta(seconds=timeout)
    while not condition():
        if timezone.now() > deadline:
            return False
        stop.wait(0.05)
    return True


def test_a_mail_goes_out_through_smtp(transactional_db, smtp_sink):
    mail = enqueue(subject="Waiting for you", body="Line one\nLine two")

    assert mails_deliver_due() == {"sent": 1}

    (message,) = smtp_sink.messages
    assert message["Subject"] == "Waiting for you"
    assert message["To"] == "owner@example.org"
    assert message.get_content().strip() == "Line one\nLine two"
    mail = reloaded(mail)
    assert (mail.status, mail.attempts, mail.last_error) == ("sent", 1, "")
    assert mail.sent_at is not None


def test_the_same_key_is_queued_once(transactional_db, smtp_sink):
    enqueue(key="approval:1")
    enqueue(key="approval:1")
    mails_deliver_due()
    assert Mail.objects.count() == 1
    assert len(smtp_sink.messages) == 1


def test_smtp_down_waits_with_backoff_and_sends_when_it_is_back(transactional_db, smtp_sink):
    smtp_sink.stop()
    mail = enqueue()
    now = timezone.now()

    assert mails_deliver_due(now=now) == {"pending": 1}
    mail = reloaded(mail)
    assert (mail.status, mail.attempts) == ("pending", 1)
    assert "Connection refused" in mail.last_error or "ConnectionRefusedError" in mail.last_error
    assert mail.next_attempt_at == now + timedelta(seconds=60)
    assert mails_deliver_due(now=now + timedelta(seconds=30)) == {}  # not due yet: no attempt

    assert mails_deliver_due(now=now + timedelta(seconds=61)) == {"pending": 1}
    assert reloaded(mail).next_attempt_at == now + timedelta(seconds=61 + 120)  # doubled

    smtp_sink.start()
    assert mails_deliver_due(now=now + timedelta(seconds=200)) == {"sent": 1}
    assert smtp_sink.subjects() == ["Hello"]
    mail = reloaded(mail)
    assert (mail.status, mail.attempts) == ("sent", 3)


def test_backoff_doubles_up_to_an_hour(settings):
    settings.OUTBOX_RETRY_SECONDS = 60
    delays = [retry_delay(attempts=n).total_seconds() for n in range(1, 10)]
    assert delays == [60, 120, 240, 480, 960, 1920, 3600, 3600, 3600]


def test_after_the_last_attempt_it_is_failed_until_the_owner_sends_it_again(
    transactional_db, smtp_sink, settings
):
    settings.OUTBOX_MAX_ATTEMPTS = 2
    smtp_sink.stop()
    mail = enqueue()
    later = timezone.now() + timedelta(hours=2)
    mails_deliver_due()
    assert mails_deliver_due(now=later) == {"failed": 1}
    assert mails_deliver_due(now=later + timedelta(days=1)) == {}  # given up: no more attempts
    assert next_attempt_at() is None

    smtp_sink.start()
    assert mail_retry(mail_id=mail.pk)
    assert mails_deliver_due() == {"sent": 1}
    assert len(smtp_sink.messages) == 1


def test_a_deliverer_that_died_mid_send_leaves_the_mail_to_the_next_one(transactional_db, smtp_sink):
    mail = enqueue()
    now = timezone.now()
    Mail.objects.filter(pk=mail.pk).update(
        status="sending", attempts=1, claimed_until=now + timedelta(minutes=2)
    )

    assert mails_deliver_due(now=now) == {}  # someone else is sending it
    assert mails_deliver_due(now=now + timedelta(minutes=3)) == {"sent": 1}
    assert reloaded(mail).attempts == 2


def test_control_characters_never_reach_a_header(transactional_db, smtp_sink):
    mail = enqueue(subject="Hi\r\nBcc: someone@example.org\x00", body="one\r\ntwo\x07")

    assert mails_deliver_due() == {"sent": 1}

    assert reloaded(mail).subject == "Hi Bcc: someone@example.org"
    (message,) = smtp_sink.messages
    assert message["Bcc"] is None
    assert message["Subject"] == "Hi Bcc: someone@example.org"
    assert smtp_sink.envelopes == [("twinsite@localhost", ["owner@example.org"])]
    assert message.get_content().strip() == "one\ntwo"


def test_without_a_broker_the_courier_sends_after_commit_and_the_writer_never_waits(
    transactional_db, smtp_sink, courier_on, settings
):
    settings.EMAIL_TIMEOUT = 120  # the hang below lasts as long as the test wants, not a timeout
    smtp_sink.hold()  # accepts the connection, then says nothing
    with transaction.atomic():
        mail = enqueue()
        assert not courier_on.running()  # nothing is sent before the commit

    # The writer is back while the SMTP conversation still hangs in the courier's thread.
    assert smtp_sink.wait_until_holding()
    assert reloaded(mail).status == "sending"
    assert smtp_sink.messages == []

    smtp_sink.release()
    assert wait_for(lambda: reloaded(mail).status == "sent")
    assert smtp_sink.subjects() == ["Hello"]
    assert wait_for(lambda: not courier_on.running())  # the outbox is empty: the thread ends


def test_the_courier_retries_by_itself_once_smtp_is_back(transactional_db, smtp_sink, courier_on, settings):
    settings.OUTBOX_RETRY_SECONDS = 1
    smtp_sink.stop()
    mail = enqueue()
    assert wait_for(lambda: reloaded(mail).attempts >= 1 and reloaded(mail).status == "pending")
    assert "ConnectionRefusedError" in reloaded(mail).last_error

    smtp_sink.start()
    assert wait_for(lambda: reloaded(mail).status == "sent")
    assert smtp_sink.subjects() == ["Hello"]


def test_the_purge_deletes_old_sent_and_failed_mail_and_keeps_what_waits(transactional_db, smtp_sink):
    from outbox.services import mails_purge

    for key in ("sent", "failed", "pending"):
        enqueue(key=key)
    mails_deliver_due()
    Mail.objects.filter(key="failed").update(status="failed")
    Mail.objects.filter(key="pending").update(status="pending")
    Mail.objects.update(created_at=timezone.now() - timedelta(days=91))

    assert mails_purge(before=timezone.now() - timedelta(days=90)) == 2
    assert list(Mail.objects.values_list("key", flat=True)) == ["pending"]
