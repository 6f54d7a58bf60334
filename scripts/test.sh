#!/usr/bin/env bash
# `npm test`: every test, in the least time the machine allows (decision record 50).
#   1. the tools (scripts/ensure-test-tools.sh: the project's Node, Chromium, fonts);
#   2. at once, each into a log of its own: the type check, the lint, the format check, the API suites (PGlite,
#      and Postgres when TEST_DATABASE_URL is set) and the production build. Each log is printed whole, under the
#      stage's name, when the stage ends; any failure stops here, once every stage has ended, listing them;
#   3. the browser journeys on that build (E2E_WORKERS workers, each on a server of its own: playwright.config.ts).
# Run it through npm (npm test), which puts the project's Node first on PATH.
set -euo pipefail
cd "$(dirname "$0")/.."

started=$SECONDS
logs=$(mktemp -d "${TMPDIR:-/tmp}/atelier-test.XXXXXX")
trap 'rm -rf "$logs"' EXIT
# Ctrl-C or a CI timeout ends the stages still running (their own children included) before the script.
stop_stages() {
  local pid
  for pid in $(jobs -p); do kill -- "-$pid" 2>/dev/null || kill "$pid" 2>/dev/null || true; done
  exit 130
}
trap stop_stages INT TERM

bash scripts/ensure-test-tools.sh

# Every stage's name, command, and the process group it runs in (set -m: a group per stage, to be stopped whole).
names=(typecheck lint format:check test:unit build)
declare -A pid_of=() started_at=()
set -m
for name in "${names[@]}"; do
  npm run -s "$name" </dev/null >"$logs/$name.log" 2>&1 &
  pid_of[$name]=$!
  started_at[$name]=$SECONDS
done
set +m
echo "npm test: ${names[*]} started at once (logs printed as each ends)"

failed=()
pending=("${pid_of[@]}")
while [ "${#pending[@]}" -gt 0 ]; do
  status=0
  done_pid=
  wait -n -p done_pid "${pending[@]}" || status=$?
  [ -n "$done_pid" ] || { echo "npm test: lost track of the stages (wait exited $status)" >&2; exit 1; }
  still=()
  for pid in "${pending[@]}"; do [ "$pid" = "$done_pid" ] || still+=("$pid"); done
  pending=("${still[@]}")
  for name in "${names[@]}"; do
    [ "${pid_of[$name]}" = "$done_pid" ] || continue
    seconds=$((SECONDS - started_at[$name]))
    if [ "$status" -eq 0 ]; then verdict=passed; else verdict="FAILED (exit $status)" && failed+=("$name"); fi
    printf '\n----- npm run %s: %s in %ss -----\n' "$name" "$verdict" "$seconds"
    cat "$logs/$name.log"
    printf -- '----- end of npm run %s (%s) -----\n' "$name" "$verdict"
  done
done

if [ "${#failed[@]}" -gt 0 ]; then
  printf '\nnpm test: FAILED: %s (their logs are above, each under its name); the journeys did not run.\n' \
    "${failed[*]}" >&2
  exit 1
fi
printf '\nnpm test: checks, API suites and build passed in %ss; the journeys now run on that build.\n' \
  "$((SECONDS - started))"

npx playwright test </dev/null
printf '\nnpm test: every test passed in %ss.\n' "$((SECONDS - started))"
