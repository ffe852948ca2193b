#!/usr/bin/env bash
# Builds the release site into dist/ with relative URLs, so it works from any static host and
# under any sub-path. Assumes scripts/setup.sh has run.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh
trunk build --release --public-url ./ "$@"
