#!/usr/bin/env bash
# `npm test`: type check, unit and component tests, production build, then the
# browser end-to-end tests against that build.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh
bash scripts/ensure-java.sh
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
