"""Schemathesis over the public API, black-box: /api/openapi.json from a real daphne, every
operation called with generated input (valid and invalid) and the owner's token. No input may make
the server answer 5xx. Runs in `make test`, so in CI.

Schemathesis's own pytest plugin doesn't load under pytest 9, so its CLI runs here as a
subprocess: deterministic generation (the same cases every run, so a failure reproduces), one
worker, its report printed when the test fails. The chat's turns go to the fake model; the limits
are lifted (all requests come from one address).
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

OWNER_TOKEN = "fuzz-owner-token-of-at-least-32-characters"  # noqa: S105 (a test server)
SCHEMATHESIS = Path(sys.executable).with_name("schemathesis")


@pytest.fixture(scope="module")
def daphne_extra_env() -> dict[str, str]:
    return {"OWNER_API_TOKEN": OWNER_TOKEN}


def test_no_input_makes_the_api_answer_5xx(daphne_url, transactional_db, knowledge, tmp_path):
    result = subprocess.run(
        [
            str(SCHEMATHESIS),
            "run",
            f"{daphne_url}/api/openapi.json",
            "--checks",
            "not_a_server_error",
            "--header",
            f"Authorization: Bearer {OWNER_TOKEN}",
            "--max-examples",
            "25",
            "--generation-deterministic",
            "--workers",
            "1",
            "--request-timeout",
            "120",  # a busy machine is slow, not wrong
        ],
        capture_output=True,
        text=True,
        cwd=tmp_path,  # its cache (.schemathesis/) stays out of the repository
        timeout=1800,
        check=False,
    )
    print(result.stdout[-3000:])  # pytest shows it with -s, or when the test fails
    assert result.returncode == 0, f"{result.stdout[-6000:]}\n{result.stderr[-2000:]}"
