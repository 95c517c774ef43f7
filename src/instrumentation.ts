/** Prepares the site and starts the background work of the server process (not during the build, not in the edge runtime). */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  const { prepareSite } = await import('./jobs/prepareSite')
  try {
    await prepareSite((message) => console.log(`[start] ${message}`))
  } catch (error) {
    // A site that cannot open its reports, or reach its database, must not start half-way.
    console.error(`[start] refused: ${error instanceof Error ? error.message : error}`)
    // 78 (EX_CONFIG): the set-up must change; the shipped systemd unit does not restart on it.
    process.exit(78)
  }
  const { startMailWorker } = await import('./jobs/mailDelivery')
  const { startScheduledDeletion } = await import('./jobs/scheduledDeletion')
  startMailWorker()
  startScheduledDeletion()
}
