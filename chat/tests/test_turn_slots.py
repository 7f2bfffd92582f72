"""A turn's slot: a client row shared by every process, and a place among this process's streams;
held while its response body runs, given back however it ends."""

from __future__ import annotations

import gc
import json
import threading
import time
from datetime import timedelta

import pytest
from django.db import connection, transaction
from django.test import Client
from django.utils import timezone

from chat.models import RunningTurn
from chat.turn_slots import (
    ServerBusy,
    TurnSlotsFull,
    client_slot_claim,
    client_slot_release,
    client_slots_held,
    client_slots_purge,
    open_streams,
    turn_slot_claim,
)
from tests.support.turns import run_in_loop

pytestmark = pytest.mark.usefixtures("fresh_limits")
KEY = "client-key"


def eventually(check, timeout: float = 10.0) -> bool:
    deadline = time.monotonic() + timeout
    while not check() and time.monotonic() < deadline:
        time.sleep(0.05)
    return check()


def test_the_async_context_manager_holds_a_slot_until_its_block_ends(settings, transactional_db):
    settings.CHAT_MAX_CONCURRENT_PER_IP = 2

    async def hold_two_then_try_a_third():
        async with await turn_slot_claim(KEY), await turn_slot_claim(KEY):
            with pytest.raises(TurnSlotsFull) as full:
                await turn_slot_claim(KEY)
            return full.value.response(), open_streams.count

    response, streams = run_in_loop(hold_two_then_try_a_third)

    assert response.status_code == 429 and int(response["Retry-After"]) >= 1
    assert streams == 2
    assert client_slots_held(KEY) == 0 and open_streams.count == 0
    assert not RunningTurn.objects.exists()


def test_a_slot_whose_stream_never_started_is_released(transactional_db):
    async def never_started():
        yield b""

    slot, stream = run_in_loop(lambda: turn_slot_claim(KEY)), never_started()
    slot.release_with(stream)
    assert client_slots_held(KEY) == 1

    del stream
    gc.collect()

    assert open_streams.count == 0
    assert eventually(lambda: client_slots_held(KEY) == 0)


def test_a_row_nothing_released_stops_counting_after_the_turn_cap(settings, transactional_db):
    """A process that died mid-turn never deletes its rows: they expire with the turn cap."""
    settings.CHAT_MAX_CONCURRENT_PER_IP = 1
    run_in_loop(lambda: turn_slot_claim(KEY))  # leaked: never released
    open_streams.clear()
    with pytest.raises(TurnSlotsFull):
        run_in_loop(lambda: turn_slot_claim(KEY))

    # As if the cap and its grace had passed: the leaked row is older than any turn can run.
    RunningTurn.objects.update(expires_at=timezone.now() - timedelta(seconds=1))

    assert run_in_loop(lambda: turn_slot_claim(KEY))
    assert client_slots_held(KEY) == 1
    assert client_slots_purge() == 1  # the expired row; the live one stays
    assert RunningTurn.objects.count() == 1


def test_a_full_process_turns_a_new_turn_away_with_503_and_leaves_no_row(settings, transactional_db):
    settings.CHAT_MAX_STREAMS, settings.CHAT_BUSY_RETRY_AFTER = 1, 3

    async def hold_one_then_try_another():
        async with await turn_slot_claim(KEY):
            with pytest.raises(ServerBusy) as busy:
                await turn_slot_claim("another-client")
            return busy.value.response()

    response = run_in_loop(hold_one_then_try_another)

    assert response.status_code == 503
    assert 3 <= int(response["Retry-After"]) <= 6
    assert "try again in" in json.loads(response.content)["detail"]
    assert open_streams.count == 0
    assert eventually(lambda: not RunningTurn.objects.exists())


def test_the_api_answers_503_before_counting_anything_when_the_process_is_full(settings, transactional_db):
    settings.CHAT_MAX_STREAMS, settings.RATE_LIMIT = 0, "1/1h"
    body = {"message": "What did she build?", "thread_id": "existing-thread-01"}

    responses = [Client().post("/api/chat", body, content_type="application/json") for _ in range(3)]

    for response in responses:
        assert response.status_code == 503
        assert int(response["Retry-After"]) >= 1
        assert response["Content-Type"] == "application/json"
    # Nothing was counted while it was full: the first request afterwards passes the rate limit.
    settings.CHAT_MAX_STREAMS = 10
    assert Client().post("/api/chat", body, content_type="application/json").status_code == 200


def test_a_released_slot_is_one_delete_without_a_transaction(transactional_db):
    token = client_slot_claim(KEY, limit=2, ttl=60)
    statements = []

    def record(execute, sql, params, many, context):
        statements.append((sql.split()[0].upper(), connection.in_atomic_block))
        return execute(sql, params, many, context)

    with connection.execute_wrapper(record):
        client_slot_release(token)

    assert statements == [("DELETE", False)]
    assert client_slots_held(KEY) == 0


def test_a_claim_is_one_query_without_a_transaction_of_its_own(transactional_db):
    statements = []

    def record(execute, sql, params, many, context):
        statements.append((sql.split()[0].upper(), connection.in_atomic_block))
        return execute(sql, params, many, context)

    with connection.execute_wrapper(record):
        first = client_slot_claim(KEY, limit=1, ttl=60)
        second = client_slot_claim(KEY, limit=1, ttl=60)

    assert first and second is None
    # The lock and the insert go as one simple query: one round trip, no BEGIN or COMMIT.
    assert statements == [("SELECT", False), ("SELECT", False)]
    assert client_slots_held(KEY) == 1


def test_a_claim_waits_for_the_clients_lock_and_then_counts_what_its_holder_committed(transactional_db):
    tokens = []

    def claim() -> None:
        try:
            tokens.append(client_slot_claim(KEY, limit=2, ttl=60))
        finally:
            connection.close()

    claimer = threading.Thread(target=claim)
    now = timezone.now()
    with transaction.atomic(), connection.cursor() as cursor:
        # Another claim of the same client holds its lock, its two rows not yet committed.
        cursor.execute("SELECT pg_advisory_xact_lock(hashtext(%s))", [f"turn-slots:{KEY}"])
        for token in ("held-1", "held-2"):
            RunningTurn.objects.create(
                token=token, client=KEY, started_at=now, expires_at=now + timedelta(seconds=60)
            )
        claimer.start()
        assert eventually(lambda: lock_waiters(cursor) == 1)
    claimer.join()

    assert tokens == [None]  # its count ran after the lock was granted: it saw both rows
    assert client_slots_held(KEY) == 2


def lock_waiters(cursor) -> int:
    cursor.execute("SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND NOT granted")
    return cursor.fetchone()[0]
