from __future__ import annotations

import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import psycopg
import pytest
from django.conf import settings

from twinsite.embedded_postgres import stop

START = "import sys, pathlib; from twinsite.embedded_postgres import start; print(start(pathlib.Path(sys.argv[1])))"


def start_in_new_process(datadir) -> subprocess.Popen:
    return subprocess.Popen(
        [sys.executable, "-c", START, str(datadir)], stdout=subprocess.PIPE, cwd=settings.BASE_DIR
    )


@pytest.fixture
def datadir():
    # Not under pytest's tmp_path: as root, pgserver runs PostgreSQL as its own user, which must
    # reach the folder, and every pytest run by the same user resets /tmp/pytest-of-<user> to 0700
    # (a second suite started beside this one made initdb fail with "Permission denied").
    parent = Path(tempfile.mkdtemp(prefix="twinsite-pgdata-"))
    parent.chmod(0o755)
    folder = parent / "pgdata"
    yield folder
    stop(folder)
    shutil.rmtree(parent, ignore_errors=True)


def test_two_processes_starting_at_once_share_one_server_that_outlives_them(datadir):
    racers = [start_in_new_process(datadir) for _ in range(2)]
    uris = [racer.communicate(timeout=120)[0].decode().strip() for racer in racers]
    assert all(racer.returncode == 0 for racer in racers)
    assert uris[0] == uris[1]
    # Both starters have exited; the server must still answer (pgserver's default would stop it).
    with psycopg.connect(uris[0], autocommit=True) as conn:
        assert conn.execute("SELECT 1").fetchone() == (1,)


def test_data_survives_a_clean_stop_and_restart(datadir):
    starter = start_in_new_process(datadir)
    uri = starter.communicate(timeout=120)[0].decode().strip()
    with psycopg.connect(uri, autocommit=True) as conn:
        conn.execute("CREATE TABLE ledger (spent numeric)")
        conn.execute("INSERT INTO ledger VALUES (1.25)")
    stop(datadir)
    assert not (datadir / "postmaster.pid").exists()
    with pytest.raises(psycopg.OperationalError):
        psycopg.connect(uri, connect_timeout=2)

    restarted = start_in_new_process(datadir)
    uri = restarted.communicate(timeout=120)[0].decode().strip()
    with psycopg.connect(uri) as conn:
        assert conn.execute("SELECT spent FROM ledger").fetchone()[0] == pytest.approx(1.25)
        assert conn.execute("SELECT 1 FROM pg_available_extensions WHERE name = 'vector'").fetchone()
