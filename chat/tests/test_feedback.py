"""POST /api/feedback and the widget's thumbs: one rating per answer, this site's pages only, and a
rate limit per client."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from django.core.cache import cache
from django_ratelimit import core as ratelimit_core

from chat.models import Feedback, TurnLog

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def limits(settings):
    settings.FEEDBACK_RATE_LIMIT, settings.CHAT_ALLOWED_ORIGINS, settings.TRUSTED_PROXIES = "1000/1h", [], []
    cache.clear()
    yield
    cache.clear()


def turn_log(turn_id: str = "t" * 32) -> TurnLog:
    return TurnLog.objects.create(turn_id=turn_id, thread_id="th-feedback", outcome="answered")


def rate(client, turn_id: str, rating: str, comment: str | None = None, **headers):
    body = {"turn_id": turn_id, "rating": rating, "comment": comment}
    return client.post("/api/feedback", body, content_type="application/json", headers=headers)


def test_a_second_rating_of_the_same_answer_replaces_the_first(client):
    turn = turn_log()

    first = rate(client, turn.turn_id, "down", "Missing dates.")
    second = rate(client, turn.turn_id, "up")
    widget = client.post("/chat/feedback", {"turn_id": turn.turn_id, "rating": "down", "comment": "Hm"})

    assert (first.status_code, second.status_code, widget.status_code) == (201, 201, 200)
    (feedback,) = Feedback.objects.all()
    assert (feedback.rating, feedback.comment) == ("down", "Hm")


def test_ratings_of_different_answers_are_kept_apart(client):
    turns = [turn_log(f"{n:032d}") for n in range(3)]
    for turn in turns:
        assert rate(client, turn.turn_id, "up").status_code == 201
    assert Feedback.objects.count() == 3


@pytest.mark.parametrize(
    ("origin", "status"),
    [("http://testserver", 201), ("https://evil.example", 403), ("null", 403)],
)
def test_feedback_from_another_sites_page_is_refused(client, origin, status):
    turn = turn_log()

    api = rate(client, turn.turn_id, "up", Origin=origin)
    widget = client.post(
        "/chat/feedback", {"turn_id": turn.turn_id, "rating": "up"}, headers={"Origin": origin}
    )

    assert api.status_code == status
    assert widget.status_code == (200 if status == 201 else status)
    assert Feedback.objects.exists() == (status == 201)


def test_feedback_past_the_rate_limit_gets_429_with_retry_after(client, settings, monkeypatch):
    settings.FEEDBACK_RATE_LIMIT = "3/10m"
    # django-ratelimit's windows are fixed: a frozen clock keeps the test inside one.
    monkeypatch.setattr(ratelimit_core, "time", SimpleNamespace(time=lambda: 1_700_000_000))
    turns = [turn_log(f"{n:032d}") for n in range(4)]

    statuses = [rate(client, turn.turn_id, "up").status_code for turn in turns[:3]]
    refused = rate(client, turns[3].turn_id, "up")
    widget = client.post("/chat/feedback", {"turn_id": turns[3].turn_id, "rating": "up"})

    assert statuses == [201, 201, 201]
    assert refused.status_code == 429 and int(refused["Retry-After"]) >= 1
    assert "detail" in refused.json()
    assert widget.status_code == 429
    assert Feedback.objects.count() == 3
