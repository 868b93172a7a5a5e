#!/usr/bin/env bash
# Tests run against a real PostgreSQL server as well as the embedded one. Prints the
# directory of Debian's PostgreSQL programs (initdb, pg_ctl, postgres), installing
# the `postgresql` package first when they are missing and we are root.
set -euo pipefail

find_bindir() {
  if [ -n "${POSTGRES_BINDIR:-}" ] && [ -x "$POSTGRES_BINDIR/pg_ctl" ]; then
    echo "$POSTGRES_BINDIR"
    return 0
  fi
  # Debian keeps the server programs out of PATH, one directory per major version.
  local dir
  dir="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)"
  if [ -n "$dir" ] && [ -x "$dir/initdb" ] && [ -x "$dir/pg_ctl" ]; then
    echo "$dir"
    return 0
  fi
  if command -v initdb >/dev/null 2>&1 && command -v pg_ctl >/dev/null 2>&1; then
    dirname "$(readlink -f "$(command -v pg_ctl)")"
    return 0
  fi
  return 1
}

if find_bindir; then exit 0; fi

if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's postgresql for the database tests..." >&2
  # The tests start their own throwaway servers: no default cluster on port 5432.
  if [ ! -e /etc/postgresql-common/createcluster.conf ]; then
    mkdir -p /etc/postgresql-common
    echo "create_main_cluster = false" >/etc/postgresql-common/createcluster.conf
  fi
  apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
  if find_bindir; then exit 0; fi
fi
echo "PostgreSQL (initdb, pg_ctl) is missing. Install it with: sudo apt-get install postgresql" >&2
echo "(or set POSTGRES_BINDIR to the directory holding initdb and pg_ctl)" >&2
exit 1
