#!/usr/bin/env bash
# The rules engine's speed in the browser against native: random playouts per second for each
# game, natively (`lab bench`) and as WebAssembly in headless Chromium, and their ratio.
# Usage: bash scripts/bench-wasm.sh [SECONDS] [PROFILE]   (after scripts/setup.sh)
# PROFILE `release` (default) is the site's own build, optimised for size; `bench-wasm` is the
# same code optimised for speed.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh
secs="${1:-5}"
profile="${2:-release}"
cargo build --profile "$profile" --target wasm32-unknown-unknown --bin wasm_bench
out=target/wasm-bench
rm -rf "$out" && mkdir -p "$out"
wasm-bindgen --target web --no-typescript --out-dir "$out" \
  "target/wasm32-unknown-unknown/$profile/wasm_bench.wasm"
# wasm-opt as the site's build runs it (-Oz, see index.html), or for speed.
level=$([ "$profile" = release ] && echo -Oz || echo -O3)
wasm-opt "$level" --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
  --enable-mutable-globals --enable-reference-types -o "$out/wasm_bench_bg.wasm" "$out/wasm_bench_bg.wasm"
cat > "$out/index.html" <<'HTML'
<!DOCTYPE html><meta charset="utf-8"><title>bench</title>
<script type="module">
import init, { bench } from "./wasm_bench.js";
await init();
window.bench = bench;
document.title = "ready";
</script>
HTML
cargo build --quiet --profile bench-native --no-default-features --bin lab
node scripts/bench-wasm.mjs "$out" "$secs"
