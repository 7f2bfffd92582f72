from __future__ import annotations

import pytest

from chat.models import Availability, TurnLog, UnansweredQuestion

pytestmark = pytest.mark.django_db


def test_the_owner_reads_the_turn_log_with_tokens_cost_and_flags(admin_client):
    TurnLog.objects.create(
        turn_id="t1",
        thread_id="th",
        outcome="degraded",
        reason="fallback",
        provider="openai",
        model="gpt-4.1-mini",
        input_tokens=1200,
        cached_tokens=1000,
        output_tokens=80,
        cost_usd="0.000308",
        flags=["fallback"],
    )
    response = admin_client.get("/admin/chat/turnlog/")
    assert response.status_code == 200
    assert b"1200 / 1000 / 80" in response.content
    assert b"fallback" in response.content
    assert admin_client.get("/admin/chat/turnlog/add/").status_code == 403


def test_the_owner_sees_unanswered_questions(admin_client):
    UnansweredQuestion.objects.create(question="Does she speak Finnish?", turn_id="t2")
    assert b"Does she speak Finnish?" in admin_client.get("/admin/chat/unansweredquestion/").content


def test_the_owner_sets_availability_that_the_tool_reads(admin_client):
    response = admin_client.post(
        "/admin/chat/availability/add/",
        {"status": "open", "available_from": "2027-03-01", "note": "Remote only."},
    )
    assert response.status_code == 302
    current = Availability.current()
    assert (current.status, str(current.available_from), current.note) == (
        "open",
        "2027-03-01",
        "Remote only.",
    )
    assert admin_client.get("/admin/chat/availability/add/").status_code == 403  # one row only
