# Sourced by the scripts: puts the project's tools first on PATH.
# shellcheck shell=bash
export PATH="$PWD/node_modules/.bin:$HOME/.cargo/bin:$PATH"
export CHROMIUM="${CHROMIUM:-/usr/bin/chromium}"
