#!/usr/bin/env bash
# Runs a command against a throw-away PostgreSQL: Debian's server binaries (package `postgresql`), a cluster in a
# temporary folder owned by an unprivileged user (`postgres` when run as root), reachable only on a loopback
# port; DATABASE_URL names its empty database. The cluster is stopped and removed afterwards.
#   bash scripts/with-postgres.sh npx vitest run --project 'integration*'
set -euo pipefail

bin="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)"
if [ ! -x "$bin/initdb" ]; then
  echo "PostgreSQL's server binaries were not found (Debian: apt-get install postgresql)." >&2
  exit 1
fi
dir="$(mktemp -d "${TMPDIR:-/tmp}/sekundenwerk-postgres-XXXXXX")"
as_owner=()
if [ "$(id -u)" = 0 ]; then
  chown postgres "$dir"
  as_owner=(runuser -u postgres --)
fi
port="$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"

"${as_owner[@]}" "$bin/initdb" -D "$dir/data" -U tests --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
stop() {
  "${as_owner[@]}" "$bin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap stop EXIT
# Durability is not the point of a test database: no fsync.
"${as_owner[@]}" "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w \
  -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
  start >/dev/null
"$bin/createdb" -h 127.0.0.1 -p "$port" -U tests sekundenwerk

DATABASE_URL="postgres://tests@127.0.0.1:$port/sekundenwerk" "$@"
