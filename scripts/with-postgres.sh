#!/usr/bin/env bash
# Runs a command with DATABASE_URL set. When none is given, starts a throwaway PostgreSQL cluster
# (as the postgres user, in a temp folder, on a free port), installing Debian's postgresql if its
# binaries are missing, and removes the cluster afterwards. A cluster it starts itself is described
# to the command (TEST_PG_*), so that a test can stop and start it again; a DATABASE_URL given
# from outside gets none of them.
set -euo pipefail

if [ -n "${DATABASE_URL:-}" ]; then
  exec "$@"
fi

as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }

find_pgbin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }
PGBIN=$(find_pgbin)
if [ -z "$PGBIN" ] || [ ! -x "$PGBIN/initdb" ]; then
  echo "with-postgres: installing Debian's postgresql" >&2
  as_root apt-get update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
  PGBIN=$(find_pgbin)
fi

dir=$(mktemp -d /tmp/pgtest.XXXXXX)
chmod 755 "$dir"
if [ "$(id -u)" = 0 ]; then
  id postgres >/dev/null 2>&1 || useradd --system --home-dir /var/lib/postgresql --shell /bin/sh postgres
  chown postgres "$dir"
  pg() { runuser -u postgres -- "$@"; }
else
  pg() { "$@"; }
fi

port=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")

cleanup() {
  pg "$PGBIN/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap cleanup EXIT INT TERM

pg "$PGBIN/initdb" -D "$dir/data" -U postgres -A trust --no-sync -E UTF8 >/dev/null
# The settings live in the cluster's own file, so a plain `pg_ctl start` brings it back the same.
cat >>"$dir/data/postgresql.conf" <<CONF
port = $port
unix_socket_directories = '$dir'
listen_addresses = '127.0.0.1'
fsync = off
synchronous_commit = off
full_page_writes = off
max_connections = 300
CONF
pg "$PGBIN/pg_ctl" -D "$dir/data" -l "$dir/log" -w start >/dev/null
echo "with-postgres: throwaway cluster on 127.0.0.1:$port" >&2

export DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
# What a test needs to stop and start this cluster: `$TEST_PG_CTL -D $TEST_PG_DATA -l $TEST_PG_LOG
# start|stop`, run as the user TEST_PG_RUN_AS when it is set (as root: runuser -u postgres --).
export TEST_PG_CLUSTER_URL="$DATABASE_URL"
export TEST_PG_CTL="$PGBIN/pg_ctl"
export TEST_PG_DATA="$dir/data"
export TEST_PG_LOG="$dir/log"
if [ "$(id -u)" = 0 ]; then export TEST_PG_RUN_AS=postgres; else export TEST_PG_RUN_AS=; fi
"$@"
