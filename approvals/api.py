"""The owner's API: decide on approvals from outside admin. Off (404) unless OWNER_API_TOKEN is set."""

from __future__ import annotations

import hmac
import uuid

from django.conf import settings
from ninja import Router, Status
from ninja.errors import HttpError

from approvals.models import PendingApproval
from approvals.schemas import ApprovalOut, DecisionIn
from approvals.selectors import approvals_with_status
from approvals.services import ApprovalConflict, approval_decide, approvals_expire
from core.schemas import ErrorOut

router = Router(tags=["owner"])


def owner_only(request) -> None:
    token = settings.OWNER_API_TOKEN
    if not token:
        raise HttpError(404, "Not Found")  # nothing can be approved from outside admin
    given = request.headers.get("Authorization", "")
    if not hmac.compare_digest(given.encode(), f"Bearer {token}".encode()):
        raise HttpError(401, "A valid owner token is required")


@router.get("/approvals", response=list[ApprovalOut])
def approvals_list(request, status: PendingApproval.Status | None = None):
    owner_only(request)
    approvals_expire()
    return list(approvals_with_status(status)[:200])


@router.post("/approvals/{approval_id}/decision", response={200: ApprovalOut, 404: ErrorOut, 409: ErrorOut})
def approval_decision(request, approval_id: uuid.UUID, payload: DecisionIn):
    owner_only(request)
    try:
        approval_decide(
            approval_id=approval_id, decision=payload.decision, actor="owner API", note=payload.note or ""
        )
    except PendingApproval.DoesNotExist:
        return Status(404, {"detail": "No such approval"})
    except ApprovalConflict as conflict:
        return Status(409, {"detail": f"This approval was {conflict}; nothing changed"})
    return PendingApproval.objects.get(pk=approval_id)
