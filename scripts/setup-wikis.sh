#!/usr/bin/env bash
# Installs what the live wiki tests (tests/e2e/wiki.test.mjs) need and is missing: Debian's
# MediaWiki 1.39 with PHP's SQLite driver, DokuWiki, and the PHP command line, whose built-in
# server serves both. Skips what is installed. Called by `scripts/setup.sh test`.
#
# The packages only provide the code: each test run makes throw-away wiki instances in a
# temporary folder and leaves the system's wiki configuration alone. MediaWiki pulls in Apache;
# no service is started during the install (a policy-rc.d for its duration, unless the machine
# already has one), so nothing else ends up listening.
set -euo pipefail
say() { printf '\033[1m[setup]\033[0m %s\n' "$*"; }

packages=(mediawiki php-sqlite3 dokuwiki php-cli)
missing=()
for package in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
if [ ${#missing[@]} -eq 0 ]; then
  say "mediawiki, dokuwiki and php: present"
  exit 0
fi

sudo_cmd=""
[ "$(id -u)" -ne 0 ] && sudo_cmd=sudo
policy=/usr/sbin/policy-rc.d
made_policy=""
if [ ! -e "$policy" ]; then
  printf '#!/bin/sh\n# Written by Quintet scripts/setup-wikis.sh for the time of an install.\nexit 101\n' | $sudo_cmd tee "$policy" >/dev/null
  $sudo_cmd chmod +x "$policy"
  made_policy=1
fi
# An if, not `[ … ] && …`: the trap's last status would become the script's, and a machine that
# already had a policy-rc.d (Debian's container images do) failed its first set-up.
cleanup() { if [ -n "$made_policy" ]; then $sudo_cmd rm -f "$policy"; fi; }
trap cleanup EXIT

say "wiki test packages: installing ${missing[*]} from Debian"
$sudo_cmd apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
