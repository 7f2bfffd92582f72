from __future__ import annotations

from knowledge.selectors import site_owner


def site_navigation(request) -> dict:
    return {"site_owner": site_owner()}
