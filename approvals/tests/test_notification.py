"""The reply that follows an owner's decision reaches an open page through a Channels group."""

from __future__ import annotations

import os

import pytest
from asgiref.sync import async_to_sync
from channels.layers import get_channel_layer

from approvals.models import PendingApproval
from approvals.services import approval_decide
from chat.services import thread_group

REDIS_URL = os.environ.get("TWINSITE_TEST_REDIS_URL", "redis://127.0.0.1:6379/15")


@pytest.mark.redis
def test_the_decision_is_published_to_the_threads_group_over_redis(paused_turn, settings):
    settings.CHANNEL_LAYERS = {
        "default": {"BACKEND": "channels_redis.core.RedisChannelLayer", "CONFIG": {"hosts": [REDIS_URL]}}
    }
    layer = get_channel_layer()
    channel = async_to_sync(layer.new_channel)()
    async_to_sync(layer.group_add)(thread_group(paused_turn.thread_id), channel)

    approval_decide(approval_id=PendingApproval.objects.get().pk, decision="approve", actor="owner")

    message = async_to_sync(layer.receive)(channel)
    assert message["type"] == "thread.update"
    assert message["turn_id"] == paused_turn.done["turn_id"]
    assert message["outcome"] == "answered"
    assert "passed on" in message["text"]
