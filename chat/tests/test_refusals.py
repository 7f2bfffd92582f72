"""The fixed refusal texts: one per reason in every language, with the language's own words."""

from __future__ import annotations

from chat.graph import prompts
from chat.outcomes import REFUSAL_REASONS, Reason
from chat.refusals import refusal_text
from safety.guards import GuardReason
from safety.language import LANGUAGES


def test_every_refusal_reason_has_a_text_in_every_supported_language():
    for language in LANGUAGES:
        missing = sorted(REFUSAL_REASONS - prompts.REFUSALS_BY_LANGUAGE[language].keys())
        assert not missing, (language, missing)
    assert prompts.REFUSALS.keys() <= {reason.value for reason in Reason}  # no text for a typo


def test_every_reason_a_guard_gives_is_a_refusal_reason():
    assert {Reason(reason) for reason in GuardReason} <= REFUSAL_REASONS


def test_every_language_has_every_refusal_with_the_same_placeholders():
    for language, refusals in prompts.REFUSALS_BY_LANGUAGE.items():
        assert refusals.keys() == prompts.REFUSALS.keys(), language
        for reason, template in refusals.items():
            english = prompts.REFUSALS[reason]
            for placeholder in ("{owner}", "{contact}", "{max_turns}"):
                assert (placeholder in template) == (placeholder in english), (language, reason)
    assert prompts.DEFAULT_REFUSALS.keys() == prompts.REFUSALS_BY_LANGUAGE.keys()


def test_a_refusal_names_the_contact_with_the_languages_own_word():
    context = {"owner": "Mara", "contact": "mara@lindqvist.example", "max_turns": 40}

    assert refusal_text("no_source", language="en", **context).endswith(
        "You could ask Mara directly at mara@lindqvist.example."
    )
    assert refusal_text("no_source", language="nl", **context).endswith(
        "Je kunt het ook rechtstreeks aan Mara vragen via mara@lindqvist.example."
    )
    assert "Mara direkt fragen unter mara@lindqvist.example" in refusal_text(
        "private", language="de", **context
    )
    assert "40" in refusal_text("turn_limit", language="fr", **context)


def test_an_unknown_reason_gets_the_default_refusal_and_no_contact_reads_cleanly():
    text = refusal_text("no_such_reason", language="es", owner="Mara", contact="", max_turns=40)
    assert text == "No puedo ayudarle con eso aquí. Puede preguntárselo directamente a Mara."
