import { sharedHitStore } from '@/data/rateLimitStore'
import { provideSharedHitStore } from '@/lib/rateLimit'
import { START_REFUSED_EXIT_CODE } from '@/lib/startRefused'
import { prepareSite } from './prepareSite'
import { startAbandonedDraftSweep } from './abandonedDrafts'
import { startDeadlineReminders } from './deadlineReminders'
import { startMailWorker } from './mailDelivery'
import { startScheduledDeletion } from './scheduledDeletion'
import { startApplicationRetention } from './applicationRetention'
import { startScheduledPublishing } from './scheduledPublishing'
import { startSearchIndex } from './searchIndex'
import { startRevalidationListener } from './revalidationListener'
import { startUploadSweep } from './uploadSweep'
import { startVisitorCountRetention, startVisitorCountWriter } from './visitorCounts'

/** The server process's start: the site prepared (or the start refused), then the background work. */
export async function startSite(): Promise<void> {
  try {
    await prepareSite((message) => console.log(`[start] ${message}`))
  } catch (error) {
    // A site that cannot open its reports, or reach its database, must not start half-way.
    console.error(`[start] refused: ${error instanceof Error ? error.message : error}`)
    process.exit(START_REFUSED_EXIT_CODE)
  }
  // On Postgres the rate limits count in the table every instance shares.
  const hitStore = sharedHitStore()
  if (hitStore) provideSharedHitStore(hitStore)
  startRevalidationListener()
  startUploadSweep()
  startMailWorker()
  startScheduledDeletion()
  startApplicationRetention()
  startDeadlineReminders()
  startScheduledPublishing()
  startAbandonedDraftSweep()
  startVisitorCountWriter()
  startVisitorCountRetention()
  startSearchIndex()
}
