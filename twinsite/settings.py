"""Settings: the environment (or a `.env` file at the repo root) is read here and nowhere else,
through the parsers in twinsite.environment."""

from __future__ import annotations

import ipaddress
import os
import re
import secrets
from decimal import Decimal, InvalidOperation
from pathlib import Path

from django.core.exceptions import ImproperlyConfigured
from dotenv import load_dotenv

from core.databases import django_database
from twinsite import embedded_postgres
from twinsite.environment import env_bool, env_list, env_rate, env_str

BASE_DIR = Path(__file__).resolve().parent.parent
VAR_DIR = BASE_DIR / "var"
load_dotenv(BASE_DIR / ".env", override=False)


def _secret_key() -> str:
    """SECRET_KEY from the environment; otherwise one generated once and kept under var/."""
    if key := env_str("SECRET_KEY"):
        return key
    path = VAR_DIR / "secret_key"
    if not path.exists():
        VAR_DIR.mkdir(parents=True, exist_ok=True)
        path.write_text(secrets.token_urlsafe(50))
        path.chmod(0o600)
    return path.read_text().strip()


SECRET_KEY = _secret_key()
IP_HASH_SALT = env_str("IP_HASH_SALT") or f"ip-hash:{SECRET_KEY}"  # IPs are stored only as HMACs
DEBUG = env_bool("DEBUG", False)
ALLOWED_HOSTS = env_list("ALLOWED_HOSTS", "localhost,127.0.0.1,[::1]")
CSRF_TRUSTED_ORIGINS = env_list("CSRF_TRUSTED_ORIGINS")

INSTALLED_APPS = [
    "daphne",
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "django.contrib.postgres",
    "ninja",
    "knowledge",
    "chat",
    "approvals",
    "outbox",
    "evals",
    "budget",
    "django_ratelimit",  # the chat's rate limits; installed for its system checks
]

MIDDLEWARE = [
    # Django's own, with their hooks on the event loop instead of a thread hop each (loop_middleware)
    "twinsite.loop_middleware.SecurityMiddleware",
    "twinsite.csp.ContentSecurityPolicyMiddleware",
    "twinsite.static_files.StaticFiles",  # WhiteNoise, async-capable
    "twinsite.loop_middleware.SessionMiddleware",
    "twinsite.loop_middleware.CommonMiddleware",
    "twinsite.auth_throttle.AuthFailureThrottle",  # failed admin logins and owner tokens: 429
    "twinsite.loop_middleware.CsrfViewMiddleware",
    "twinsite.loop_middleware.AuthenticationMiddleware",
    "twinsite.loop_middleware.MessageMiddleware",
    "twinsite.loop_middleware.XFrameOptionsMiddleware",
]

ROOT_URLCONF = "twinsite.urls"
ASGI_APPLICATION = "twinsite.asgi.application"
TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
                "knowledge.context_processors.site_navigation",
            ],
        },
    },
]

# --- Database: DATABASE_URL, or the embedded PostgreSQL under var/pgdata/ -------------------------
# Connections are a budget: each process holds at most DB_POOL_SIZE for Django (psycopg's pool; a
# request's thread takes one per query burst, the turn gives it back before it waits on the model)
# plus CHECKPOINT_POOL_SIZE for the checkpointer. The embedded server allows PG_MAX_CONNECTIONS,
# by default enough for PG_PROCESSES such processes (web, worker, manage.py) and some spare.
DB_POOL_SIZE = int(env_str("DB_POOL_SIZE", "8"))
CHECKPOINT_POOL_SIZE = int(env_str("CHECKPOINT_POOL_SIZE", "4"))
DB_POOL_TIMEOUT = float(env_str("DB_POOL_TIMEOUT", "20"))  # seconds a query waits for a free connection
PG_PROCESSES = int(env_str("PG_PROCESSES", "8"))
PG_MAX_CONNECTIONS = int(
    env_str("PG_MAX_CONNECTIONS", str(PG_PROCESSES * (DB_POOL_SIZE + CHECKPOINT_POOL_SIZE) + 20))
)
if min(DB_POOL_SIZE, CHECKPOINT_POOL_SIZE, PG_PROCESSES) < 1 or DB_POOL_TIMEOUT <= 0:
    raise ImproperlyConfigured("DB_POOL_SIZE, CHECKPOINT_POOL_SIZE and PG_PROCESSES are 1 or more")
DATABASE_URL = env_str("DATABASE_URL")
if DATABASE_URL:
    DATABASES = {"default": django_database(DATABASE_URL)}
else:
    _uri = embedded_postgres.start(VAR_DIR / "pgdata", max_connections=PG_MAX_CONNECTIONS)
    embedded_postgres.ensure_database(_uri, "twinsite")
    DATABASES = {"default": {**django_database(_uri), "NAME": "twinsite"}}
DATABASES["default"]["OPTIONS"] = {
    "pool": {"min_size": 1, "max_size": DB_POOL_SIZE, "timeout": DB_POOL_TIMEOUT, "max_idle": 300},
    # Who holds a connection, in pg_stat_activity: the program and its process id.
    "application_name": f"twinsite:{os.getpid()}",
}
# With the pool: each checkout is checked (twinsite.postgres: a round trip only when the socket says
# the connection may be dead). After a database restart the pool's idle connections are dead;
# unchecked, each request would draw one and fail (chat/tests/test_drills.py, the database drill).
DATABASES["default"]["ENGINE"] = "twinsite.postgres"
DATABASES["default"]["CONN_HEALTH_CHECKS"] = True
# Two test runs on one server (CI and a developer, say) each need their own test database.
DATABASES["default"]["TEST"] = {"NAME": env_str("TEST_DATABASE_NAME") or None}
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

# --- Redis: Celery broker, Channels layer and cache; without it everything stays in-process -----
REDIS_URL = env_str("REDIS_URL")
CELERY_BROKER_URL = REDIS_URL or "memory://"
CELERY_TASK_ALWAYS_EAGER = not REDIS_URL
CELERY_TASK_EAGER_PROPAGATES = True
CELERY_TASK_IGNORE_RESULT = True  # no result backend: a Redis outage must not block a web request
CELERY_BROKER_CONNECTION_RETRY_ON_STARTUP = True
if REDIS_URL:
    CHANNEL_LAYERS = {
        "default": {
            "BACKEND": "channels_redis.core.RedisChannelLayer",
            "CONFIG": {"hosts": [REDIS_URL]},
        }
    }
    CACHES = {
        "default": {
            # Redis down: the database cache stands in (twinsite.limits_cache), the chat keeps working.
            "BACKEND": "twinsite.limits_cache.FailoverRedisCache",
            "LOCATION": REDIS_URL,
            "OPTIONS": {"socket_connect_timeout": 1, "socket_timeout": 2},  # an outage costs ~1 s, not 20
        },
        "database": {"BACKEND": "twinsite.limits_cache.LimitsDatabaseCache", "LOCATION": "twinsite_cache"},
    }
    # A broker that is down: the publish gives up in about a second, and the task runs in the web
    # process instead (core.tasks.task_enqueue), as it does without Redis.
    CELERY_BROKER_CONNECTION_TIMEOUT = 1
    CELERY_TASK_PUBLISH_RETRY_POLICY = {
        "max_retries": 1,
        "interval_start": 0,
        "interval_step": 0.2,
        "interval_max": 0.2,
    }
else:
    CHANNEL_LAYERS = {"default": {"BACKEND": "channels.layers.InMemoryChannelLayer"}}
    CACHES = {
        "default": {
            # Rate-limit counters and pending widget messages: expired rows go, live ones never do.
            "BACKEND": "twinsite.limits_cache.LimitsDatabaseCache",
            "LOCATION": "twinsite_cache",
        }
    }

# --- Knowledge base ------------------------------------------------------------------------------
KNOWLEDGE_DIR = BASE_DIR / "knowledge" / "content"
# Who the site is about, when the about document's front matter (owner, pronouns, contact) doesn't
# say; unset, the name and the address are read from the published text (knowledge.owner).
OWNER_NAME = env_str("OWNER_NAME")
OWNER_PRONOUNS = env_str("OWNER_PRONOUNS")
OWNER_CONTACT = env_str("OWNER_CONTACT")
if OWNER_CONTACT and not re.fullmatch(r"[^@\s]+@[^@\s]+\.[^@\s]+", OWNER_CONTACT):
    raise ImproperlyConfigured(f"OWNER_CONTACT={OWNER_CONTACT!r} is not an e-mail address")
# The whole knowledge base is the start of every model call (cached by the providers) up to this
# many characters (about a quarter as many tokens); documents past it reach the model as evidence.
KNOWLEDGE_PREFIX_MAX_CHARS = int(env_str("KNOWLEDGE_PREFIX_MAX_CHARS", "200000"))
EMBEDDINGS = env_str("EMBEDDINGS", "local")
if EMBEDDINGS not in {"local", "provider"}:
    raise ImproperlyConfigured(f"EMBEDDINGS={EMBEDDINGS!r}: use 'local' or 'provider'")
# With EMBEDDINGS=local, what retrieval's vectors come from: `e5` (multilingual-e5-small, ~94
# languages; session 37's sealed sets: 280 of 320 answerable answered right against USE's 265, the
# same refusals) or `use` (USE multilingual v3, sixteen languages, ~20 times faster per text). E5's
# section vectors are kept under var/cache/ for every process (knowledge/passage_cache.py). The
# answerer's meaning and the learned guard use USE either way (knowledge/embeddings.py).
LOCAL_RETRIEVAL_MODEL = env_str("LOCAL_RETRIEVAL_MODEL", "e5")
if LOCAL_RETRIEVAL_MODEL not in {"use", "e5"}:
    raise ImproperlyConfigured(f"LOCAL_RETRIEVAL_MODEL={LOCAL_RETRIEVAL_MODEL!r}: use 'use' or 'e5'")
# The learned input layer (safety/learned.py) in the chat's guards, on by default: on the sealed
# guards_sixth set it took attacks refused from 52.8% (patterns alone) to 81.7% for one more benign
# question refused of 120 (2.5% -> 3.3%); README has every sealed figure, the worse ones included.
GUARD_LEARNED = env_bool("GUARD_LEARNED", True)
# Where `train_guard` reads the public guard corpora (not in git; see evals/datasets/guard_corpora).
GUARD_CORPORA_DIR = Path(env_str("GUARD_CORPORA_DIR", str(BASE_DIR.parent / "shared" / "guard_corpora")))

# --- Model provider: one OpenAI-compatible client; one variable switches -------------------------
LLM_PROVIDER_DEFAULTS = {
    "local": {"base_url": "", "model": "local-extractive", "embedding_model": ""},
    "gemini": {
        "base_url": "https://generativelanguage.googleapis.com/v1beta/openai/",
        "model": "gemini-2.5-flash",
        "embedding_model": "gemini-embedding-001",
    },
    "openai": {
        "base_url": "https://api.openai.com/v1",
        "model": "gpt-4.1-mini",
        "embedding_model": "text-embedding-3-small",
    },
    "deepseek": {"base_url": "https://api.deepseek.com/v1", "model": "deepseek-chat", "embedding_model": ""},
    "kimi": {
        "base_url": "https://api.moonshot.ai/v1",
        "model": "kimi-k2-turbo-preview",
        "embedding_model": "",
    },
    "openai_compatible": {"base_url": "", "model": "", "embedding_model": ""},
}


def _provider_config() -> dict:
    """The provider to use, with its defaults filled in; a real provider without a key won't start."""
    name = env_str("LLM_PROVIDER", "local")
    if name not in LLM_PROVIDER_DEFAULTS:
        raise ImproperlyConfigured(f"LLM_PROVIDER={name!r}: use one of {', '.join(LLM_PROVIDER_DEFAULTS)}")
    defaults = LLM_PROVIDER_DEFAULTS[name]
    config = {
        "name": name,
        "base_url": env_str("LLM_BASE_URL", defaults["base_url"]),
        "model": env_str("LLM_MODEL", defaults["model"]),
        "api_key": env_str("LLM_API_KEY"),
        "embedding_model": env_str("EMBEDDINGS_MODEL", defaults["embedding_model"]),
    }
    if name != "local":
        missing = [
            var
            for var, key in [("LLM_API_KEY", "api_key"), ("LLM_BASE_URL", "base_url"), ("LLM_MODEL", "model")]
            if not config[key]
        ]
        if missing:
            raise ImproperlyConfigured(f"LLM_PROVIDER={name} needs {' and '.join(missing)}")
    if EMBEDDINGS == "provider" and (name == "local" or not config["embedding_model"]):
        raise ImproperlyConfigured(
            "EMBEDDINGS=provider needs a provider with an embeddings endpoint "
            "(LLM_PROVIDER, LLM_API_KEY, and EMBEDDINGS_MODEL where the provider has no default)"
        )
    return config


LLM_PROVIDER_CONFIG = _provider_config()
LLM_PRICES = env_str("LLM_PRICES")  # INPUT/CACHED/OUTPUT USD per million tokens, for unlisted models
LLM_MAX_OUTPUT_TOKENS = int(env_str("LLM_MAX_OUTPUT_TOKENS", "600"))
LLM_RETRIES = int(env_str("LLM_RETRIES", "2"))  # retried only while nothing has reached the visitor
LLM_FIRST_TOKEN_TIMEOUT = float(env_str("LLM_FIRST_TOKEN_TIMEOUT", "6"))  # then the offline layer answers

# --- Chat -----------------------------------------------------------------------------------------
CHAT_ENABLED = env_bool("CHAT_ENABLED", True)  # false: the kill switch (the owner also has one in admin)
CHAT_MAX_TURNS = 40  # per thread
CHAT_TOOL_ROUNDS = 3  # after this many, the next model call gets tool_choice "none"
PRIVACY_RETENTION_DAYS = int(env_str("PRIVACY_RETENTION_DAYS", "90"))  # then purge_private_data deletes


# --- Before a turn: what POST /api/chat checks before a turn starts (chat.admission) ------------
def _trusted_proxies() -> list[str]:
    proxies = env_list("TRUSTED_PROXIES")
    for proxy in proxies:
        try:
            ipaddress.ip_network(proxy, strict=False)
        except ValueError:
            raise ImproperlyConfigured(
                f"TRUSTED_PROXIES: {proxy!r} is not an IP address or network (e.g. 10.0.0.1, 10.0.0.0/8)"
            ) from None
    return proxies


RATE_LIMIT = env_rate("RATE_LIMIT", "20/10m")  # chat requests per client IP
THREAD_LIMIT = env_rate("THREAD_LIMIT", "5/1h")  # new conversations per client IP (seed 003)
FEEDBACK_RATE_LIMIT = env_rate("FEEDBACK_RATE_LIMIT", "20/10m")  # ratings per client IP
TRUSTED_PROXIES = _trusted_proxies()  # peers whose X-Forwarded-For is believed; unset: none
CHAT_ALLOWED_ORIGINS = env_list("CHAT_ALLOWED_ORIGINS")  # browser origins besides the site's own
CHAT_MAX_CONCURRENT_PER_IP = int(env_str("CHAT_MAX_CONCURRENT_PER_IP", "2"))  # across every process
# Open turn streams one web process serves; past it a new turn gets 503 + Retry-After (between
# CHAT_BUSY_RETRY_AFTER and twice that, spread out) before its stream starts. bench/load.py measures it.
CHAT_MAX_STREAMS = int(env_str("CHAT_MAX_STREAMS", "200"))
CHAT_BUSY_RETRY_AFTER = int(env_str("CHAT_BUSY_RETRY_AFTER", "3"))
CHAT_TURN_TIMEOUT = float(env_str("CHAT_TURN_TIMEOUT", "60"))  # seconds; then done: failed, timeout
RATELIMIT_USE_CACHE = "default"  # shared by every process: the database cache, or Redis
# The database cache's increment is get-then-set (E003, true): chat.admission makes each count
# atomic under a Postgres advisory lock. Django's RedisCache uses INCR but isn't on the list (W001).
SILENCED_SYSTEM_CHECKS = ["django_ratelimit.E003", "django_ratelimit.W001"]


# --- Budget: a daily cap in USD; the day ends at local midnight in TIME_ZONE ----------------------
def _daily_budget() -> Decimal:
    raw = env_str("DAILY_BUDGET_USD", "2.00")
    try:
        value = Decimal(raw)
    except InvalidOperation:
        value = Decimal("NaN")
    if not value.is_finite() or not 0 <= value < 1_000_000:  # the ledger holds 6 whole digits
        raise ImproperlyConfigured(f"DAILY_BUDGET_USD={raw!r}: use an amount in USD from 0 up, e.g. 2.00")
    return value


DAILY_BUDGET_USD = _daily_budget()
BUDGET_FALLBACK = env_str("BUDGET_FALLBACK", "local")  # once the day's budget is spent
if BUDGET_FALLBACK not in {"local", "refuse"}:
    raise ImproperlyConfigured(f"BUDGET_FALLBACK={BUDGET_FALLBACK!r}: use 'local' or 'refuse'")
BUDGET_RESERVATION_TTL = 900  # seconds an unsettled reservation stays counted (a crash fails closed)

# --- Approvals: the owner decides on high-risk tool calls -----------------------------------------
OWNER_API_TOKEN = env_str("OWNER_API_TOKEN")  # unset: every /api/owner/* route answers 404
if OWNER_API_TOKEN and len(OWNER_API_TOKEN) < 32:
    raise ImproperlyConfigured(
        f"OWNER_API_TOKEN is {len(OWNER_API_TOKEN)} characters long: use at least 32 random ones, e.g. "
        "python -c 'import secrets; print(secrets.token_urlsafe(32))'"
    )
# Wrong owner tokens and failed admin logins per client IP; then 429 (twinsite.auth_throttle).
AUTH_FAILURE_LIMIT = env_rate("AUTH_FAILURE_LIMIT", "10/15m")
APPROVALS_PER_CLIENT_PER_DAY = 3  # pending at once from one client (IP); then a polite refusal
OWNER_DIGEST_MINUTES = int(env_str("OWNER_DIGEST_MINUTES", "30"))  # at most one approval mail per N min
if OWNER_DIGEST_MINUTES < 0:
    raise ImproperlyConfigured(f"OWNER_DIGEST_MINUTES={OWNER_DIGEST_MINUTES}: use 0 (no digest) or more")
OWNER_EMAIL = env_str("OWNER_EMAIL")  # unset: the public contact address on the about page
SITE_URL = env_str("SITE_URL", "http://127.0.0.1:8000").rstrip("/")  # for links in e-mails to the owner
DEFAULT_FROM_EMAIL = env_str("DEFAULT_FROM_EMAIL", "twinsite@localhost")
if EMAIL_HOST := env_str("EMAIL_HOST"):
    EMAIL_BACKEND = "django.core.mail.backends.smtp.EmailBackend"
    EMAIL_PORT = int(env_str("EMAIL_PORT", "587"))
    EMAIL_HOST_USER = env_str("EMAIL_HOST_USER")
    EMAIL_HOST_PASSWORD = env_str("EMAIL_HOST_PASSWORD")
    EMAIL_USE_TLS = env_bool("EMAIL_USE_TLS", True)
else:
    EMAIL_BACKEND = "django.core.mail.backends.console.EmailBackend"
EMAIL_TIMEOUT = int(env_str("EMAIL_TIMEOUT", "10"))  # seconds; a hung SMTP server only delays the outbox
# --- Outbox: every mail is a row first, sent after commit, retried with backoff (outbox/) --------
OUTBOX_MAX_ATTEMPTS = 10  # then `failed`, shown in admin (about 4 h of retrying)
OUTBOX_RETRY_SECONDS = 60  # the first retry; doubling, at most an hour apart
OUTBOX_COURIER = not REDIS_URL  # no Celery worker: a thread in each web process delivers
CELERY_BEAT_SCHEDULE = {
    "expire-approvals": {"task": "approvals.tasks.expire_approvals", "schedule": 600.0},
    "expire-budget-reservations": {"task": "budget.tasks.expire_reservations", "schedule": 300.0},
    "deliver-outbox": {"task": "outbox.tasks.deliver_due_mail", "schedule": 60.0},
    "purge-private-data": {"task": "chat.tasks.purge_private_data", "schedule": 86400.0},
}

# --- Locale, time, static files ------------------------------------------------------------------
LANGUAGE_CODE = "en"
TIME_ZONE = env_str("TIME_ZONE", "Europe/Amsterdam")
USE_I18N = True
USE_TZ = True
STATIC_URL = "/static/"
STATIC_ROOT = VAR_DIR / "static"
STATICFILES_DIRS = [BASE_DIR / "static"]
STATIC_ROOT.mkdir(parents=True, exist_ok=True)  # whitenoise warns on every request without it
WHITENOISE_USE_FINDERS = True  # `make run` serves static files without a collectstatic step

SECURE_CONTENT_TYPE_NOSNIFF = True


# --- Behind HTTPS: each from the environment (README, "Deploying behind HTTPS") -------------------
def _proxy_ssl_header() -> tuple[str, str] | None:
    """SECURE_PROXY_SSL_HEADER as `Header-Name: value` (X-Forwarded-Proto: https): the header a
    TLS-ending proxy sets, which makes request.is_secure() true (CSRF, Origin checks, redirects).
    Set it only when that proxy always sets or strips the header, or a client can forge it."""
    raw = env_str("SECURE_PROXY_SSL_HEADER")
    if not raw:
        return None
    name, _, value = raw.partition(":")
    name, value = name.strip(), value.strip()
    if not re.fullmatch(r"[A-Za-z0-9-]+", name) or not value:
        raise ImproperlyConfigured(
            f"SECURE_PROXY_SSL_HEADER={raw!r}: use 'Header-Name: value', e.g. 'X-Forwarded-Proto: https'"
        )
    return "HTTP_" + name.upper().replace("-", "_"), value


SECURE_PROXY_SSL_HEADER = _proxy_ssl_header()
SECURE_SSL_REDIRECT = env_bool("SECURE_SSL_REDIRECT", False)
SECURE_REDIRECT_EXEMPT = [r"^healthz$"]  # the load balancer's health check may speak plain HTTP
SECURE_HSTS_SECONDS = int(env_str("SECURE_HSTS_SECONDS", "0"))  # e.g. 31536000 once HTTPS works
SECURE_HSTS_INCLUDE_SUBDOMAINS = env_bool("SECURE_HSTS_INCLUDE_SUBDOMAINS", False)
SECURE_HSTS_PRELOAD = env_bool("SECURE_HSTS_PRELOAD", False)
CONTENT_SECURITY_POLICY = (  # twinsite.csp: nothing inline, nothing from another origin
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; "
    "font-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'"
)
X_FRAME_OPTIONS = "DENY"
SESSION_COOKIE_HTTPONLY = True
SESSION_COOKIE_SECURE = env_bool("SECURE_COOKIES", False)
CSRF_COOKIE_SECURE = SESSION_COOKIE_SECURE

# --- Logs: one JSON object a line, for an operator reading them at night -------------------------
LOG_LEVEL = env_str("LOG_LEVEL", "INFO")
LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "formatters": {"json": {"()": "twinsite.logging.JsonFormatter"}},
    "handlers": {"stdout": {"class": "logging.StreamHandler", "formatter": "json"}},
    "root": {"handlers": ["stdout"], "level": LOG_LEVEL},
    # Client libraries log request details at DEBUG; keep them quiet whatever LOG_LEVEL says.
    "loggers": {name: {"level": "WARNING"} for name in ("pgserver", "openai", "httpx", "httpcore")},
}
