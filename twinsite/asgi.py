"""ASGI entry point, served by daphne; Channels routes HTTP: the live-update stream (`chat.live`) to
its consumer, everything else to Django."""

from __future__ import annotations

import os

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "twinsite.settings")
# numpy (the embedder) would start a BLAS thread per core in each web process; one turn never
# needs more than one, and the extra threads only compete with the event loop for the cores.
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")

import gc
import logging
import threading

from channels.routing import ProtocolTypeRouter, URLRouter
from django.core.asgi import get_asgi_application
from django.urls import re_path

django_application = get_asgi_application()

from chat.checkpoints import serving_loop  # noqa: E402 (needs the apps loaded)
from chat.graph import builder  # noqa: E402, F401 (the URLs no longer import it: loaded before the first turn and gc.freeze)
from chat.live import live_routes  # noqa: E402
from chat.providers.offline.spelling import spelling_warm_up  # noqa: E402
from knowledge.embeddings import embedder_warm_up  # noqa: E402
from safety.language import detect_language  # noqa: E402

logger = logging.getLogger(__name__)


async def django_on_server_loop(scope, receive, send):
    """Django, on the server's loop: marked, so reads share the checkpointer's pool with turns."""
    serving_loop()
    await django_application(scope, receive, send)


application = ProtocolTypeRouter({"http": URLRouter([*live_routes, re_path(r"", django_on_server_loop)])})


def warm_up() -> None:
    """Load what the first turn would otherwise wait for, off the server's loop: the sentence
    encoder (1.3-1.5 s), the language model retrieval and the refusals guess with (~1.8 s), and the
    word frequency lists the offline answer reads typos with (~1.2 s)."""
    for name, load in (
        ("sentence encoder", embedder_warm_up),
        ("language model", lambda: detect_language("Where did you work before this?")),
        ("word frequencies", spelling_warm_up),
    ):
        try:  # each apart: a failing encoder leaves the language model to warm
            load()
        except Exception:
            logger.exception("warm-up of the %s failed; the first turn loads it", name)


threading.Thread(target=warm_up, name="warm-up", daemon=True).start()

# Everything loaded so far lives as long as the process: out of the collector's way, so a full
# collection under load walks only what turns allocate (the tail of first-text latency).
gc.freeze()
