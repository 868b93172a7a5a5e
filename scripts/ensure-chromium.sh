#!/usr/bin/env bash
# End-to-end tests drive Debian's Chromium headless shell (the same lighter headless
# browser Playwright downloads for itself, which cannot reach its servers from our
# machines); screenshots and the Lighthouse bench use the full Chromium. Installs both
# when missing and we may.
set -euo pipefail
CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}"
if [ -x "$CHROMIUM_PATH" ] && [ -x /usr/bin/chromium ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's chromium and chromium-headless-shell for the browser tests..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq \
    chromium chromium-headless-shell fonts-dejavu-core >/dev/null
  exit 0
fi
if [ -x "$CHROMIUM_PATH" ]; then exit 0; fi
echo "Chromium's headless shell is missing at $CHROMIUM_PATH." >&2
echo "Install it with: sudo apt-get install chromium-headless-shell" >&2
echo "(or set CHROMIUM_PATH to another Chromium binary)" >&2
exit 1
