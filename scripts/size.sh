#!/usr/bin/env bash
# The page's download size: each file of dist/ the page can load, raw and gzip-compressed
# (gzip -9, as a static server would pre-compress), and the gzip total against the 250 KB budget.
#
# Usage: scripts/size.sh [--build]
#   --build  runs `trunk build --release` first (otherwise dist/ must hold a release build)
#   DIST=dir measures another build directory (e.g. one from `trunk build --release --dist dir`)
#
# Counted: every file in dist/ except quintet.html (the single-file download, fetched only when
# asked for) and the analysis worker (analysis-worker.js and its module quintet-analysis-*, loaded
# when someone asks for analysis, and cached then): index.html, the JS glue, the wasm, the CSS,
# the icons, the web-app manifest and sw.js, i.e. the page plus everything its service worker
# precaches. 1 KB = 1000 bytes.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
export PATH="$HOME/.cargo/bin:$PWD/.tools/node_modules/.bin:$PATH"
BUDGET=250000

dist=${DIST:-dist}
if [ "${1:-}" = "--build" ]; then
  trunk build --release --dist "$dist" >&2
fi
[ -f "$dist/index.html" ] || { echo "size.sh: no $dist/index.html; run with --build" >&2; exit 1; }

total_raw=0
total_gz=0
lazy=()
printf '%-40s %10s %10s\n' file bytes gzip
while IFS= read -r file; do
  name=${file#"$dist"/}
  [ "$name" = quintet.html ] && continue
  case "$name" in analysis-worker.js|quintet-analysis*)
    lazy+=("$(printf '%-40s %10d %10d' "$name" "$(wc -c < "$file")" "$(gzip -9 -n -c "$file" | wc -c)")")
    continue;;
  esac
  raw=$(wc -c < "$file")
  gz=$(gzip -9 -n -c "$file" | wc -c)
  total_raw=$((total_raw + raw))
  total_gz=$((total_gz + gz))
  printf '%-40s %10d %10d\n' "$name" "$raw" "$gz"
done < <(find "$dist" -type f | sort)
printf '%-40s %10d %10d\n' total "$total_raw" "$total_gz"
if [ "$total_gz" -le "$BUDGET" ]; then
  verdict="within"
else
  verdict="OVER"
fi
printf 'gzip total %d bytes (%.1f KB): %s the %d KB budget\n' \
  "$total_gz" "$(awk "BEGIN { print $total_gz / 1000 }")" "$verdict" $((BUDGET / 1000))
for line in "${lazy[@]}"; do
  printf '(not counted, loaded when asked for: %s)\n' "$(echo $line)"
done
if [ -f "$dist/quintet.html" ]; then
  printf '(not counted: quintet.html, %d bytes, %d gzip)\n' \
    "$(wc -c < "$dist/quintet.html")" "$(gzip -9 -n -c "$dist/quintet.html" | wc -c)"
fi
