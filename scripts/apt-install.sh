#!/usr/bin/env bash
# Installs the Debian packages named after LABEL that are missing, quietly, and starts no
# service while doing so (a policy-rc.d for the install's duration, unless the machine already
# has one), so nothing ends up listening. Skips what is installed.
# Usage: scripts/apt-install.sh LABEL PACKAGE...
# Shared by scripts/setup.sh (firefox-esr), scripts/setup-wikis.sh and scripts/setup-relay.sh.
set -euo pipefail
say() { printf '\033[1m[setup]\033[0m %s\n' "$*"; }

label=$1
shift
packages=("$@")
missing=()
for package in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
if [ ${#missing[@]} -eq 0 ]; then
  say "$label: present"
  exit 0
fi

sudo_cmd=""
[ "$(id -u)" -ne 0 ] && sudo_cmd=sudo
policy=/usr/sbin/policy-rc.d
made_policy=""
if [ ! -e "$policy" ]; then
  printf '#!/bin/sh\n# Written by Quintet scripts/apt-install.sh for the time of an install.\nexit 101\n' | $sudo_cmd tee "$policy" >/dev/null
  $sudo_cmd chmod +x "$policy"
  made_policy=1
fi
# An if, not `[ … ] && …`: the trap's last status would become the script's, and a machine that
# already had a policy-rc.d (Debian's container images do) failed its first set-up.
cleanup() { if [ -n "$made_policy" ]; then $sudo_cmd rm -f "$policy"; fi; }
trap cleanup EXIT

say "$label: installing ${missing[*]} from Debian"
$sudo_cmd apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
