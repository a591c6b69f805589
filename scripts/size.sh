#!/usr/bin/env bash
# The page's download size: each file of dist/ the page can load, raw and gzip-compressed
# (gzip -9, as a static server would pre-compress), and the gzip total against the 250 KB budget.
#
# Usage: scripts/size.sh [--build]
#   --build  runs `trunk build --release` first (otherwise dist/ must hold a release build)
#   DIST=dir measures another build directory (e.g. one from `trunk build --release --dist dir`)
#
# Counted: every file in dist/ except quintet.html (the single-file download, fetched only when
# asked for), _headers (the static host's configuration, which it reads and never serves) and
# embed-example.* (documentation that neither the page nor its service worker loads): index.html,
# the JS glue, the wasm, the CSS, the icons, the web-app manifest and sw.js, i.e. the page plus
# everything its service worker precaches. 1 KB = 1000 bytes.
# The position editor's files (editor.html, editor.css, editor-start.js and its own module
# quintet-editor-*) are precached too but are not the game page's download: they are listed on a
# line of their own, outside the total.
# The analysis worker (analysis-worker.js and its own module quintet-analysis-*), loaded when
# someone asks for analysis and cached by the service worker then, is listed the same way.
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
editor_raw=0
editor_gz=0
editor_files=""
analysis_raw=0
analysis_gz=0
analysis_files=""
printf '%-40s %10s %10s\n' file bytes gzip
while IFS= read -r file; do
  name=${file#"$dist"/}
  [ "$name" = quintet.html ] && continue
  [ "$name" = _headers ] && continue
  case $name in embed-example.*) continue ;; esac
  raw=$(wc -c < "$file")
  gz=$(gzip -9 -n -c "$file" | wc -c)
  case "$name" in
    editor.html|editor.css|editor-start.js|quintet-editor-*)
      editor_raw=$((editor_raw + raw))
      editor_gz=$((editor_gz + gz))
      editor_files="$editor_files $name"
      continue ;;
    analysis-worker.js|quintet-analysis-*)
      analysis_raw=$((analysis_raw + raw))
      analysis_gz=$((analysis_gz + gz))
      analysis_files="$analysis_files $name"
      continue ;;
  esac
  total_raw=$((total_raw + raw))
  total_gz=$((total_gz + gz))
  printf '%-40s %10d %10d\n' "$name" "$raw" "$gz"
done < <(find "$dist" -type f | sort)
printf '%-40s %10d %10d\n' total "$total_raw" "$total_gz"
if [ -n "$editor_files" ]; then
  printf '%-40s %10d %10d\n' 'editor (its own page, not in the total)' "$editor_raw" "$editor_gz"
  printf '  editor files:%s\n' "$editor_files"
fi
if [ -n "$analysis_files" ]; then
  printf '%-40s %10d %10d\n' 'analysis worker (when asked, not in the total)' "$analysis_raw" "$analysis_gz"
  printf '  analysis files:%s\n' "$analysis_files"
fi
if [ "$total_gz" -le "$BUDGET" ]; then
  verdict="within"
else
  verdict="OVER"
fi
printf 'gzip total %d bytes (%.1f KB): %s the %d KB budget\n' \
  "$total_gz" "$(awk "BEGIN { print $total_gz / 1000 }")" "$verdict" $((BUDGET / 1000))
if [ -f "$dist/quintet.html" ]; then
  printf '(not counted: quintet.html, %d bytes, %d gzip)\n' \
    "$(wc -c < "$dist/quintet.html")" "$(gzip -9 -n -c "$dist/quintet.html" | wc -c)"
fi
