"""Who the site is about, as the input guards need it, so the patterns name no one.

The patterns say "the owner" (`safety.patterns.notation.OWNER`); before they run, `neutral`
rewrites the owner's name, public address and own hosts in the message to those words, so "is Ada
married?" reads "is the owner married?" and a link to the owner's own site is no request to open a
URL. The caller reads the owner from the knowledge base or settings (chat's `guard_input`; evals
from a dataset's header); without one the pronoun rules still apply.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field


@dataclass(frozen=True)
class SiteOwner:
    names: re.Pattern[str] | None = None
    """Every written form of the owner's name, optionally with 's (`knowledge.retrieval_cache`)."""
    hosts: tuple[str, ...] = ()
    """The site's own hosts: links there are the visitor pointing at a page, not a fetch request."""
    contact: str = ""
    """The owner's public e-mail address: sending to it is what the contact tool is for."""
    _hosts: re.Pattern[str] | None = field(default=None, init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        # Only public names: "localhost" or an address stays what the internal-URL rule refuses.
        public = [h for h in self.hosts if re.fullmatch(r"(?:[\w-]+\.)+[a-z]{2,}", h, re.IGNORECASE)]
        if public:
            alternatives = "|".join(re.escape(h) for h in sorted(public, key=len, reverse=True))
            pattern = rf"(?:[a-z]+://)?(?:[\w-]+\.)*(?:{alternatives})(?::\d+)?(?![\w.-]*[\w-])"
            object.__setattr__(self, "_hosts", re.compile(pattern, re.IGNORECASE))

    @classmethod
    def named(cls, name: str, *, hosts: tuple[str, ...] = (), contact: str = "") -> SiteOwner:
        """From a full name: the name and each of its words."""
        return cls.of(forms=(name, *name.split()), hosts=hosts, contact=contact)

    @classmethod
    def of(cls, *, forms: tuple[str, ...], hosts: tuple[str, ...] = (), contact: str = "") -> SiteOwner:
        """From every form that names the owner (`chat.selectors.guard_owner`), with or without 's."""
        return cls(names=name_pattern(forms), hosts=hosts, contact=contact)

    def neutral(self, message: str) -> str:
        if self.contact:
            message = re.sub(re.escape(self.contact), "the owner's address", message, flags=re.IGNORECASE)
        if self._hosts is not None:
            message = self._hosts.sub("the owner's site", message)
        if self.names is not None:
            message = self.names.sub(_owner_words, message)
        return message


def name_pattern(forms) -> re.Pattern[str] | None:
    """Any of `forms`, alone or in a possessive: "Ada's", and the German and Dutch genitive "Adas"
    ("Welches Werk Luthers...?": read as the name "Werk Luthers" when it was left in)."""
    forms = sorted({f for f in forms if f.strip()}, key=len, reverse=True)
    if not forms:
        return None
    return re.compile(rf"(?<!\w)(?:{'|'.join(map(re.escape, forms))})(?:['\u2019]?s)?(?!\w)", re.IGNORECASE)


def _owner_words(match: re.Match[str]) -> str:
    return "the owner's" if match.group().lower().endswith(("'s", "\u2019s")) else "the owner"
