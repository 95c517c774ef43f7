#!/usr/bin/env bash
# Every test: unit and integration (Vitest, fresh temporary SQLite), then end-to-end (Playwright against the
# production build in Debian's Chromium). Ends with one line 'N passed, N failed'.
set -uo pipefail
cd "$(dirname "$0")/.."

chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ ! -x "$chromium" ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "Chromium is missing: installing Debian's chromium package for the end-to-end tests…"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null || exit 1
  else
    echo "Chromium was not found at $chromium." >&2
    echo "Install Debian's package (sudo apt-get install chromium) or set CHROMIUM_PATH to a Chromium binary." >&2
    exit 1
  fi
fi

npm run --silent typecheck || exit 1
npm run --silent lint || exit 1

mkdir -p reports
npx vitest run --reporter=default --reporter=json --outputFile.json=reports/vitest.json
vitest_status=$?
PLAYWRIGHT_JSON_OUTPUT_NAME=reports/playwright.json npx playwright test --reporter=list,json
playwright_status=$?

node scripts/test-summary.mjs reports/vitest.json reports/playwright.json
[ $vitest_status -eq 0 ] && [ $playwright_status -eq 0 ]
