#!/usr/bin/env bash
# THE ONE COMMAND TO RUN THE SITE: sets up a fresh machine (installs what is missing) and serves
# the site at http://127.0.0.1:8080/ (rebuilding when a file changes).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
source scripts/env.sh
echo
echo "== serving at http://127.0.0.1:8080/ (Ctrl-C to stop)"
exec trunk serve --release "$@"
