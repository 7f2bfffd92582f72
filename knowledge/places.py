"""Countries, regions and languages by any of their names: "Suisse", "Zwitserland" and "Switzerland" are
one place.

A visitor names a place in their own language; the knowledge base names it in the owner's. Single
words meet their translation through the multilingual vectors (`evidence.translated`), but the
vectors of names are unreliable ("Europe" beside "Europa", "Royaume-Uni" beside "United Kingdom")
and a name of two words is never read that way. The Unicode CLDR's names of every territory, in the
languages visitors write in, come with Babel: a place the question names is known when the
knowledge base holds any of that place's names.
"""

from __future__ import annotations

import re
from functools import cache

from babel import Locale, UnknownLocaleError
from babel.core import get_global
from babel.languages import get_official_languages, get_territory_language_info

from knowledge.prices import fold as plain

# CLDR's names in these languages (its locale codes): the visitor languages the answerer reads, and
# the neighbouring ones an owner's site is likely to be asked in.
LANGUAGES = ("en", "nl", "de", "fr", "es", "it", "pt", "da", "sv", "nb", "pl", "cy")
WORD = re.compile(r"\w+")
LANGUAGE_CODE = "language:"  # a language's names sit beside the territories' under this prefix


def fold(text: str) -> str:
    """Casefolded, accents removed, words single-spaced: "Países Baixos" is "paises baixos"."""
    return " ".join(WORD.findall(plain(text)))


@cache
def names_by_place() -> dict[str, frozenset[str]]:
    """Each territory's code with its folded names in every language of LANGUAGES."""
    names: dict[str, set[str]] = {}
    for language in LANGUAGES:
        locale = Locale(language)
        for code, name in locale.territories.items():
            names.setdefault(code, set()).add(fold(name))
        # Languages too ("Does he speak French?" beside "Französisch"), under codes of their own.
        for code, name in locale.languages.items():
            names.setdefault(f"{LANGUAGE_CODE}{code}", set()).add(fold(name))
    return {code: frozenset(found) for code, found in names.items()}


@cache
def places_by_name() -> dict[str, frozenset[str]]:
    """Each folded name with the codes of the territories it names (a few names are shared)."""
    places: dict[str, set[str]] = {}
    for code, names in names_by_place().items():
        for name in names:
            places.setdefault(name, set()).add(code)
    return {name: frozenset(codes) for name, codes in places.items()}


def known_place(name: str, vocabulary: frozenset[str]) -> bool:
    """Whether `name` is a country, region or language whose name, in any language, the knowledge
    base's vocabulary holds word for word ("Royaume-Uni" beside "United Kingdom", "French" beside
    "Französisch"), by a language's adjective too ("de Noorse naad" beside "norsk söm")."""
    folded = fold(name)
    codes = places_by_name().get(folded, frozenset())
    if not codes and " " not in folded:
        codes = frozenset(f"{LANGUAGE_CODE}{code}" for code in _language_codes(folded))
    codes = codes | {member for code in codes for member in continents().get(code, ())}
    return any(
        all(word in vocabulary for word in other.split())
        for code in codes
        for other in names_by_place().get(code, ())
    )


# CLDR's codes of the continents a visitor names ("Hat sie in Afrika gearbeitet?" beside a page on
# Uganda), by the first part of the time zones' names that Babel ships ("Africa/Kampala").
ZONE_CONTINENTS = {
    "Africa": "002",
    "America": "019",
    "Asia": "142",
    "Europe": "150",
    "Australia": "009",
    "Pacific": "009",
}
# Territories whose zones are all named after an ocean ("Atlantic/Reykjavik", "Indian/Mauritius").
ISLAND_CONTINENTS = {
    "150": "IS FO SJ",
    "002": "CV SH MG MU KM SC RE YT",
    "019": "BM FK",
    "142": "MV CC CX IO",
}
# A few zones on another continent's ground or sea do not make their country part of it.
OUTLYING_ZONES = {"002": "ES", "009": "CL EC"}  # Ceuta, Easter Island, the Galápagos
SOUTH_AMERICA = "005", "AR BO BR CL CO EC FK GF GY PE PY SR UY VE"
NORTH_AMERICA = "003"  # CLDR's, Central America and the Caribbean included: the Americas' other part


@cache
def continents() -> dict[str, frozenset[str]]:
    """Each continent's code with its territories' codes. A territory belongs to each continent that
    holds 30% or more of its time zones (Russia is in Europe and Asia; Hawaii does not make the United
    States a Pacific country)."""
    members: dict[str, set[str]] = {}
    for territory, zones in get_global("territory_zones").items():
        parts = [ZONE_CONTINENTS[z.split("/")[0]] for z in zones if z.split("/")[0] in ZONE_CONTINENTS]
        for continent in set(parts):
            if parts.count(continent) >= 0.3 * len(parts):
                members.setdefault(continent, set()).add(territory)
    for continent, territories in ISLAND_CONTINENTS.items():
        members.setdefault(continent, set()).update(territories.split())
    for continent, territories in OUTLYING_ZONES.items():
        members[continent] -= set(territories.split())
    south_code, south = SOUTH_AMERICA
    members[south_code] = set(south.split())
    members[NORTH_AMERICA] = members["019"] - members[south_code]
    return {code: frozenset(found) for code, found in members.items()}


@cache
def calendar_words() -> frozenset[str]:
    """The days of the week and the months in every language of LANGUAGES, folded (CLDR's)."""
    found = set()
    for language in LANGUAGES:
        locale = Locale(language)
        for names in (locale.days["format"]["wide"], locale.months["format"]["wide"]):
            found.update(fold(name) for name in names.values())
    return frozenset(found)


def is_calendar_word(name: str) -> bool:
    """Whether `name` is a weekday or a month, or their plural ("Saturdays"): English capitalises them,
    and they are no name a document must hold ("Is the practice open on Saturdays?")."""
    folded = fold(name)
    return folded in calendar_words() or (folded.endswith("s") and folded[:-1] in calendar_words())


# The feasts a shop or a course is planned around, in the seven visitor languages, folded: one name of
# a feast that the knowledge base holds names them all ("Páscoa" beside "Pâques", "Adviento" beside
# "Adventskranz").
HOLIDAYS = (
    ("easter", "pasen", "ostern", "paques", "pascua", "pasqua", "pascoa"),
    ("christmas", "xmas", "kerst", "kerstmis", "weihnachten", "noel", "navidad", "natale", "natal"),
    ("advent", "avent", "adviento", "avvento", "advento"),
    ("pentecost", "whitsun", "pinksteren", "pfingsten", "pentecote", "pentecostes", "pentecoste"),
    ("carnival", "carnaval", "karneval", "fasching", "carnevale"),
    ("valentine", "valentijnsdag", "valentinstag", "saint-valentin", "valentin", "valentino"),
    ("sinterklaas", "nikolaus", "nikolaustag", "saint-nicolas"),
    ("halloween",),
)
HOLIDAY_PREFIX = 5  # a compound holds the feast from this length on ("adventskranz", "kerstmarkt")


def known_holiday(name: str, vocabulary: frozenset[str]) -> bool:
    """Whether `name` is a feast that the knowledge base names in any language, alone or at the start
    of a compound."""
    folded = fold(name)
    for names in HOLIDAYS:
        if folded in names:
            return any(
                known == other or (len(other) >= HOLIDAY_PREFIX and known.startswith(other))
                for other in names
                for known in vocabulary
            )
    return False


# Endings a language's name takes as an adjective ("de Litouwse les", "die slowakische Wurst",
# "la lezione lituana"): the name is the word without one of them (or with "o" for it).
LANGUAGE_ADJECTIVE_ENDINGS = ("e", "en", "er", "es", "em", "a", "o", "as", "os")
LANGUAGE_ADJECTIVE_STEM = 5  # letters left at least: "Dane" is no "Dan"
# Words of the visitor languages that only look like such an adjective (found among each language's
# 20,000 most frequent words): French "malaise", Dutch "Afrikaanse" (African), "latina" (Latin American).
NOT_LANGUAGE_ADJECTIVES = frozenset(
    "malaise afrikaanse latina latinas latinos latine navaja cornice romancier pachter tatare germano "  # noqa: SIM905
    "somalier congolese".split()
)


def languages_named(text: str) -> frozenset[str]:
    """The ISO 639-1 codes of the languages a text names, in any language of LANGUAGES ("auf
    Französisch", "på tyska", "in English", "de Litouwse les"): "fr", "de", "en", "lt"."""
    return frozenset(code for word in fold(text).split() for code in _language_codes(word))


def _language_codes(word: str) -> frozenset[str]:
    def codes(name: str) -> frozenset[str]:
        return frozenset(
            code.removeprefix(LANGUAGE_CODE)
            for code in places_by_name().get(name, ())
            if code.startswith(LANGUAGE_CODE) and len(code) == len(LANGUAGE_CODE) + 2
        )

    if (found := codes(word)) or word in NOT_LANGUAGE_ADJECTIVES:
        return found
    for ending in LANGUAGE_ADJECTIVE_ENDINGS:
        stem = word.removesuffix(ending)
        if stem == word or len(stem) < LANGUAGE_ADJECTIVE_STEM:
            continue
        if found := codes(stem) or codes(f"{stem}o"):  # "lituana", "lituane": "lituano"
            return found
    return frozenset()


PLACE_WORDS = 4  # a country's name runs to this many words at most ("Macedónia do Norte", "Afrique du Sud")


def place_names_in(text: str) -> list[str]:
    """The folded names of countries and regions a text holds, of one to PLACE_WORDS words."""
    words = fold(text).split()
    return [
        name
        for size in range(1, PLACE_WORDS + 1)
        for start in range(len(words) - size + 1)
        if (name := " ".join(words[start : start + size])) in places_by_name()
    ]


def languages_of_countries_named(text: str) -> frozenset[str]:
    """The official languages of the countries a text names ("viaje en Albania": "sq", "en Afrique
    du Sud": "af" among them); "" when it names none."""
    return frozenset(language for name in place_names_in(text) for language in country_languages(name))


ENDONYM_STEM = 4  # "magy" of "magyar" meets "magyarul", "suom" of "suomi" meets "suomeksi"


@cache
def endonym_stem(code: str) -> str:
    """The start of a language's own name for itself, folded ("shqi", "magy", "ελλη"), or "": a
    heading that holds it is the section about that language ("Mësime në shqip", "Magyarul")."""
    try:
        name = fold(Locale(code).languages.get(code, ""))
    except UnknownLocaleError:
        return ""
    return name[:ENDONYM_STEM] if len(name) >= ENDONYM_STEM else ""


def country_languages(name: str) -> frozenset[str]:
    """The languages (ISO 639-1) of the countries `name` names in any language of LANGUAGES: the
    official ones ("Grécia" is "el", "Japan" "ja"), a region's own ("Scozia" is "gd"), and one that
    SPOKEN_SHARE or more of its people speak and no world language (`spoken_languages`)."""
    if region := REGION_LANGUAGES.get(fold(name)):
        return frozenset({region})
    return frozenset(
        language
        for code in places_by_name().get(fold(name), ())
        if not code.startswith(LANGUAGE_CODE)
        # official anywhere in it ("Afrique du Sud": Afrikaans, Zulu...); Filipino is Tagalog's "tl"
        for language in (
            *(
                FILIPINO.get(each, each)
                for each in get_official_languages(code, de_facto=True, regional=True)
            ),
            *spoken_languages(code),
        )
        if len(language) == 2
    )


SPOKEN_SHARE = 10  # percent of a country's people
# Languages that CLDR counts as spoken by a large share of many countries' people, most of them as a
# second language: a country's name does not point at a page in one of them.
WORLD_LANGUAGES = frozenset({"en", "fr", "es", "pt", "de", "ar", "ru", "zh"})


def spoken_languages(territory: str) -> list[str]:
    """The languages SPOKEN_SHARE or more of a territory's people speak that are not official there
    and are no world language: Oromo in Ethiopia, Ewe in Togo, Luganda in Uganda ("Ha mai tenuto un
    corso in Etiopia?" beside the Afaan Oromoo page)."""
    return [
        language
        for language, info in get_territory_language_info(territory).items()
        if info["population_percent"] >= SPOKEN_SHARE and language not in WORLD_LANGUAGES
    ]


FILIPINO = {"fil": "tl"}
# Regions with a language of their own, which CLDR's territories don't name, in the visitor languages
# (folded): "Hai mai lavorato in Scozia?" beside the Scottish Gaelic page asks about that page.
REGION_LANGUAGES = {
    name: language
    for language, names in {
        "gd": "scotland, schottland, ecosse, escocia, scozia, schotland, skottland",
        "cy": "wales, pays de galles, gales, galles, pais de gales",
        "eu": "basque country, baskenland, pays basque, pais vasco, paesi baschi, pais basco, euskadi",
        "gl": "galicia, galice, galizien, galiza",
        "ca": "catalonia, katalonien, catalogne, cataluna, catalogna, catalunha, catalonie",
        "br": "brittany, bretagne, bretana, bretagna, bretanha",
        "fy": "friesland, frise, frisia",
    }.items()
    for name in names.split(", ")
}


def is_country(name: str) -> bool:
    return any(not code.startswith(LANGUAGE_CODE) for code in places_by_name().get(fold(name), ()))
