"""A web server (daphne or uvicorn) under cProfile, for bench/load.py --profile DIR.

The server's main thread (its event loop) is profiled from SIGUSR1 on (bench/load.py sends it
before each scenario, so start-up is left out); at exit (SIGTERM stops the reactor or
uvicorn gracefully) the stats go to DIR/<kind>-<pid>.prof, and the threads started since
(asgiref's sync_to_async workers) to DIR/<kind>-<pid>.threads.prof, and the CPU time of each
thread still alive to DIR/<kind>-<pid>.threads.

Timed in each thread's CPU time, not wall time: on a loaded machine a wall-clock profile charges
every syscall and GIL wait to whatever was running (epoll calls looked like a third of a turn).

    .venv/bin/python bench/profiled_server.py DIR daphne -e tcp:port=8000 twinsite.asgi:application
"""

from __future__ import annotations

import cProfile
import os
import pstats
import signal
import sys
import threading
import time
from collections import Counter
from pathlib import Path

CLOCK_TICKS = os.sysconf("SC_CLK_TCK")


def thread_cpu() -> dict[str, float]:
    """CPU seconds (user + system) per thread name of this process, summed by name."""
    names = {t.native_id: t.name for t in threading.enumerate()}
    seconds: Counter = Counter()
    for task in Path("/proc/self/task").iterdir():
        fields = (task / "stat").read_text().rsplit(")", 1)[1].split()
        name = names.get(int(task.name), "(native: " + (task / "comm").read_text().strip() + ")")
        name = name.rstrip("0123456789_-")  # ThreadPoolExecutor-0_3 -> ThreadPoolExecutor
        seconds[name] += (int(fields[11]) + int(fields[12])) / CLOCK_TICKS
    return dict(seconds)


def main() -> None:
    out, kind, *args = sys.argv[1:]
    sys.argv = [kind, *args]
    profiler = cProfile.Profile(time.thread_time)
    per_thread: Counter = Counter()
    workers: list[cProfile.Profile] = []  # threads (sync_to_async hops) started once profiling is on
    original_run = threading.Thread.run

    def profiled_run(thread: threading.Thread) -> None:
        if not profiling.is_set():
            return original_run(thread)
        own = cProfile.Profile(time.thread_time)
        workers.append(own)
        own.enable()
        try:
            return original_run(thread)
        finally:
            own.disable()

    profiling = threading.Event()
    threading.Thread.run = profiled_run

    def start(*_) -> None:
        profiling.set()
        profiler.enable()

    signal.signal(signal.SIGUSR1, start)
    try:
        if kind == "daphne":
            from daphne.cli import CommandLineInterface

            CommandLineInterface.entrypoint()
        else:
            import uvicorn.main

            uvicorn.main.main()
    except SystemExit:
        pass
    finally:
        profiler.disable()
        per_thread.update(thread_cpu())
        stem = Path(out) / f"{kind}-{os.getpid()}"
        profiler.dump_stats(f"{stem}.prof")
        if workers:
            for own in workers:
                own.disable()
            stats = pstats.Stats(workers[0])
            for own in workers[1:]:
                stats.add(own)
            stats.dump_stats(f"{stem}.threads.prof")
        Path(f"{stem}.threads").write_text(
            "\n".join(f"{s:8.2f} s  {n}" for n, s in per_thread.most_common()) + "\n"
        )


if __name__ == "__main__":
    main()
