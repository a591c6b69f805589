#!/usr/bin/env bash
# The live games' load benchmark (docs/performance.md, "Live games at scale"): N simultaneous live
# Senet games of two native devices each (examples/live_load.rs) through one Mosquitto or a
# three-node NATS cluster that it starts on 127.0.0.1 (scripts/brokers.mjs), at a person's pace
# (each device thinks 1-5 s before its turn) or flat out, for N up to where it breaks. Prints a
# Markdown table per run, with `uptime` before and after: rerun it on a quiet machine.
#
#   scripts/live-load.sh              the four runs of docs/performance.md (about 25 minutes)
#   scripts/live-load.sh ARGS…        one run: --broker mosquitto|nats --pace person|flat
#                                     --games 100,200,… --seconds 30 --warmup 10 --think 3000
#
# CPU-heavy: on a shared machine, run it under `nice -n 10`.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
export PATH="$HOME/.cargo/bin:$PWD/.tools/node_modules/.bin:$PATH"
command -v mosquitto >/dev/null && command -v nats-server >/dev/null || scripts/setup-relay.sh
cargo build --release --locked --quiet --example live_load
bench=target/release/examples/live_load
if [ $# -gt 0 ]; then
  exec "$bench" "$@"
fi
"$bench" --broker mosquitto --pace person --games 100,500,1000,2000,4000,6000,8000
"$bench" --broker mosquitto --pace flat --games 100,200,400,800
"$bench" --broker nats --pace person --games 100,500,1000,2000,4000
"$bench" --broker nats --pace flat --games 100,200,400
