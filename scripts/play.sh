#!/usr/bin/env bash
# Sets up what is missing, builds Quintet as it would be published (the release build in dist/),
# and serves it on http://127.0.0.1:8080 with the headers of dist/_headers, as a static host
# would (scripts/serve.mjs). No `trunk serve`: it injects a live-reload script into every page.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
scripts/setup.sh build
export PATH="$HOME/.cargo/bin:$PWD/.tools/node_modules/.bin:$PATH"
trunk build --release
exec node scripts/serve.mjs --port "${PORT:-8080}" --dir dist
