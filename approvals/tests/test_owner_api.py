from __future__ import annotations

import pytest

from approvals.models import PendingApproval
from approvals.tests.conftest import OWNER_TOKEN

pytestmark = pytest.mark.django_db


@pytest.fixture
def approval():
    return PendingApproval.objects.create(
        thread_id="thread-1",
        turn_id="turn-1",
        tool_call_id="call-1",
        tool_name="draft_contact_message",
        arguments={},
    )


def routes(approval):
    return [
        ("get", "/api/owner/approvals?status=pending", None),
        ("post", f"/api/owner/approvals/{approval.pk}/decision", {"decision": "approve", "note": None}),
    ]


def call(client, method, url, body, **headers):
    if method == "get":
        return client.get(url, headers=headers)
    return client.post(url, body, content_type="application/json", headers=headers)


def test_every_owner_route_is_404_when_no_token_is_configured(client, settings, approval):
    settings.OWNER_API_TOKEN = ""
    for method, url, body in routes(approval):
        assert call(client, method, url, body, Authorization="Bearer anything").status_code == 404
    assert PendingApproval.objects.get().status == "pending"


@pytest.mark.parametrize(
    "header", [None, "Bearer wrong", OWNER_TOKEN, f"Bearer {OWNER_TOKEN} ", f"Bearer {OWNER_TOKEN[:-1]}"]
)
def test_a_missing_or_wrong_token_is_401_and_changes_nothing(client, owner_token, approval, header):
    for method, url, body in routes(approval):
        headers = {"Authorization": header} if header else {}
        assert call(client, method, url, body, **headers).status_code == 401
    assert PendingApproval.objects.get().status == "pending"


def test_the_owner_lists_approvals_by_status(client, owner_token, approval):
    PendingApproval.objects.create(
        thread_id="t2",
        turn_id="turn-2",
        tool_call_id="c",
        tool_name="draft_contact_message",
        arguments={},
        status="rejected",
    )
    response = client.get(
        "/api/owner/approvals?status=pending", headers={"Authorization": f"Bearer {owner_token}"}
    )
    assert response.status_code == 200
    assert [item["id"] for item in response.json()] == [str(approval.pk)]


def test_deciding_an_unknown_approval_is_404(client, owner_token):
    response = client.post(
        "/api/owner/approvals/00000000-0000-0000-0000-000000000000/decision",
        {"decision": "approve"},
        content_type="application/json",
        headers={"Authorization": f"Bearer {owner_token}"},
    )
    assert response.status_code == 404


def test_a_decision_must_be_approve_or_reject(client, owner_token, approval):
    response = client.post(
        f"/api/owner/approvals/{approval.pk}/decision",
        {"decision": "maybe"},
        content_type="application/json",
        headers={"Authorization": f"Bearer {owner_token}"},
    )
    assert response.status_code == 422
    assert PendingApproval.objects.get().status == "pending"
