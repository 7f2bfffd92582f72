# `make run` serves the site; `make test` runs lint, check_knowledge on the sample and the whole test
# suite. Both build .venv/ first.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
INSTALLED := $(VENV)/.installed
PORT ?= 8000

.PHONY: run test e2e browser lint format worker stop bench-retrieval bench-guards bench-turn bench-load clean

$(INSTALLED): requirements.txt
	@$(PYTHON) -c 'import sys; sys.exit(sys.version_info < (3, 11) and "Python 3.11+ is needed" or 0)'
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --disable-pip-version-check -r requirements.txt
	touch $(INSTALLED)

run: $(INSTALLED)
	$(PY) manage.py migrate --noinput
	$(PY) manage.py load_knowledge knowledge/content --if-empty
	$(VENV)/bin/daphne -b 127.0.0.1 -p $(PORT) twinsite.asgi:application

# The suite mostly waits (servers starting, streams, other processes), so TEST_WORKERS pytest-xdist
# workers share it, each module whole on one worker and the browser tests together on one.
TEST_WORKERS ?= 2
test: $(INSTALLED) lint browser
	$(PY) manage.py check_knowledge knowledge/content
	$(VENV)/bin/pytest -n $(TEST_WORKERS) --dist loadscope

# The browser tests drive Debian's Chromium (Playwright can't download a browser here). Without
# apt (not root, not Debian) they are skipped with a message saying so.
browser:
	@command -v chromium >/dev/null || { command -v apt-get >/dev/null && [ "$$(id -u)" = 0 ] \
		&& apt-get update -qq && apt-get install -y -qq chromium >/dev/null; } \
		|| echo "chromium is not installed: the browser tests (e2e/) will be skipped"

e2e: $(INSTALLED) browser
	$(VENV)/bin/pytest -m e2e e2e

lint: $(INSTALLED)
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .

format: $(INSTALLED)
	$(VENV)/bin/ruff check --fix .
	$(VENV)/bin/ruff format .

worker: $(INSTALLED)
	$(VENV)/bin/celery -A twinsite worker --beat --schedule var/celerybeat-schedule --loglevel=INFO --concurrency=2

bench-retrieval: $(INSTALLED)
	$(PY) bench/retrieval.py

bench-guards: $(INSTALLED)
	$(PY) bench/guards.py

bench-turn: $(INSTALLED)
	$(PY) bench/turn.py

# Many open chat streams against real servers it starts itself (1 and 2 daphnes, 1 uvicorn) with a
# slow fake model; a few minutes. BENCH_ARGS, e.g. "--configs daphne1 --burst 100".
bench-load: $(INSTALLED)
	$(PY) bench/load.py $(BENCH_ARGS)

stop: $(INSTALLED)
	$(PY) -m twinsite.embedded_postgres stop

clean: stop
	rm -rf var/
