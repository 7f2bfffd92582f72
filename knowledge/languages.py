"""A document's language, and the PostgreSQL full-text configuration that stems its words."""

from __future__ import annotations

import re
from functools import cache

from babel import Locale
from babel.core import get_global

# ISO 639-1 code -> the PostgreSQL 16 text search configuration with that language's stemmer and
# stop words. Any other language is searched with `simple` (lower-cased words, nothing stemmed).
TEXT_SEARCH_CONFIGS = {
    "ar": "arabic",
    "ca": "catalan",
    "da": "danish",
    "de": "german",
    "el": "greek",
    "en": "english",
    "es": "spanish",
    "eu": "basque",
    "fi": "finnish",
    "fr": "french",
    "ga": "irish",
    "hi": "hindi",
    "hu": "hungarian",
    "hy": "armenian",
    "id": "indonesian",
    "it": "italian",
    "lt": "lithuanian",
    "nb": "norwegian",
    "ne": "nepali",
    "nl": "dutch",
    "nn": "norwegian",
    "no": "norwegian",
    "pt": "portuguese",
    "ro": "romanian",
    "ru": "russian",
    "sr": "serbian",
    "sv": "swedish",
    "ta": "tamil",
    "tr": "turkish",
    "yi": "yiddish",
}
SIMPLE = "simple"


def text_search_config(language: str) -> str:
    """The full-text configuration for an ISO 639-1 code; `simple` for one PostgreSQL can't stem."""
    return TEXT_SEARCH_CONFIGS.get(language, SIMPLE)


# The few words the site's own pages add around the owner's documents, in the site's language.
SITE_LABELS = {
    "en": {
        "cv": "CV",
        "skill": "Skills",
        "about": "About",
        "projects": "Projects",
        "writing": "Writing",
        "portfolio": "Portfolio",
        "skip": "Skip to content",
        "footer": "Every page here is the source the site's assistant cites.",
    },
    "nl": {
        "cv": "Cv",
        "skill": "Vaardigheden",
        "about": "Over",
        "projects": "Projecten",
        "writing": "Artikelen",
        "portfolio": "Portfolio",
        "skip": "Naar de inhoud",
        "footer": "Elke pagina hier is een bron die de assistent van deze site citeert.",
    },
    "de": {
        "cv": "Lebenslauf",
        "skill": "Fähigkeiten",
        "about": "Über",
        "projects": "Projekte",
        "writing": "Texte",
        "portfolio": "Portfolio",
        "skip": "Zum Inhalt",
        "footer": "Jede Seite hier ist eine Quelle, die der Assistent dieser Website zitiert.",
    },
    "es": {
        "cv": "CV",
        "skill": "Habilidades",
        "about": "Sobre mí",
        "projects": "Proyectos",
        "writing": "Escritos",
        "portfolio": "Portafolio",
        "skip": "Ir al contenido",
        "footer": "Cada página de este sitio es una fuente que cita su asistente.",
    },
    "fr": {
        "cv": "CV",
        "skill": "Compétences",
        "about": "À propos",
        "projects": "Projets",
        "writing": "Écrits",
        "portfolio": "Portfolio",
        "skip": "Aller au contenu",
        "footer": "Chaque page ici est une source que cite l'assistant du site.",
    },
}


def site_labels(language: str) -> dict[str, str]:
    """The site's own words in `language`; English for a language they aren't written in."""
    return SITE_LABELS.get(language, SITE_LABELS["en"])


LANG_CODE = re.compile(r"^[a-z]{2,3}$")


@cache
def _named_languages() -> frozenset[str]:
    return frozenset(Locale("en").languages)


def declared_language(value: str) -> str | None:
    """A front matter's `lang` as stored: an ISO 639-1 code, or an ISO 639-2/3 code that CLDR names for
    a language without one ("hsb" Upper Sorbian, "ast" Asturian); a three-letter code of a language
    that has two letters is those ("deu" is "de"). None: not a language code."""
    if not LANG_CODE.match(value):
        return None
    if len(value) == 2:
        return value
    alias = get_global("language_aliases").get(value)
    if alias and len(alias) == 2:
        return alias
    return value if value in _named_languages() else None
