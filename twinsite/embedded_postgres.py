"""The embedded PostgreSQL 16 + pgvector that runs when DATABASE_URL is unset.

pgserver's default cleanup stops the server when the last process that started it exits, under the
feet of daphne or a Celery worker that only hold its URI. We own the lifecycle instead: start on
demand (pgserver takes an inter-process lock, so web, worker and manage.py may race here safely),
and stop only when asked (`python -m twinsite.embedded_postgres stop`, or `make stop`).
"""

from __future__ import annotations

import contextlib
import subprocess
import sys
import warnings
from pathlib import Path


def start(datadir: Path, *, max_connections: int | None = None) -> str:
    """Start (or reuse) the server on `datadir` and return its connection URI.

    `max_connections`: the server's connection budget (settings.PG_MAX_CONNECTIONS). It is kept in
    the data folder (ALTER SYSTEM) and takes effect when the server starts: a server this call
    started with another value is restarted at once; one already running (other processes use it)
    keeps its value until `make stop`, with a warning.
    """
    # pgserver creates the folder with exist_ok=False before taking its lock: two processes starting
    # on a fresh checkout would race there, so the folder is made here first.
    datadir.mkdir(parents=True, exist_ok=True)
    was_running = (datadir / "postmaster.pid").exists()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # platformdirs warns about XDG_RUNTIME_DIR on every import
        import pgserver

        server = pgserver.get_server(datadir, cleanup_mode=None)
    uri = server.get_uri()
    if max_connections is not None:
        _budget_connections(datadir, uri, max_connections, restart=not was_running)
    return uri


def _budget_connections(datadir: Path, uri: str, wanted: int, *, restart: bool) -> None:
    import psycopg

    with psycopg.connect(uri, autocommit=True) as conn:
        current = int(conn.execute("SHOW max_connections").fetchone()[0])
        if current == wanted:
            return
        conn.execute(f"ALTER SYSTEM SET max_connections = {int(wanted)}")
    if restart:
        _pg_ctl(datadir, "restart -m fast")  # postmaster.opts keeps pgserver's socket options
    else:
        warnings.warn(
            f"the embedded PostgreSQL allows {current} connections, not {wanted}, until it restarts "
            "(make stop)",
            stacklevel=3,
        )


def stop(datadir: Path) -> None:
    """Stop the server cleanly (fast shutdown: open sessions are rolled back, data stays)."""
    if not (datadir / "postmaster.pid").exists():
        return
    _pg_ctl(datadir, "stop -m fast")


def _pg_ctl(datadir: Path, action: str) -> None:
    from pgserver._commands import POSTGRES_BIN_PATH

    user = ["su", "pgserver", "-s", "/bin/sh", "-c"] if _running_as_root() else None
    command = f"{POSTGRES_BIN_PATH / 'pg_ctl'} -D {datadir} -w -l {datadir / 'log'} {action}"
    subprocess.run([*user, command] if user else command.split(), check=True, stdout=subprocess.DEVNULL)


def ensure_database(uri: str, name: str) -> None:
    """Create database `name` on the embedded server if it is missing (idempotent under races)."""
    import psycopg
    from psycopg import sql

    with psycopg.connect(uri, autocommit=True) as conn:
        exists = conn.execute("SELECT 1 FROM pg_database WHERE datname = %s", [name]).fetchone()
        if not exists:
            # Another process may create it between our check and our create.
            with contextlib.suppress(psycopg.errors.DuplicateDatabase):
                conn.execute(sql.SQL("CREATE DATABASE {}").format(sql.Identifier(name)))


def _running_as_root() -> bool:
    import os

    return os.geteuid() == 0


if __name__ == "__main__":
    folder = Path(__file__).resolve().parent.parent / "var" / "pgdata"
    action = sys.argv[1] if len(sys.argv) > 1 else "start"
    if action == "stop":
        stop(folder)
        print("embedded PostgreSQL stopped")
    else:
        print(start(folder))
