"""The outbox in admin: what is pending, sent or failed, with its attempts and last error."""

from __future__ import annotations

from datetime import timedelta

from django.utils import timezone

from outbox.models import Mail
from outbox.services import mail_enqueue, mails_deliver_due


def test_the_list_shows_status_attempts_and_the_last_error(
    transactional_db, admin_client, smtp_sink, settings
):
    settings.OUTBOX_MAX_ATTEMPTS = 1
    mail_enqueue(key="a", kind="test", recipients=["owner@example.org"], subject="Goes out", body="x")
    mails_deliver_due()
    smtp_sink.stop()
    mail_enqueue(key="b", kind="test", recipients=["owner@example.org"], subject="Gives up", body="x")
    mails_deliver_due()

    page = admin_client.get("/admin/outbox/mail/")

    assert page.status_code == 200
    assert b"Goes out" in page.content and b"Gives up" in page.content
    assert b"failed (gave up)" in page.content and b"sent" in page.content
    assert b"ConnectionRefusedError" in page.content
    failed = Mail.objects.get(key="b")
    detail = admin_client.get(f"/admin/outbox/mail/{failed.pk}/change/")
    assert b"ConnectionRefusedError" in detail.content


def test_send_again_retries_a_failed_mail(transactional_db, admin_client, smtp_sink, settings):
    settings.OUTBOX_MAX_ATTEMPTS = 1
    smtp_sink.stop()
    mail, _ = mail_enqueue(key="c", kind="test", recipients=["owner@example.org"], subject="Later", body="x")
    mails_deliver_due()
    assert Mail.objects.get().status == "failed"

    smtp_sink.start()
    admin_client.post("/admin/outbox/mail/", {"action": "send_again", "_selected_action": [mail.pk]})
    mails_deliver_due(now=timezone.now() + timedelta(seconds=1))

    assert Mail.objects.get().status == "sent"
    assert smtp_sink.subjects() == ["Later"]
