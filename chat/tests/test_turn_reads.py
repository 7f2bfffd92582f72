"""What a turn reads of the database: the published knowledge version once, in the round trip that
records the thread and reads its checkpoint; the answer's cards once per version and set of cited
documents. Counted as statements reach psycopg, on every thread and both pools."""

from __future__ import annotations

import pytest
from django.db.backends.postgresql.base import Cursor as PostgresCursor
from django.utils import timezone
from psycopg import AsyncCursor

from chat.models import Thread
from knowledge import selectors
from knowledge.models import Document
from knowledge.selectors import PUBLISHED_VERSION_SQL

QUESTION = "What did Mara build at Kovalent Pay?"


class Statements(list):
    """(pool, sql, sent in a pipeline, connection) for each statement, in order."""

    def version_reads(self) -> list[tuple]:
        return [s for s in self if PUBLISHED_VERSION_SQL in s[1]]

    def panel_reads(self) -> list[tuple]:
        return [s for s in self if '"front_matter"' in s[1] and '"knowledge_document"."doc_id" IN' in s[1]]


@pytest.fixture
def statements(monkeypatch) -> Statements:
    seen = Statements()
    execute, aexecute = PostgresCursor.execute, AsyncCursor.execute

    def django(self, query, params=None, **kwargs):
        seen.append(("django", str(query), False, None))
        return execute(self, query, params, **kwargs)

    async def checkpointer(self, query, params=None, **kwargs):
        seen.append(("checkpointer", str(query), self.connection._pipeline is not None, self.connection))
        return await aexecute(self, query, params, **kwargs)

    monkeypatch.setattr(PostgresCursor, "execute", django)
    monkeypatch.setattr(AsyncCursor, "execute", checkpointer)
    monkeypatch.setattr(selectors, "_derived", {})  # nothing kept from an earlier test
    return seen


def test_a_turn_reads_the_version_once_beside_its_thread_row_and_checkpoint(run_turn, statements):
    run_turn(QUESTION)  # reads what retrieval keeps for a while (the owner's name), whatever the version
    statements.clear()
    first = run_turn(QUESTION)
    assert first.done["outcome"] == "answered"
    (read,) = statements.version_reads()
    assert read[0] == "checkpointer" and "INSERT INTO chat_thread" in read[1]  # one statement
    assert not any(s[0] == "django" and "chat_thread" in s[1] for s in statements)
    first_turn_at = Thread.objects.get(thread_id=first.thread_id).last_turn_at

    statements.clear()
    second = run_turn("And how did the ledger rewrite work?", thread_id=first.thread_id)

    assert second.done["outcome"] == "answered" and second.thread_id == first.thread_id
    (read,) = statements.version_reads()
    checkpoint_read = next(
        s for s in statements if s[0] == "checkpointer" and "from checkpoints" in s[1].lower()
    )
    # Sent together in one pipeline on one connection: one round trip.
    assert read[2] and checkpoint_read[2] and read[3] is checkpoint_read[3]
    assert Thread.objects.get(thread_id=first.thread_id).last_turn_at > first_turn_at
    assert len(second.named("text")) > 0  # the run saw the earlier turn's checkpoint (no crash)


def test_the_cards_are_read_once_per_version_and_cited_documents(run_turn, statements):
    first = run_turn(QUESTION)
    assert first.named("panel") and len(statements.panel_reads()) == 1

    statements.clear()
    again = run_turn(QUESTION)
    assert again.named("panel") == first.named("panel")
    assert statements.panel_reads() == []

    cited = first.named("panel")[0]["props"]["id"]
    Document.objects.filter(doc_id=cited).update(title="A renamed project", updated_at=timezone.now())
    statements.clear()
    edited = run_turn(QUESTION)
    assert len(statements.panel_reads()) == 1  # a new version: read again
    assert edited.named("panel")[0]["props"]["title"] == "A renamed project"
