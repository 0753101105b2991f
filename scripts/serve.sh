#!/usr/bin/env bash
# Set up what a fresh machine lacks, then serve the app: Voilà on http://127.0.0.1:8866/ with the
# landing page and every game. Extra arguments go to tabletop-serve (e.g. --port 9000).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
exec .venv/bin/tabletop-serve "$@"
