"""The real ASGI server for tests: daphne in a subprocess, on the test database.

`daphne_start(env, log_path=...)` returns a running `Daphne` once /healthz answers; `stop()` or
`kill()` ends it. The test process and the server share the test database, so tests that use it
need `transactional_db` (committed rows) and, for the chat, the `knowledge` fixture.

Registered for every test by the root conftest (`pytest_plugins`), for a module whose tests share
one server: `daphne_url`, a daphne whose chat talks to `daphne_fake_openai`. A module adds variables
to its environment by overriding `daphne_extra_env`.
"""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import httpx
import pytest
from django.conf import settings
from django.db import connection

from core.databases import database_uri
from tests.support.fake_openai import FakeOpenAI
from tests.support.waiting import PATIENCE

ROOT = Path(__file__).resolve().parents[2]
LOG_TAIL_CHARS = 6000


def listening_socket(port: int) -> socket.socket:
    """A TCP socket on 127.0.0.1:`port` (0: any free one), listening. A given port (a server
    restarted on it) is reused: the old server's closed connections (TIME_WAIT) don't keep it off."""
    sock = socket.socket()
    try:
        if port:
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind(("127.0.0.1", port))
        sock.listen(128)
    except BaseException:
        sock.close()
        raise
    return sock


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def server_env(**overrides: str) -> dict[str, str]:
    """The environment for a server on the test database. Limits that would refuse a test's
    requests (all from one IP) are lifted; every variable is explicit, so a developer's .env can't
    change what the tests see (an empty value means the setting's default). A server never runs
    with DJANGO_ALLOW_ASYNC_UNSAFE, which the browser tests set in this process for Playwright."""
    return {
        **{name: value for name, value in os.environ.items() if name != "DJANGO_ALLOW_ASYNC_UNSAFE"},
        "DATABASE_URL": database_uri(connection.settings_dict),
        "EMBEDDINGS": settings.EMBEDDINGS,  # the knowledge fixture embeds in the test process
        "LLM_PROVIDER": "",
        "REDIS_URL": "",
        "EMAIL_HOST": "",
        "OWNER_EMAIL": "",
        "OWNER_API_TOKEN": "",
        "OWNER_NAME": "",
        "OWNER_PRONOUNS": "",
        "OWNER_CONTACT": "",
        "KNOWLEDGE_PREFIX_MAX_CHARS": "",
        "CHAT_ENABLED": "true",
        "DAILY_BUDGET_USD": "2.00",
        "RATE_LIMIT": "1000/1m",
        "THREAD_LIMIT": "1000/1h",
        "FEEDBACK_RATE_LIMIT": "1000/1m",
        "AUTH_FAILURE_LIMIT": "1000/1m",
        "LOG_LEVEL": "WARNING",
        "PYTHONUNBUFFERED": "1",  # a SIGKILLed server loses nothing it printed
        **overrides,
    }


@dataclass
class Daphne:
    """One daphne process and the file its output goes to."""

    process: subprocess.Popen
    port: int
    log_path: Path

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def log(self) -> str:
        return self.log_path.read_text(errors="replace")

    def kill(self) -> int:
        """SIGKILL, as a crash would; returns the exit status once the process is reaped."""
        self.process.kill()
        return self.process.wait(timeout=10)

    def stop(self, *, kill: bool = False) -> None:
        """SIGTERM with 10 s to shut down (or SIGKILL at once), then print the log's tail, which
        pytest shows only when the test fails."""
        if kill:
            self.kill()
        else:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.kill()
        print(f"--- {self.log_path.name} ({self.base_url}) ---\n{self.log()[-LOG_TAIL_CHARS:]}")


def daphne_start(
    env: dict[str, str], *, log_path: Path, port: int | None = None, timeout: float = 180.0
) -> Daphne:
    """daphne on `port` (by default a free one), writing to `log_path`, once /healthz answers.

    `timeout` is how long to wait for a server that is still starting, not a measure of it: on a
    machine busy with other test runs, importing Django, the graph and the embedding model took
    over 30 s once (the old limit), and the test failed without anything being wrong.

    The socket is bound and listening here and handed to daphne (`--fd`): a port only looked up
    here stayed free for the seconds daphne takes to import, and another suite on the machine
    could take it meanwhile (a server, or a connection's source port)."""
    daphne = Path(sys.executable).with_name("daphne")
    with listening_socket(port or 0) as sock, log_path.open("wb") as log:  # the child has its own
        port = sock.getsockname()[1]
        command = [str(daphne), "--fd", str(sock.fileno()), "twinsite.asgi:application"]
        process = subprocess.Popen(
            command, cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT, pass_fds=[sock.fileno()]
        )
    server = Daphne(process, port, log_path)
    try:
        wait_until_healthy(server, timeout=timeout)
    except BaseException:
        server.kill()
        raise
    return server


def wait_until_healthy(server: Daphne, *, timeout: float) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline and server.process.poll() is None:
        try:
            if httpx.get(f"{server.base_url}/healthz", timeout=5).status_code == 200:
                return
        except httpx.TransportError:
            pass
        time.sleep(0.1)
    pytest.fail(
        f"daphne did not answer /healthz (exit code {server.process.poll()}):\n"
        f"{server.log()[-LOG_TAIL_CHARS:]}"
    )


# --- One server per test module, its chat on a fake model ------------------------------------------
@pytest.fixture(scope="module")
def daphne_fake_openai() -> Iterator[FakeOpenAI]:
    """The fake OpenAI-compatible model behind `daphne_url`; the module's tests share it as they
    share the server, so each resets it (`FakeOpenAI.reset`) before scripting its replies."""
    fake = FakeOpenAI().start()
    yield fake
    fake.stop()


@pytest.fixture(scope="module")
def daphne_extra_env() -> dict[str, str]:
    """More variables for `daphne_url`'s environment; override it in a test module to add some."""
    return {}


@contextmanager
def fake_model_daphne(fake: FakeOpenAI, extra_env: dict[str, str], folder: Path) -> Iterator[str]:
    """A daphne whose chat talks to `fake`, with `extra_env` added to its environment; yields its
    base URL. `daphne_url` for a module, and the browser tests' server shared by their package."""
    env = server_env(
        LLM_PROVIDER="openai_compatible",
        LLM_BASE_URL=fake.base_url,
        LLM_MODEL="fake-model",
        LLM_API_KEY="k",
        LLM_PRICES="1/0.1/4",
        LLM_FIRST_TOKEN_TIMEOUT=str(PATIENCE),  # a busy machine is slow, not broken
        **extra_env,
    )
    server = daphne_start(env, log_path=folder / "daphne.log")
    try:
        yield server.base_url
    finally:
        server.stop()


@pytest.fixture(scope="module")
def daphne_url(
    django_db_setup, daphne_fake_openai: FakeOpenAI, daphne_extra_env: dict[str, str], tmp_path_factory
) -> Iterator[str]:
    """The base URL of one daphne for the test module, its chat talking to `daphne_fake_openai`."""
    with fake_model_daphne(daphne_fake_openai, daphne_extra_env, tmp_path_factory.mktemp("daphne")) as url:
        yield url
