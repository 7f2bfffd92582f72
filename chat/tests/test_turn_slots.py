"""A client's turn slots: held while its response body runs, given back however it ends."""

from __future__ import annotations

import asyncio
import gc

import pytest

from chat import turn_slots as slots
from chat.turn_slots import TurnSlotsFull, turn_slot, turn_slots

pytestmark = pytest.mark.usefixtures("fresh_limits")


def test_the_async_context_manager_holds_a_slot_until_its_block_ends(settings):
    settings.CHAT_MAX_CONCURRENT_PER_IP = 2
    key = "client-key"

    async def hold_two_then_try_a_third():
        async with turn_slot(key), turn_slot(key):
            with pytest.raises(TurnSlotsFull):
                turn_slot(key)
            return turn_slots.held(key)

    assert asyncio.run(hold_two_then_try_a_third()) == 2
    assert turn_slots.held(key) == 0


def test_a_slot_whose_stream_never_started_is_released(settings):
    async def never_started():
        yield b""

    slot, stream = turn_slot("client-key"), never_started()
    slot.release_with(stream)
    assert turn_slots.held("client-key") == 1

    del stream
    gc.collect()

    assert turn_slots.held("client-key") == 0


def test_a_slot_nothing_released_stops_counting_after_the_turn_cap(settings):
    settings.CHAT_MAX_CONCURRENT_PER_IP = 1
    turn_slot("client-key")  # leaked: never released
    with pytest.raises(TurnSlotsFull):
        turn_slot("client-key")

    # As if the cap and its grace had passed: the leaked slot is older than any turn can run.
    settings.CHAT_TURN_TIMEOUT = -slots.STALE_SLOT_GRACE - 1

    assert turn_slot("client-key")
