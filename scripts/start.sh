#!/usr/bin/env bash
# Builds the prerendered site and serves it on localhost, installing what is missing first.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/ensure-tools.sh
[ -d .tools/node_modules/.bin ] && export PATH="$PWD/.tools/node_modules/.bin:$PATH"

echo "› starting the local backend (Supabase-compatible, data in .data/)"
node --import tsx packages/local-supabase/src/main.ts > .data-backend.log 2>&1 &
backend=$!
trap 'kill $backend 2>/dev/null' EXIT INT TERM
for _ in $(seq 1 60); do
  grep -q "Local admin:" .data-backend.log 2>/dev/null && break
  kill -0 $backend 2>/dev/null || { cat .data-backend.log; exit 1; }
  sleep 1
done

echo "› building the site"
pnpm build
port="${PORT:-4173}"
echo
echo "  Site:       http://127.0.0.1:${port}/"
grep -h "Local Supabase:\|Local admin:\|Lead intake:\|Conversions:\|Mail:" .data-backend.log | sed 's/^/  /'
echo "  Storybook:  pnpm storybook  (http://localhost:6006/)"
echo
node --import tsx scripts/serve-site.mjs "$port"
