#!/usr/bin/env bash
# Installs what the live-game tests (tests/live_broker.rs, tests/e2e/live*.test.mjs), the load
# benchmark (scripts/live-load.sh) and `scripts/play.sh --relay [nats]` need and is missing:
# Debian's Mosquitto MQTT broker and its command-line clients (mosquitto_sub reads the payloads
# as a stranger would), and Debian's nats-server (the three-node cluster of
# tests/e2e/live-cluster.test.mjs). Skips what is installed. Called by `scripts/setup.sh test`.
#
# The tests start their own brokers (scripts/brokers.mjs, on free ports of 127.0.0.1) and stop
# them; no service is started during the install (a policy-rc.d for its duration, unless the
# machine already has one), so nothing ends up listening.
set -euo pipefail
here="$(dirname "${BASH_SOURCE[0]}")"
"$here/apt-install.sh" mosquitto mosquitto mosquitto-clients
"$here/apt-install.sh" nats-server nats-server
