#!/usr/bin/env bash
# Installs what Quintet needs and is missing; skips what is already there.
# Usage: scripts/setup.sh [build|test]
#   build: wasm32 target, trunk, wasm-bindgen-cli (the exact version in Cargo.lock), wasm-opt,
#          esbuild (the build minifies wasm-bindgen's scripts with it: scripts/slim.mjs)
#   test:  all of that, plus Debian's chromium, chromium-driver and chromium-headless-shell, Java (for the Nu HTML checker),
#          the npm test dependencies (playwright-core, vnu-jar, puppeteer-core), Debian's firefox-esr
#          (the live game of Chromium against Firefox, tests/e2e/live-firefox.test.mjs), and
#          for the live wiki tests Debian's mediawiki, dokuwiki and php (scripts/setup-wikis.sh),
#          for the live-game tests Debian's mosquitto and mosquitto-clients (scripts/setup-relay.sh)
# Only package registries are used (crates.io, npm, Debian); nothing is downloaded from elsewhere.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$here"
mode=${1:-build}

TRUNK_VERSION=0.21.14
BINARYEN_VERSION=132.0.0
ESBUILD_VERSION=0.28.2
# The CLI must match the wasm-bindgen crate exactly; Cargo.toml pins it with "=".
WB_VERSION=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/[^0-9.]/, ""); print; exit }' Cargo.lock)

say() { printf '\033[1m[setup]\033[0m %s\n' "$*"; }
export PATH="$HOME/.cargo/bin:$here/.tools/node_modules/.bin:$PATH"

if rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  say "wasm32 target: present"
else
  say "wasm32 target: installing"
  rustup target add wasm32-unknown-unknown
fi

# What the tests need besides the build: Debian packages and npm modules. Their time is the
# network's and dpkg's rather than the CPU's, so a test set-up runs them while the tools
# compile (below).
apt_install() {
  local sudo_cmd=""
  [ "$(id -u)" -ne 0 ] && sudo_cmd=sudo
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq "$@" >/dev/null
}

test_packages() {
  # The browser tests drive chromium-headless-shell (the same engine without the desktop
  # browser: about half the CPU per test, tests/e2e/harness.mjs); the full chromium is for the
  # screenshots and Lighthouse.
  if [ -x /usr/bin/chromium ] && [ -x /usr/bin/chromedriver ] && [ -x /usr/bin/chromium-headless-shell ]; then
    say "chromium, chromium-driver and chromium-headless-shell: present"
  else
    say "chromium, chromium-driver and chromium-headless-shell: installing from Debian"
    apt_install chromium chromium-driver chromium-headless-shell
  fi
  # The W3C Nu checker (npm vnu-jar, tests/e2e/valid.test.mjs) runs on Java 11 or later.
  if command -v java >/dev/null && java -version 2>&1 | grep -qE 'version "(1[1-9]|[2-9][0-9])'; then
    say "java (for the Nu HTML checker): present"
  else
    say "java (for the Nu HTML checker): installing default-jre-headless from Debian"
    apt_install default-jre-headless
  fi
  # The second engine: Firefox ESR, driven by puppeteer-core over WebDriver BiDi (about 81 MB to
  # download beside chromium's libraries; 50 s with apt's update at a load of 16).
  scripts/apt-install.sh firefox-esr firefox-esr
  if [ -d tests/e2e/node_modules/playwright-core ] && [ -d tests/e2e/node_modules/puppeteer-core ] && [ -f tests/e2e/node_modules/vnu-jar/build/dist/vnu.jar ] && [ tests/e2e/node_modules/.package-lock.json -nt tests/e2e/package-lock.json ]; then
    say "npm test dependencies: present"
  else
    say "npm test dependencies: installing (tests/e2e)"
    (cd tests/e2e && npm ci --silent --no-audit --no-fund)
  fi
  scripts/setup-wikis.sh
  scripts/setup-relay.sh
}

if [ "$mode" = test ]; then
  packages_log=$(mktemp)
  test_packages >"$packages_log" 2>&1 &
  packages_pid=$!
fi

# The two tools are built for us, not shipped: their crates' release profiles ask for fat LTO in
# one codegen unit (trunk), whose single-threaded link was most of a cold set-up on two cores. A
# plain optimised build runs them as well for what we ask of them (a build, a bindgen pass).
tool_install() {
  CARGO_PROFILE_RELEASE_LTO=false CARGO_PROFILE_RELEASE_CODEGEN_UNITS=16 cargo install "$@"
}

if command -v trunk >/dev/null && trunk --version | grep -q " $TRUNK_VERSION"; then
  say "trunk $TRUNK_VERSION: present"
else
  say "trunk $TRUNK_VERSION: installing from crates.io (several minutes)"
  tool_install --locked trunk --version "$TRUNK_VERSION"
fi

if command -v wasm-bindgen >/dev/null && wasm-bindgen --version | grep -q " $WB_VERSION"; then
  say "wasm-bindgen-cli $WB_VERSION: present"
else
  # Not --locked: its lockfile names a crate version the registry lacks (TOOLCHAIN.md).
  say "wasm-bindgen-cli $WB_VERSION: installing from crates.io (several minutes)"
  tool_install wasm-bindgen-cli --version "$WB_VERSION"
fi

if [ -x .tools/node_modules/.bin/wasm-opt ] && .tools/node_modules/.bin/wasm-opt --version | grep -q "version ${BINARYEN_VERSION%%.*}"; then
  say "wasm-opt (binaryen $BINARYEN_VERSION): present"
else
  say "wasm-opt: installing binaryen@$BINARYEN_VERSION from npm into .tools/"
  npm install --silent --no-audit --no-fund --prefix .tools "binaryen@$BINARYEN_VERSION"
fi

if [ -x .tools/node_modules/.bin/esbuild ] && [ "$(.tools/node_modules/.bin/esbuild --version)" = "$ESBUILD_VERSION" ]; then
  say "esbuild $ESBUILD_VERSION: present"
else
  say "esbuild: installing esbuild@$ESBUILD_VERSION from npm into .tools/"
  npm install --silent --no-audit --no-fund --save-exact --prefix .tools "esbuild@$ESBUILD_VERSION"
fi

if [ "$mode" = test ]; then
  status=0
  wait "$packages_pid" || status=$?
  cat "$packages_log"
  rm -f "$packages_log"
  if [ "$status" -ne 0 ]; then
    say "installing the test packages failed (exit $status): see above"
    exit "$status"
  fi
fi
