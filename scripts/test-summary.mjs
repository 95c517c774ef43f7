// Adds up the JSON reports of Vitest and Playwright into one closing line: 'N passed, N failed'.
import fs from 'node:fs'

const read = (file) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null)
// Further Vitest reports (the integration tests on Postgres, the two-instance test) are counted when they are there.
const [vitestFile, playwrightFile, ...moreVitestFiles] = process.argv.slice(2)
let passed = 0
let failed = 0
let skipped = 0

function countVitest(vitest) {
  passed += vitest.numPassedTests
  failed += vitest.numFailedTests + (vitest.success === false && vitest.numFailedTests === 0 ? 1 : 0)
  skipped += vitest.numPendingTests + vitest.numTodoTests
}

const vitest = read(vitestFile)
if (vitest) countVitest(vitest)
else failed += 1
for (const file of moreVitestFiles) {
  const more = read(file)
  if (more) countVitest(more)
}

const playwright = read(playwrightFile)
if (playwright) {
  passed += playwright.stats.expected + playwright.stats.flaky
  // Errors outside tests (e.g. the web server did not start) count as failures too.
  failed += playwright.stats.unexpected + (playwright.errors?.length ?? 0)
  skipped += playwright.stats.skipped
} else failed += 1

console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`)
