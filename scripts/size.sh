#!/usr/bin/env bash
# The page's download size: each file of dist/, raw and gzip-compressed (gzip -9, as a static
# server would pre-compress), in groups by when a browser downloads it, and the page's gzip total
# against the 250 KB budget.
#
# Usage: scripts/size.sh [--build] [--check]
#   --build  runs `trunk build --release` first (otherwise dist/ must hold a release build)
#   --check  exits with status 1 when the page is over the budget (scripts/test.sh: a build's
#            bytes are the same on every run, so this is a check, not a timed test)
#   DIST=dir measures another build directory (e.g. one from `trunk build --release --dist dir`)
#
# Groups (1 KB = 1000 bytes):
# - page, the total checked against the budget: what a visitor's browser downloads for the page
#   to work, online and offline: index.html (with its style sheet inlined: scripts/first-paint.mjs),
#   the JS glue, the wasm, the favicon, the web-app manifest and sw.js.
# - embeds: embed.html (with embed.css and its loader embed-start.js), quintet-board.js (the
#   <quintet-board> element) and their own module quintet-embed-* (scripts/embed.mjs). Other
#   sites' pages load them; the game page loads quintet-board.js and the module only when its
#   Rules dialog opens (its example boards). The service worker precaches them after the page
#   has loaded, so embed.html and the rules' boards work offline too.
# - computer opponent: ai-worker.js and the worker's own glue and wasm (scripts/worker.mjs). The
#   page starts it when a computer player is first to move; the service worker also precaches
#   it once, after the page has loaded, so the computer plays offline. Listed apart because the
#   page works without it (people against people) and it is not on the way to the first board.
# - lessons: learn.html, the lessons' page (the game page's Learn buttons and ?learn= links go
#   there), which runs on the embeds' module and fetches the rules texts with the lessons' words.
#   Precached too, but not the game page's download.
# - editor: the position editor's own page (editor.html, editor.css, editor-start.js and its
#   module quintet-editor-*; scripts/editor.mjs), and the style sheet it shares with the game page
#   (style-*.css), which the game page has inlined. Precached too, but not the game page's
#   download: the game page loads editor-start.js only for its picture downloads.
# - remote games: the game page's variant for games with a friend on another device (its own
#   module quintet-remote-*; scripts/remote.mjs), which index.html's loader starts instead of the
#   plain module for a ?play= link or a ?remote= address. Precached too.
# - languages: lang/*.ftl (scripts/languages.mjs). English is in the wasm; a page fetches another
#   language only when it is chosen, a language's rules texts (lang/<code>-rules.ftl) when the
#   Rules dialog opens, and the editor's words in a language (lang/<code>-editor.ftl) with the
#   editor. The service worker precaches them all, after the page has loaded.
# - install only: the app's icons (icon-*.png). Only the browser asks for them, to install the
#   app (it keeps its own copy once installed); the page never does, and the service worker does
#   not precache them (scripts/offline.mjs), so a visitor who does not install never downloads them.
#   (Headless Chromium's network log on a page load shows neither the manifest nor an icon; Chrome
#   on Android, which checks whether a page can be installed, may fetch one icon: not measured.)
# - not counted: quintet.html, the single-file download, fetched only when asked for; _headers,
#   the static host's configuration, which it reads and never serves; embed-example.*,
#   documentation that neither the page nor its service worker loads.
# Then the page's total in brotli (as hosts that pre-compress send it), the verdict, and a line
# that adds up what a first visit with a service worker downloads: the page, then what the
# service worker precaches (computer opponent, embeds, editor, languages).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
export PATH="$HOME/.cargo/bin:$PWD/.tools/node_modules/.bin:$PATH"
BUDGET=250000

dist=${DIST:-dist}
build=0
check=0
for arg in "$@"; do
  case "$arg" in
    --build) build=1 ;;
    --check) check=1 ;;
    *) echo "size.sh: unknown option $arg (--build, --check)" >&2; exit 2 ;;
  esac
done
if [ "$build" = 1 ]; then
  trunk build --release --dist "$dist" >&2
fi
[ -f "$dist/index.html" ] || { echo "size.sh: no $dist/index.html; run with --build" >&2; exit 1; }

group() {
  case "$1" in
    quintet.html | _headers | embed-example.*) echo other ;;
    ai-worker.js | quintet-worker-*) echo worker ;;
    editor.html | editor.css | editor-start.js | quintet-editor-* | style-*.css) echo editor ;;
    learn.html) echo lessons ;;
    quintet-remote-*) echo remote ;;
    embed.html | embed.css | embed-start.js | quintet-board.js | quintet-embed-*) echo embed ;;
    lang/*) echo languages ;;
    icon-*.png) echo install ;;
    *) echo page ;;
  esac
}

declare -A raw_of gz_of
files=()
while IFS= read -r file; do
  name=${file#"$dist"/}
  files+=("$name")
  raw_of[$name]=$(wc -c < "$file")
  gz_of[$name]=$(gzip -9 -n -c "$file" | wc -c)
done < <(find "$dist" -type f | sort)

# Prints one group's files and its subtotal line; sets $sum_raw and $sum_gz.
show() {
  local wanted=$1 title=$2 name
  sum_raw=0
  sum_gz=0
  printf '\n%s\n' "$title"
  for name in "${files[@]}"; do
    [ "$(group "$name")" = "$wanted" ] || continue
    printf '  %-38s %10d %10d\n' "$name" "${raw_of[$name]}" "${gz_of[$name]}"
    sum_raw=$((sum_raw + raw_of[$name]))
    sum_gz=$((sum_gz + gz_of[$name]))
  done
}

printf '%-40s %10s %10s\n' file bytes gzip
show page "page (counted against the budget):"
page_gz=$sum_gz
printf '%-40s %10d %10d\n' total "$sum_raw" "$sum_gz"
show worker "computer opponent (when a computer player is to move; precached after the page has loaded):"
worker_gz=$sum_gz
printf '%-40s %10d %10d\n' "computer opponent" "$sum_raw" "$sum_gz"
show embed "embeds (embed.html and <quintet-board>, which the Rules dialog uses; precached after the page has loaded):"
embed_gz=$sum_gz
printf '%-40s %10d %10d\n' "embeds" "$sum_raw" "$sum_gz"
show lessons "lessons (their own page, on the embeds' module; precached after the page has loaded):"
lessons_gz=$sum_gz
printf '%-40s %10d %10d\n' "lessons" "$sum_raw" "$sum_gz"
show editor "editor (its own page, and the style sheet the game page inlines; precached after the page has loaded):"
editor_gz=$sum_gz
printf '%-40s %10d %10d\n' "editor" "$sum_raw" "$sum_gz"
show remote "remote games (the page's variant for games by link; precached after the page has loaded):"
remote_gz=$sum_gz
printf '%-40s %10d %10d\n' "remote games" "$sum_raw" "$sum_gz"
show languages "languages (fetched when chosen; precached after the page has loaded):"
languages_gz=$sum_gz
printf '%-40s %10d %10d\n' "languages" "$sum_raw" "$sum_gz"
show install "install only (fetched by the browser to install the app; not precached):"
printf '%-40s %10d %10d\n' "install only" "$sum_raw" "$sum_gz"
show other "not counted (the single-file download, fetched when asked for; the host's headers; the embed example):"

# The page in brotli at its best quality, as hosts that pre-compress send it to the browsers that
# accept it (docs/security.md, "Encodings"); the budget stays gzip's.
page_paths=()
for name in "${files[@]}"; do
  if [ "$(group "$name")" = page ]; then page_paths+=("$dist/$name"); fi
done
page_br=$(node -e '
  const { readFileSync } = require("node:fs");
  const { brotliCompressSync, constants: c } = require("node:zlib");
  let sum = 0;
  for (const path of process.argv.slice(1)) {
    const body = readFileSync(path);
    sum += brotliCompressSync(body, { params: { [c.BROTLI_PARAM_QUALITY]: c.BROTLI_MAX_QUALITY, [c.BROTLI_PARAM_SIZE_HINT]: body.length } }).length;
  }
  console.log(sum);' "${page_paths[@]}")

echo
printf 'the page in brotli (best quality): %d bytes, %d fewer than gzip (%.1f%%)\n' \
  "$page_br" $((page_gz - page_br)) "$(awk "BEGIN { print 100 * ($page_gz - $page_br) / $page_gz }")"
if [ "$page_gz" -le "$BUDGET" ]; then
  verdict="within"
else
  verdict="OVER"
fi
printf 'gzip total %d bytes (%.1f KB): %s the %d KB budget\n' \
  "$page_gz" "$(awk "BEGIN { print $page_gz / 1000 }")" "$verdict" $((BUDGET / 1000))
printf 'a first visit with the service worker (it precaches them all): page + computer opponent + embeds + lessons + editor + remote games + languages = %d bytes gzip\n' \
  $((page_gz + worker_gz + embed_gz + lessons_gz + editor_gz + remote_gz + languages_gz))
if [ "$check" = 1 ] && [ "$verdict" = "OVER" ]; then
  exit 1
fi
