#!/usr/bin/env bash
# `npm test`: lint, type check, unit and component tests, production build, then
# the browser end-to-end tests against that build. Prints how long each phase
# took at the end, whether the run passed or failed.
set -euo pipefail
cd "$(dirname "$0")/.."

PHASES=()
PHASE_NAME=""
PHASE_START=0
RUN_START=$SECONDS
# Starts a phase: closes the one before it and prints the header.
phase() {
  end_phase
  PHASE_NAME="$1"
  PHASE_START=$SECONDS
  echo "== $1"
}
end_phase() {
  if [ -n "$PHASE_NAME" ]; then
    PHASES+=("$(printf '%-34s %4d s' "$PHASE_NAME" $((SECONDS - PHASE_START)))")
  fi
  PHASE_NAME=""
}
print_timings() {
  end_phase
  echo
  echo "== phase timings"
  printf '%s\n' "${PHASES[@]}"
  printf '%-34s %4d s\n' "total" $((SECONDS - RUN_START))
}

phase "tools (Chromium, Java, PostgreSQL)"
bash scripts/ensure-chromium.sh
bash scripts/ensure-java.sh
bash scripts/ensure-postgres.sh >/dev/null

# One throwaway PostgreSQL server for the whole run (each test makes its own
# database on it), stopped and removed however the run ends.
phase "PostgreSQL for the tests"
POSTGRES_SERVER="$(bash scripts/postgres-throwaway.sh start)"
POSTGRES_DIR="${POSTGRES_SERVER%% *}"
export TEST_POSTGRES_URL="${POSTGRES_SERVER#* }"
trap 'print_timings; bash scripts/postgres-throwaway.sh stop "$POSTGRES_DIR"' EXIT
trap 'exit 130' INT TERM
echo "$TEST_POSTGRES_URL"
phase "lint (Prettier, ESLint)"
npm run --silent lint
phase "typecheck"
npx react-router typegen
npx tsc
phase "unit and component tests"
npx vitest run
phase "production build"
npx react-router build >/dev/null
phase "end-to-end tests (Chromium)"
npx playwright test
