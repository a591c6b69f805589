#!/usr/bin/env bash
# Random playouts per second for every game id, natively and in the wasm build under Node.js (the
# same library code with the same seeds), and their ratio; one line per id, then the targets.
# With --ai, the AI's search iterations per second instead (the same searches on both sides);
# with --review, the time to review each id's typical game; with --exact, the time to solve
# Arsisesi B.
#
# Usage: scripts/bench.sh [--ai [--iterations N] | --review | --exact] [--seconds S] [--repeat R]
#                         [--seed N] [--clock wall|cpu] [--markdown] [ids...]
#        scripts/bench.sh --i18n [--seconds S] [--clock wall|cpu]
#   --i18n        message formatting instead: every English message, natively (ours and the
#                 reference fluent-bundle, examples/i18n_bench.rs) and ours in wasm
#                 (scripts/i18n-bench.mjs)
#   --ai          time the search (Strong settings, a fixed set of searches per id; src/bench.rs)
#   --iterations N  with --ai: iterations per search (default: the id's Strong budget)
#   --review      time a review of game 0 of `quintet arena <id> strong easy` (src/bench/analysis.rs)
#   --exact       time solving Arsisesi B exactly (median of --repeat solves)
#   --seconds S   timed seconds per id natively (default 1); the wasm side replays the same games
#   --repeat R    measure each id R times, native and wasm alternating, and show the medians
#   --clock cpu   rates per second the benchmark thread ran on a CPU, for busy machines
#   --markdown    also print the table as Markdown (for docs/performance.md)
#
# Builds, in the release profile of Cargo.toml (the page's own): `quintet` natively, and
# examples/bench_wasm.rs for wasm32, run through `wasm-bindgen --target nodejs` and then
# `wasm-opt -Oz` exactly as Trunk runs it for the page (index.html: data-wasm-opt="z").
# QUINTET_OPT_LEVEL=3|2|s|z overrides the profile's opt-level for both builds (a trial: it builds
# into target/opt-<level>/ and leaves the normal build alone); QUINTET_WASM_OPT=3|s|z changes the
# wasm-opt level (default z, the page's).
# Needs what scripts/setup.sh installs (wasm32 target, wasm-bindgen-cli, wasm-opt in .tools/).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
export PATH="$HOME/.cargo/bin:$PWD/.tools/node_modules/.bin:$PATH"
say() { printf '\033[1m[bench]\033[0m %s\n' "$*" >&2; }

for tool in wasm-bindgen wasm-opt node; do
  command -v "$tool" >/dev/null || { echo "bench.sh: $tool not found; run scripts/setup.sh" >&2; exit 1; }
done

target_dir=target
if [ -n "${QUINTET_OPT_LEVEL:-}" ]; then
  export CARGO_PROFILE_RELEASE_OPT_LEVEL="$QUINTET_OPT_LEVEL"
  target_dir="target/opt-$QUINTET_OPT_LEVEL"
  say "opt-level overridden to $QUINTET_OPT_LEVEL (build in $target_dir/)"
fi
export CARGO_TARGET_DIR="$target_dir"

say "native build (cargo build --release)"
cargo build --release --locked --quiet --bin quintet
say "wasm build (examples/bench_wasm.rs, wasm-bindgen --target nodejs, wasm-opt -O${QUINTET_WASM_OPT:-z})"
cargo build --release --locked --quiet --target wasm32-unknown-unknown --example bench_wasm
pkg="$target_dir/bench-wasm"
mkdir -p "$pkg"
wasm-bindgen --target nodejs --out-dir "$pkg" \
  "$target_dir/wasm32-unknown-unknown/release/examples/bench_wasm.wasm"
wasm-opt --output="$pkg/bench_wasm_bg.wasm" "-O${QUINTET_WASM_OPT:-z}" "$pkg/bench_wasm_bg.wasm"

say "running"
if [ "${1:-}" = "--i18n" ]; then
  shift
  say "native formatting benchmark (examples/i18n_bench.rs, with fluent-bundle)"
  cargo build --release --locked --quiet --example i18n_bench
  exec node scripts/i18n-bench.mjs --native "$target_dir/release/examples/i18n_bench" --pkg "$pkg" "$@"
fi
exec node scripts/bench.mjs --native "$target_dir/release/quintet" --pkg "$pkg" "$@"
