from __future__ import annotations

import os
import subprocess
import sys

import pytest
from django.conf import settings

# The settings module checks what it reads (a fresh process reads it in under a second); the chat
# app checks the model's price when Django starts its apps (`django.setup()`, about two seconds).
SETUP = "from django.conf import settings; print(settings.LLM_PROVIDER_CONFIG['model'])"
STARTED = f"import django; django.setup(); {SETUP}"


def run_setup(*, script: str = SETUP, **env: str) -> subprocess.CompletedProcess:
    """Django set up in a fresh process with `env` (and nothing of the developer's that matters)."""
    variables = ("LLM_", "EMBEDDINGS", "OWNER_API_TOKEN", "SECURE_")
    clean = {k: v for k, v in os.environ.items() if not k.startswith(variables)}
    return subprocess.run(
        [sys.executable, "-c", script],
        env={**clean, "DJANGO_SETTINGS_MODULE": "twinsite.settings", **env},
        capture_output=True,
        text=True,
        cwd=settings.BASE_DIR,
        timeout=120,
    )


def test_nothing_configured_means_the_local_provider():
    result = run_setup()
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "local-extractive"


@pytest.mark.parametrize("provider", ["openai", "gemini", "deepseek", "kimi"])
def test_a_real_provider_without_a_key_refuses_to_start(provider):
    result = run_setup(LLM_PROVIDER=provider)
    assert result.returncode != 0
    assert f"LLM_PROVIDER={provider} needs LLM_API_KEY" in result.stderr


def test_an_openai_compatible_provider_needs_its_url_and_model():
    result = run_setup(LLM_PROVIDER="openai_compatible", LLM_API_KEY="k")
    assert "needs LLM_BASE_URL and LLM_MODEL" in result.stderr


def test_unknown_values_are_clear_errors():
    assert "LLM_PROVIDER='claude'" in run_setup(LLM_PROVIDER="claude").stderr
    assert "EMBEDDINGS='remote'" in run_setup(EMBEDDINGS="remote").stderr


def test_a_model_without_a_known_price_refuses_to_start():
    result = run_setup(
        script=STARTED,
        LLM_PROVIDER="openai_compatible",
        LLM_API_KEY="k",
        LLM_BASE_URL="http://x/v1",
        LLM_MODEL="mystery",
    )
    assert result.returncode != 0
    assert "No price known for model 'mystery': set LLM_PRICES" in result.stderr


def test_llm_prices_prices_any_model_and_a_malformed_one_is_refused():
    env = {
        "LLM_PROVIDER": "openai_compatible",
        "LLM_API_KEY": "k",
        "LLM_BASE_URL": "http://x/v1",
        "LLM_MODEL": "m",
    }
    assert run_setup(script=STARTED, **env, LLM_PRICES="0.30/0.03/2.50").returncode == 0
    assert "LLM_PRICES='cheap'" in run_setup(script=STARTED, **env, LLM_PRICES="cheap").stderr


def test_every_default_model_has_a_built_in_price():
    from budget.pricing import prices_for

    for provider in ["openai", "gemini", "deepseek", "kimi"]:
        assert prices_for(settings.LLM_PROVIDER_DEFAULTS[provider]["model"]).input > 0


def test_starting_the_apps_loads_no_turn_graph_guard_or_answerer():
    """`django.setup()` runs for every command, worker and server: the turn graph, the guards'
    thousand regexes and the offline answerer load when a turn needs them (7 s -> 2 s at start)."""
    script = (
        "import django, sys; django.setup(); "
        "print(sorted(m for m in ('chat.graph.builder', 'safety.guards', 'chat.providers.offline.answer') "
        "if m in sys.modules))"
    )
    result = run_setup(script=script)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "[]"


def test_loading_the_urls_loads_no_turn_graph_or_answerer():
    """Every management command's checks load the URLs: the views reach the graph only when a turn
    builds it (`chat.checkpoints.turn_graph_built`); the ASGI server imports it before its first turn."""
    script = (
        "import django, sys; django.setup(); import twinsite.urls; "
        "print(sorted(m for m in ('chat.graph.builder', 'chat.providers.offline.answer') if m in sys.modules))"
    )
    result = run_setup(script=script)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "[]"
