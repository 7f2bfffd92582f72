from __future__ import annotations

import yaml
from django.conf import settings


def test_compose_runs_the_production_shape():
    compose = yaml.safe_load((settings.BASE_DIR / "compose.yaml").read_text())
    services = compose["services"]
    assert set(services) == {"db", "redis", "migrate", "web", "worker"}
    assert services["db"]["image"].startswith("pgvector/pgvector:pg16")
    assert "daphne" in services["web"]["command"] and "celery" in services["worker"]["command"]
    for name in ("web", "worker"):
        assert services[name]["depends_on"]["migrate"]["condition"] == "service_completed_successfully"
        environment = services[name]["environment"]
        assert environment["DATABASE_URL"].startswith("postgresql://") and environment["REDIS_URL"]
