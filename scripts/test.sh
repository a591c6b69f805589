#!/usr/bin/env bash
# Sets up what is missing, then runs every check and test: formatting, lints (native and wasm32),
# rustdoc, the Rust tests, the docs check (scripts/docs.mjs), the release build of the page, and the
# browser tests.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
scripts/setup.sh test
export PATH="$HOME/.cargo/bin:$PWD/.tools/node_modules/.bin:$PATH"
step() { printf '\n\033[1m[test] %s\033[0m\n' "$*"; }

step "cargo fmt --check"
cargo fmt --all -- --check
step "clippy (native)"
cargo clippy --all-targets --locked -- -D warnings
step "clippy (wasm32)"
cargo clippy --all-targets --locked --target wasm32-unknown-unknown -- -D warnings
step "rustdoc"
RUSTDOCFLAGS="-D warnings" cargo doc --no-deps --locked --quiet
step "rustdoc (wasm32)"
RUSTDOCFLAGS="-D warnings" cargo doc --no-deps --locked --quiet --target wasm32-unknown-unknown
step "Rust tests"
cargo test --locked --quiet
step "docs: links and anchors, and the commands of docs/cli.md"
node scripts/docs.mjs
step "release build of the page (trunk)"
trunk build --release
step "the page's first download within its budget (scripts/size.sh --check)"
scripts/size.sh --check | tail -n 2
step "browser tests (Playwright + Debian chromium-headless-shell)"
(cd tests/e2e && npm test)
