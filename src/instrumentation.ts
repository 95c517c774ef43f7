/** Prepares the site and starts the background work of the server process (not during the build, not in the edge runtime). */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  const { startSite } = await import('./jobs/startSite')
  await startSite()
}
