#!/usr/bin/env bash
# Every test: types, unit, the Edge Functions under Deno, database (pgTAP), story tests (with axe), screenshot comparisons, HTML
# validation, the host's rules in its own runtime and e2e on the built site, the Observatory's grade, and the size budget. Installs what is missing first (pnpm, dependencies, Debian's Chromium).
set -uo pipefail
cd "$(dirname "$0")/.."
source scripts/ensure-tools.sh --browser || exit 1
[ -d .tools/node_modules/.bin ] && export PATH="$PWD/.tools/node_modules/.bin:$PATH"

passed=0
failed=0
failures=()
# Each step's output is also kept, so a failure's own lines can be repeated at the very end, where a
# CI log cut to its tail still shows what failed.
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
step() {
  local name=$1
  shift
  echo
  echo "━━ $name"
  local started=$SECONDS
  local log="$logs/$((passed + failed)).log"
  if "$@" 2>&1 | tee "$log"; then
    passed=$((passed + 1))
    echo "━━ $name: ok ($((SECONDS - started)) s)"
  else
    failed=$((failed + 1))
    failures+=("$name|$log")
    echo "━━ $name: FAILED ($((SECONDS - started)) s)"
  fi
}

# What a failed step said about its failures: the lines test runners mark as failing, then its last lines.
summarise_failure() {
  local name=${1%%|*} log=${1#*|}
  echo
  echo "━━ why \"$name\" failed"
  sed 's/\x1b\[[0-9;]*m//g' "$log" | grep -E '(FAIL|✗|×|✘|Error:|AssertionError|mismatch|expected)' | head -n 40
  echo "… its last lines:"
  sed 's/\x1b\[[0-9;]*m//g' "$log" | tail -n 25
}

step "types" pnpm typecheck
step "unit tests" pnpm test:unit
step "Edge Functions under Deno (deno check, then served against the local backend)" pnpm test:functions
step "database: RLS and rules (pgTAP, PostgreSQL 15)" bash scripts/pgtap.sh
step "story tests (interactions + axe)" pnpm test:stories
step "screenshot comparisons" pnpm test:visual
step "site build (with the e2e backend, so its articles are prerendered)" node --import tsx scripts/build-with-backend.mjs
step "valid HTML (Nu HTML Checker, every built page)" pnpm validate:html
step "the host's own runtime (wrangler pages dev): every route's status and headers" pnpm host:check
step "e2e (prerendered build)" pnpm test:e2e
step "security headers graded by Mozilla's HTTP Observatory over TLS (A+ on every route)" pnpm observatory
step "size budget" pnpm budget

for failure in "${failures[@]}"; do summarise_failure "$failure"; done
echo
names=()
for failure in "${failures[@]}"; do names+=("${failure%%|*}"); done
[ "$failed" -gt 0 ] && echo "failed: ${names[*]}"
echo "steps: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
