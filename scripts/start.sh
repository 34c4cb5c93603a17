#!/usr/bin/env bash
# Builds the prerendered site and serves it on localhost, installing what is missing first.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/ensure-tools.sh
[ -d .tools/node_modules/.bin ] && export PATH="$PWD/.tools/node_modules/.bin:$PATH"

port="${PORT:-4173}"
backend_port="${LOCAL_SUPABASE_PORT:-54321}"
log=.data-backend.log
# A second copy beside the first (PORT and LOCAL_SUPABASE_PORT set to free ports): its own data, its own build, each
# pointing at the other, so neither disturbs the first copy.
if [ "$port" != 4173 ] || [ "$backend_port" != 54321 ]; then
  export LOCAL_SUPABASE_PORT="$backend_port"
  export VITE_SUPABASE_URL="${VITE_SUPABASE_URL:-http://127.0.0.1:$backend_port}"
  export LOCAL_SUPABASE_DATA="${LOCAL_SUPABASE_DATA:-$PWD/.data/copy-$port/local-supabase}"
  export LOCAL_SITE_ORIGIN="${LOCAL_SITE_ORIGIN:-http://127.0.0.1:$port}"
  export SITE_BUILD_DIR="${SITE_BUILD_DIR:-build-$port}"
  export SITE_DIR="$PWD/site/$SITE_BUILD_DIR/client"
  log=".data-backend-$port.log"
fi

echo "› starting the local backend (Supabase-compatible on port $backend_port, data in .data/)"
node --import tsx packages/local-supabase/src/main.ts > "$log" 2>&1 &
backend=$!
trap 'kill $backend 2>/dev/null' EXIT INT TERM
for _ in $(seq 1 60); do
  grep -q "Local admin:" "$log" 2>/dev/null && break
  kill -0 $backend 2>/dev/null || { cat "$log"; exit 1; }
  sleep 1
done

echo "› building the site"
pnpm build
echo
echo "  Site:       http://127.0.0.1:${port}/"
grep -h "Local Supabase:\|Local admin:\|Lead intake:\|Conversions:\|Mail:\|Pushes:" "$log" | sed 's/^/  /'
echo "  Storybook:  pnpm storybook  (http://localhost:6006/)"
echo
node --import tsx scripts/serve-site.ts "$port"
