"""What the product may keep about a visitor: hashed IPs, masked text, nothing raw in logs."""

from __future__ import annotations

import hashlib
import hmac

from django.conf import settings

from safety.account_numbers import DIGIT_RUN, EMAIL, iban_candidates, mask_digits
from safety.normalise import fold_keep_case


def ip_hash(ip: str) -> str:
    """The same IP gives the same hash (for limits and incidents); without the salt it can't be reversed
    by trying all four billion addresses."""
    if not ip:
        return ""
    return hmac.new(settings.IP_HASH_SALT.encode(), ip.encode(), hashlib.sha256).hexdigest()


def mask_sensitive(text: str) -> str:
    """The message with card, account and ID numbers and e-mail addresses masked, for storing."""
    text = fold_keep_case(text)
    for start, end, compact in sorted(iban_candidates(text), reverse=True):
        text = f"{text[:start]}[iban {compact[:2]}** ****]{text[end:]}"
    text = EMAIL.sub("[email]", text)
    return DIGIT_RUN.sub(mask_digits, text)
