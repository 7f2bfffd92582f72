"""Cards, IBANs and account numbers, checked arithmetically so a year or an order number passes.

Used by the input guards (refuse a message that carries one), the output checks (never say one),
and the incident log (mask them before storing).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from safety.patterns import accounts

DIGIT_RUN = re.compile(r"(?<![\w])\d(?:[ \-./]{0,3}\d)*(?![\w])|\d{9,}")
IBAN_CANDIDATE = re.compile(r"(?<![a-z0-9])[a-z]{2}\d{2}(?:[ \-]?[a-z0-9]){10,40}", re.IGNORECASE)
ACCOUNT = re.compile(
    rf"\b(?:{accounts.ACCOUNT_KEYWORDS.replace(' ', r'[ -]?')})\b[^\d\n]{{0,25}}(\d(?:[ \-./]?\d){{5,}})"
    rf"|(\d(?:[ \-./]?\d){{5,}})[^\d\n]{{0,12}}\b(?:{accounts.ACCOUNT_KEYWORDS.replace(' ', r'[ -]?')})\b"
)
CVV = re.compile(
    r"\b(?:cvv2?|cvc2?|csc|security code|veiligheidscode|prufnummer|codigo de seguridad|cryptogramme)\b"
    r"[^\d\n]{0,12}(?<!\d)(?!(?:19|20)\d\d\b)\d{3,4}\b"  # "cvv is 737", not "cvv checks in 2021"
)
EMAIL = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")


def luhn_valid(digits: str) -> bool:
    total = 0
    for i, char in enumerate(reversed(digits)):
        n = int(char)
        if i % 2:
            n = n * 2 - 9 if n > 4 else n * 2
        total += n
    return total % 10 == 0


def _card_prefix(digits: str) -> bool:
    """Issuer ranges that exist (Visa, Mastercard, Amex, Discover, JCB, Diners, UnionPay, Maestro, Mir)."""
    return digits[0] in "3456" or 2200 <= int(digits[:4]) <= 2720


def is_card_number(digits: str) -> bool:
    return 13 <= len(digits) <= 19 and _card_prefix(digits) and luhn_valid(digits)


def digit_groups(run: str) -> list[str]:
    return re.findall(r"\d+", run)


def card_numbers(text: str) -> Iterator[str]:
    """Luhn-valid card numbers, written whole or in groups with spaces, dashes or dots."""
    for match in DIGIT_RUN.finditer(text):
        groups = digit_groups(match.group())
        for start in range(len(groups)):
            digits = ""
            for group in groups[start:]:
                digits += group
                if len(digits) > 19:
                    break
                if is_card_number(digits):
                    yield digits
                    break


def iban_valid(iban: str) -> bool:
    rearranged = iban[4:] + iban[:4]
    return int("".join(str(int(c, 36)) for c in rearranged)) % 97 == 1


def iban_candidates(text: str) -> Iterator[tuple[int, int, str]]:
    """(start, end, compact) for text shaped like an IBAN of a known country, checksum unchecked."""
    position = 0
    while match := IBAN_CANDIDATE.search(text, position):
        position = match.start() + 1  # candidates overlap: "XX12 NL91..." must still find NL91
        length = accounts.IBAN_LENGTHS.get(match.group()[:2].upper())
        if not length:
            continue
        compact = ""
        for offset, char in enumerate(match.group(), start=1):
            if char.isalnum():
                compact += char.upper()
                if len(compact) == length:
                    position = match.start() + offset
                    yield match.start(), position, compact
                    break


def mask_digits(match: re.Match[str]) -> str:
    """A long digit run as `[card ****1234]` or `[number ****34]`: enough to recognise, never enough to use."""
    digits = "".join(digit_groups(match.group()))
    if len(digits) < 9:
        return match.group()
    kind = "card" if is_card_number(digits) else "number"
    return f"[{kind} ****{digits[-4:] if len(digits) >= 13 else digits[-2:]}]"
