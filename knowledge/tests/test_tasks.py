"""The re-sync task on both paths: eager in-process (no REDIS_URL) and a real worker over Redis."""

from __future__ import annotations

import os
import subprocess
import sys
import time
import uuid

import pytest
import redis
from django.conf import settings
from django.db import connection

from core.databases import database_uri
from knowledge.models import EMBEDDING_DIMENSIONS, Chunk, Document
from knowledge.services import knowledge_load
from knowledge.tasks import sync_document
from tests.support.knowledge import write_knowledge_file
from twinsite.celery import app as celery_app

REDIS_URL = os.environ.get("TWINSITE_TEST_REDIS_URL", "redis://127.0.0.1:6379/15")
NEW_SECTION = "\n## Added later\nA section the worker must embed.\n"


def add_section(doc_id: str) -> Document:
    document = Document.objects.get(doc_id=doc_id)
    document.body += NEW_SECTION
    document.save()
    return document


@pytest.mark.django_db
def test_without_redis_the_task_runs_eagerly(tmp_path):
    assert settings.CELERY_TASK_ALWAYS_EAGER
    write_knowledge_file(tmp_path, "a.md", doc_id="doc-a", body="Lead.\n")
    knowledge_load(directory=tmp_path)
    document = add_section("doc-a")
    sync_document.delay(document.pk)
    chunk = Chunk.objects.get(document=document, anchor="added-later")
    assert chunk.embedded_hash == chunk.content_hash


@pytest.fixture
def redis_worker():
    """A real `celery worker` subprocess on a private queue, sharing this test's database."""
    queue = f"twinsite-test-{uuid.uuid4().hex[:8]}"
    env = {
        **os.environ,
        "REDIS_URL": REDIS_URL,
        "DATABASE_URL": database_uri(connection.settings_dict),
        "LOG_LEVEL": "WARNING",
    }
    worker = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "celery",
            "-A",
            "twinsite",
            "worker",
            "--pool=solo",
            "-Q",
            queue,
            "--without-heartbeat",
            "--without-gossip",
            "--without-mingle",
            "--loglevel=WARNING",
        ],
        env=env,
        cwd=settings.BASE_DIR,
    )
    # Redis drops a message published before any worker bound its queue: wait for the binding.
    redis_client = redis.Redis.from_url(REDIS_URL)
    deadline = time.monotonic() + 60
    while not redis_client.exists(f"_kombu.binding.{queue}"):
        if worker.poll() is not None or time.monotonic() > deadline:
            pytest.fail(f"celery worker did not start (exit code {worker.poll()})")
        time.sleep(0.2)
    worker.queue = queue
    celery_app.conf.task_always_eager = False
    try:
        yield worker
    finally:
        celery_app.conf.task_always_eager = True
        worker.terminate()
        worker.wait(timeout=20)


@pytest.mark.redis
@pytest.mark.django_db(transaction=True)
def test_with_redis_a_worker_process_resyncs(tmp_path, redis_worker):
    write_knowledge_file(tmp_path, "a.md", doc_id="doc-a", body="Lead.\n")
    knowledge_load(directory=tmp_path)
    document = add_section("doc-a")
    with celery_app.connection_for_write(REDIS_URL) as broker:
        sync_document.apply_async([document.pk], connection=broker, queue=redis_worker.queue)
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and redis_worker.poll() is None:
        chunk = Chunk.objects.filter(document=document, anchor="added-later").first()
        if chunk and chunk.embedded_hash == chunk.content_hash:
            break
        time.sleep(0.3)
    else:
        pytest.fail(f"worker did not sync the document (exit code {redis_worker.poll()})")
    assert chunk.embedding is not None and len(chunk.embedding) == EMBEDDING_DIMENSIONS
