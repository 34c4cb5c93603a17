#!/usr/bin/env bash
# Runs the pgTAP tests in supabase/tests on PostgreSQL 15 from Debian: installs the server and pgTAP
# when absent, starts a throwaway cluster (as the postgres user: initdb refuses root), applies the
# platform stand-ins, the migrations and the seed, runs pg_prove, then runs the local backend's own
# tests over a second, empty database of the same cluster (DATABASE_URL mode), and removes the cluster.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD

bin=/usr/lib/postgresql/15/bin
need=()
[ -x "$bin/pg_ctl" ] || need+=(postgresql-15)
[ -f /usr/share/postgresql/15/extension/pgtap.control ] || need+=(postgresql-15-pgtap)
command -v pg_prove >/dev/null 2>&1 || need+=(libtap-parser-sourcehandler-pgtap-perl)
if [ ${#need[@]} -gt 0 ]; then
  echo "› installing ${need[*]}"
  sudo_cmd=""
  [ "$(id -u)" -ne 0 ] && command -v sudo >/dev/null 2>&1 && sudo_cmd="sudo"
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
fi

# Run cluster commands as postgres when we are root; as ourselves otherwise.
as_pg() { if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }

dir=$(mktemp -d /tmp/pgtap.XXXXXX)
chmod 755 "$dir"
[ "$(id -u)" -eq 0 ] && chown postgres "$dir"
port=${PGTAP_PORT:-54329}
cleanup() {
  as_pg "$bin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap cleanup EXIT

as_pg "$bin/initdb" -D "$dir/data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
as_pg "$bin/pg_ctl" -D "$dir/data" -o "-p $port -k $dir -c listen_addresses=''" -l "$dir/log" -w start >/dev/null

export PGHOST=$dir PGPORT=$port PGUSER=postgres PGDATABASE=app
psql_run() { psql -X -q -v ON_ERROR_STOP=1 "$@"; }
psql_run -d postgres -c 'create database app'
psql_run -c 'create extension pgtap'
psql_run -f "$root/supabase/local/platform.sql"
for migration in "$root"/supabase/migrations/*.sql; do psql_run -f "$migration"; done
psql_run -f "$root/supabase/seed.sql"
psql_run -f "$root/supabase/seed-content.sql"

pg_prove --ext .sql -r "$root/supabase/tests"

# The local backend on a PostgreSQL server instead of PGlite: it migrates the empty database itself.
if [ -z "${DB_TYPES:-}" ]; then
  psql_run -d postgres -c 'create database backend'
  TEST_DATABASE_URL="postgresql://postgres@localhost:$port/backend?host=$dir" \
    "$root/node_modules/.bin/vitest" run --project unit --root "$root" packages/local-supabase
fi

# The committed supabase-js types must match the schema just migrated (DB_TYPES=--write updates them).
node --import tsx "$root/scripts/db-types.ts" "${DB_TYPES:---check}"
