#!/usr/bin/env bash
# Every test: types, lint and format, unit, the Edge Functions under Deno, database (pgTAP), the build, story tests (with axe and
# screenshot comparisons), HTML validation, the host's rules in its own runtime, the size budget, e2e on the built site and the
# Observatory's grade; steps that leave a core idle run side by side. Installs what is missing first (pnpm, dependencies, Debian's Chromium).
set -uo pipefail
cd "$(dirname "$0")/.."
source scripts/ensure-tools.sh --browser || exit 1
[ -d .tools/node_modules/.bin ] && export PATH="$PWD/.tools/node_modules/.bin:$PATH"
# ensure-tools.sh exits on the first error; from here a step fails alone and the others still run.
set +e

passed=0
failed=0
failures=()
# Each step's output is also kept, so a failure's own lines can be repeated at the very end, where a
# CI log cut to its tail still shows what failed.
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
# Every test runner appends each test's time here; the ten slowest are printed at the end.
export TEST_TIMINGS="$logs/timings.jsonl"
: >"$TEST_TIMINGS"
steps=()
count=0
total_cpu=0
# The whole machine's busy and total CPU ticks (/proc/stat's first line: idle and iowait are the idle ones): what every
# process used, those a step's `times` cannot see included (a server a test runner killed, a browser's helpers).
machine_ticks() { awk '/^cpu / { busy = $2 + $3 + $4 + $7 + $8 + $9; print busy, busy + $5 + $6 }' /proc/stat; }
read -r machine_busy_at_start machine_total_at_start < <(machine_ticks)

# Records how a step ended: its line in the step times, and its log for the summary of failures.
# A step's CPU time is what `times` reports for the processes it waited for (user and system), in whole seconds; its
# share is how many of the cores it kept busy on average (CPU seconds over wall seconds: 2.00 is both, 0.30 mostly waiting).
finish() {
  local name=$1 log=$2 status=$3 seconds=$4 cpu=${5:-?}
  local share
  share=$(awk -v cpu="$cpu" -v wall="$seconds" 'BEGIN { if (cpu ~ /^[0-9]+$/ && wall > 0) printf "%.2f", cpu / wall; else print "?" }')
  [[ $cpu =~ ^[0-9]+$ ]] && total_cpu=$((total_cpu + cpu))
  if [ "$status" -eq 0 ]; then
    passed=$((passed + 1))
    echo "━━ $name: ok ($seconds s)"
    steps+=("$(printf '%5d s %6s %5s  ok      %s' "$seconds" "$cpu" "$share" "$name")")
  else
    failed=$((failed + 1))
    failures+=("$name|$log")
    echo "━━ $name: FAILED ($seconds s)"
    steps+=("$(printf '%5d s %6s %5s  FAILED  %s' "$seconds" "$cpu" "$share" "$name")")
  fi
}

# The CPU seconds of the children a subshell waited for, from the second line of bash's `times` ("1m2.5s 0m3.1s").
cpu_seconds() {
  sed -n 2p "$1" | awk '{ total = 0; for (i = 1; i <= 2; i++) { split($i, part, /[ms]/); total += part[1] * 60 + part[2] } printf "%d", total }'
}

step() {
  local name=$1
  shift
  echo
  echo "━━ $name"
  local started=$SECONDS log="$logs/$((count += 1)).log"
  ("$@" 2>&1 | tee "$log"; echo "${PIPESTATUS[0]}" >"$log.status"; times >"$log.cpu")
  finish "$name" "$log" "$(cat "$log.status")" $((SECONDS - started)) "$(cpu_seconds "$log.cpu")"
}

# Steps that leave a core idle run side by side, in lanes: `together "name" "command" ... -- "name" "command" ...`.
# The lanes run at the same time; the steps of one lane run one after the other, each timed on its own. Each
# step's output is printed whole when every lane has ended, so the log reads as if they ran one after the other.
together() {
  local names=() files=() pids=() lane=()
  run_lane() {
    while [ $# -gt 0 ]; do
      local started=$SECONDS
      (bash -c "$2" >"$3" 2>&1; echo "$? $((SECONDS - started))" >"$3.end"; times >"$3.cpu")
      shift 3
    done
  }
  while [ $# -gt 0 ]; do
    if [ "$1" = "--" ]; then
      run_lane "${lane[@]}" &
      pids+=($!)
      lane=()
      shift
      continue
    fi
    local log="$logs/$((count += 1)).log"
    names+=("$1")
    files+=("$log")
    lane+=("$1" "$2" "$log")
    shift 2
  done
  if [ ${#lane[@]} -gt 0 ]; then
    run_lane "${lane[@]}" &
    pids+=($!)
  fi
  wait "${pids[@]}"
  for index in "${!names[@]}"; do
    echo
    echo "━━ ${names[$index]} (side by side with other steps)"
    cat "${files[$index]}"
    read -r status seconds <"${files[$index]}.end"
    finish "${names[$index]}" "${files[$index]}" "$status" "$seconds" "$(cpu_seconds "${files[$index]}.cpu")"
  done
}

# What a failed step said about its failures: the lines test runners mark as failing, then its last lines.
summarise_failure() {
  local name=${1%%|*} log=${1#*|}
  echo
  echo "━━ why \"$name\" failed"
  sed 's/\x1b\[[0-9;]*m//g' "$log" | grep -E '(FAIL|✗|×|✘|Error:|AssertionError|mismatch|expected)' | head -n 40
  # An e2e test's page as it failed (e2e/pageAtFailure.ts): a first try leaves no trace.
  sed 's/\x1b\[[0-9;]*m//g' "$log" | awk '/^page at failure:/ { n = 23 } n-- > 0' | head -n 50
  echo "… its last lines:"
  sed 's/\x1b\[[0-9;]*m//g' "$log" | tail -n 25
}

# Every core of this host is busy through nearly the whole run (the machine's own count is printed at the end; the
# steps' own counts miss what they do not wait for, a killed server's or a browser helper's time), so the lanes are
# balanced to end together rather than to fill idle time. First, all reading the route types, written first: tsc
# (TypeScript 7, a few seconds), the Deno functions, the build, then every Pages/ story in Storybook's dev server, one
# after another beside the linter, in two threads (each builds only the TypeScript programs of its own files). Then the
# story tests (one tab: two saved nothing on a busy machine and three stories failed there), the database tests, the README's second copy and the checks
# of the built site; beside them, the golden test (a second build, from today's TypeScript, against the e2e backend
# before e2e changes its data), the unit tests (whose tests of the built site read that build, SITE_BUILT, instead of
# building the site again), the size budget, then e2e. Tried and dropped: the storybook dev check and the second copy in
# a third lane beside the build and the linter (tsc went from 69 to 306 s, the linter from 411 to 654 s); e2e in a lane
# of its own (every lane slowed, two unit tests past their timeout); the story tests as two processes beside e2e (the
# load reached 10 and six stories timed out).
step "route types (React Router typegen)" pnpm --filter @cg/site typegen
# The build and e2e start from a new e2e backend: one kept from an earlier run holds its registrations, and the
# built /imerides then showed 79 seats left where the run's own tests expect the seeded 80 (a second npm test here).
rm -rf site/build .data/e2e-backend
together \
  "types" "node --import tsx scripts/typecheck/typecheck.ts" \
  "Edge Functions under Deno (deno check, then served against the local backend)" "pnpm test:functions" \
  "site build (with the e2e backend, so its articles are prerendered)" "node --import tsx scripts/build-with-backend.ts" \
  "storybook dev: every Pages/ story renders in the dev server a designer runs" "pnpm test:storybook-dev" -- \
  "lint (ESLint, type-aware) and format (Biome)" "pnpm exec eslint --max-warnings 0 --concurrency 2 . && pnpm exec biome format ."
# Without a build (it failed), the built site's tests build it themselves.
[ -f site/build/client-manifest.json ] && export SITE_BUILT=1
together \
  "story tests (interactions, axe, and each end state against its screenshot)" "pnpm test:stories" \
  "database: RLS and rules (pgTAP, PostgreSQL 15)" "bash scripts/pgtap.sh" \
  "the README's second copy: npm start on two free ports, signed into" "pnpm test:second-copy" \
  "valid HTML (Nu HTML Checker, every built page)" "pnpm validate:html" \
  "the host's own runtime (wrangler pages dev): every route's status and headers" "pnpm host:check" \
  "security headers graded by Mozilla's HTTP Observatory over TLS (A+ on every route)" "pnpm observatory" -- \
  "golden: the site built from the seeded database equals today's build, page by page" "pnpm golden" \
  "unit tests" "pnpm test:unit" \
  "size budget" "pnpm budget" \
  "e2e (prerendered build)" "pnpm test:e2e"

for failure in "${failures[@]}"; do summarise_failure "$failure"; done
# A story that passed only on its retry (scripts/retriedTests.ts), with what its failed try said: near the end, where a
# CI log cut to its tail still shows it.
retried=$(sed 's/\x1b\[[0-9;]*m//g' "$logs"/*.log | awk '/^passed on its retry:/ { n = 6 } n-- > 0' | head -n 60)
if [ -n "$retried" ]; then
  echo
  echo "━━ passed only on their retry"
  echo "$retried"
fi
echo
node --import tsx scripts/slowest-tests.ts
echo
echo "━━ step times (total $SECONDS s; wall, CPU seconds, cores in use on average)"
printf '%s\n' "${steps[@]}"
awk -v cpu="$total_cpu" -v wall="$SECONDS" 'BEGIN { printf "%d CPU seconds in %d s by the steps'"'"' own count: %.2f of the cores in use on average\n", cpu, wall, cpu / wall }'
read -r machine_busy machine_total < <(machine_ticks)
awk -v busy=$((machine_busy - machine_busy_at_start)) -v total=$((machine_total - machine_total_at_start)) -v cores="$(nproc)" \
  'BEGIN { if (total > 0) printf "the machine by its own count (/proc/stat): %.2f of %d cores busy on average\n", cores * busy / total, cores }'
echo
names=()
for failure in "${failures[@]}"; do names+=("${failure%%|*}"); done
[ "$failed" -gt 0 ] && echo "failed: ${names[*]}"
echo "steps: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
