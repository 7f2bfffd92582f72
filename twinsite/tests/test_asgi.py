"""The web process's entry point (twinsite/asgi.py)."""

from __future__ import annotations

import subprocess
import sys

from django.conf import settings

from tests.support.daphne import server_env

SCRIPT = "import gc, twinsite.asgi; print(gc.get_freeze_count())"


def test_the_web_process_moves_what_it_loaded_out_of_the_collectors_way(db):
    """Django, the graph and the apps are loaded once and live as long as the process: frozen, a
    full collection under load walks only what the turns allocate (bench-load's first-text p95)."""
    result = subprocess.run(
        [sys.executable, "-c", SCRIPT],
        env=server_env(),
        capture_output=True,
        text=True,
        cwd=settings.BASE_DIR,
        timeout=180,
    )
    assert result.returncode == 0, result.stderr
    assert int(result.stdout.split()[-1]) > 10_000  # 0 without the freeze


WARMED = """
import threading, time, twinsite.asgi
from safety import language
(warm,) = [t for t in threading.enumerate() if t.name == "warm-up"]
warm.join(170)
started = time.process_time()
language.detect_language("Which projects did you lead?")
print(language._identifiers.cache_info().currsize, round((time.process_time() - started) * 1000, 1))
"""


def test_the_web_process_loads_the_language_model_before_the_first_turn(db):
    """The first visitor's question doesn't wait ~1.8 s for py3langid's model to load."""
    result = subprocess.run(
        [sys.executable, "-c", WARMED],
        env=server_env(),
        capture_output=True,
        text=True,
        cwd=settings.BASE_DIR,
        timeout=180,
    )
    assert result.returncode == 0, result.stderr
    loaded, first_guess_ms = result.stdout.split()[-2:]
    assert loaded == "1" and float(first_guess_ms) < 200  # loading it takes over a second of CPU


BROKEN_ENCODER = """
import threading, django
django.setup()
from knowledge import embeddings
def broken():
    raise RuntimeError("no encoder")
embeddings.embedder_warm_up = broken
import twinsite.asgi
from safety import language
(warm,) = [t for t in threading.enumerate() if t.name == "warm-up"]
warm.join(170)
print(language._identifiers.cache_info().currsize)
"""


def test_a_failing_encoder_warm_up_leaves_the_language_model_warmed_and_is_logged(db):
    result = subprocess.run(
        [sys.executable, "-c", BROKEN_ENCODER],
        env=server_env(),
        capture_output=True,
        text=True,
        cwd=settings.BASE_DIR,
        timeout=180,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.split()[-1] == "1"  # 0: the encoder's error ended the warm-up
    assert "warm-up of the sentence encoder failed" in result.stderr
