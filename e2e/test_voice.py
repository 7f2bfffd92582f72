# ruff: noqa: F811  (pytest fixtures imported from the chat browser tests, used as arguments)
"""Voice at the edges of the chat (static/js/voice.js): a microphone button and a "Read aloud" toggle,
each only where the browser has the API behind it, in the page's language, reading aloud only once
the visitor turns it on. The browser's speech engines are replaced by recorders here (headless
Chromium has no microphone and no voices); what the page does with them is real."""

from __future__ import annotations

import pytest

from e2e.test_chat_browser import (  # noqa: F401  (fixtures: the browser, the site, a reset fake model)
    LEDGER_SENTENCES,
    QUESTION,
    ask,
    cited,
    fake,
    new_page,
    open_chat,
    pytestmark,
    site,
    wait_until_answered,
)

playwright_api = pytest.importorskip("playwright.sync_api", reason="the playwright package is not installed")
expect = playwright_api.expect

WITHOUT_SPEECH = """
delete window.SpeechRecognition; delete window.webkitSpeechRecognition;
delete window.speechSynthesis; delete window.SpeechSynthesisUtterance;
"""
RECORDED_SPEECH = """
window.spoken = [];
window.heardWith = [];
Object.defineProperty(window, "speechSynthesis", { value: {
  speak: (u) => window.spoken.push([u.text, u.lang]), cancel: () => window.spoken.push(["<cancel>", ""]),
}});
window.SpeechRecognition = window.webkitSpeechRecognition = class {
  start() {
    window.heardWith.push(this.lang);
    setTimeout(() => {
      this.onresult({ results: [[{ transcript: "What did Mara build" }], [{ transcript: " at Kovalent Pay?" }]] });
      this.onend();
    }, 50);
  }
  abort() {}
};
"""


@pytest.fixture
def voice_page(browser, site):
    pages = []

    def make(script: str):
        page = new_page(browser, site, viewport={"width": 1280, "height": 820})
        page.add_init_script(script)
        pages.append(page)
        return page

    yield make
    for page in pages:
        assert page.console.csp_violations() == []
        page.context.close()


def test_without_speech_apis_there_are_no_voice_controls(voice_page):
    page = voice_page(WITHOUT_SPEECH)
    page.goto("/")
    open_chat(page)

    expect(page.locator("#chat-mic")).to_be_hidden()
    expect(page.locator("#chat-read-aloud")).to_be_hidden()


def test_with_them_the_controls_show_and_reading_aloud_is_off_until_turned_on(voice_page, fake):
    fake.chat_replies += [cited(LEDGER_SENTENCES[:1]), cited(LEDGER_SENTENCES[1:3])]
    page = voice_page(RECORDED_SPEECH)
    page.goto("/")
    open_chat(page)
    mic, read_aloud = page.get_by_role("button", name="Speak your question"), page.locator("#chat-read-aloud")
    expect(mic).to_be_visible()
    expect(read_aloud).to_have_attribute("aria-pressed", "false")

    ask(page, QUESTION)
    wait_until_answered(page)
    assert page.evaluate("window.spoken") == []  # off by default: nothing is said

    read_aloud.click()
    expect(read_aloud).to_have_attribute("aria-pressed", "true")
    mic.click()
    expect(page.locator("#chat-input")).to_have_value("What did Mara build at Kovalent Pay?")
    assert page.evaluate("window.heardWith") == ["en"]  # the page's language
    page.locator("#chat-input").press("Enter")
    expect(page.locator("#chat-log .turn")).to_have_count(2)
    wait_until_answered(page)

    spoken = page.evaluate("window.spoken")
    assert spoken and all(lang == "en" for _, lang in spoken)
    said = " ".join(text for text, _ in spoken)
    assert "immutable journal entry" in said and "Balances were derived" in said and "[[" not in said
