"""What bench/load.py starts and stops: the slow fake model, web servers, the bench database."""

from __future__ import annotations

import math
import multiprocessing
import os
import socket
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

import httpx

ROOT = Path(__file__).resolve().parent.parent
DATABASE = "twinsite_bench_load"
# Cited sentences without numbers (nothing for the verifier to hold back): each is released as a
# `text` event once complete, as a real model's would be.
SENTENCES = [
    "Mara led the Ledger rewrite at Kovalent Pay [[project-ledger]].",
    "The new service recorded every movement of money as an immutable journal entry [[project-ledger]].",
    "Balances were derived from postings and never edited [[project-ledger]].",
    "Each entry carried an idempotency key, so retried requests could not post twice [[project-ledger]].",
]


def serve_fake(
    conn, first_token: float, words: int, word_rate: float, keep_alive: bool, chunk_chars: int
) -> None:
    """`chunk_chars`: characters of text a stream chunk (6: about a word a chunk)."""
    sys.path.insert(0, str(ROOT))
    from http.server import ThreadingHTTPServer

    from tests.support.fake_openai import FakeOpenAI, ScriptedReply

    ThreadingHTTPServer.request_queue_size = 1024  # a burst of 300 connects at once (this process only)

    text, n = [], 0
    while n < words:
        sentence = SENTENCES[len(text) % len(SENTENCES)]
        text.append(sentence)
        n += len(sentence.split())
    text = " ".join(text)
    chunks = math.ceil(len(text) / chunk_chars)
    reply = ScriptedReply(
        text=text,
        chunk_chars=chunk_chars,
        first_token_delay=first_token,
        chunk_delay=(words / word_rate) / chunks,
        prompt_tokens=1500,
        completion_tokens=words * 2,
    )
    fake = FakeOpenAI(default_reply=reply, keep_alive=keep_alive)
    fake.requests = _Forgetful()  # hours of requests would pile up in memory otherwise
    fake.start()
    conn.send(fake.base_url)
    conn.recv()
    fake.stop()


class _Forgetful(list):
    def append(self, item) -> None:
        pass


class FakeModel:
    """The fake OpenAI-compatible server in a process of its own (its threads must not compete with
    the client's loop for the GIL)."""

    def __init__(
        self,
        *,
        first_token: float,
        words: int,
        word_rate: float,
        keep_alive: bool = False,
        chunk_chars: int = 6,
    ) -> None:
        self._args = (first_token, words, word_rate, keep_alive, chunk_chars)

    def __enter__(self) -> FakeModel:
        context = multiprocessing.get_context("spawn")
        self._conn, child = context.Pipe()
        self._process = context.Process(target=serve_fake, args=(child, *self._args), daemon=True)
        self._process.start()
        self.base_url = self._conn.recv()
        return self

    def __exit__(self, *exc) -> None:
        self._conn.send("stop")
        self._process.join(timeout=10)
        if self._process.is_alive():
            self._process.kill()


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@dataclass
class Server:
    process: subprocess.Popen
    port: int
    log_path: Path

    @property
    def pid(self) -> int:
        return self.process.pid

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @classmethod
    def start(
        cls, kind: str, database_url: str, model_url: str, *, redis_url: str = "", profile_dir: str = ""
    ) -> Server:
        """`profile_dir`: run it under cProfile (bench/profiled_server.py), stats written there at exit."""
        port = free_port()
        bin_dir = Path(sys.executable).parent
        if kind == "daphne":
            # Twisted listens with a backlog of 50: a burst of connections past it waits for SYN retries.
            endpoint = f"tcp:port={port}:interface=127.0.0.1:backlog=1024"
            arguments = ["-e", endpoint, "twinsite.asgi:application"]
        elif kind == "uvicorn":
            arguments = ["--host", "127.0.0.1", "--port", str(port), "--no-access-log"]
            arguments += ["--log-level", "warning", "--backlog", "1024", "twinsite.asgi:application"]
        else:
            raise SystemExit(f"unknown server {kind!r}: daphne or uvicorn")
        if profile_dir:
            profiled = ROOT / "bench" / "profiled_server.py"
            command = [sys.executable, profiled, profile_dir, kind, *arguments]
        else:
            command = [bin_dir / kind, *arguments]
        env = {
            **os.environ,
            "DATABASE_URL": database_url,
            "REDIS_URL": redis_url,
            "LLM_PROVIDER": "openai_compatible",
            "LLM_BASE_URL": model_url,
            "LLM_MODEL": "fake-model",
            "LLM_API_KEY": "bench",
            "LLM_PRICES": "1/0.1/4",
            "LLM_FIRST_TOKEN_TIMEOUT": "10",
            "DAILY_BUDGET_USD": "100000",
            "RATE_LIMIT": "100000/1m",
            "THREAD_LIMIT": "100000/1h",
            "TRUSTED_PROXIES": "127.0.0.1",
            "CHAT_ENABLED": "true",
            "LOG_LEVEL": "WARNING",
            "EMAIL_HOST": "",
            "OWNER_API_TOKEN": "",
        }
        log_path = Path(tempfile.mkstemp(prefix=f"bench-load-{kind}-", suffix=".log")[1])
        with log_path.open("wb") as log:
            process = subprocess.Popen(
                [str(part) for part in command], cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT
            )
        server = cls(process, port, log_path)
        server.wait_healthy()
        return server

    def wait_healthy(self, timeout: float = 180) -> None:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline and self.process.poll() is None:
            try:
                if httpx.get(f"{self.base_url}/healthz", timeout=5).status_code == 200:
                    return
            except httpx.TransportError:
                pass
            time.sleep(0.2)
        self.stop()
        raise SystemExit(f"server did not answer /healthz:\n{self.log_path.read_text()[-3000:]}")

    def stop(self) -> None:
        self.process.terminate()
        try:
            self.process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait(timeout=10)
        errors = [  # a 503 "busy" is an answer, which Django logs as an error all the same
            line
            for line in self.log_path.read_text(errors="replace").splitlines()
            if '"ERROR"' in line and "Service Unavailable: /api/chat" not in line
        ]
        if errors:
            print(f"  ({len(errors)} error lines in {self.log_path}; first: {errors[0][:300]})")
        else:
            self.log_path.unlink(missing_ok=True)


def bench_database_url() -> str:
    """The bench database on the configured server (the embedded one by default), migrated and with
    the sample knowledge base loaded (kept between runs)."""
    import django
    from django.conf import settings

    django.setup()
    from core.databases import database_uri
    from twinsite.embedded_postgres import ensure_database

    url = database_uri(settings.DATABASES["default"], name=DATABASE)
    ensure_database(database_uri(settings.DATABASES["default"]), DATABASE)
    env = {**os.environ, "DATABASE_URL": url, "REDIS_URL": "", "LOG_LEVEL": "WARNING"}
    for command in (["migrate", "--noinput"], ["load_knowledge", "knowledge/content", "--if-empty"]):
        subprocess.run(
            [sys.executable, "manage.py", *command], cwd=ROOT, env=env, check=True, stdout=subprocess.DEVNULL
        )
    return url


def redis_url_if_up(url: str) -> str:
    """`url` flushed, when a Redis answers there; "" otherwise."""
    import redis

    try:
        client = redis.Redis.from_url(url, socket_timeout=2)
        client.flushdb()
        return url
    except redis.RedisError:
        return ""
