#!/usr/bin/env bash
# End-to-end tests drive Debian's Chromium. Install it when it is missing and we may.
set -euo pipefail
CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM_PATH" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's chromium for the end-to-end tests..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-dejavu-core >/dev/null
  exit 0
fi
echo "Chromium is missing at $CHROMIUM_PATH. Install it with: sudo apt-get install chromium" >&2
echo "(or set CHROMIUM_PATH to a Chromium binary)" >&2
exit 1
