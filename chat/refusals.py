"""The fixed texts a refused turn answers with, in the visitor's language."""

from __future__ import annotations

from chat.graph import prompts
from safety.language import DEFAULT_LANGUAGE


def refusal_text(reason: str, *, language: str, owner: str, contact: str, max_turns: int) -> str:
    """The polite redirect for `reason`, in `language` (English where that language has none).

    `contact` is the English phrase " at <address>" (`chat.selectors.refusal_context`); other
    languages need their own word before the address.
    """
    refusals = prompts.REFUSALS_BY_LANGUAGE.get(language, prompts.REFUSALS)
    if reason in refusals:
        template = refusals[reason]
    elif reason in prompts.REFUSALS:
        language, template = DEFAULT_LANGUAGE, prompts.REFUSALS[reason]
    else:
        template = prompts.DEFAULT_REFUSALS.get(language, prompts.DEFAULT_REFUSAL)
    english = f" {prompts.CONTACT_PREFIXES[DEFAULT_LANGUAGE]} "
    if contact.startswith(english) and language in prompts.CONTACT_PREFIXES:
        contact = f" {prompts.CONTACT_PREFIXES[language]} {contact.removeprefix(english)}"
    return template.format(owner=owner, contact=contact, max_turns=max_turns)
