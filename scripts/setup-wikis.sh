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
exec "$(dirname "${BASH_SOURCE[0]}")/apt-install.sh" "mediawiki, dokuwiki and php" mediawiki php-sqlite3 dokuwiki php-cli
