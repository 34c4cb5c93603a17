#!/usr/bin/env bash
# Installs what a fresh machine lacks: pnpm (the version pinned in package.json), the workspace's
# dependencies (and the type check's own), and, with --browser, Debian's Chromium (full and headless shell) and a Java runtime. Safe to run again: it skips what is there.
set -euo pipefail
cd "$(dirname "$0")/.."

want_pnpm=$(node -p "require('./package.json').packageManager.split('@')[1]")
if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm --version 2>/dev/null)" != "$want_pnpm" ]; then
  echo "› installing pnpm $want_pnpm"
  if ! npm install --global --no-fund --no-audit "pnpm@$want_pnpm" >/dev/null 2>&1; then
    # No write access to the global prefix: keep pnpm inside the project instead.
    npm install --prefix .tools --no-fund --no-audit --no-save "pnpm@$want_pnpm" >/dev/null
    export PATH="$PWD/.tools/node_modules/.bin:$PATH"
  fi
fi

echo "› installing dependencies"
pnpm install --frozen-lockfile --reporter=silent
# The type check's own TypeScript 7, outside the workspace (scripts/typecheck/typecheck.ts says why).
pnpm install --dir scripts/typecheck --ignore-workspace --frozen-lockfile --reporter=silent

# The tests also need Debian's Chromium, the full browser and the headless shell (scripts/testBrowser.ts says which
# runs what), and a Java runtime (the Nu HTML Checker).
if [ "${1:-}" = "--browser" ]; then
  need=()
  [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || need+=(chromium)
  [ -x "${CHROMIUM_HEADLESS_SHELL_PATH:-/usr/lib/chromium/chromium-headless-shell}" ] || need+=(chromium-headless-shell)
  command -v java >/dev/null 2>&1 || need+=(default-jre-headless)
  if [ ${#need[@]} -gt 0 ]; then
    echo "› installing ${need[*]} from Debian"
    sudo_cmd=""
    [ "$(id -u)" -ne 0 ] && command -v sudo >/dev/null 2>&1 && sudo_cmd="sudo"
    $sudo_cmd apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq "${need[@]}" >/dev/null
  fi
fi
