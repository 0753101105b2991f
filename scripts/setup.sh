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

# JupyterHub's proxy, configurable-http-proxy (node 20 or newer), pinned in
# deploy/jupyterhub/package-lock.json and installed beside it (git-ignored); again only when the
# lock file changed. Without npm, tests/browser/test_jupyterhub.py is skipped and says so.
lock=deploy/jupyterhub/package-lock.json
if ! command -v npm >/dev/null; then
    echo "setup.sh: npm is missing: JupyterHub's proxy is not installed (the JupyterHub test is skipped)"
elif [[ ! -x deploy/jupyterhub/node_modules/.bin/configurable-http-proxy \
    || $lock -nt deploy/jupyterhub/node_modules/.package-lock.json ]]; then
    npm ci --prefix deploy/jupyterhub --no-audit --no-fund --loglevel=error
fi

# axe-core, which tests/browser/test_axe_in_voila.py runs in every page (WCAG 2.1 A and AA),
# pinned in tests/axe/package-lock.json and installed beside it (git-ignored), again only when the
# lock file changed. Without it that test fails and says how to install it.
lock=tests/axe/package-lock.json
if ! command -v npm >/dev/null; then
    echo "setup.sh: npm is missing: axe-core is not installed (the accessibility test will fail)"
elif [[ ! -f tests/axe/node_modules/axe-core/axe.min.js \
    || $lock -nt tests/axe/node_modules/.package-lock.json ]]; then
    npm ci --prefix tests/axe --no-audit --no-fund --loglevel=error
fi
