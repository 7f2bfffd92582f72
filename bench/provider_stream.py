"""CPU time of the OpenAI-compatible provider reading its streams, alone: many streams at once from
the load benchmark's fake model (its own process), as a busy web process reads them.

    .venv/bin/python bench/provider_stream.py [--streams 200 --concurrent 50 --through-httpx]
                                              [--keep-alive] [--profile FILE]

`--keep-alive`: the fake keeps its connections open as real providers do (by default it closes each
one, as the earlier figures were measured). `--profile FILE`: cProfile in CPU time, stats to FILE.

`--through-httpx` reads every body through httpx (as before `chat.providers.chunked_body`), for an
A/B on the same machine: alternate the two, compare CPU, not wall time.
"""

from __future__ import annotations

import argparse
import asyncio
import cProfile
import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "twinsite.settings")
os.environ.setdefault("LOG_LEVEL", "WARNING")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--streams", type=int, default=200)
    parser.add_argument("--concurrent", type=int, default=50)
    parser.add_argument("--words", type=int, default=60)
    parser.add_argument("--word-rate", type=float, default=30.0, help="words a second in each stream")
    parser.add_argument("--through-httpx", action="store_true")
    parser.add_argument(
        "--keep-alive", action="store_true", help="the fake keeps connections open, as real providers do"
    )
    parser.add_argument("--profile", default="", help="cProfile the measured streams (CPU time) into FILE")
    args = parser.parse_args()

    import django

    django.setup()
    from load_support import FakeModel  # bench/ is on sys.path (a script)

    from budget.pricing import Prices
    from chat.providers import openai_compatible
    from chat.providers.base import ModelRequest, TextDelta

    if args.through_httpx:
        openai_compatible.socket_body = lambda response: None

    async def run(base_url: str) -> None:
        provider = openai_compatible.OpenAICompatibleProvider(
            name="openai_compatible", model="m", prices=Prices(1, 0.1, 4), base_url=base_url, api_key="k"
        )
        request = ModelRequest(messages=[{"role": "user", "content": "q"}], tools=[])
        slots, texts = asyncio.Semaphore(args.concurrent), set()

        async def one() -> None:
            async with slots:
                items = [item async for item in provider.stream(request)]
                texts.add("".join(item.text for item in items if isinstance(item, TextDelta)))

        await asyncio.gather(*(one() for _ in range(10)))  # warm up
        profiler = cProfile.Profile(time.process_time) if args.profile else None
        cpu, wall = time.process_time(), time.perf_counter()
        if profiler:
            profiler.enable()
        await asyncio.gather(*(one() for _ in range(args.streams)))
        if profiler:
            profiler.disable()
            profiler.dump_stats(args.profile)
        cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
        assert len(texts) == 1, "every stream must read the same text"
        print(
            f"{'through httpx' if args.through_httpx else 'socket body'},"
            f" {'kept-alive' if args.keep_alive else 'closed'} connections: {args.streams} streams,"
            f" {args.concurrent} at once: {cpu / args.streams * 1000:.2f} ms CPU a stream"
            f" (wall {wall:.1f} s, load {os.getloadavg()[0]:.1f})"
        )

    fake = FakeModel(first_token=0.05, words=args.words, word_rate=args.word_rate, keep_alive=args.keep_alive)
    with fake as model:
        asyncio.run(run(model.base_url))


if __name__ == "__main__":
    main()
