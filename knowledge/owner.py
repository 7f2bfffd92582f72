"""Who the site is about, read from the knowledge base: pure functions, no database.

`knowledge.selectors.owner_identity` feeds them the published documents and settings. Most owners
never fill in `owner:` in their about document's front matter, so the name is also derived from the
text, in any language: the person-name-shaped run of capitalised words that the about page and the
CV give most weight (a self-introduction, "Mijn naam is …", "Soy …", counts most; then the CV's
first line, the titles, and every mention), never a title's own words ("About", "Over mij").
"""

from __future__ import annotations

import re
import unicodedata
from collections import defaultdict
from dataclasses import dataclass

from safety.language import FUNCTION_WORDS

# Lower-case words that may stand inside a name: "Gerrit van Dam", "Ana de la Cruz".
PARTICLES = frozenset(
    "van de der den het ten ter von zu del della di da das dos du la le y af bin ibn al".split()  # noqa: SIM905
)
HONORIFICS = frozenset(
    "dr drs ir ing prof mr mrs ms mx miss sir dame herr frau sr sra srta dhr mevr mme mlle m dott".split()  # noqa: SIM905
)
# Words a title or a heading puts before the name; the text has them in lower case too, mostly.
TITLE_WORDS = frozenset(
    """about over sobre uber über acerca propos à a hello hi hallo hola bonjour welcome welkom willkommen
    bienvenue bienvenido bienvenida benvenuto cv curriculum currículum vitae lebenslauf resume résumé
    profile profiel profil perfil contact kontakt contacto""".split()  # noqa: SIM905
)
# A self-introduction, in the languages the project knows and a few more; the name follows it.
INTRODUCTION = re.compile(
    r"(?:^|[\s,.;:!¡¿(\"'“])(?:i'm|i\u2019m|i am|my name is|ik ben|ik heet|mijn naam is|ich bin|ich heiße|ich heisse"
    r"|mein name ist|je suis|je m'appelle|je m\u2019appelle|mon nom est|soy|me llamo|mi nombre es|sono|mi chiamo"
    r"|eu sou|sou|meu nome é|chamo-me|jag heter|jag är|jeg hedder|jeg heter|nazywam się)\s+"
    r"(?:(?:a|o|la|il|el|die|der)\s+)?$",  # "Sou a Beatriz Maciel", "Ich bin die Anna"
    re.IGNORECASE,
)
INTRODUCTION_WORDS = frozenset(
    "i'm i\u2019m am ik ben heet ich bin heiße heisse je suis soy sono sou chamo-me llamo chiamo heter".split()  # noqa: SIM905
)
TOKEN = re.compile(r"(?:[^\W\d_]\.){1,3}|[^\W\d_]+(?:['\u2019-][^\W\d_]+)*")
JOINER = re.compile(r"[ \t]+|[ \t]*\([ \t]*|[ \t]*\)[ \t]*")  # "W.J. (Wouter) Kloosterman"
INITIALS = re.compile(r"^(?:[^\W\d_]\.){1,3}$")
EMAIL = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")
PRONOUNS = re.compile(
    r"\b(?:pronouns?|pronomen|pronombres?|pronoms?|voornaamwoorden|pronomi)\s*:\s*"
    r"([^\W\d_]+(?:\s*/\s*[^\W\d_]+){1,2})",
    re.IGNORECASE,
)
MIN_SCORE = 3  # a name needs one strong sign (an introduction, the CV's head) or three mentions
INTRODUCED, CV_HEAD, ABOUT_HEAD, IN_TITLE = 3, 3, 2, 2
HEAD_CHARS = 200


@dataclass(frozen=True)
class OwnerIdentity:
    """The owner as the texts name them. Every field may be empty: texts are then worded without."""

    name: str = ""  # as visitors read it: "Wouter Kloosterman"
    short_name: str = ""  # the first name: "Wouter"
    forms: tuple[str, ...] = ()  # everything that names the owner in a question, longest first
    pronouns: str | None = None  # "she/her"; None: say the name, or word it without
    contact: str = ""  # the public e-mail address
    hosts: tuple[str, ...] = ()  # the site's own host names
    source: str = ""  # where the name came from: "front matter", "settings", "text" or ""


def plain(text: str) -> str:
    """Without accents: "Lucía" -> "Lucia"."""
    return "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))


@dataclass(frozen=True)
class _Run:
    key: tuple[str, ...]  # the name's words, initials and honorifics left out
    surface: str  # as written, initials included: "W.J. (Wouter) Kloosterman"
    start: int


def _runs(text: str, common: set[str]) -> list[_Run]:
    """Runs of capitalised words (with particles and initials inside) that could be a name."""
    tokens = list(TOKEN.finditer(text))
    runs, current = [], []

    def close() -> None:
        while current and _strippable(current[0].group(), common):
            current.pop(0)
        while current and current[-1].group() in PARTICLES:
            current.pop()
        key = tuple(t.group() for t in current if not INITIALS.match(t.group()))
        if key and any(not INITIALS.match(t.group()) for t in current):
            surface = text[current[0].start() : current[-1].end()]
            runs.append(_Run(key=key, surface=surface, start=current[0].start()))
        current.clear()

    for index, token in enumerate(tokens):
        word = token.group()
        capitalised = word[0].isupper() and (not word.isupper() or INITIALS.match(word) or len(word) == 1)
        joined = current and JOINER.fullmatch(text[tokens[index - 1].end() : token.start()])
        if current and not joined:
            close()
        if (capitalised and len(word) > 1) or (word in PARTICLES and current):
            current.append(token)
        else:
            close()
    close()
    return runs


def _strippable(word: str, common: set[str]) -> bool:
    lower = word.casefold().rstrip(".")
    return (
        lower in common
        or lower in FUNCTION_WORDS
        or lower in TITLE_WORDS
        or lower in HONORIFICS
        or lower in INTRODUCTION_WORDS
        or lower in PARTICLES
        or len(lower) < 2
    )


def derive_name(
    *, about: list[tuple[str, str]], cv: list[tuple[str, str]], vocabulary: set[str]
) -> tuple[str, list[str]]:
    """(the owner's name, how the texts write it) from the about and CV documents' (title, body);
    ("", []) when no run of words looks enough like one. `vocabulary` holds every word the
    knowledge base writes in lower case: a capitalised word that is also a common word is no name."""
    scores: dict[tuple[str, ...], float] = defaultdict(float)
    surfaces: dict[tuple[str, ...], list[str]] = defaultdict(list)
    introduced: set[tuple[str, ...]] = set()
    for kind, documents in (("about", about), ("cv", cv)):
        for title, body in documents:
            for place, text in (("title", title), ("body", body)):
                for run in _runs(text, vocabulary):
                    surfaces[run.key].append(run.surface)
                    score = 1.0
                    if INTRODUCTION.search(text[max(0, run.start - 40) : run.start]):
                        score += INTRODUCED
                        introduced.add(run.key)
                    if place == "title":
                        score += IN_TITLE
                    elif run.start < HEAD_CHARS:  # a CV's first line, an about page's first words
                        score += CV_HEAD if kind == "cv" else ABOUT_HEAD
                    scores[run.key] += score
    # A first name that introduces the owner ("Hello, I'm Ellis") supports the full name it starts.
    # Other single words are places and companies more often than people: they don't count.
    for key in [key for key in scores if len(key) == 1]:
        longer = [other for other in scores if len(other) > 1 and other[0] == key[0]]
        score, written = scores.pop(key), surfaces.pop(key)
        if key in introduced and longer:
            best = max(longer, key=lambda other: scores[other])
            scores[best] += score
            surfaces[best] += written
        elif key in introduced:
            scores[key], surfaces[key] = score, written
    # Every longer run that contains a candidate mentions it too ("Currículum de Lucía Ferrer Albiol").
    totals = {
        key: score + sum(1 for other in scores if other != key and _contains(other, key))
        for key, score in scores.items()
    }
    if not totals:
        return "", []
    # "Fossgate Camera Workshop", "Kvarnfors Bryggeri": a run holding a word the pages also write in
    # lower case names a business or a place; a person's name, when one has weight enough, comes
    # first ("Ik ben Bram De Wilde": an introduced name may hold one).
    personal = {
        key: total
        for key, total in totals.items()
        if key in introduced
        or not any(word.casefold() in vocabulary for word in key if word.casefold() not in PARTICLES)
    }
    if personal and max(personal.values()) >= MIN_SCORE:
        totals = personal
    # "Sou a Beatriz Maciel, fundadora da Cervejaria Meia-Lua": whom the pages introduce is the owner,
    # however often the business is named.
    if introduced_totals := {
        key: total for key, total in totals.items() if key in introduced and len(key) > 1
    }:
        totals = introduced_totals
    best = max(totals, key=lambda key: (totals[key], len(key)))
    if totals[best] < MIN_SCORE:
        return "", []
    return " ".join(best), list(dict.fromkeys(surfaces[best]))


def _contains(longer: tuple[str, ...], key: tuple[str, ...]) -> bool:
    return any(longer[i : i + len(key)] == key for i in range(len(longer) - len(key) + 1))


def name_forms(name: str, *, written: list[str] = ()) -> tuple[str, ...]:
    """Every way a question may name the owner: the whole name, the first name, the surname(s),
    initials, how the texts write it, and all of these without accents. Longest first."""
    words = [word for word in name.split() if word.casefold().rstrip(".") not in HONORIFICS]
    if not words:
        return ()
    forms = {" ".join(words), *written}
    named = [
        i for i, word in enumerate(words) if word.casefold() not in PARTICLES
    ]  # "Le" of "Armelle Le Drézen"
    forms.update(words[i] for i in named if len(words[i]) >= 2)
    if len(words) > 1:
        first, rest = words[0], words[1:]
        forms.add(" ".join(rest))  # "van Dam", "Ferrer Albiol"
        surname = words[named[-1]]
        start = named[-1]
        while start > 1 and words[start - 1].casefold() in PARTICLES:
            start -= 1
        surname_group = " ".join(words[start:])
        forms.update({surname_group, f"{first} {surname}", f"{first[0]}. {surname_group}"})
        forms.update(" ".join(words[: end + 1]) for end in named[1:])  # "Lucía Ferrer"
    for form in list(forms):
        forms.add(plain(form))
        if "(" in form:  # "W.J. (Wouter) Kloosterman" is also "W.J. Kloosterman"
            forms.add(" ".join(re.sub(r"\([^)]*\)", " ", form).split()))
    return tuple(sorted((form for form in forms if form.strip()), key=lambda form: (-len(form), form)))


NICKNAME_LETTERS = 3


def nicknames(name: str, texts: list[str], *, common: set[str]) -> list[str]:
    """The shortened first names the texts write ("Ros" for "Rosamund", "Lia" for "Rosalia"): a
    capitalised word of NICKNAME_LETTERS or more with which the first name begins or ends, that the
    texts never write in lower case. Visitors use the name the owner goes by; read as a stranger's
    name, "What awards has Ros won?" asked about someone no document names (en-cidermaker's and
    it-scuolacucina's sealed runs)."""
    words = [word for word in name.split() if word.casefold().rstrip(".") not in HONORIFICS]
    if not words:
        return []
    first = words[0]
    found = {
        word
        for text in texts
        for word in TOKEN.findall(text)
        if len(word) >= NICKNAME_LETTERS
        and len(word) < len(first)
        and word[0].isupper()
        and (first.startswith(word) or first.endswith(word.lower()))
        and word.casefold() not in common
    }
    return sorted(found)


def derive_pronouns(texts: list[str]) -> str | None:
    """ "they/them" from a "Pronouns: they/them" line, in one of a few languages."""
    for text in texts:
        if match := PRONOUNS.search(text):
            return re.sub(r"\s*/\s*", "/", match.group(1))
    return None


def first_email(texts: list[str]) -> str:
    for text in texts:
        if match := EMAIL.search(text):
            return match.group(0).rstrip(".")
    return ""


ADDRESSES = re.compile(r"\]\([^)\s]*\)|https?://\S+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|`[^`]*`|\bwww\.\S+")


def lowercase_words(texts: list[str]) -> set[str]:
    """Every word the texts write in lower case (casefolded): common words, not names. Addresses,
    link targets and code don't count: "ada@byron.example" writes no common word."""
    return {
        word.casefold()
        for text in texts
        for word in TOKEN.findall(ADDRESSES.sub(" ", text))
        if word.islower()
    }
