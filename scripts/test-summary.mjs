// Adds up the JSON reports of Vitest and Playwright into one closing line: 'N passed, N failed'. Above it, every
// failed and flaky test by name with the first line of its error: CI keeps only the end of a long log.
import fs from 'node:fs'
import path from 'node:path'

const read = (file) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null)
// Further Vitest reports (the unit tests, the integration tests on Postgres, the two-instance test) are counted when
// they are there.
const [vitestFile, playwrightFile, ...moreVitestFiles] = process.argv.slice(2)
let passed = 0
let failed = 0
let skipped = 0
const failures = []
const flaky = []

const firstLine = (text) =>
  (text ?? '')
    .replace(/\x1b\[[0-9;]*m/g, '')
    .trim()
    .split('\n')[0]
    .slice(0, 300)
const relative = (file) => path.relative(process.cwd(), file)

function countVitest(vitest, file) {
  passed += vitest.numPassedTests
  failed += vitest.numFailedTests + (vitest.success === false && vitest.numFailedTests === 0 ? 1 : 0)
  skipped += vitest.numPendingTests + vitest.numTodoTests
  for (const suite of vitest.testResults) {
    const failedTests = suite.assertionResults.filter((test) => test.status === 'failed')
    for (const test of failedTests)
      failures.push(
        `${file}: ${relative(suite.name)} › ${test.fullName}: ${firstLine(test.failureMessages[0])}`,
      )
    // A file that failed outside its tests (set-up, import) has a message and no failed test.
    if (suite.status === 'failed' && failedTests.length === 0)
      failures.push(`${file}: ${relative(suite.name)}: ${firstLine(suite.message)}`)
  }
}

const vitest = read(vitestFile)
if (vitest) countVitest(vitest, vitestFile)
else {
  failed += 1
  failures.push(`${vitestFile}: missing`)
}
for (const file of moreVitestFiles) {
  const more = read(file)
  if (more) countVitest(more, file)
}

function* playwrightTests(suite, titles = []) {
  const within = suite.title && !suite.file?.endsWith(suite.title) ? [...titles, suite.title] : titles
  for (const spec of suite.specs ?? []) for (const test of spec.tests) yield { spec, test, titles: within }
  for (const child of suite.suites ?? []) yield* playwrightTests(child, within)
}

const playwright = read(playwrightFile)
if (playwright) {
  passed += playwright.stats.expected + playwright.stats.flaky
  // Errors outside tests (e.g. the web server did not start) count as failures too.
  failed += playwright.stats.unexpected + (playwright.errors?.length ?? 0)
  skipped += playwright.stats.skipped
  for (const suite of playwright.suites)
    for (const { spec, test, titles } of playwrightTests(suite)) {
      if (test.status !== 'unexpected' && test.status !== 'flaky') continue
      const name = `${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}`
      const error = test.results.find((result) => result.status !== 'passed')?.errors?.[0]?.message
      ;(test.status === 'flaky' ? flaky : failures).push(`${playwrightFile}: ${name}: ${firstLine(error)}`)
    }
  for (const error of playwright.errors ?? []) failures.push(`${playwrightFile}: ${firstLine(error.message)}`)
} else {
  failed += 1
  failures.push(`${playwrightFile}: missing`)
}

// A broken set-up fails every test: the first lines say enough.
const listed = (lines) =>
  [...lines.slice(0, 30), ...(lines.length > 30 ? [`… and ${lines.length - 30} more`] : [])]
    .map((line) => `  ${line}`)
    .join('\n')
if (failures.length) console.log(`\nFailed:\n${listed(failures)}`)
if (flaky.length) console.log(`\nFlaky (passed on retry):\n${listed(flaky)}`)
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`)
