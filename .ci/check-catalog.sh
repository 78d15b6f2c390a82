#!/usr/bin/env bash
# The example specs' state diagrams and state catalog, checked with the real tools: every DOT
# diagram drawn by Graphviz without an error or warning, and every catalog page opened in headless
# Chromium with the network off, screenshotted at a phone's width (390 px) and a desktop's
# (1280 px) into .build/catalog-screenshots, kept as CI artifacts.
set -euo pipefail
cd "$(dirname "$0")/.."
statespec=.build/debug/statespec
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

"$statespec" diagram specs --format dot --output "$work/dot" --quiet
for diagram in "$work"/dot/*.dot; do
  if ! dot -Tsvg -o /dev/null "$diagram" 2>"$work/dot.log" || [ -s "$work/dot.log" ]; then
    echo "CI: Graphviz could not draw $(basename "$diagram"):" >&2
    cat "$work/dot.log" >&2
    exit 1
  fi
done

"$statespec" catalog specs --output "$work/catalog" --quiet
shots=.build/catalog-screenshots
rm -rf "$shots"
mkdir -p "$shots"
offline=(--headless --no-sandbox --disable-gpu --hide-scrollbars --no-first-run
  --proxy-server=127.0.0.1:9 "--host-resolver-rules=MAP * ~NOTFOUND" --virtual-time-budget=2000)
for page in "$work"/catalog/*.html; do
  name=$(basename "$page" .html)
  for width in 390 1280; do
    chromium "${offline[@]}" --window-size="$width,2400" --screenshot="$PWD/$shots/$name-$width.png" "file://$page" >/dev/null 2>&1
    [ -s "$shots/$name-$width.png" ] || { echo "CI: Chromium made no screenshot of $name.html at $width px" >&2; exit 1; }
  done
done
echo "CI: $(ls "$shots" | wc -l) catalog screenshots in $shots" >&2
