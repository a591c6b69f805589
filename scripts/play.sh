#!/usr/bin/env bash
# Sets up what is missing, builds Quintet as it would be published (the release build in dist/),
# and serves it on http://127.0.0.1:8080 with the headers of dist/_headers and compressed (brotli
# where the browser accepts it, else gzip), as a static host would (scripts/serve.mjs; the
# encodings a host should send: docs/security.md). No `trunk serve`: it injects a live-reload
# script into every page.
#
#   scripts/play.sh            the build as published, without a relay (remote games by link)
#   scripts/play.sh --relay    also starts a local Mosquitto (plain MQTT on 127.0.0.1:1883 and
#                              WebSockets on 127.0.0.1:9001, or RELAY_PORT and RELAY_WS_PORT) and
#                              builds with QUINTET_RELAY=ws://127.0.0.1:9001/, for trying live games
#                              on one machine: open a game with a friend in two browser windows
#                              (one private); the broker stops with the server (docs/remote.md,
#                              "Live games").
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
scripts/setup.sh build
export PATH="$HOME/.cargo/bin:$PWD/.tools/node_modules/.bin:$PATH"
if [ "${1:-}" = "--relay" ]; then
  command -v mosquitto >/dev/null || scripts/setup-relay.sh
  port=${RELAY_PORT:-1883}
  ws=${RELAY_WS_PORT:-9001}
  conf=$(mktemp -d)
  # The WebSockets listener starts only after a plain one; anonymous clients, this machine only.
  printf 'listener %s 127.0.0.1\nlistener %s 127.0.0.1\nprotocol websockets\nallow_anonymous true\npersistence false\nset_tcp_nodelay true\n' \
    "$port" "$ws" > "$conf/mosquitto.conf"
  mosquitto -c "$conf/mosquitto.conf" &
  broker=$!
  trap 'kill "$broker" 2>/dev/null; rm -rf "$conf"' EXIT
  export QUINTET_RELAY="ws://127.0.0.1:$ws/"
  echo "play.sh: Mosquitto (pid $broker) on 127.0.0.1:$port, WebSockets $QUINTET_RELAY"
fi
trunk build --release
node scripts/serve.mjs --port "${PORT:-8080}" --dir dist --gzip --brotli
