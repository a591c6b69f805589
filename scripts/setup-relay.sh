#!/usr/bin/env bash
# Installs what the live-game tests (tests/live_broker.rs, tests/e2e/live*.test.mjs) need and is
# missing: Debian's Mosquitto MQTT broker and its command-line clients (mosquitto_sub reads the
# payloads as a stranger would). Skips what is installed. Called by `scripts/setup.sh test`.
#
# The tests start their own broker (`mosquitto -c FILE` on free ports of 127.0.0.1) and stop it;
# no service is started during the install (a policy-rc.d for its duration, unless the machine
# already has one), so nothing ends up listening.
set -euo pipefail
exec "$(dirname "${BASH_SOURCE[0]}")/apt-install.sh" mosquitto mosquitto mosquitto-clients
