"""Schemas more than one app's API answers with."""

from __future__ import annotations

from ninja import Schema


class ErrorOut(Schema):  # every error answer of the JSON API: {"detail": ...}
    detail: str
