import { deleteExpiredReports } from '@/data/whistleblowerReports'

const HOUR_MS = 60 * 60 * 1000
let started = false

/** HinSchG §11: once an hour, whistleblower reports past their deletion date are removed. */
export function startScheduledDeletion(): void {
  if (started) return
  started = true
  const run = () =>
    deleteExpiredReports().catch((error) => console.error('[hinschg] scheduled deletion failed', error))
  run()
  setInterval(run, HOUR_MS).unref()
}
