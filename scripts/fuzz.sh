#!/usr/bin/env bash
# Fuzzes the record parser (fuzz/fuzz_targets/record.rs, libFuzzer through cargo-fuzz) for a while.
# Usage: scripts/fuzz.sh [seconds]   (default 300)
# Needs a nightly toolchain (`rustup toolchain install nightly`) and cargo-fuzz
# (`cargo install cargo-fuzz`); neither is part of the normal set-up or of CI.
# The corpus grows in fuzz/corpus/record/ (not committed); it starts from the committed seeds in
# fuzz/seeds/record/ and uses fuzz/record.dict. A crash leaves its input in fuzz/artifacts/record/
# and prints how to reproduce it (`cargo +nightly fuzz run record <file>`).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
seconds=${1:-300}
mkdir -p fuzz/corpus/record
exec cargo +nightly fuzz run record fuzz/corpus/record fuzz/seeds/record -- \
  -dict=fuzz/record.dict -max_len=1024 -max_total_time="$seconds"
