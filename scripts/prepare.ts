/**
 * First-run work of `npm start` (design.md §7): data (DATA_DIR, migrations, sample content, first admin),
 * then a production build when there is no current one. Running it again changes nothing.
 */
import { buildIfNeeded } from './build-if-needed'
import { setupData } from './setup-data'

const started = Date.now()
const say = (message: string) => console.log(`[prepare] ${message}`)

setupData(say)
  .then(() => {
    buildIfNeeded(say)
    say(`ready in ${((Date.now() - started) / 1000).toFixed(1)} s`)
    process.exit(0)
  })
  .catch((error) => {
    console.error('[prepare] failed:', error instanceof Error ? error.message : error)
    process.exit(1)
  })
