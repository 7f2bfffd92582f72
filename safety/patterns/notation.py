"""The notation the marker patterns are written in (see `safety.patterns`), and its fragments.

`expand` turns a pattern into a regular expression: a space is whitespace, `<...>` are the fragments
below. The fragments that name the owner use `OWNER` (see `safety.owner`).
"""

from __future__ import annotations

# The owner as the patterns name them. `safety.owner.SiteOwner.neutral` rewrites the owner's own name
# (from the knowledge base or settings) to these words before the patterns run, so no pattern names
# anyone; pronouns work without it.
OWNER = "the owner"

IMPERATIVE_WORDS = (
    r"please|pls|plz|kindly|can you|could you|would you|will you|you must|you should|you will|"
    r"you shall|i want you to|i need you to|i order you to|now|ok|okay|hey|alsjeblieft|alstublieft|"
    r"graag|kun je|kan je|kunt u|wil je|wilt u|zou je|zou u|bitte|kannst du|konnen sie|konntest du|"
    r"wurdest du|jetzt|por favor|puedes|podrias|me puedes|quiero que|ahora|s'il te plait|"
    r"s'il vous plait|stp|svp|peux-tu|pouvez-vous|pourrais-tu|pourriez-vous|tu peux|vous pouvez|"
    r"je veux que tu|maintenant"
)
IMPERATIVE_FRAME = rf"(?:^|(?<=[.!?;:\n(\"'«“,])\s*|\b(?:{IMPERATIVE_WORDS})\s+)"
SECOND_PERSON = (
    r"(?:your|ur|yr|je|jouw|uw|dein|deine|deinen|deiner|deinem|deines|tu|tus|tes|ton|ta|vos|votre)"
)
OWNER_SUBJECT = rf"(?:she|he|{OWNER}|the owner)"
OWNER_POSSESSIVE = rf"(?:her|his|(?:{OWNER})(?:'s|s)?|the owner's)"
ABOUT_WORDS = (
    r"about|regarding|concerning|on|over|uber|sobre|sur|how|why|what|whether|if|hoe|waarom|wat|of|"
    r"ob|wie|warum|was|como|por|que|si|comment|pourquoi|quoi|she|he|her|his|ze|zij|haar|sie|ihr|"
    r"ihre|ella|elle|son|sa|ses"
)


def expand(pattern: str) -> str:
    """A pattern in the notation as a regular expression: a space is whitespace, `<...>` are the
    shared fragments."""
    pattern = pattern.replace(" ?", r"\s*").replace(" ", r"\s+")
    words = r"[\w'-]+\s+"
    fragments = {
        "<imp>": IMPERATIVE_FRAME,
        # Off-topic requests also follow "and"/"then" ("ignore the owner and write a sonnet"); tool and
        # injection rules don't, so "did she design X and run the scripts?" stays a question.
        "<impc>": rf"(?:{IMPERATIVE_FRAME}|\b(?:and|then|en|dan|und|dann|y|luego|et|puis) )",
        "<wx3>": rf"(?:(?!(?:{ABOUT_WORDS})\b){words}){{0,3}}?",
        "<wn4>": rf"(?:(?!(?:of|about|from|by|her|his|she|{OWNER})\b){words}){{0,4}}?",
    }
    for n in range(1, 7):
        fragments[f"<w{n}>"] = rf"(?:{words}){{0,{n}}}?"
    for name, fragment in fragments.items():
        pattern = pattern.replace(name, fragment)
    return pattern
