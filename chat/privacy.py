"""What the product may keep about a visitor: hashed IPs, masked text, nothing raw in logs."""

from __future__ import annotations

import hashlib
import hmac

from django.conf import settings


def ip_hash(ip: str) -> str:
    """The same IP gives the same hash (for limits and incidents); without the salt it can't be reversed
    by trying all four billion addresses."""
    if not ip:
        return ""
    return hmac.new(settings.IP_HASH_SALT.encode(), ip.encode(), hashlib.sha256).hexdigest()
