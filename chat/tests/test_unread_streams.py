"""A turn's response the test client never reads holds its slot until the garbage collector finds it;
the suite gives such slots back right after the test that left them (`turn_slots_given_back`), not
in a later test where database access is blocked. The two tests run in this order (pytest keeps a
module's order): the first leaves a stream unread, the second starts after its teardown."""

from __future__ import annotations

import json
import threading

import pytest

from chat.turn_slots import RELEASE_THREAD, open_streams

pytestmark = pytest.mark.django_db


def test_a_turn_whose_stream_is_never_read(client):
    response = client.post("/api/chat", json.dumps({"message": "hi"}), content_type="application/json")
    assert response.status_code == 200 and response.streaming
    assert open_streams.count == 1


def test_the_next_test_starts_with_its_slot_given_back():
    assert open_streams.count == 0
    assert not [thread for thread in threading.enumerate() if thread.name == RELEASE_THREAD]
