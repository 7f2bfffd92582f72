"""Numbers compared by value, however they are written: "12" and "twelve" and "twaalf", "1.200" and
"1,200" and "1 200", "3,5" and "3.5", "11/2022" and "November 2022" and "2022-11" and "nov. 2022".

A document states every value any reading of it allows (`document_values`): a number that may be
1.2 or 1200 counts as both, number words count in each language text2num reads (en, nl, de, fr,
es), a date counts as its month, its day and its year. A sentence claims each number it writes
(`claims`), and a claim holds when one of its readings is among the values of what it cites. So a
sentence copied from a document always holds, and a number no document states never does.
"""

from __future__ import annotations

import functools
import re
from decimal import Decimal

from text_to_num import alpha2digit

WORD_LANGUAGES = ("en", "nl", "de", "fr", "es", "it", "pt")  # number words text2num reads
# Digits in groups: 1,200 · 1.200 · 1 200 (also with a no-break or thin space) · 3,5 · 1.234,56.
DIGITS = re.compile(r"(?<![\d.,])\d+(?:(?:[.,]|[ \u00a0\u202f](?=\d{3}(?!\d)))\d+)*(?![\d])")
SCALES = {
    "thousand": 10**3, "thousands": 10**3, "duizend": 10**3, "tausend": 10**3, "mil": 10**3, "mille": 10**3,
    "k": 10**3, "million": 10**6, "millions": 10**6, "miljoen": 10**6, "millionen": 10**6, "millón": 10**6,
    "millones": 10**6, "mln": 10**6, "billion": 10**9, "billions": 10**9, "miljard": 10**9,
    "milliarde": 10**9, "milliarden": 10**9, "milliard": 10**9, "milliards": 10**9,
}  # fmt: skip
SCALE = re.compile(r"\s?(" + "|".join(sorted(map(re.escape, SCALES), key=len, reverse=True)) + r")\b", re.I)
MONTHS = {
    1: "january jan januari januar janvier janv janv. enero ene jänner",
    2: "february feb februari februar février févr fevrier febrero",
    3: "march mar maart mrt märz mär maerz mars marzo",
    4: "april apr avril avr abril abr",
    5: "may mei mai mayo",
    6: "june jun juni juin junio",
    7: "july jul juli juillet juil julio",
    8: "august aug augustus août aout agosto ago",
    9: "september sep sept septembre septiembre setiembre",
    10: "october oct oktober okt octobre octubre",
    11: "november nov novembre noviembre",
    12: "december dec dezember dez décembre decembre diciembre dic",
}
MONTH = {word.rstrip("."): number for number, words in MONTHS.items() for word in words.split()}
MONTH_WORD = r"(" + "|".join(sorted(map(re.escape, MONTH), key=len, reverse=True)) + r")\.?"
YEAR = r"((?:1[89]|20)\d\d)"
DAY = r"(0?[1-9]|[12]\d|3[01])"
# Each: a regex and which groups hold (year, month, day); a month is a name or a number.
DATES = [
    (re.compile(rf"\b{DAY}(?:\.|\s+de)?\s+{MONTH_WORD}(?:\s+de|,)?\s+{YEAR}\b", re.I), (3, 2, 1)),
    (re.compile(rf"\b{MONTH_WORD}\s+{DAY}(?:st|nd|rd|th)?,?\s+{YEAR}\b", re.I), (3, 1, 2)),
    (re.compile(rf"\b{MONTH_WORD}(?:\s+de|,)?\s+{YEAR}\b", re.I), (2, 1, None)),
    (re.compile(rf"\b{YEAR}-(0?[1-9]|1[0-2])-{DAY}\b"), (1, 2, 3)),
    (re.compile(rf"\b{DAY}[./-](0?[1-9]|1[0-2])[./-]{YEAR}\b"), (3, 2, 1)),
    (re.compile(rf"\b(0?[1-9]|1[0-2])/{DAY}/{YEAR}\b"), (3, 1, 2)),  # the American order, when it can be
    (re.compile(rf"\b{YEAR}[-/](0?[1-9]|1[0-2])\b(?![-/]\d)"), (1, 2, None)),
    (re.compile(rf"(?<![\d/.-])(0?[1-9]|1[0-2])[/.-]{YEAR}\b"), (2, 1, None)),
]
WORD = re.compile(r"[^\W\d_]+")
ENUMERATOR = re.compile(r"^\s*(?:\d+[.)]|[-*•])\s+")
ORDINAL = re.compile(r"(?:st|nd|rd|th|e|er|re|ème|eme|de|ste|te|º|ª|\.(?!\d))(?!\w)", re.I)


def canonical(value: Decimal) -> str:
    return format(value.normalize(), "f")


def readings(written: str) -> set[Decimal]:
    """What a run of digits and separators may mean: 1.200 is 1200 or 1.2; 3,5 is 3.5; 1 200 is
    1200; 1.234,56 is 1234.56."""
    spaced = re.sub(r"[ \u00a0\u202f]", "", written)
    marks = set(re.findall(r"[.,]", spaced))
    groups = re.split(r"[.,]", spaced)
    found: set[Decimal] = set()
    if len(marks) == 2:  # the last mark is the decimal one
        decimal_mark = spaced[max(spaced.rfind("."), spaced.rfind(","))]
        found.add(Decimal(spaced.replace("." if decimal_mark == "," else ",", "").replace(",", ".")))
    elif marks:
        thousands = 1 <= len(groups[0]) <= 3 and all(len(group) == 3 for group in groups[1:])
        if thousands and groups[0] != "0":
            found.add(Decimal("".join(groups)))
        if len(groups) == 2 and not (thousands and groups[1] == "000"):  # 96,000 is never 96
            found.add(Decimal(".".join(groups)))
        if not found:  # 1.2.3: not one number
            found.update(Decimal(group) for group in groups)
    else:
        found.add(Decimal(spaced))
    return found


def _dates(text: str) -> list[tuple[int, int, set[str]]]:
    """(start, end, readings) of each date; a day-first and a month-first reading where both fit."""
    dates, taken = [], []
    if not re.search(r"\d", text):  # every date has a year in digits: no digit, no date to look for
        return dates
    for pattern, (year_group, month_group, day_group) in DATES:
        for match in pattern.finditer(text):
            if any(start < match.end() and match.start() < end for start, end in taken):
                continue
            month_text = match.group(month_group).lower().rstrip(".")
            month = MONTH.get(month_text) or int(month_text)
            year = int(match.group(year_group))
            values = {f"{year}-{month:02d}"}
            if day_group:
                values = {f"{year}-{month:02d}-{int(match.group(day_group)):02d}"}
                if pattern is DATES[4][0] and int(match.group(1)) <= 12:  # 05/06/2023: either order
                    values.add(f"{year}-{int(match.group(1)):02d}-{month:02d}")
            taken.append((match.start(), match.end()))
            dates.append((match.start(), match.end(), values))
    return sorted(dates)


def _numbers(text: str, *, skip: list[tuple[int, int]] = ()) -> list[tuple[int, int, set[str]]]:
    found = []
    for match in DIGITS.finditer(text):
        if any(start <= match.start() < end for start, end in skip):
            continue
        values, end = readings(match.group()), match.end()
        if scale := SCALE.match(text, match.end()):
            values, end = {value * SCALES[scale.group(1).lower()] for value in values}, scale.end()
        found.append((match.start(), end, {canonical(value) for value in values}))
    return found


def document_values(text: str) -> frozenset[str]:
    """Every value `text` states, under every reading: what a citing sentence may claim."""
    values: set[str] = set()
    for converted in {text, *(alpha2digit(text, language, threshold=0) for language in WORD_LANGUAGES)}:
        dates = _dates(converted)
        for _, _, readings_ in dates:
            for reading in readings_:
                values.add(reading)
                parts = reading.split("-")
                values.add("-".join(parts[:2]))  # a day's month
                values.update(str(int(part)) for part in parts)  # its year, month and day as numbers
        for _, _, readings_ in _numbers(converted):
            values.update(readings_)
        for match in DIGITS.finditer(converted):  # a scaled number also states its digits
            values.update(canonical(value) for value in readings(match.group()))
    return frozenset(values)


@functools.lru_cache(maxsize=8192)
def _number_word(word: str) -> bool:
    """Whether `word` alone reads as a number of two or more (or an ordinal) in any `WORD_LANGUAGES`."""
    return any(
        alpha2digit(word, language, threshold=0) not in (word, "0", "1") for language in WORD_LANGUAGES
    )


def may_hold_number_words(text: str) -> bool:
    """False when no word of `text` reads as a number of two or more on its own, so `claims` finds
    no number word in it whatever its language: a caller can skip guessing the language. A number
    of words ("twenty one", "vingt-deux", "a hundred") always has such a word; ones and zeros alone
    stay apart ("one one" is "1 1")."""
    return any(_number_word(word) for word in WORD.findall(text))


def claims(text: str, *, language: str = "") -> list[tuple[str, frozenset[str]]]:
    """Each number `text` states, as (how it is written, its readings). Digits and dates always;
    number words of two and more in `language` (one of `WORD_LANGUAGES`), not ordinals."""
    text = ENUMERATOR.sub("", text)
    dates = _dates(text)
    digits = _numbers(text, skip=[(start, end) for start, end, _ in dates])
    spans = sorted([*dates, *digits])
    found = [(text[start:end], frozenset(values)) for start, end, values in spans]
    if language not in WORD_LANGUAGES:
        return found
    edges = [0, *(edge for start, end, _ in spans for edge in (start, end)), len(text)]
    for start, end in zip(edges[::2], edges[1::2], strict=True):  # the text between the numbers
        words = text[start:end]
        converted = alpha2digit(words, language) if re.search(r"[^\W\d_]", words) else words
        for number_start, number_end, values in _numbers(converted) if converted != words else ():
            if ORDINAL.match(converted, number_end):
                continue
            if max(Decimal(value) for value in values) < 2:  # "one", "un", "een": articles too
                continue
            found.append((converted[number_start:number_end], frozenset(values)))
    return found
