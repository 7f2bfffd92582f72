# ruff: noqa: F811  (pytest fixtures imported from the chat browser tests, used as arguments)
"""The owner's decision reaches the open page through Channels (`chat.live`, /chat/updates), not by
polling; the page asks /chat/waiting every 3 s only when that push connection fails."""

from __future__ import annotations

import time

import httpx
import pytest

from e2e.test_chat_browser import (  # noqa: F401  (fixtures: the browser, the site, a reset fake model)
    CONTACT,
    OWNER_TOKEN,
    ask,
    eventually,
    fake,
    open_chat,
    page,
    pytestmark,
    screenshot,
    site,
    wait_until_answered,
)
from tests.support.fake_openai import ScriptedReply, ScriptedToolCall

playwright_api = pytest.importorskip("playwright.sync_api", reason="the playwright package is not installed")
expect = playwright_api.expect

ARGUMENTS = (
    '{"visitor_name": "Ada Byron", "visitor_email": "ada@example.org", '
    '"subject": "A platform role", "body": "Ada would like to talk about a platform role."}'
)
REPLY = "Your message has been approved and passed on; expect a reply by e-mail."
LISTEN = """() => {
  window.liveLog = [];
  document.body.addEventListener("htmx:sseOpen", (e) => {
    if (e.target.matches(".waiting")) window.liveLog.push(["open", performance.now()]);
  });
  document.body.addEventListener("htmx:sseMessage", (e) => {
    if (e.target.matches(".waiting")) window.liveLog.push(["update", performance.now()]);
  });
}"""


def wait_for_the_owner(page, fake) -> list[str]:
    """A contact request that pauses for the owner; returns the list the page's /chat/waiting
    requests are recorded in."""
    fake.chat_replies += [
        ScriptedReply(tool_calls=[ScriptedToolCall("draft_contact_message", ARGUMENTS)]),
        ScriptedReply(text=REPLY),
    ]
    asked = []
    page.on("request", lambda request: "/chat/waiting" in request.url and asked.append(request.url))
    page.goto("/about/")
    page.evaluate(LISTEN)
    open_chat(page)
    ask(page, CONTACT)
    wait_until_answered(page)
    expect(page.locator(".waiting")).to_be_visible()
    return asked


def owner_decides(site: str, decision: str = "approve") -> httpx.Response:
    owner = {"Authorization": f"Bearer {OWNER_TOKEN}"}
    (pending,) = httpx.get(f"{site}/api/owner/approvals?status=pending", headers=owner).json()
    return httpx.post(
        f"{site}/api/owner/approvals/{pending['id']}/decision",
        json={"decision": decision, "note": None},
        headers=owner,
        timeout=60,
    )


def test_the_owners_decision_is_pushed_to_the_open_page_without_polling(page, fake, site):
    asked = wait_for_the_owner(page, fake)
    # Polled from here: wait_for_function polls a string with eval() in the page, which the site's
    # CSP forbids (it only worked when the push connection was already open at the first check).
    opened = "window.liveLog.some(([what]) => what === 'open') || null"
    assert eventually(lambda: page.evaluate(opened)), "the push connection never opened"
    page.wait_for_timeout(3500)  # longer than the fallback's poll interval: nothing asks meanwhile
    assert asked == []

    decision = owner_decides(site)
    decided = time.monotonic()

    assert decision.status_code == 200, decision.text
    reply = page.locator(".turn-reply")
    expect(reply).to_contain_text("passed on")
    shown_after = time.monotonic() - decided
    print(f"the reply was on the page {shown_after * 1000:.0f} ms after the decision answered")
    assert len(asked) == 1  # the one fetch the push asked for, no polling
    assert [what for what, _ in page.evaluate("window.liveLog")] == ["open", "update"]
    expect(page.locator(".waiting")).to_have_count(0)
    screenshot(page, "live-owner-reply")


def test_without_the_push_connection_the_page_falls_back_to_polling(page, fake, site):
    page.route("**/chat/updates", lambda route: route.abort())
    asked = wait_for_the_owner(page, fake)
    expect(page.locator(".waiting")).to_have_attribute("hx-trigger", "every 3s")
    expect(page.locator(".waiting")).not_to_have_attribute("sse-connect", "/chat/updates")

    decision = owner_decides(site, "reject")

    assert decision.status_code == 200, decision.text
    expect(page.locator(".turn-reply")).to_be_visible(timeout=15_000)
    expect(page.locator(".waiting")).to_have_count(0)
    assert len(asked) >= 1
