"""Turn counts: what a chat turn costs in countable units, which a busy machine cannot blur.

Per turn, in process (`chat.services.turn_events`) and through the ASGI application daphne serves
(`twinsite.asgi.application`, `POST /api/chat`, called in process without a socket):
  round trips   every query psycopg sends on any connection (Django's pool, the checkpointer's),
                BEGIN/COMMIT and health checks included, counted at the driver
  thread trips  calls through asgiref's sync_to_async (a trip to a worker thread and back)
  encoder       passes of the sentence encoder (`LocalEmbedder._run`: a text seen lately costs none)
  language      language guesses (py3langid `classify` calls)
  CPU           this process's CPU time (`time.process_time`), every thread: noisy under load,
                the counts are not

Uses the bench database and fake model of bench/turn.py; every question is new (embedded).
    .venv/bin/python bench/turn_counts.py --turns 40
"""

from __future__ import annotations

import os

# The pure-Python libpq wrapper, so that every query can be counted where it leaves (counting only).
os.environ["PSYCOPG_IMPL"] = "python"

import argparse
import asyncio
import cProfile
import json
import pstats
import statistics
import sys
import threading
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "twinsite.settings")
os.environ.setdefault("LOG_LEVEL", "WARNING")
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
os.environ.update(RATE_LIMIT="100000/1m", THREAD_LIMIT="100000/1h")

from common import settle_writes  # noqa: E402
from fake_model import FakeProcess  # noqa: E402
from turn import QUESTIONS, prepare_database, use_bench_settings  # noqa: E402

COUNTS: Counter = Counter()
OUTCOMES: Counter = Counter()
SENT: list[str] = []


def count_queries() -> None:
    """Count each query the pure-Python libpq wrapper sends (simple, extended, prepared, pipelined)."""
    from psycopg.pq import pq_ctypes

    for name in (
        "exec_",
        "exec_params",
        "exec_prepared",
        "send_query",
        "send_query_params",
        "send_prepare",
        "send_query_prepared",
        "prepare",
    ):
        original = getattr(pq_ctypes.PGconn, name)

        def counting(self, command, *args, __original=original, **kwargs):
            # In pipeline mode a query waits for the pipeline's sync: one round trip for them all.
            COUNTS["pipelined" if self.pipeline_status else "round_trips"] += 1
            SENT.append(bytes(command)[:90].decode(errors="replace") if command else "")
            return __original(self, command, *args, **kwargs)

        setattr(pq_ctypes.PGconn, name, counting)
    original_sync = pq_ctypes.PGconn.pipeline_sync

    def pipeline_sync(self):
        COUNTS["round_trips"] += 1
        return original_sync(self)

    pq_ctypes.PGconn.pipeline_sync = pipeline_sync


def count_calls() -> None:
    """Thread trips, encoder passes, language guesses."""
    import asgiref.sync
    import py3langid.langid

    from knowledge import embeddings

    original_call = asgiref.sync.SyncToAsync.__call__

    async def call(self, *args, **kwargs):
        COUNTS["thread_trips"] += 1
        SENT.append(f"-- trip {getattr(self.func, '__name__', self.func)}")
        return await original_call(self, *args, **kwargs)

    asgiref.sync.SyncToAsync.__call__ = call

    original_run = embeddings.LocalEmbedder._run

    def encode(self, texts):
        COUNTS["encoder_passes"] += 1  # a text the embedder has seen lately costs no pass
        return original_run(self, texts)

    embeddings.LocalEmbedder._run = encode
    original_classify = py3langid.langid.LanguageIdentifier.classify

    def classify(self, *args, **kwargs):
        COUNTS["language_guesses"] += 1
        return original_classify(self, *args, **kwargs)

    py3langid.langid.LanguageIdentifier.classify = classify


def fresh_embeddings() -> None:
    from knowledge.embeddings import get_embedder

    embedder = get_embedder()
    if hasattr(embedder, "_recent"):
        embedder._recent.clear()


async def in_process_turn(n: int, thread_id: str | None) -> str:
    from chat.services import turn_events

    fresh_embeddings()
    events = {}
    async for event in turn_events(
        message=f"{QUESTIONS[n % len(QUESTIONS)]} ({n})", thread_id=thread_id, page=None
    ):
        events[event.name] = event.data
    OUTCOMES[f"{events['done']['outcome']}/{events['done']['reason']}"] += 1
    if events["done"]["outcome"] != "answered":
        print(f"turn {n}: {events['done']['outcome']}/{events['done']['reason']}", file=sys.stderr)
    return events["meta"]["thread_id"]


async def asgi_turn(application, n: int, thread_id: str | None) -> str:
    """POST /api/chat through the ASGI application, as daphne calls it (no socket)."""
    fresh_embeddings()
    body = json.dumps({"message": f"{QUESTIONS[n % len(QUESTIONS)]} ({n})", "thread_id": thread_id}).encode()
    scope = {
        "type": "http",
        "asgi": {"version": "3.0", "spec_version": "2.3"},
        "http_version": "1.1",
        "method": "POST",
        "scheme": "http",
        "path": "/api/chat",
        "raw_path": b"/api/chat",
        "query_string": b"",
        "root_path": "",
        "headers": [
            (b"host", b"127.0.0.1"),
            (b"content-type", b"application/json"),
            (b"content-length", str(len(body)).encode()),
        ],
        "client": ("127.0.0.1", 40000 + n % 1000),
        "server": ("127.0.0.1", 8000),
    }
    received, chunks, ended = False, [], asyncio.Event()

    async def receive():
        nonlocal received
        if not received:
            received = True
            return {"type": "http.request", "body": body, "more_body": False}
        await ended.wait()
        return {"type": "http.disconnect"}

    async def send(message):
        if message["type"] == "http.response.start":
            assert message["status"] == 200, message
        elif message["type"] == "http.response.body":
            chunks.append(message.get("body", b""))
            if not message.get("more_body"):
                ended.set()

    await application(scope, receive, send)
    text = b"".join(chunks).decode()
    done = json.loads(text.split("event: done\ndata: ", 1)[1].split("\n", 1)[0])
    OUTCOMES[f"{done['outcome']}/{done['reason']}"] += 1
    meta = text.split("event: meta\ndata: ", 1)[1].split("\n", 1)[0]
    return json.loads(meta)["thread_id"]


class ThreadProfiles:
    """CPU-time cProfile of the event loop's thread and of each worker thread's sync_to_async calls."""

    def __init__(self) -> None:
        import asgiref.sync

        self.profiles: dict[int, cProfile.Profile] = {}
        self.on = False
        handler = asgiref.sync.SyncToAsync.thread_handler
        profiles = self

        def profiled(self, *args, **kwargs):
            if not profiles.on:
                return handler(self, *args, **kwargs)
            profile = profiles.of_this_thread()
            profile.enable()
            try:
                return handler(self, *args, **kwargs)
            finally:
                profile.disable()

        asgiref.sync.SyncToAsync.thread_handler = profiled

    def of_this_thread(self) -> cProfile.Profile:
        return self.profiles.setdefault(threading.get_ident(), cProfile.Profile(time.thread_time))

    def start(self) -> None:
        self.on = True
        self.of_this_thread().enable()

    def stop(self, path: str) -> None:
        self.of_this_thread().disable()
        self.on = False
        stats = pstats.Stats(*self.profiles.values())
        stats.dump_stats(path)
        print(f"--- profile (CPU time, every thread) in {path}; total {stats.total_tt:.3f} s")


PROFILES: ThreadProfiles | None = None
PROFILE_PREFIX = ""


async def measure(label: str, turn, turns: int, warmup: int, per_thread: int, trace: bool) -> dict:
    thread_id = None
    for n in range(warmup):
        thread_id = await turn(n, None if n % per_thread == 0 else thread_id)
    await asyncio.sleep(0.5)  # let the warm-up's shielded turn-log writes land
    COUNTS.clear()
    OUTCOMES.clear()
    SENT.clear()
    cpu = time.process_time()
    if PROFILES:
        PROFILES.start()
    cpu_turns = []
    for n in range(warmup, warmup + turns):
        started = time.process_time()
        thread_id = await turn(n, None if n % per_thread == 0 else thread_id)
        cpu_turns.append((time.process_time() - started) * 1000)
    await asyncio.sleep(0.5)
    cpu = time.process_time() - cpu
    if PROFILES:
        PROFILES.stop(f"{PROFILE_PREFIX}{label}.prof")
    result = {
        "label": label,
        "turns": turns,
        **{name: round(value / turns, 2) for name, value in sorted(COUNTS.items())},
        "cpu_ms_per_turn": round(cpu * 1000 / turns, 1),
        "cpu_ms_p50": round(statistics.median(cpu_turns), 1),
        "outcomes": dict(OUTCOMES),
    }
    if trace:
        print(f"--- the statements of the last {label} turns:")
        for line in SENT[-60:]:
            print("   ", " ".join(line.split()))
    return result


async def run(args) -> list[dict]:
    from chat.checkpoints import close_turn_graph

    results = []
    try:
        if args.in_process:
            results.append(
                await measure(
                    "in-process", in_process_turn, args.turns, args.warmup, args.turns_per_thread, args.trace
                )
            )
        if args.asgi:
            from twinsite.asgi import application

            async def turn(n, thread_id):
                return await asgi_turn(application, n, thread_id)

            results.append(
                await measure("asgi", turn, args.turns, args.warmup, args.turns_per_thread, args.trace)
            )
    finally:
        await close_turn_graph()
    return results


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--turns", type=int, default=40)
    parser.add_argument("--warmup", type=int, default=8)
    parser.add_argument("--turns-per-thread", type=int, default=4)
    parser.add_argument("--no-in-process", dest="in_process", action="store_false")
    parser.add_argument("--no-asgi", dest="asgi", action="store_false")
    parser.add_argument("--trace", action="store_true", help="print the last turns' statements and trips")
    parser.add_argument(
        "--profile", default="", metavar="PREFIX", help="CPU-time profiles to PREFIX<label>.prof"
    )
    args = parser.parse_args()
    global PROFILES, PROFILE_PREFIX
    PROFILE_PREFIX = args.profile
    fake = FakeProcess()
    try:
        use_bench_settings(fake)
        count_queries()
        prepare_database()
        settle_writes()
        count_calls()
        PROFILES = ThreadProfiles() if args.profile else None
        results = asyncio.run(run(args))
    finally:
        fake.stop()
    load = [round(figure, 2) for figure in os.getloadavg()]
    for result in results:
        print(json.dumps({**result, "load_avg": load}))


if __name__ == "__main__":
    main()
