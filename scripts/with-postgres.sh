#!/usr/bin/env bash
# Runs a command with DATABASE_URL set. When none is given, starts a throwaway PostgreSQL cluster
# (as the postgres user, in a temp folder, on a free port), installing Debian's postgresql if its
# binaries are missing, and removes the cluster afterwards.
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
pg "$PGBIN/pg_ctl" -D "$dir/data" -l "$dir/log" -w -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300" start >/dev/null
echo "with-postgres: throwaway cluster on 127.0.0.1:$port" >&2

export DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
"$@"
