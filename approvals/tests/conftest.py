from __future__ import annotations

import pytest

CONTACT_REQUEST = (
    "My name is Ada Byron. Please pass a message on to her: ada@example.org would like to talk about a "
    "platform role."
)

OWNER_TOKEN = "owner-secret-token-of-at-least-32-chars"  # settings refuse a shorter one


@pytest.fixture
def owner_token(settings):
    settings.OWNER_API_TOKEN = OWNER_TOKEN
    return OWNER_TOKEN


@pytest.fixture
def paused_turn(run_turn):
    """A visitor's contact request, paused for the owner's approval."""
    return run_turn(CONTACT_REQUEST)
