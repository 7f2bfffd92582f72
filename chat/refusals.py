"""The fixed texts the visitor reads when no model writes (refusals, the approval notes), worded for
any owner: with the owner's name when the knowledge base gives one, else around "the site owner"."""

from __future__ import annotations

import re

from chat.graph import prompts
from safety.language import DEFAULT_LANGUAGE

SENTENCE_START = re.compile(r"(^|[.!?]\s+)(\w)")


def owner_text(template: str, *, language: str = DEFAULT_LANGUAGE, owner: str, contact: str, **values) -> str:
    """`template` with `{owner}` (the name, or the language's words for the site owner) and
    `{contact}` (" <the language's word for at> <address>", or nothing without an address)."""
    phrase = owner or prompts.NAMELESS_OWNER.get(language, prompts.NAMELESS_OWNER[DEFAULT_LANGUAGE])
    at = prompts.CONTACT_PREFIXES.get(language, prompts.CONTACT_PREFIXES[DEFAULT_LANGUAGE])
    text = template.format(owner=phrase, contact=f" {at} {contact}" if contact else "", **values)
    # "the site owner approved your message": a sentence starts with a capital, whoever it names.
    return (
        SENTENCE_START.sub(lambda match: match.group(1) + match.group(2).upper(), text) if not owner else text
    )


def refusal_text(reason: str, *, language: str, owner: str, contact: str, max_turns: int) -> str:
    """The polite redirect for `reason`, in `language` (English where that language has none).
    `owner` is the owner's name ("" when the knowledge base names nobody), `contact` the public
    address ("" when there is none)."""
    refusals = prompts.REFUSALS_BY_LANGUAGE.get(language, prompts.REFUSALS)
    if reason in refusals:
        template = refusals[reason]
    elif reason in prompts.REFUSALS:
        language, template = DEFAULT_LANGUAGE, prompts.REFUSALS[reason]
    else:
        template = prompts.DEFAULT_REFUSALS.get(language, prompts.DEFAULT_REFUSAL)
    return owner_text(template, language=language, owner=owner, contact=contact, max_turns=max_turns)
