// Adds up the JSON reports of Vitest and Playwright into one closing line: 'N passed, N failed'.
import fs from 'node:fs'

const read = (file) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null)
const [vitestFile, playwrightFile] = process.argv.slice(2)
let passed = 0
let failed = 0
let skipped = 0

const vitest = read(vitestFile)
if (vitest) {
  passed += vitest.numPassedTests
  failed += vitest.numFailedTests
  skipped += vitest.numPendingTests + vitest.numTodoTests
} else failed += 1

const playwright = read(playwrightFile)
if (playwright) {
  passed += playwright.stats.expected + playwright.stats.flaky
  failed += playwright.stats.unexpected
  skipped += playwright.stats.skipped
} else failed += 1

console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`)
