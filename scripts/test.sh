#!/usr/bin/env bash
# `npm test`: lint, type check and production build (side by side), unit and
# component tests, then the browser end-to-end tests against that build. Prints how long each phase
# took at the end, whether the run passed or failed.
set -euo pipefail
cd "$(dirname "$0")/.."

PHASES=()
SUBPHASES=()
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
    PHASES+=(${SUBPHASES[@]+"${SUBPHASES[@]}"})
  fi
  SUBPHASES=()
  PHASE_NAME=""
}
print_timings() {
  end_phase
  echo
  echo "== phase timings"
  printf '%s\n' "${PHASES[@]}"
  printf '%-34s %4d s\n' "total" $((SECONDS - RUN_START))
}

# Runs pairs of (name, shell command) at once and waits for all of them. Their
# output is printed after each other once all have ended; each one's time is added
# to the timings (indented under the phase); the run fails if any of them failed.
side_by_side() {
  local names=() failed=0 i=0 dir
  dir="$(mktemp -d)"
  while [ $# -gt 0 ]; do
    names+=("$1")
    (
      start=$SECONDS
      rc=0
      bash -c "set -euo pipefail; $2" >"$dir/$i.log" 2>&1 || rc=$?
      echo "$rc $((SECONDS - start))" >"$dir/$i.status"
    ) &
    shift 2
    i=$((i + 1))
  done
  wait
  for i in "${!names[@]}"; do
    read -r rc seconds <"$dir/$i.status"
    echo "-- ${names[$i]} (exit $rc, $seconds s)"
    cat "$dir/$i.log"
    SUBPHASES+=("$(printf '  %-32s %4d s' "${names[$i]}" "$seconds")")
    if [ "$rc" != 0 ]; then failed=1; fi
  done
  rm -rf "$dir"
  return $failed
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
# Lint, type check and build each keep one core busy and need nothing from each
# other, so they run side by side; each one's own time is printed with the phases.
phase "lint, typecheck and build (side by side)"
side_by_side \
  "lint (Prettier, ESLint)" "npm run --silent lint" \
  "typecheck" "npx react-router typegen && npx tsc" \
  "production build" "npx react-router build >/dev/null"
phase "unit and component tests"
npx vitest run
phase "end-to-end tests (Chromium)"
npx playwright test
