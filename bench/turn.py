"""Turn benchmark: the server's own time per chat turn, with a zero-latency fake model.

Each turn runs through `chat.services.turn_events` (guards, retrieval with a fresh query embedding,
the graph, the verifier, the Postgres checkpointer, the turn log), sequentially on one event loop,
against a fake OpenAI-compatible server on 127.0.0.1 that answers at once with one cited sentence.
A new thread starts every few turns, so history stays short but checkpoints are read and written.

What is measured, per turn (all wall-clock, in this process):
  total        calling turn_events → its `done` event
  provider     time spent awaiting the provider's stream: the openai SDK request, the HTTP round
               trip to the fake, and the SDK parsing its chunks (the verifier's work in between
               is not counted). `fake` is the fake server's share of it: from the parsed request
               to its last chunk written.
  overhead     total - provider: what the server adds around a model call
  first text   calling turn_events → the first `text` event; "beyond provider" subtracts the
               provider time awaited before that event

With --http N (default 50), N more turns go through POST /api/chat under daphne, read as a
stream by an HTTP client: what daphne, Django, ninja and the SSE encoding add on top.

Runs in its own database (`twinsite_bench_turn`) so your site's data is untouched:
    make bench-turn            (or: .venv/bin/python bench/turn.py --turns 500 --http 0 --profile)
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import cProfile
import io
import json
import os
import platform
import pstats
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from collections import Counter, defaultdict
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "twinsite.settings")
os.environ.setdefault("LOG_LEVEL", "WARNING")
# As the web server (twinsite/asgi.py): numpy's BLAS on one thread. With a thread per core, embedding
# each question cost 7-23 ms of CPU instead of 3 (the idle BLAS thread spins), which daphne never pays.
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")

from common import percentile, settle_writes, use_bench_database  # noqa: E402 (bench/ is on sys.path as a script)
from fake_model import FakeProcess  # noqa: E402

DATABASE = "twinsite_bench_turn"
TARGETS_MS = {"p50": 25.0, "p95": 60.0}  # overhead per turn
HTTP_TARGET_P50_MS = 35.0  # per turn through daphne, at idle (issue 14)
# Questions retrieval answers with the ledger project, which the fake's one-sentence reply cites.
QUESTIONS = [
    "What did Mara build at Kovalent Pay?",
    "How did the Kovalent Pay ledger rewrite work?",
    "Which language was the new ledger service written in?",
    "Why did the old balances table at Kovalent Pay fail?",
    "How was the ledger transaction history migrated?",
    "What would Mara do differently on the ledger?",
]

# How visitors open and close a question: HTTP turns need a text daphne's embedder has not seen for
# each turn. (A "(n)" suffix made that unnatural: four questions numbered "(28)", "(29)"... read
# together over a thread looked like a scripted list to the learned guard, p0.85, and one was refused.)
OPENERS = [
    "",
    "Hi! ",
    "Hello, ",
    "Quick question: ",
    "Out of curiosity, ",
    "I was wondering: ",
    "Hey there. ",
    "Good morning! ",
    "One more thing: ",
    "Sorry to bother you, ",
    "Thanks for the site. ",
    "Hi again. ",
]
CLOSERS = ["", " Thanks!", " Cheers.", " Just curious.", " Thank you in advance.", " Many thanks."]


def http_question(n: int) -> str:
    """The n-th HTTP turn's question: unique for the first 432 turns."""
    opener = OPENERS[(n // len(QUESTIONS)) % len(OPENERS)]
    closer = CLOSERS[(n // (len(QUESTIONS) * len(OPENERS))) % len(CLOSERS)]
    return f"{opener}{QUESTIONS[n % len(QUESTIONS)]}{closer}"


class ProviderClock:
    """Wraps the configured provider: the time spent awaiting its stream, item by item."""

    def __init__(self) -> None:
        self.awaited, self.calls = 0.0, 0

    def wrap(self, provider):
        clock = self

        class Timed:
            name, model, prices = provider.name, provider.model, provider.prices

            async def stream(self, request) -> AsyncIterator:
                clock.calls += 1
                items = aiter(provider.stream(request))
                try:
                    while True:
                        started = time.perf_counter()
                        try:
                            item = await anext(items)
                        except StopAsyncIteration:
                            return
                        finally:
                            clock.awaited += time.perf_counter() - started
                        yield item
                finally:
                    await items.aclose()

        return Timed()


def use_bench_settings(fake: FakeProcess) -> None:
    """Point settings at the bench database and at the fake, before Django reads them."""
    os.environ.update(
        LLM_PROVIDER="openai_compatible",
        LLM_BASE_URL=fake.base_url,
        LLM_MODEL="fake-model",
        LLM_API_KEY="bench",
        LLM_PRICES="0.01/0.001/0.04",  # a budget that never runs out during the run
        DAILY_BUDGET_USD="1000",
    )
    use_bench_database(DATABASE)


def prepare_database() -> int:
    """Migrate, load the sample knowledge base, and start from empty checkpoints and turn logs."""
    from django.core.management import call_command
    from django.db import connection

    from chat.models import TurnLog
    from knowledge.models import Chunk
    from knowledge.services import knowledge_load

    call_command("migrate", verbosity=0)
    knowledge_load(directory=ROOT / "knowledge" / "content", replace=True)
    with connection.cursor() as cursor:
        cursor.execute("TRUNCATE checkpoints, checkpoint_blobs, checkpoint_writes")
    TurnLog.objects.all().delete()
    return Chunk.objects.count()


def summary(values: list[float]) -> dict:
    return {"p50": round(statistics.median(values), 2), "p95": round(percentile(values, 95), 2)}


async def run_turns(count: int, *, turns_per_thread: int, fake: FakeProcess, provider_clock: ProviderClock):
    from chat.services import turn_events
    from knowledge.embeddings import get_embedder

    embedder = await asyncio.to_thread(get_embedder)
    rows, thread_id = [], None
    for n in range(count):
        if n % turns_per_thread == 0:
            thread_id = None
        if hasattr(embedder, "_recent"):
            embedder._recent.clear()  # each visitor question is new: it is embedded every turn
        provider_clock.awaited, provider_clock.calls, first_text, first_text_provider, events = (
            0.0,
            0,
            None,
            0.0,
            {},
        )
        started = time.perf_counter()
        async for event in turn_events(message=QUESTIONS[n % len(QUESTIONS)], thread_id=thread_id, page=None):
            if event.name == "text" and first_text is None:
                first_text, first_text_provider = time.perf_counter() - started, provider_clock.awaited
            events[event.name] = event.data
        total = time.perf_counter() - started
        thread_id = events["meta"]["thread_id"]
        rows.append(
            {
                "total": total * 1000,
                "provider": provider_clock.awaited * 1000,
                "fake": fake.take(provider_clock.calls) * 1000,
                "provider_calls": provider_clock.calls,
                "first_text": (first_text or total) * 1000,
                "first_text_provider": first_text_provider * 1000,
                "outcome": events["done"]["outcome"],
                "reason": events["done"]["reason"],
                "nodes": events["trace"]["nodes"],
                "trace_total": events["trace"]["total_ms"],
            }
        )
    return rows


async def benchmark(args, fake: FakeProcess, provider_clock: ProviderClock):
    from chat.checkpoints import close_turn_graph

    try:
        await run_turns(
            args.warmup, turns_per_thread=args.turns_per_thread, fake=fake, provider_clock=provider_clock
        )
        profiler = cProfile.Profile() if args.profile else None
        if profiler:
            profiler.enable()
        wall, cpu = time.perf_counter(), time.process_time()
        rows = await run_turns(
            args.turns, turns_per_thread=args.turns_per_thread, fake=fake, provider_clock=provider_clock
        )
        wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
        if profiler:
            profiler.disable()
        return rows, wall, cpu, profiler
    finally:
        await close_turn_graph()


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def read_events(response) -> Iterator[tuple[str, dict, float]]:
    name = ""
    for line in response.iter_lines():
        if line.startswith("event: "):
            name = line.removeprefix("event: ")
        elif line.startswith("data: "):
            yield name, json.loads(line.removeprefix("data: ")), time.perf_counter()


def process_cpu(pid: int) -> float:
    """CPU seconds (user + system) process `pid` has used so far."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


@contextlib.contextmanager
def web_server(kind: str = "daphne", *, profile_dir: str = "") -> Iterator[tuple[str, int]]:
    """daphne (as `make run` starts it) or uvicorn on a free port, on the bench database and the
    fake; yields its base URL and pid. `profile_dir`: under bench/profiled_server.py (CPU-time
    cProfile from SIGUSR1 on, stats written there when it stops)."""
    import httpx
    from django.db import connection

    from core.databases import database_uri

    env = {
        **os.environ,
        "DATABASE_URL": database_uri(connection.settings_dict),
        "RATE_LIMIT": "100000/1m",  # one client IP sends every turn
        "THREAD_LIMIT": "100000/1h",
    }
    port = free_port()
    if kind == "daphne":
        arguments = ["-b", "127.0.0.1", "-p", str(port), "twinsite.asgi:application"]
    else:
        arguments = ["--host", "127.0.0.1", "--port", str(port), "--log-level", "warning"]
        arguments += ["twinsite.asgi:application"]
    if profile_dir:
        command = [sys.executable, str(ROOT / "bench" / "profiled_server.py"), profile_dir, kind, *arguments]
    else:
        command = [str(Path(sys.executable).with_name(kind)), *arguments]
    with tempfile.TemporaryFile() as log:
        process = subprocess.Popen(command, cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT)
        try:
            deadline = time.monotonic() + 180  # a busy machine starts daphne slowly
            while process.poll() is None and time.monotonic() < deadline:
                with contextlib.suppress(httpx.TransportError):
                    if httpx.get(f"http://127.0.0.1:{port}/healthz").status_code == 200:
                        break
                time.sleep(0.1)
            else:
                log.seek(0)
                raise RuntimeError(f"{kind} did not start:\n{log.read().decode()[-3000:]}")
            yield f"http://127.0.0.1:{port}", process.pid
        finally:
            process.terminate()
            process.wait(timeout=120 if profile_dir else 10)  # profiled: it writes its stats first


def run_http(
    turns: int, *, warmup: int, turns_per_thread: int, fake: FakeProcess, server: str, profile_dir: str
) -> tuple[list, float, float]:
    """The same kind of turns through POST /api/chat under `server`, timed by a client reading the
    stream; also the server's CPU seconds for them."""
    import httpx

    rows, thread_id, started_all, cpu = [], None, 0.0, 0.0
    with (
        web_server(server, profile_dir=profile_dir) as (base_url, pid),
        httpx.Client(base_url=base_url, timeout=30) as client,
    ):
        for n in range(warmup + turns):
            if n == warmup:
                if profile_dir:
                    os.kill(pid, signal.SIGUSR1)  # bench/profiled_server.py: profile from here on
                rows, started_all, cpu = [], time.perf_counter(), process_cpu(pid)
            if n % turns_per_thread == 0:
                thread_id = None
            # A question daphne's embedder has not cached: each one is embedded, as in-process.
            body = {"message": http_question(n), "thread_id": thread_id}
            events, first_text, started = {}, None, time.perf_counter()
            with client.stream("POST", "/api/chat", json=body) as response:
                if response.status_code != 200:
                    raise RuntimeError(f"HTTP {response.status_code}: {response.read()[:300]!r}")
                for name, data, at in read_events(response):
                    if name == "text" and first_text is None:
                        first_text = at - started
                    events[name] = data
            total = time.perf_counter() - started
            thread_id = events["meta"]["thread_id"]
            rows.append(
                {
                    "total": total * 1000,
                    "first_text": (first_text or total) * 1000,
                    # A refused turn (a guard, no source) may never have asked the model.
                    "fake": fake.take_all(expected=events["done"]["outcome"] != "refused") * 1000,
                    "trace_total": events["trace"]["total_ms"],
                    "outcome": f"{events['done']['outcome']}/{events['done']['reason']}",
                }
            )
        cpu = process_cpu(pid) - cpu
    return rows, time.perf_counter() - started_all, cpu


def http_report(
    rows: list[dict], wall: float, cpu: float, *, server: str, in_process_total: dict | None
) -> dict:
    total = summary([r["total"] for r in rows])
    return {
        "server": server,
        "server_cpu_ms_per_turn": round(cpu * 1000 / len(rows), 1),
        "turns": len(rows),
        "outcomes": dict(Counter(r["outcome"] for r in rows)),
        "total_ms": total,
        "first_text_ms": summary([r["first_text"] for r in rows]),
        "beyond_fake_ms": summary([r["total"] - r["fake"] for r in rows]),
        "trace_ms": summary([r["trace_total"] for r in rows]),
        "turns_per_second": round(len(rows) / wall, 1),
        "added_p50_ms": round(total["p50"] - in_process_total["p50"], 2) if in_process_total else None,
    }


def report(rows: list[dict], wall: float, cpu: float, chunks: int, args) -> dict:
    overhead = [r["total"] - r["provider"] for r in rows]
    beyond_fake = [r["total"] - r["fake"] for r in rows]
    first_text_beyond = [r["first_text"] - r["first_text_provider"] for r in rows]
    node_ms: dict[str, list[float]] = defaultdict(list)
    for row in rows:
        for node in row["nodes"]:
            node_ms[node["node"]].append(node["ms"])
    outside_graph = [r["total"] - r["trace_total"] for r in rows]
    result = {
        "turns": len(rows),
        "turns_per_thread": args.turns_per_thread,
        "sample_chunks": chunks,
        "outcomes": dict(Counter(f"{r['outcome']}/{r['reason']}" for r in rows)),
        "total_ms": summary([r["total"] for r in rows]),
        "provider_ms": summary([r["provider"] for r in rows]),
        "fake_ms": summary([r["fake"] for r in rows]),
        "overhead_ms": summary(overhead),
        "overhead_beyond_fake_ms": summary(beyond_fake),
        "first_text_ms": summary([r["first_text"] for r in rows]),
        "first_text_beyond_provider_ms": summary(first_text_beyond),
        "turns_per_second": round(len(rows) / wall, 1),
        # This process's CPU (every thread; the fake model runs in a process of its own).
        "cpu_ms_per_turn": round(cpu * 1000 / len(rows), 1),
        "graph_ms": summary([r["trace_total"] for r in rows]),
        "outside_graph_ms": summary(outside_graph),
        "node_ms": {name: summary(values) for name, values in node_ms.items()},
        "targets_ms": TARGETS_MS,
        "meets_targets": statistics.median(overhead) <= TARGETS_MS["p50"]
        and percentile(overhead, 95) <= TARGETS_MS["p95"],
        "python": platform.python_version(),
        "cpus": os.cpu_count(),
    }
    return result


def row(label: str, figures: dict, note: str = "") -> None:
    print(f"| {label} | {figures['p50']:.1f} | {figures['p95']:.1f} | {note} |")


def print_report(result: dict) -> None:
    print(
        f"{result['turns']} turns, sequential, one event loop, a new thread every {result['turns_per_thread']} turns, "
        f"{result['sample_chunks']} sample chunks; outcomes {result['outcomes']}\n"
    )
    print("| per turn | p50 ms | p95 ms | |")
    print("|---|---|---|---|")
    row("total (turn_events → done)", result["total_ms"])
    row("provider (awaiting the SDK stream)", result["provider_ms"], "openai SDK + loopback HTTP + fake")
    row("  of which the fake server", result["fake_ms"], "parsed request → last chunk written")
    target = f"target p50 ≤ {TARGETS_MS['p50']:g}, p95 ≤ {TARGETS_MS['p95']:g}"
    verdict = "met" if result["meets_targets"] else "MISSED"
    row("**overhead = total - provider**", result["overhead_ms"], f"{target}: {verdict}")
    row("total - fake server", result["overhead_beyond_fake_ms"], "overhead incl. the SDK's own work")
    row("first text", result["first_text_ms"], "the reply is one sentence: released at stream end")
    row("first text beyond provider", result["first_text_beyond_provider_ms"])
    row("graph (trace total_ms)", result["graph_ms"])
    row("outside the graph", result["outside_graph_ms"], "meta, pause check, turn log row")
    for name, figures in result["node_ms"].items():
        row(f"  node {name}", figures, "from the trace event")
    print(
        f"\nturns per second: {result['turns_per_second']}; CPU a turn {result['cpu_ms_per_turn']} ms "
        f"(this process, all threads); load average {result['load_avg']}"
    )


def print_http_report(http: dict, *, load_avg: list[float]) -> None:
    print(
        f"\nthrough {http['server']} (POST /api/chat, {http['turns']} turns, client-side times; "
        f"outcomes {http['outcomes']})\n"
    )
    print("| per turn | p50 ms | p95 ms | |")
    print("|---|---|---|---|")
    row("total (request sent → stream closed)", http["total_ms"])
    row("first text", http["first_text_ms"])
    over = http["beyond_fake_ms"]["p50"] > HTTP_TARGET_P50_MS
    row(
        "**total - fake server** (HTTP overhead)",
        http["beyond_fake_ms"],
        f"the server, Django, the turn, the SDK; target ≤ {HTTP_TARGET_P50_MS:.0f} ms p50 at idle: "
        + ("over" if over else "met"),
    )
    row("server's own trace total_ms", http["trace_ms"])
    added = http["added_p50_ms"]
    print(
        f"\nturns per second: {http['turns_per_second']}; {http['server']}'s CPU a turn "
        f"{http['server_cpu_ms_per_turn']} ms; load average {load_avg}"
        + (f"; HTTP + {http['server']} add {added:.1f} ms at p50 to the in-process total" if added else "")
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--turns", type=int, default=200, help="in-process turns (0: none, HTTP only)")
    parser.add_argument("--warmup", type=int, default=20)
    parser.add_argument("--turns-per-thread", type=int, default=4, help="history stays this short")
    parser.add_argument("--http", type=int, default=50, help="turns through the server afterwards (0: none)")
    parser.add_argument(
        "--server", choices=["daphne", "uvicorn"], default="daphne", help="for the HTTP turns"
    )
    parser.add_argument(
        "--profile-server",
        default="",
        metavar="DIR",
        help="cProfile the server (CPU time, the measured HTTP turns; bench/profiled_server.py) into DIR",
    )
    parser.add_argument(
        "--profile", action="store_true", help="cProfile the measured turns (the event loop's thread only)"
    )
    args = parser.parse_args()

    fake = FakeProcess()
    try:
        use_bench_settings(fake)
        chunks = prepare_database()
        settle_writes()

        import chat.graph.nodes
        from chat.providers import get_provider

        provider_clock = ProviderClock()
        chat.graph.nodes.get_provider = lambda: provider_clock.wrap(get_provider())
        rows, profiler, http = [], None, None
        if args.turns > 0:
            rows, wall, cpu, profiler = asyncio.run(benchmark(args, fake, provider_clock))
        if args.http > 0:
            http = run_http(
                args.http,
                warmup=min(args.warmup, 10),
                turns_per_thread=args.turns_per_thread,
                fake=fake,
                server=args.server,
                profile_dir=args.profile_server,
            )
    finally:
        fake.stop()

    result = report(rows, wall, cpu, chunks, args) if rows else {}
    result["load_avg"] = [round(figure, 2) for figure in os.getloadavg()]  # a loaded machine: noise
    if rows:
        print_report(result)
    if http:
        result["http"] = http_report(*http, server=args.server, in_process_total=result.get("total_ms"))
        print_http_report(result["http"], load_avg=result["load_avg"])
    if profiler:
        out = io.StringIO()
        pstats.Stats(profiler, stream=out).sort_stats("cumulative").print_stats(40)
        print(out.getvalue())
    print(json.dumps({"bench": "turn", **{k: v for k, v in result.items() if k != "node_ms"}}))
    results = ROOT / "bench" / "results"
    results.mkdir(exist_ok=True)
    (results / "turn.json").write_text(json.dumps({**result, "rows": rows}, indent=2))


if __name__ == "__main__":
    main()
