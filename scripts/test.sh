#!/usr/bin/env bash
# Set up what a fresh machine lacks, then run the whole test suite: engines, widgets, notebooks,
# and the browser tests (Voilà served on 127.0.0.1, clicked in headless chromium).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh --with-browser
.venv/bin/ruff check gamekit widgets tests benchmarks
.venv/bin/ruff format --check gamekit widgets tests benchmarks
.venv/bin/python -m pytest -q "$@"
