import { withSearchesWithoutResults } from '@/data/search/searchCounts'
import { servedViewsOnly } from '@/data/servedPages'
import { addCounts, foldOldDays } from '@/data/visitorCounts'
import { viewFlushMs } from '@/lib/env'
import { firstDailyDay, returnPending, setPendingWriter, takePending } from '@/lib/views/tally'
import { periodic } from './periodic'

const HOUR_MS = 60 * 60 * 1000

let writing: Promise<void> | null = null

/**
 * Adds what this process counted since the last write, views only of pages the site serves, searches that found
 * nothing marked; what fails to be written waits for the next one.
 */
function writeCounts(): Promise<void> {
  writing ??= (async () => {
    const rows = takePending()
    if (rows.length === 0) return
    try {
      await addCounts(await withSearchesWithoutResults(await servedViewsOnly(rows)))
    } catch (error) {
      returnPending(rows)
      throw error
    }
  })().finally(() => {
    writing = null
  })
  return writing
}

/** Every VIEW_FLUSH_MS: this instance's counts go to the database (and once more when the server stops). */
export const startVisitorCountWriter = periodic('visitor counts', viewFlushMs, async () => {
  setPendingWriter(writeCounts)
  await writeCounts()
})

/** Once an hour: daily counts older than VIEW_DAILY_RETENTION_MONTHS become monthly ones. */
export const startVisitorCountRetention = periodic('visitor count retention', HOUR_MS, () =>
  foldOldDays(firstDailyDay(new Date())),
)
