"""compose.yaml, checked for structure (docker can't run here): the production shape, several web
replicas behind a reverse proxy configured for server-sent events, limits shared through Redis."""

from __future__ import annotations

import re

import yaml
from django.conf import settings


def compose() -> dict:
    return yaml.safe_load((settings.BASE_DIR / "compose.yaml").read_text())


def test_compose_runs_the_production_shape():
    services = compose()["services"]
    assert set(services) == {"db", "redis", "migrate", "web", "proxy", "worker"}
    assert services["db"]["image"].startswith("pgvector/pgvector:pg16")
    assert "daphne" in services["web"]["command"] and "celery" in services["worker"]["command"]
    for name in ("web", "worker"):
        assert services[name]["depends_on"]["migrate"]["condition"] == "service_completed_successfully"
        environment = services[name]["environment"]
        assert environment["DATABASE_URL"].startswith("postgresql://") and environment["REDIS_URL"]


def test_several_web_replicas_sit_behind_the_proxy_only():
    services = compose()["services"]
    web, proxy = services["web"], services["proxy"]
    replicas = re.fullmatch(r"\$\{WEB_REPLICAS:-(\d+)\}", str(web["deploy"]["replicas"]))
    assert replicas and int(replicas[1]) >= 2
    assert "ports" not in web  # replicas can't share a host port; visitors come through the proxy
    assert proxy["image"].startswith("nginx:")
    assert proxy["ports"] and proxy["depends_on"]["web"]["condition"] == "service_healthy"
    (mount,) = proxy["volumes"]
    source, target, _mode = mount.split(":")
    assert target == "/etc/nginx/nginx.conf" and (settings.BASE_DIR / source).is_file()
    # The replicas believe X-Forwarded-For from the proxy's network, and only from it.
    subnet = compose()["networks"]["backend"]["ipam"]["config"][0]["subnet"]
    assert web["environment"]["TRUSTED_PROXIES"] == subnet
    assert all("backend" in services[name]["networks"] for name in services)


def test_the_proxy_passes_event_streams_on_unbuffered_and_keeps_them_open():
    conf = (settings.BASE_DIR / "deploy" / "nginx.conf").read_text()
    directives = dict(re.findall(r"^\s*(proxy_\w+|gzip)\s+([^;]+);", conf, re.MULTILINE))
    assert directives["proxy_pass"] == "http://web"
    assert directives["proxy_buffering"] == "off" and directives["gzip"] == "off"
    assert directives["proxy_http_version"] == "1.1"
    for timeout in ("proxy_read_timeout", "proxy_send_timeout"):
        assert int(directives[timeout].rstrip("s")) >= 10 * settings.CHAT_TURN_TIMEOUT
    assert directives["proxy_set_header"]  # X-Forwarded-For and friends are set
    assert "X-Forwarded-For $remote_addr" in conf  # replaced at the edge, never appended to
    assert "http_503" in directives["proxy_next_upstream"]  # a full replica: the next one, once


def test_postgres_allows_the_connections_the_replicas_may_hold():
    db = compose()["services"]["db"]
    allowed = re.search(r"max_connections=\$\{PG_MAX_CONNECTIONS:-(\d+)\}", " ".join(db["command"]))
    replicas = int(re.search(r"\d+", str(compose()["services"]["web"]["deploy"]["replicas"]))[0])
    per_process = settings.DB_POOL_SIZE + settings.CHECKPOINT_POOL_SIZE
    assert allowed and int(allowed[1]) >= (replicas + 3) * per_process  # + worker, migrate, spare
