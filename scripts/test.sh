#!/usr/bin/env bash
# `npm test`: type check, unit and component tests, production build, then the
# browser end-to-end tests against that build.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh
bash scripts/ensure-java.sh
bash scripts/ensure-postgres.sh >/dev/null

# One throwaway PostgreSQL server for the whole run (each test makes its own
# database on it), stopped and removed however the run ends.
echo "== PostgreSQL for the tests"
POSTGRES_SERVER="$(bash scripts/postgres-throwaway.sh start)"
POSTGRES_DIR="${POSTGRES_SERVER%% *}"
export TEST_POSTGRES_URL="${POSTGRES_SERVER#* }"
trap 'bash scripts/postgres-throwaway.sh stop "$POSTGRES_DIR"' EXIT
trap 'exit 130' INT TERM
echo "$TEST_POSTGRES_URL"
echo "== lint (Prettier, ESLint)"
npm run --silent lint
echo "== typecheck"
npx react-router typegen
npx tsc
echo "== unit and component tests"
npx vitest run
echo "== production build"
npx react-router build >/dev/null
echo "== end-to-end tests (Chromium)"
npx playwright test
