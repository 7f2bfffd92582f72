"""What the browser tests share, for the whole package: one headless Chromium (Debian's package,
driven by Playwright) and one daphne on the test database whose chat talks to one fake model. Each
test opens its own browser context (fresh cookies and storage) and resets the fake; the test
database is emptied after each test (`transactional_db`). Starting Chromium and daphne once, not
per test and per module, was most of the browser tests' time.

Browser tests share one patience: a busy two-core machine can take several seconds to stream a
first answer, and Playwright's default of 5 s for `expect` made a passing page fail there."""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest
from playwright.sync_api import expect, sync_playwright

from tests.support.daphne import fake_model_daphne
from tests.support.fake_openai import FakeOpenAI

expect.set_options(timeout=15_000)

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
OWNER_TOKEN = "e2e-owner-token-of-at-least-32-chars"
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


@pytest.fixture(scope="package")
def browser() -> Iterator:
    """Chromium for every browser test. Playwright's sync API keeps an event loop running in this
    thread for as long as it is started; the tests' own ORM calls are still plain synchronous ones."""
    with pytest.MonkeyPatch.context() as env:
        env.setenv("DJANGO_ALLOW_ASYNC_UNSAFE", "true")
        playwright = sync_playwright().start()
        try:
            chromium = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            yield chromium
            chromium.close()
        finally:
            playwright.stop()


@pytest.fixture(scope="package")
def daphne_fake_openai() -> Iterator[FakeOpenAI]:
    """The fake model behind the package's servers; each test resets it (the `fake` fixture)."""
    fake = FakeOpenAI().start()
    yield fake
    fake.stop()


@pytest.fixture(scope="package")
def daphne_url(django_db_setup, daphne_fake_openai: FakeOpenAI, tmp_path_factory) -> Iterator[str]:
    """The site for the browser tests, with an owner's API token."""
    folder = tmp_path_factory.mktemp("daphne-e2e")
    with fake_model_daphne(daphne_fake_openai, {"OWNER_API_TOKEN": OWNER_TOKEN}, folder) as url:
        yield url
