"""The zero-latency fake model for bench/turn.py, in its own process.

In the benchmark's process its HTTP threads would compete with the turn for the GIL, which a real
provider on another machine never does.
"""

from __future__ import annotations

import multiprocessing
import queue
import sys
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tests.support.fake_openai import FakeOpenAI, ScriptedReply

# Cites the document retrieval finds for the benchmark's questions; no numbers, so none to verify.
REPLY = "Mara led the Ledger rewrite at Kovalent Pay, a double-entry service in Go [[project-ledger]]."


def serve_fake(conn, spans) -> None:
    """Answer every chat request at once; put the fake's own time per request on `spans`, from the
    parsed request to its last chunk written."""
    fake = FakeOpenAI()
    started = threading.local()
    stream_chunks = fake.stream_chunks

    def respond(body: dict) -> ScriptedReply:
        started.at = time.perf_counter()
        return ScriptedReply(text=REPLY, prompt_tokens=1200, completion_tokens=25)

    def timed_chunks(reply, body, include_usage):
        yield from stream_chunks(reply, body, include_usage)
        spans.put(time.perf_counter() - started.at)

    fake.responder = respond
    fake.stream_chunks = timed_chunks  # the handler looks it up on the instance
    fake.start()
    conn.send(fake.base_url)
    conn.recv()  # until the benchmark is done
    fake.stop()


class FakeProcess:
    """Starts `serve_fake` in a child process; `base_url` is what the provider settings need."""

    def __init__(self) -> None:
        context = multiprocessing.get_context("spawn")
        self.spans = context.Queue()
        self._conn, child = context.Pipe()
        self._process = context.Process(target=serve_fake, args=(child, self.spans), daemon=True)
        self._process.start()
        self.base_url = self._conn.recv()

    def take(self, requests: int) -> float:
        """The fake's time for the last `requests` chat requests (each reports before its stream ends)."""
        return sum(self.spans.get(timeout=5) for _ in range(requests))

    def take_all(self, *, expected: bool = True) -> float:
        """The fake's time for every chat request since the last call (at least one if `expected`;
        a turn refused before the model may have made none: 0 then)."""
        try:
            total = self.spans.get(timeout=5 if expected else 0.5)
        except queue.Empty:
            if expected:
                raise
            return 0.0
        while not self.spans.empty():
            total += self.spans.get(timeout=5)
        return total

    def stop(self) -> None:
        self._conn.send("stop")
        self._process.join(timeout=5)
