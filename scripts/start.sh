#!/usr/bin/env bash
# Builds the prerendered site and serves it on localhost, installing what is missing first.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/ensure-tools.sh
[ -d .tools/node_modules/.bin ] && export PATH="$PWD/.tools/node_modules/.bin:$PATH"

echo "› building the site"
pnpm build
port="${PORT:-4173}"
echo
echo "  Site:       http://127.0.0.1:${port}/"
echo "  Storybook:  pnpm storybook  (http://localhost:6006/)"
echo
exec node scripts/serve-site.mjs "$port"
