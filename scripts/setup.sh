#!/usr/bin/env bash
# Installs every tool this project needs, skipping what is already present at the pinned version.
# Safe to run again: a warm machine finishes in seconds.
#
# Pinned (see docs/toolchain.md for why):
#   rust target wasm32-unknown-unknown, trunk 0.21.14, wasm-bindgen-cli 0.2.130,
#   wasm-split-cli 0.2.4 (cuts the module into one chunk per page, scripts/wasm.sh),
#   npm packages from package-lock.json (binaryen 132 for wasm-opt, terser, playwright-core),
#   Debian's chromium + chromium-driver for the browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."

TRUNK_VERSION=0.21.14
WASM_BINDGEN_VERSION=0.2.130
WASM_SPLIT_VERSION=0.2.4

step() { printf '\n== %s\n' "$*"; }
have_version() { command -v "$1" >/dev/null 2>&1 && "$1" --version 2>/dev/null | grep -q "$2"; }

export PATH="$HOME/.cargo/bin:$PATH"

# The downloads (npm's packages; Debian's chromium, its driver and poppler-utils, whose pdftoppm
# turns the teacher's kit's printed PDFs into pictures for its test) run in the background while
# cargo compiles the tools below: on a fresh machine they cost no time of their own.
mkdir -p target/setup
npm_pid=""
if [ -x node_modules/.bin/wasm-opt ] && [ -x node_modules/.bin/terser ] && [ -d node_modules/playwright-core ] \
   && [ node_modules/.package-lock.json -nt package-lock.json ]; then
  echo "npm packages (wasm-opt from binaryen, terser, playwright-core): present"
else
  npm ci --no-audit --no-fund > target/setup/npm.log 2>&1 &
  npm_pid=$!
fi
apt_pid=""
debs=()
command -v chromium >/dev/null 2>&1 && command -v chromedriver >/dev/null 2>&1 \
  || debs+=(chromium chromium-driver)
command -v pdftoppm >/dev/null 2>&1 || debs+=(poppler-utils)
if [ ${#debs[@]} -eq 0 ]; then
  echo "chromium, chromedriver, poppler-utils (Debian): present"
else
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  { $SUDO apt-get update -q && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -q "${debs[@]}"; } \
    > target/setup/apt.log 2>&1 &
  apt_pid=$!
fi
# Waits for a background download; prints its log's end, and all of it if it failed.
wait_for() {
  local name=$1 pid=$2 log=$3
  [ -n "$pid" ] || return 0
  if wait "$pid"; then
    tail -n 3 "$log"
  else
    cat "$log"
    echo "setup: $name failed (above)" >&2
    exit 1
  fi
}

step "rust target wasm32-unknown-unknown"
if rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  echo "present"
else
  rustup target add wasm32-unknown-unknown
fi

step "trunk $TRUNK_VERSION"
if have_version trunk "$TRUNK_VERSION"; then
  echo "present"
else
  # Without trunk's own link-time optimisation (its release profile asks for "fat" LTO in one
  # codegen unit): a tool run a few times a build needs none, and its last crate then compiles on
  # both cores instead of linking on one. Without its default features (a check for a newer trunk
  # on crates.io; TLS, with which it downloads the tools it lacks): this project installs every
  # tool trunk runs, and the site's own build (scripts/wasm.sh) calls wasm-bindgen and wasm-opt
  # itself, so trunk never downloads. docs/performance.md, "The test run", gives the times.
  CARGO_PROFILE_RELEASE_LTO=off CARGO_PROFILE_RELEASE_CODEGEN_UNITS=16 \
    cargo install trunk --version "=$TRUNK_VERSION" --locked --no-default-features
fi

step "wasm-bindgen-cli $WASM_BINDGEN_VERSION"
if have_version wasm-bindgen "$WASM_BINDGEN_VERSION"; then
  echo "present"
else
  # Not --locked: its lockfile pins a crate version the registry no longer serves. Only the
  # `wasm-bindgen` program (not its test runner, which downloads with TLS, nor wasm2es6js).
  cargo install wasm-bindgen-cli --version "=$WASM_BINDGEN_VERSION" --no-default-features --bin wasm-bindgen
fi

step "wasm-split-cli $WASM_SPLIT_VERSION"
if command -v wasm-split-cli >/dev/null 2>&1 \
   && grep -q "wasm_split_cli_support $WASM_SPLIT_VERSION" "$HOME/.cargo/.crates.toml" 2>/dev/null; then
  echo "present"
else
  cargo install wasm_split_cli_support --version "=$WASM_SPLIT_VERSION" --features build-binary --locked
fi

step "npm packages, Debian's packages: waiting for the downloads started above"
wait_for npm "$npm_pid" target/setup/npm.log
wait_for "Debian's packages" "$apt_pid" target/setup/apt.log

step "setup done"
