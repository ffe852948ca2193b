#!/usr/bin/env bash
# Draws the site's PNG icons (for the web app manifest and home screens) from public/icon.svg
# with headless Chromium. The PNGs are committed; run this after changing the drawing.
# The maskable icon is the same drawing on a square, full-bleed background.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh
tmp=$(mktemp -d)
sed 's/rx="96" fill="#efe3c8"/rx="0" fill="#efe3c8"/' public/icon.svg > "$tmp/maskable.svg"
shot() { # svg size out
  printf '<!doctype html><style>html,body{margin:0}img{display:block}</style><img src="file://%s" width="%s" height="%s">' \
    "$1" "$2" "$2" > "$tmp/page.html"
  "$CHROMIUM" --headless --no-sandbox --disable-gpu --disable-quic --no-first-run \
    --disable-background-networking --disable-component-update --disable-sync \
    --user-data-dir="$tmp/profile" --default-background-color=00000000 --hide-scrollbars \
    --window-size="$2,$2" --screenshot="$3" "file://$tmp/page.html" 2>/dev/null
}
shot "$PWD/public/icon.svg" 192 public/icon-192.png
shot "$PWD/public/icon.svg" 512 public/icon-512.png
shot "$tmp/maskable.svg" 512 public/icon-maskable-512.png
rm -rf "$tmp"
ls -l public/icon-*.png
