from __future__ import annotations

import uuid
from datetime import datetime
from typing import Annotated, Literal

from ninja import Schema
from pydantic import ConfigDict, StringConstraints


class ApprovalOut(Schema):
    id: uuid.UUID
    thread_id: str
    tool_name: str
    arguments: dict
    status: str
    created_at: datetime
    expires_at: datetime
    decided_at: datetime | None
    note: str


class DecisionIn(Schema):
    model_config = ConfigDict(extra="forbid")

    decision: Literal["approve", "reject"]
    note: Annotated[str, StringConstraints(strip_whitespace=True, max_length=2000)] | None = None
