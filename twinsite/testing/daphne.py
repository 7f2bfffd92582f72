"""The real ASGI server for tests: daphne in a subprocess, on a free port, on the test database.

`daphne_server(env)` yields its base URL once /healthz answers and stops it afterwards, printing the
tail of its log (pytest shows it when a test fails). The test process and the server share the test
database, so tests that use it need `transactional_db` (committed rows) and, for the chat, the
`knowledge` fixture.
"""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import httpx
from django.db import connection

from twinsite.embedded_postgres import database_uri

ROOT = Path(__file__).resolve().parents[2]


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def server_env(**overrides: str) -> dict[str, str]:
    """The environment for a server on the test database. Limits that would refuse a test's
    requests (all from one IP) are lifted; every variable is explicit, so a developer's .env can't
    change what the tests see (an empty value means the setting's default)."""
    return {
        **os.environ,
        "DATABASE_URL": database_uri(connection.settings_dict),
        "LLM_PROVIDER": "",
        "REDIS_URL": "",
        "EMAIL_HOST": "",
        "OWNER_EMAIL": "",
        "OWNER_API_TOKEN": "",
        "CHAT_ENABLED": "true",
        "DAILY_BUDGET_USD": "2.00",
        "RATE_LIMIT": "1000/1m",
        "THREAD_LIMIT": "1000/1h",
        "LOG_LEVEL": "WARNING",
        "PYTHONUNBUFFERED": "1",
        **overrides,
    }


@contextmanager
def daphne_server(env: dict[str, str], *, timeout: float = 30.0) -> Iterator[str]:
    port = free_port()
    daphne = Path(sys.executable).with_name("daphne")
    command = [str(daphne), "-b", "127.0.0.1", "-p", str(port), "twinsite.asgi:application"]
    base_url = f"http://127.0.0.1:{port}"
    with tempfile.NamedTemporaryFile(prefix="daphne-", suffix=".log") as log:
        process = subprocess.Popen(command, cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT)
        try:
            wait_until_healthy(base_url, process, Path(log.name), timeout=timeout)
            yield base_url
        finally:
            process.terminate()
            try:
                process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()
            print(f"--- daphne log ({base_url}) ---\n{log_tail(Path(log.name))}")


def wait_until_healthy(base_url: str, process: subprocess.Popen, log: Path, *, timeout: float) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline and process.poll() is None:
        try:
            if httpx.get(f"{base_url}/healthz", timeout=1).status_code == 200:
                return
        except httpx.TransportError:
            pass
        time.sleep(0.1)
    raise RuntimeError(f"daphne did not answer /healthz (exit code {process.poll()}):\n{log_tail(log)}")


def log_tail(log: Path, chars: int = 6000) -> str:
    return log.read_text(errors="replace")[-chars:]
