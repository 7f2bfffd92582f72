"""Browser tests share one patience: a busy two-core machine can take several seconds to stream a
first answer, and Playwright's default of 5 s for `expect` made a passing page fail there."""

from playwright.sync_api import expect

expect.set_options(timeout=15_000)
