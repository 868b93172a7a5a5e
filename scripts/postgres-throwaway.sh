#!/usr/bin/env bash
# A throwaway PostgreSQL server for tests: a fresh data directory in a temporary
# directory, listening on 127.0.0.1 on a free port, trust authentication, fsync off.
#
#   postgres-throwaway.sh start          prints "<dir> <superuser url>"
#   postgres-throwaway.sh pause <dir>    stops the server, keeps its data
#   postgres-throwaway.sh resume <dir>   starts it again on the same port
#   postgres-throwaway.sh stop <dir>     stops it and removes the directory
#
# PostgreSQL refuses to run as root, so under root the server runs as the
# unprivileged `postgres` user (created when missing).
set -euo pipefail
cd "$(dirname "$0")/.."
BINDIR="$(bash scripts/ensure-postgres.sh)"

as_owner() {
  if [ "$(id -u)" = "0" ]; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

free_port() {
  # Without the test runner's NODE_OPTIONS (its loaders are of no use here).
  NODE_OPTIONS= node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{process.stdout.write(String(s.address().port));s.close()})'
}

case "${1:-}" in
  start)
    if [ "$(id -u)" = "0" ] && ! id postgres >/dev/null 2>&1; then
      useradd --system --user-group --no-create-home --shell /usr/sbin/nologin postgres
    fi
    dir="$(mktemp -d "${TMPDIR:-/tmp}/coa-postgres-XXXXXX")"
    chmod 755 "$dir"
    [ "$(id -u)" = "0" ] && chown postgres: "$dir"
    as_owner "$BINDIR/initdb" -D "$dir/data" -U postgres --auth=trust --encoding=UTF8 \
      --locale=C.UTF-8 --no-instructions >"$dir/initdb.log" 2>&1 ||
      as_owner "$BINDIR/initdb" -D "$dir/data" -U postgres --auth=trust --encoding=UTF8 \
        --locale=C --no-instructions >"$dir/initdb.log" 2>&1 || {
      cat "$dir/initdb.log" >&2
      exit 1
    }
    mkdir -p "$dir/socket"
    [ "$(id -u)" = "0" ] && chown postgres: "$dir/socket"
    port="$(free_port)"
    if [ -z "$port" ]; then
      echo "could not find a free port" >&2
      exit 1
    fi
    # Speed over durability: the data is thrown away anyway.
    cat >>"$dir/data/postgresql.auto.conf" <<CONF
listen_addresses = '127.0.0.1'
port = $port
unix_socket_directories = '$dir/socket'
fsync = off
synchronous_commit = off
full_page_writes = off
max_connections = 300
shared_buffers = 32MB
CONF
    as_owner "$BINDIR/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 start >/dev/null || {
      cat "$dir/server.log" >&2
      exit 1
    }
    echo "$dir postgres://postgres@127.0.0.1:$port/postgres"
    ;;
  pause)
    as_owner "$BINDIR/pg_ctl" -D "$2/data" -m fast -w stop >/dev/null
    ;;
  resume)
    as_owner "$BINDIR/pg_ctl" -D "$2/data" -l "$2/server.log" -w -t 60 start >/dev/null
    ;;
  stop)
    case "$2" in
      */coa-postgres-*) ;;
      *)
        echo "not a throwaway PostgreSQL directory: $2" >&2
        exit 1
        ;;
    esac
    if [ -f "$2/data/postmaster.pid" ]; then
      as_owner "$BINDIR/pg_ctl" -D "$2/data" -m immediate -w stop >/dev/null 2>&1 || true
    fi
    rm -rf "$2"
    ;;
  *)
    echo "usage: $0 start | pause <dir> | resume <dir> | stop <dir>" >&2
    exit 2
    ;;
esac
