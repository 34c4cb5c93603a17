#!/usr/bin/env bash
# Runs a backend benchmark (`bash scripts/bench-postgres.sh bench:traffic`) over a throwaway PostgreSQL 15 cluster, as
# hosted Supabase runs PostgreSQL (the benchmarks' default, embedded PGlite, is single-threaded WebAssembly). Installs
# the server when absent, as scripts/pgtap.sh does, and removes the cluster after.
set -euo pipefail
cd "$(dirname "$0")/.."
bin=/usr/lib/postgresql/15/bin
if [ ! -x "$bin/pg_ctl" ]; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends postgresql-15 >/dev/null
fi
as_pg() { if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
dir=$(mktemp -d /tmp/bench-pg.XXXXXX)
chmod 755 "$dir"
[ "$(id -u)" -eq 0 ] && chown postgres "$dir"
port=${BENCH_PG_PORT:-54339}
trap 'as_pg "$bin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true; rm -rf "$dir"' EXIT
as_pg "$bin/initdb" -D "$dir/data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
as_pg "$bin/pg_ctl" -D "$dir/data" -o "-p $port -k $dir -c listen_addresses='' -c shared_buffers=256MB" -l "$dir/log" -w start >/dev/null
psql -X -q -h "$dir" -p "$port" -U postgres -d postgres -c 'create database bench'
DATABASE_URL="postgresql://postgres@localhost:$port/bench?host=$dir" pnpm "${1:-bench:traffic}"
