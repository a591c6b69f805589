#!/usr/bin/env bash
# Sets up what is missing, then builds Quintet and serves it on http://127.0.0.1:8080
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
scripts/setup.sh build
export PATH="$HOME/.cargo/bin:$PWD/.tools/node_modules/.bin:$PATH"
echo "[play] serving on http://127.0.0.1:8080 (Ctrl-C stops)"
exec trunk serve --release --address 127.0.0.1 --port 8080
