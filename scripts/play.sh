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
#                              "Running a relay").
#   scripts/play.sh --relay nats
#                              the same with a three-node NATS cluster (WebSockets on 127.0.0.1
#                              ports 9001, 9002 and 9003, or RELAY_WS_PORT and the two after it),
#                              built with the three addresses as its relay list: each page starts
#                              on one node at random and moves to another when its node goes.
# The brokers are started by scripts/brokers.mjs, as the tests and the load benchmark start them.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
scripts/setup.sh build
export PATH="$HOME/.cargo/bin:$PWD/.tools/node_modules/.bin:$PATH"
if [ "${1:-}" = "--relay" ]; then
  command -v mosquitto >/dev/null && command -v nats-server >/dev/null || scripts/setup-relay.sh
  ws=${RELAY_WS_PORT:-9001}
  if [ "${2:-}" = "nats" ]; then
    args=(nats "$ws" "$((ws + 1))" "$((ws + 2))")
  else
    args=(mosquitto "$ws" "${RELAY_PORT:-1883}")
  fi
  out=$(mktemp)
  node scripts/brokers.mjs "${args[@]}" > "$out" &
  broker=$!
  trap 'kill "$broker" 2>/dev/null; wait "$broker" 2>/dev/null; rm -f "$out"' EXIT
  until grep -q '^pids:' "$out"; do
    kill -0 "$broker" 2>/dev/null || { cat "$out"; echo "play.sh: the relay did not start" >&2; exit 1; }
    sleep 0.2
  done
  QUINTET_RELAY=$(sed -n 's/^relay: //p' "$out")
  export QUINTET_RELAY
  echo "play.sh: ${args[0]} on 127.0.0.1 (MQTT $(sed -n 's/^mqtt: //p' "$out")), QUINTET_RELAY=$QUINTET_RELAY"
fi
trunk build --release
node scripts/serve.mjs --port "${PORT:-8080}" --dir dist --gzip --brotli
