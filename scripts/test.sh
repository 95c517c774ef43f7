#!/usr/bin/env bash
# Every test: unit and integration (Vitest, fresh temporary SQLite), the integration tests again on a throw-away
# PostgreSQL, then end-to-end (Playwright against the production build in Debian's Chromium) and two instances of
# that build on one PostgreSQL (tests/cluster). Ends with one line 'N passed, N failed'.
set -uo pipefail
cd "$(dirname "$0")/.."

# Debian's headless Chromium (the headless build Playwright itself uses): the full browser in headless mode took
# about a fifth longer for the same tests.
chromium="${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}"
if [ ! -x "$chromium" ]; then
  if [ -z "${CHROMIUM_PATH:-}" ] && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "Chromium is missing: installing Debian's chromium-headless-shell package for the end-to-end tests…"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell >/dev/null || exit 1
  else
    echo "Chromium was not found at $chromium." >&2
    echo "Install Debian's package (sudo apt-get install chromium-headless-shell) or set CHROMIUM_PATH to a Chromium binary." >&2
    exit 1
  fi
fi
export CHROMIUM_PATH="$chromium"

# The sample content, seeded once into a template beside the type check and lint; Vitest's and the browser tests'
# SQLite folders start as copies of it (tests/support/seedTemplate.ts). Every seed of this run (this one, Vitest on
# Postgres, restore, two instances) renders a picture once.
export SEED_ART_CACHE="$(mktemp -d "${TMPDIR:-/tmp}/sekundenwerk-art-XXXXXX")"
export SEED_TEMPLATE_DIR="$(mktemp -d "${TMPDIR:-/tmp}/sekundenwerk-template-XXXXXX")"
trap 'rm -rf "$SEED_ART_CACHE" "$SEED_TEMPLATE_DIR"' EXIT
mkdir -p reports
DATA_DIR="$SEED_TEMPLATE_DIR" NODE_OPTIONS="--import ./tests/support/package-internal-imports.mjs" \
  npx tsx scripts/setup-data-cli.ts > reports/seed-template.log 2>&1 &
template_pid=$!

# Type check and lint side by side, one core each.
npm run --silent lint &
lint_pid=$!
npm run --silent typecheck || { kill "$lint_pid" "$template_pid" 2>/dev/null; exit 1; }
wait "$lint_pid" || { kill "$template_pid" 2>/dev/null; exit 1; }
if ! wait "$template_pid"; then
  cat reports/seed-template.log
  echo "Seeding the sample content failed." >&2
  exit 1
fi

# The browser tests' production build runs beside Vitest (it uses the second core), on the port the tests will
# use: build and server must agree on SITE_URL. Not beside the type check: both write next-env.d.ts.
export E2E_PORT="${E2E_PORT:-$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")}"
# The build seeds the data folder the browser tests' server then starts on (removed by that server, or here).
export E2E_DATA_DIR="$(mktemp -d "${TMPDIR:-/tmp}/sekundenwerk-e2e-XXXXXX")"
trap 'rm -rf "$E2E_DATA_DIR" "$SEED_ART_CACHE" "$SEED_TEMPLATE_DIR"' EXIT
# The type check above covers the build's sources; in CI (a fresh clone, one build) no build cache is written.
BUILD_TYPES_CHECKED=1 BUILD_CACHE="$([ -n "${CI:-}" ] && echo off || echo on)" \
  npx tsx scripts/e2e-server.ts --build-only > reports/e2e-build.log 2>&1 &
build_pid=$!

# A Vitest project on a throw-away PostgreSQL cluster (scripts/with-postgres.sh); its report in reports/vitest-$2.json.
have_postgres() { ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; }
on_postgres() {
  bash scripts/with-postgres.sh npx vitest run --project "$1" --reporter=default --reporter=json \
    --outputFile.json="reports/vitest-$2.json"
}

# The integration tests once more against PostgreSQL, beside the run on SQLite and the build: alone, after them,
# it kept one core idle for its 2.5 minutes (its output follows the run on SQLite's).
postgres_status=0
postgres_pid=
rm -f reports/vitest-unit.json reports/vitest.json reports/vitest-postgres.json reports/vitest-cluster.json
if have_postgres; then
  on_postgres 'integration*' postgres > reports/vitest-postgres.log 2>&1 &
  postgres_pid=$!
else
  echo "PostgreSQL's server binaries were not found: the integration tests ran on SQLite only." >&2
  echo "Install Debian's package (sudo apt-get install postgresql) to run them on Postgres too." >&2
fi

# The unit tests on their own (their files share modules and run side by side), then the integration tests (both
# projects: those sharing one process, and those with one of their own; vitest.config.ts).
npx vitest run --project unit --reporter=default --reporter=json --outputFile.json=reports/vitest-unit.json
unit_status=$?
npx vitest run --project 'integration*' --reporter=default --reporter=json --outputFile.json=reports/vitest.json
vitest_status=$?
[ $unit_status -eq 0 ] || vitest_status=$unit_status

if [ -n "$postgres_pid" ]; then
  wait "$postgres_pid"
  postgres_status=$?
  echo "Integration tests on PostgreSQL:"
  cat reports/vitest-postgres.log
fi

if ! wait "$build_pid"; then
  cat reports/e2e-build.log
  echo "The production build for the browser tests failed." >&2
  exit 1
fi
# A warning of the build is a defect to fix, not noise (one had the whole project traced into the server's files).
build_warnings=0
if grep -q "build encountered [0-9]* warning" reports/e2e-build.log; then
  sed -n '/build encountered [0-9]* warning/,$p' reports/e2e-build.log | head -80
  build_warnings=1
fi
PLAYWRIGHT_JSON_OUTPUT_NAME=reports/playwright.json npx playwright test --reporter=list,json
playwright_status=$?

# Two production instances of that build on one PostgreSQL (tests/cluster).
cluster_status=0
if have_postgres; then
  echo "Two instances on PostgreSQL:"
  on_postgres cluster cluster
  cluster_status=$?
fi

[ $build_warnings -eq 0 ] || echo "The production build printed warnings (shown before the browser tests)." >&2
node scripts/test-summary.mjs reports/vitest.json reports/playwright.json reports/vitest-unit.json \
  reports/vitest-postgres.json reports/vitest-cluster.json
[ $build_warnings -eq 0 ] && [ $vitest_status -eq 0 ] && [ $postgres_status -eq 0 ] && [ $playwright_status -eq 0 ] && [ $cluster_status -eq 0 ]
