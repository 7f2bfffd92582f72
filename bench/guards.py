"""Input-guard benchmark: throughput of all input guards (`safety.guards.screen`) in messages per second
and per-message latency, over the labelled guard dataset repeated to about 20,000 messages.

No database and no model:
    make bench-guards            (or: .venv/bin/python bench/guards.py --messages 50000)
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "twinsite.settings")
os.environ.setdefault("LOG_LEVEL", "WARNING")

from common import percentile  # noqa: E402 (bench/ is on sys.path as a script)


def run(messages: list[str], total: int) -> dict:
    from safety import guards
    from safety.normalise import prepare

    stream = [messages[i % len(messages)] for i in range(total)]
    latencies_us, per_guard_us = [], {guard.__name__: 0.0 for guard in guards.INPUT_GUARDS}
    started = time.perf_counter()
    for message in stream:
        t0 = time.perf_counter()
        guards.screen(message)
        latencies_us.append((time.perf_counter() - t0) * 1e6)
    elapsed = time.perf_counter() - started

    # Each guard alone over one pass of the dataset, cold: what one more guard costs.
    for guard in guards.INPUT_GUARDS:
        t0 = time.perf_counter()
        for message in messages:
            prepare.cache_clear()  # no help from the previous guard's preparation
            guard(message)
        per_guard_us[guard.__name__] = (time.perf_counter() - t0) * 1e6 / len(messages)
    t0 = time.perf_counter()
    for message in messages:
        prepare.cache_clear()
        prepare(message)
    prepare_us = (time.perf_counter() - t0) * 1e6 / len(messages)

    return {
        "messages": total,
        "distinct_messages": len(messages),
        "seconds": round(elapsed, 3),
        "messages_per_second": round(total / elapsed),
        "latency_us": {
            "median": round(statistics.median(latencies_us), 1),
            "p95": round(percentile(latencies_us, 95), 1),
            "p99": round(percentile(latencies_us, 99), 1),
            "max": round(max(latencies_us), 1),
        },
        "prepare_us": round(prepare_us, 1),
        "per_guard_cold_us": {name: round(us, 1) for name, us in per_guard_us.items()},
        "mean_chars": round(statistics.mean(len(m) for m in messages)),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--messages", type=int, default=20_000, help="messages to screen (dataset repeated)")
    parser.add_argument("--json", action="store_true", help="print the report as JSON")
    args = parser.parse_args()

    import django

    django.setup()
    from evals.guards import guard_cases_load

    messages = [case.text.strip() for case in guard_cases_load()]
    report = run(messages, args.messages)
    results = ROOT / "bench" / "results"
    results.mkdir(exist_ok=True)
    (results / "guards.json").write_text(json.dumps(report, indent=2))
    if args.json:
        print(json.dumps(report, indent=2))
        return
    latency = report["latency_us"]
    print(
        f"{report['messages']} messages ({report['distinct_messages']} distinct, mean {report['mean_chars']} chars) "
        f"through all {len(report['per_guard_cold_us'])} input guards in {report['seconds']} s"
    )
    print(f"throughput: {report['messages_per_second']:,} messages/s")
    print(
        f"latency per message: median {latency['median']} µs, p95 {latency['p95']} µs, "
        f"p99 {latency['p99']} µs, max {latency['max']} µs"
    )
    print(f"of which preparing a message (normalise, decode blobs): {report['prepare_us']} µs")
    print(
        "each guard alone, cold (µs/message): "
        + ", ".join(f"{k} {v}" for k, v in report["per_guard_cold_us"].items())
    )


if __name__ == "__main__":
    main()
