/** `npm run setup-data`: DATA_DIR, migrations, sample content and first admin, without building. */
import { setupData } from './setup-data'

let finished = false
// Node ends with status 0 when nothing is left to wait for, even if the set-up never settled: once (CI) the
// tests then ran on a database without tables. Such an end is a failure, and says so.
process.on('exit', (code) => {
  if (finished || code !== 0) return
  console.error('[setup-data] failed: the process ended before the set-up finished')
  process.exitCode = 1
})

setupData((message) => console.log(`[setup-data] ${message}`)).then(
  () => {
    finished = true
    process.exit(0)
  },
  (error) => {
    console.error('[setup-data] failed:', error)
    process.exit(1)
  },
)
