"""Approvals survive a crash of the real server, and two owners deciding at once act once.

Each test runs daphne as a subprocess against the test database (`transactional_db`, via the
`knowledge` fixture, so both processes see committed rows), with the offline `local` provider and no
Redis: the decision request resumes the paused graph in-process, from its Postgres checkpoint.
"""

from __future__ import annotations

import json
import signal
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from approvals.models import ContactMessage, DecisionLog, PendingApproval
from approvals.tests.conftest import CONTACT_REQUEST
from tests.support.daphne import Daphne, daphne_start, server_env
from tests.support.waiting import PATIENCE

TOKEN = "restart-owner-token-of-at-least-32-chars"
OWNER = {"Authorization": f"Bearer {TOKEN}"}


class Servers:
    """Starts daphne processes on the test database; whatever is still running is killed at teardown."""

    def __init__(self, log_dir: Path) -> None:
        self.log_dir = log_dir
        self.started: list[Daphne] = []
        # server_env's defaults: the offline `local` provider, eager Celery and the console e-mail
        # backend, whose mails (sent by the server's outbox thread) the tests find in its log; INFO, so the log tells the whole story.
        self.env = server_env(OWNER_API_TOKEN=TOKEN, LOG_LEVEL="INFO")

    def start(self, port: int | None = None) -> Daphne:
        log_path = self.log_dir / f"daphne-{len(self.started) + 1}.log"
        server = daphne_start(self.env, log_path=log_path, port=port)
        self.started.append(server)
        return server

    def stop_all(self) -> None:
        for server in self.started:
            server.stop(kill=True)


@pytest.fixture
def servers(transactional_db, knowledge, tmp_path) -> Iterator[Servers]:
    started = Servers(tmp_path)
    try:
        yield started
    finally:
        started.stop_all()


def ask(base_url: str, message: str) -> list[tuple[str, dict]]:
    """One whole turn over HTTP: its SSE events, (name, data), in order."""
    events, name = [], None
    with (
        httpx.Client(timeout=30) as client,
        client.stream("POST", f"{base_url}/api/chat", json={"message": message}) as response,
    ):
        assert response.status_code == 200
        assert response.headers["content-type"].startswith("text/event-stream")
        for line in response.iter_lines():
            if line.startswith("event: "):
                name = line.removeprefix("event: ")
            elif line.startswith("data: "):
                events.append((name, json.loads(line.removeprefix("data: "))))
    return events


def pause_a_turn(server: Daphne) -> tuple[str, str]:
    """A visitor's contact request over HTTP, paused for approval: (thread_id, approval_id)."""
    events = ask(server.base_url, CONTACT_REQUEST)
    names = [name for name, _ in events]
    assert names.count("done") == 1 and names[-1] == "done", names
    done, meta = events[-1][1], events[0][1]
    assert done["outcome"] == "pending_approval", done
    (approval,) = [data for name, data in events if name == "approval"]
    assert approval["status"] == "pending"
    return meta["thread_id"], approval["approval_id"]


def thread(server: Daphne, thread_id: str) -> dict:
    response = httpx.get(f"{server.base_url}/api/threads/{thread_id}", timeout=PATIENCE)
    assert response.status_code == 200, response.text
    return response.json()


def logged(server: Daphne, text: str, *, timeout: float = PATIENCE) -> bool:
    """Whether `text` shows up in the server's log: mail goes out from the server's outbox thread
    after the request that queued it (the timeout only bounds a broken run)."""
    deadline = time.monotonic() + timeout
    while text not in server.log():
        if time.monotonic() > deadline:
            return False
        time.sleep(0.05)
    return True


def decide(base_url: str, approval_id: str, decision: str = "approve") -> httpx.Response:
    return httpx.post(
        f"{base_url}/api/owner/approvals/{approval_id}/decision",
        json={"decision": decision, "note": None},
        headers=OWNER,
        timeout=60,
    )


def test_an_approval_survives_a_killed_server_and_acts_once(servers):
    first = servers.start()
    thread_id, approval_id = pause_a_turn(first)
    assert logged(first, "Waiting for your approval: draft contact message")

    assert first.kill() == -signal.SIGKILL  # reaped: really gone
    with pytest.raises(httpx.TransportError):
        httpx.get(f"{first.base_url}/healthz", timeout=1)

    second = servers.start(port=first.port)  # same address, new process
    assert thread(second, thread_id)["status"] == "pending_approval"
    assert PendingApproval.objects.get(pk=approval_id).status == "pending"
    assert not ContactMessage.objects.exists()

    response = decide(second.base_url, approval_id)

    assert response.status_code == 200, response.text
    assert response.json()["status"] == "approved"
    view = thread(second, thread_id)
    assert view["status"] == "idle"
    assert view["messages"][-1]["role"] == "assistant"
    assert "passed on" in view["messages"][-1]["content"]
    (message,) = ContactMessage.objects.all()
    assert (message.visitor_name, message.visitor_email) == ("Ada Byron", "ada@example.org")
    assert str(message.approval_id) == approval_id
    assert PendingApproval.objects.get(pk=approval_id).status == "approved"
    assert logged(second, "Message from Ada Byron")

    again = decide(second.base_url, approval_id)
    assert again.status_code == 409, again.text
    assert ContactMessage.objects.count() == 1
    assert DecisionLog.objects.count() == 1
    assert second.log().count("Message from Ada Byron") == 1


def test_two_racing_approvals_act_once(servers):
    server = servers.start()
    thread_id, approval_id = pause_a_turn(server)
    barrier = threading.Barrier(2)
    statuses: list[int] = []

    def owner() -> None:
        with httpx.Client(timeout=60) as client:
            barrier.wait(timeout=PATIENCE)
            response = client.post(
                f"{server.base_url}/api/owner/approvals/{approval_id}/decision",
                json={"decision": "approve", "note": None},
                headers=OWNER,
            )
        statuses.append(response.status_code)

    owners = [threading.Thread(target=owner) for _ in range(2)]
    for each in owners:
        each.start()
    for each in owners:
        each.join(timeout=60)

    assert sorted(statuses) == [200, 409], statuses
    assert ContactMessage.objects.count() == 1
    assert DecisionLog.objects.count() == 1
    assert PendingApproval.objects.get(pk=approval_id).status == "approved"
    assert thread(server, thread_id)["status"] == "idle"
    assert logged(server, "Message from Ada Byron")
    assert server.log().count("Message from Ada Byron") == 1
