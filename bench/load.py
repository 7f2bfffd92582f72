"""Load benchmark: many chat streams open at once against real servers, with a slow scripted model.

Self-contained: it starts the fake OpenAI-compatible model (first-token delay and word rate as
options), one or two web servers on 127.0.0.1 on a database of its own (`twinsite_bench_load` on the
configured or embedded PostgreSQL; two processes also share Redis when BENCH_REDIS_URL answers),
runs the scenarios with a small asyncio client, prints a table, and stops everything it started.

Scenarios (each visitor has an IP of its own, sent as X-Forwarded-For through a trusted proxy):
  steady   RATE new turns a second for SECONDS (10/s for 20 s), each streaming ~12 s
  burst    BURST turns within one second (300)
Per configuration (daphne1: one daphne; daphne2: two sharing PostgreSQL and Redis; uvicorn1):
  idle first text   p50 of a few turns one at a time (the model's own delay included)
  answered / turned away (503 or 429 with Retry-After) / failed (5xx, dropped, a stream with no `done`)
  peak open streams (client side), first text added under load p50/p95 (minus idle p50),
  server CPU per answered turn (user + system of the server processes), /healthz afterwards.

    make bench-load            (or: .venv/bin/python bench/load.py --configs daphne1 --burst 100)
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import signal
import sys
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

import httpx

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "twinsite.settings")
os.environ.setdefault("LOG_LEVEL", "WARNING")

from common import percentile  # noqa: E402 (bench/ is on sys.path as a script)
from load_support import FakeModel, Server, bench_database_url, redis_url_if_up  # noqa: E402

QUESTION = "How did the Kovalent Pay ledger rewrite work?"
CLOCK_TICKS = os.sysconf("SC_CLK_TCK")


@dataclass
class Turn:
    status: int = 0
    first_text: float | None = None  # seconds from sending the request
    done: dict | None = None
    error: str = ""
    retry_after: str | None = None


@dataclass
class Scenario:
    name: str
    turns: list[Turn] = field(default_factory=list)
    open_now: int = 0
    peak_open: int = 0
    cpu_seconds: float = 0.0
    healthz: int = 0


async def one_turn(
    client: httpx.AsyncClient, url: str, visitor: int, scenario: Scenario, *, stop_at_text=False
):
    turn, started = Turn(), time.perf_counter()
    scenario.turns.append(turn)
    headers = {"X-Forwarded-For": f"10.{visitor >> 16 & 255}.{visitor >> 8 & 255}.{visitor & 255}"}
    try:
        async with client.stream(
            "POST", f"{url}/api/chat", json={"message": QUESTION, "thread_id": None}, headers=headers
        ) as response:
            turn.status, turn.retry_after = response.status_code, response.headers.get("retry-after")
            if response.status_code != 200:
                await response.aread()
                return
            scenario.open_now += 1
            scenario.peak_open = max(scenario.peak_open, scenario.open_now)
            try:
                name = None
                async for line in response.aiter_lines():
                    if line.startswith("event: "):
                        name = line[7:]
                    elif line.startswith("data: ") and name == "text" and turn.first_text is None:
                        turn.first_text = time.perf_counter() - started
                        if stop_at_text:
                            return
                    elif line.startswith("data: ") and name == "done":
                        turn.done = json.loads(line[6:])
            finally:
                scenario.open_now -= 1
    except httpx.HTTPError as error:
        turn.error = type(error).__name__


def server_cpu(servers: list[Server]) -> float:
    total = 0
    for server in servers:
        fields = Path(f"/proc/{server.pid}/stat").read_text().rsplit(")", 1)[1].split()
        total += int(fields[11]) + int(fields[12])  # utime, stime
    return total / CLOCK_TICKS


async def run(
    name: str, urls: list[str], servers: list[Server], starts: list[float], visitor0: int
) -> Scenario:
    """Start turn n at starts[n] seconds, on urls round-robin; wait for every stream to end."""
    scenario = Scenario(name)
    limits = httpx.Limits(max_connections=None, max_keepalive_connections=0)
    cpu_before = server_cpu(servers)
    async with httpx.AsyncClient(timeout=httpx.Timeout(120, connect=60), limits=limits) as client:
        began, tasks = time.perf_counter(), []
        for n, at in enumerate(starts):
            await asyncio.sleep(max(0.0, began + at - time.perf_counter()))
            tasks.append(asyncio.create_task(one_turn(client, urls[n % len(urls)], visitor0 + n, scenario)))
        await asyncio.gather(*tasks)
        scenario.cpu_seconds = server_cpu(servers) - cpu_before
        scenario.healthz = (await client.get(f"{urls[0]}/healthz")).status_code
    return scenario


async def idle_first_text(urls: list[str], visitor0: int, count: int) -> list[float]:
    scenario = Scenario("idle")
    async with httpx.AsyncClient(timeout=120) as client:
        for n in range(count):
            await one_turn(client, urls[n % len(urls)], visitor0 + n, scenario, stop_at_text=True)
            await asyncio.sleep(0.5)  # the cancelled turn winds down
    return [t.first_text for t in scenario.turns if t.first_text is not None]


def report(config: str, scenario: Scenario, idle_p50: float) -> dict:
    turns = scenario.turns
    answered = [t for t in turns if t.status == 200 and t.done and t.done.get("outcome") == "answered"]
    ended = [t for t in turns if t.status == 200 and t.done]
    away = [t for t in turns if t.status in (429, 503) and t.retry_after]
    failed = len(turns) - len(ended) - len(away)
    added = [t.first_text - idle_p50 for t in ended if t.first_text is not None]
    return {
        "config": config,
        "scenario": scenario.name,
        "turns": len(turns),
        "answered": len(answered),
        "other_done": len(ended) - len(answered),
        "turned_away": len(away),
        "failed": failed,
        "peak_open": scenario.peak_open,
        "added_p50_ms": round(percentile(added, 50) * 1000) if added else None,
        "added_p95_ms": round(percentile(added, 95) * 1000) if added else None,
        "cpu_ms_per_turn": round(scenario.cpu_seconds * 1000 / max(len(ended), 1), 1),
        "healthz": scenario.healthz,
        "errors": sorted(
            {t.error for t in turns if t.error}
            | {str(t.status) for t in turns if t.status >= 500 and not (t.status == 503 and t.retry_after)}
        ),
        "outcomes": dict(Counter(f"{t.done['outcome']}/{t.done['reason']}" for t in ended)),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--configs", default="daphne1,daphne2,uvicorn1", help="daphne1, daphne2, uvicorn1")
    parser.add_argument("--scenarios", default="steady,burst")
    parser.add_argument("--rate", type=float, default=10.0, help="steady: new turns a second")
    parser.add_argument("--seconds", type=float, default=20.0, help="steady: for this long")
    parser.add_argument("--burst", type=int, default=300, help="burst: turns within one second")
    parser.add_argument("--first-token", type=float, default=1.0, help="model: seconds to its first token")
    parser.add_argument("--words", type=int, default=60, help="model: words in each answer")
    parser.add_argument(
        "--word-rate", type=float, default=5.0, help="model: words a second (60 at 5/s: 12 s)"
    )
    parser.add_argument(
        "--keep-alive", action="store_true", help="model: keep connections open, as real providers do"
    )
    parser.add_argument(
        "--chunk-chars", type=int, default=6, help="model: characters of text a stream chunk (6: ~a word)"
    )
    parser.add_argument("--idle", type=int, default=5, help="turns one at a time for the idle baseline")
    parser.add_argument("--profile", default="", help="cProfile each server; stats into this folder")
    parser.add_argument("--json", action="store_true", help="one JSON object a line instead of the table")
    args = parser.parse_args()

    database_url = bench_database_url()
    # Flushed before use: only when a configuration runs several processes (one uses no Redis).
    several = any(int(config[-1]) > 1 for config in args.configs.split(","))
    redis_url = (
        redis_url_if_up(os.environ.get("BENCH_REDIS_URL", "redis://127.0.0.1:6379/5")) if several else ""
    )
    load = os.getloadavg()
    print(
        f"load average before: {load[0]:.2f} {load[1]:.2f} {load[2]:.2f}; cores: {os.cpu_count()}", flush=True
    )
    print(
        f"model: first token {args.first_token} s, {args.words} words at {args.word_rate}/s"
        f" in {args.chunk_chars}-character chunks,"
        f" connections {'kept alive' if args.keep_alive else 'closed after each answer'}",
        flush=True,
    )
    rows, visitor = [], 1
    fake = FakeModel(
        first_token=args.first_token,
        words=args.words,
        word_rate=args.word_rate,
        keep_alive=args.keep_alive,
        chunk_chars=args.chunk_chars,
    )
    with fake as model:
        for config in args.configs.split(","):
            kind, count = config.rstrip("0123456789"), int(config[-1])
            redis = redis_url if count > 1 else ""
            if count > 1 and not redis:
                print("(no Redis at BENCH_REDIS_URL: the processes share limits through PostgreSQL only)")
            servers = [
                Server.start(kind, database_url, model.base_url, redis_url=redis, profile_dir=args.profile)
                for _ in range(count)
            ]
            try:
                urls = [server.base_url for server in servers]
                idle = asyncio.run(idle_first_text(urls, visitor, args.idle))
                visitor += args.idle
                idle_p50 = percentile(idle, 50)
                print(
                    f"{config}: idle first text p50 {idle_p50 * 1000:.0f} ms ({len(idle)} turns)", flush=True
                )
                for name in args.scenarios.split(","):
                    if name == "steady":
                        starts = [n / args.rate for n in range(round(args.rate * args.seconds))]
                    else:
                        starts = [n / args.burst for n in range(args.burst)]
                    if args.profile:
                        for server in servers:
                            os.kill(server.pid, signal.SIGUSR1)  # bench/profiled_server.py: start now
                    scenario = asyncio.run(run(name, urls, servers, starts, visitor))
                    visitor += len(starts)
                    row = report(config, scenario, idle_p50) | {"idle_p50_ms": round(idle_p50 * 1000)}
                    row["load_avg"] = round(os.getloadavg()[0], 2)
                    rows.append(row)
                    print(json.dumps(row) if args.json else format_row(row), flush=True)
                    time.sleep(2)
            finally:
                for server in servers:
                    server.stop()
    if not args.json:
        print("\nadded: first text under load minus idle p50; failed: 5xx, dropped, or a stream without done")


def format_row(row: dict) -> str:
    return (
        f"{row['config']:9} {row['scenario']:6} turns {row['turns']:3}  answered {row['answered']:3}"
        f" (+{row['other_done']} other done)  turned away {row['turned_away']:3}  failed {row['failed']:3}"
        f"  peak open {row['peak_open']:3}  added p50 {row['added_p50_ms']} ms p95 {row['added_p95_ms']} ms"
        f"  cpu/turn {row['cpu_ms_per_turn']} ms  healthz {row['healthz']}  load {row['load_avg']}"
        + (f"  errors {row['errors']}" if row["errors"] else "")
        + (f"\n          outcomes {row['outcomes']}" if row["other_done"] else "")
    )


if __name__ == "__main__":
    main()
