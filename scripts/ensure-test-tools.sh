#!/usr/bin/env bash
# Run first by `npm test` and `npm run test:e2e`, so that a fresh machine needs nothing but the README's commands:
# - the scripts must run on the project's Node (the `node` package, put first on PATH by npm), not the machine's;
# - the journeys need Debian's Chromium (or CHROMIUM_PATH) and fonts; as root they are installed when missing,
#   otherwise the exact command is printed. Never `npx playwright install`: it downloads a browser of its own.
set -euo pipefail
cd "$(dirname "$0")/.."

fail() {
  printf '\nensure-test-tools: %s\n\n' "$1" >&2
  exit 1
}

# 1. The project's Node.
command -v node >/dev/null 2>&1 || fail 'no node on PATH: install the dependencies (npm install) and run npm test.'
wanted=$(node -p 'require("./package.json").dependencies.node')
running=$(node -p 'process.versions.node')
if [ "$running" != "$wanted" ]; then
  fail "the scripts run on Node $running ($(command -v node || echo 'not found')), not the project's Node $wanted.
Install the project's dependencies first (npm install, or npm ci): the 'node' package puts Node $wanted in
node_modules/.bin, which npm puts first on PATH for its scripts; then start the tests through npm (npm test)."
fi

# 2. Debian's Chromium and fonts for the journeys.
chromium=${CHROMIUM_PATH:-/usr/bin/chromium}
missing=()
if [ ! -x "$chromium" ]; then
  [ -z "${CHROMIUM_PATH:-}" ] || fail "CHROMIUM_PATH=$CHROMIUM_PATH is not an executable file."
  missing+=(chromium)
fi
if ! command -v fc-list >/dev/null 2>&1 || [ -z "$(fc-list 2>/dev/null)" ]; then
  missing+=(fontconfig fonts-dejavu-core fonts-liberation)
fi

# apt-get, retried while another apt or dpkg (another engineer's install, unattended upgrades) holds its lock.
apt_get() {
  local log tries=0
  log=$(mktemp)
  while true; do
    if DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=60 "$@" </dev/null >"$log" 2>&1; then
      cat "$log"
      rm -f "$log"
      return 0
    fi
    if grep -qiE 'could not get lock|unable to lock|unable to acquire' "$log" && [ "$tries" -lt 20 ]; then
      tries=$((tries + 1))
      echo "ensure-test-tools: apt is busy (another install is running); retrying in 15 s ($tries/20)"
      sleep 15
      continue
    fi
    cat "$log" >&2
    rm -f "$log"
    return 1
  done
}

if [ "${#missing[@]}" -gt 0 ]; then
  if [ "$(id -u)" -ne 0 ]; then
    command -v apt-get >/dev/null 2>&1 ||
      fail "missing: ${missing[*]}. Install Chromium and fontconfig fonts, and set CHROMIUM_PATH to Chromium."
    fail "missing: ${missing[*]}. Install them once with:
  sudo apt-get update && sudo apt-get install -y --no-install-recommends ${missing[*]}
(never npx playwright install: the journeys run in Debian's Chromium)."
  fi
  command -v apt-get >/dev/null 2>&1 || fail "missing: ${missing[*]}, and no apt-get to install them with."
  echo "ensure-test-tools: installing ${missing[*]} (apt-get)"
  apt_get update -qq
  apt_get install -y -qq --no-install-recommends "${missing[@]}"
  [ -x "$chromium" ] || fail "$chromium is still missing after apt-get install chromium."
fi

# Debian's launcher script prints a harmless shell warning about /dev/shm on some machines.
echo "ensure-test-tools: Node $running, $("$chromium" --version 2>/dev/null | head -n 1), $(fc-list | wc -l) fonts"
