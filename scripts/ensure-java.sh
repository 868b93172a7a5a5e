#!/usr/bin/env bash
# The HTML check runs the W3C Nu HTML Checker (npm vnu-jar), which needs Java 11 or newer.
# Install Debian's headless JRE when java is missing and we may.
set -euo pipefail
if command -v java >/dev/null 2>&1; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's default-jre-headless for the HTML check..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq default-jre-headless >/dev/null
  exit 0
fi
echo "Java is missing. Install it with: sudo apt-get install default-jre-headless" >&2
exit 1
