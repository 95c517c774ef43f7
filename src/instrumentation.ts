import { SITE_TIME_ZONE } from '@/lib/constants'

/** Prepares the site and starts the background work of the server process (not during the build, not in the edge runtime). */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  // Times the admin renders on the server (a version's date in the restore dialog and the breadcrumb) are German
  // time, as the lists show them in the editor's browser; the site's own code names its time zone everywhere.
  process.env.TZ = SITE_TIME_ZONE
  const { startSite } = await import('@/jobs/startSite')
  await startSite()
}
