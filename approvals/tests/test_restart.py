"""Approvals survive a crash of the real server, and two owners deciding at once act once.

Each test runs daphne as a subprocess against the test database (`transactional_db`, via the
`knowledge` fixture, so both processes see committed rows), with the offline `local` provider and no
Redis: the decision request resumes the paused graph in-process, from its Postgres checkpoint.
"""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import httpx
import pytest
from django.conf import settings
from django.db import connection

from approvals.models import ContactMessage, DecisionLog, PendingApproval
from approvals.tests.conftest import CONTACT_REQUEST
from twinsite.embedded_postgres import database_uri

ROOT = Path(__file__).resolve().parents[2]
TOKEN = "restart-owner-token"
OWNER = {"Authorization": f"Bearer {TOKEN}"}


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@dataclass
class Server:
    process: subprocess.Popen
    base_url: str
    log_path: Path

    def log(self) -> str:
        return self.log_path.read_text(errors="replace")


class Servers:
    """Starts daphne processes on the test database; whatever is still running is killed at teardown."""

    def __init__(self, log_dir: Path) -> None:
        self.log_dir = log_dir
        self.started: list[Server] = []
        self.env = {
            **os.environ,
            "DATABASE_URL": database_uri(connection.settings_dict),
            "OWNER_API_TOKEN": TOKEN,
            "EMBEDDINGS": settings.EMBEDDINGS,  # the knowledge fixture embeds in this process
            # Empty means the default (the offline `local` provider, eager Celery, the console
            # e-mail backend), and unlike a missing variable a developer's .env can't override it.
            "LLM_PROVIDER": "",
            "REDIS_URL": "",
            "EMAIL_HOST": "",
            "OWNER_EMAIL": "",
            "CHAT_ENABLED": "true",
            "DAILY_BUDGET_USD": "2.00",
            "RATE_LIMIT": "1000/1m",
            "THREAD_LIMIT": "1000/1h",
            "PYTHONUNBUFFERED": "1",  # a SIGKILLed server loses nothing it printed
        }

    def start(self, port: int | None = None) -> Server:
        port = port or free_port()
        daphne = Path(sys.executable).with_name("daphne")
        command = [str(daphne), "-b", "127.0.0.1", "-p", str(port), "twinsite.asgi:application"]
        log_path = self.log_dir / f"daphne-{len(self.started) + 1}.log"
        with log_path.open("wb") as log:
            process = subprocess.Popen(command, cwd=ROOT, env=self.env, stdout=log, stderr=subprocess.STDOUT)
        server = Server(process, f"http://127.0.0.1:{port}", log_path)
        self.started.append(server)
        wait_until_healthy(server)
        return server

    def stop_all(self) -> None:
        for server in self.started:
            if server.process.poll() is None:
                server.process.kill()
            server.process.wait(timeout=10)
            # Shown by pytest only when the test fails.
            print(f"--- {server.log_path.name} ({server.base_url}) ---\n{server.log()[-6000:]}")


@pytest.fixture
def servers(knowledge, tmp_path) -> Iterator[Servers]:
    started = Servers(tmp_path)
    try:
        yield started
    finally:
        started.stop_all()


def wait_until_healthy(server: Server, *, timeout: float = 30.0) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline and server.process.poll() is None:
        try:
            if httpx.get(f"{server.base_url}/healthz", timeout=1).status_code == 200:
                return
        except httpx.TransportError:
            pass
        time.sleep(0.1)
    pytest.fail(
        f"daphne did not answer /healthz (exit code {server.process.poll()}):\n{server.log()[-4000:]}"
    )


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


def pause_a_turn(server: Server) -> tuple[str, str]:
    """A visitor's contact request over HTTP, paused for approval: (thread_id, approval_id)."""
    events = ask(server.base_url, CONTACT_REQUEST)
    names = [name for name, _ in events]
    assert names.count("done") == 1 and names[-1] == "done", names
    done, meta = events[-1][1], events[0][1]
    assert done["outcome"] == "pending_approval", done
    (approval,) = [data for name, data in events if name == "approval"]
    assert approval["status"] == "pending"
    return meta["thread_id"], approval["approval_id"]


def thread(server: Server, thread_id: str) -> dict:
    response = httpx.get(f"{server.base_url}/api/threads/{thread_id}", timeout=10)
    assert response.status_code == 200, response.text
    return response.json()


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
    assert "Waiting for your approval: draft contact message" in first.log()

    os.kill(first.process.pid, signal.SIGKILL)
    assert first.process.wait(timeout=10) == -signal.SIGKILL  # reaped: really gone
    with pytest.raises(httpx.TransportError):
        httpx.get(f"{first.base_url}/healthz", timeout=1)

    second = servers.start(port=int(first.base_url.rsplit(":", 1)[1]))  # same address, new process
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
    assert "Message from Ada Byron" in second.log()

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
            barrier.wait(timeout=10)
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
    assert server.log().count("Message from Ada Byron") == 1
