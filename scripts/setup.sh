#!/usr/bin/env bash
# Set up a fresh machine: Debian's chromium (for the browser tests) and the Python environment in
# .venv with both packages installed (editable) and the test tools. Safe to run again.
set -euo pipefail
cd "$(dirname "$0")/.."

if [[ "${1:-}" == "--with-browser" ]] && ! command -v chromium >/dev/null; then
    sudo=""
    [[ $(id -u) -ne 0 ]] && sudo="sudo"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium >/dev/null
fi

if [[ ! -x .venv/bin/python ]]; then
    python3 -m venv .venv
fi
.venv/bin/python -m pip install -q --disable-pip-version-check -e ".[test]"
