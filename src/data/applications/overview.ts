import { APPLICATION_STATUSES, type ApplicationStatus } from '@/lib/applications/desk'
import { isoDate } from '@/lib/format'
import { isJobOpen } from '@/lib/jobExpiry'
import { payloadClient } from '../payload'

/** Where the job an application was sent for stands now: the desk says so beside its applications. */
export type JobState = 'open' | 'expired' | 'unpublished' | 'deleted' | 'speculative'

export type ApplicationCountRow = {
  jobId: number | null
  jobName: string
  jobState: JobState
  counts: Record<ApplicationStatus, number>
  open: number
}

const zeroCounts = () =>
  Object.fromEntries(APPLICATION_STATUSES.map((status) => [status, 0])) as Record<ApplicationStatus, number>

const FINISHED: readonly ApplicationStatus[] = ['offer', 'rejected', 'withdrawn']

/**
 * The HR desk's overview: per job (and the speculative applications), how many applications are in each
 * status, how many are still open, and whether the job is still advertised. Only counts: no application's
 * sealed fields are opened.
 */
export async function applicationOverview(now = new Date()): Promise<ApplicationCountRow[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'applications',
    select: { jobId: true, jobName: true, status: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const rows = new Map<string, ApplicationCountRow>()
  for (const doc of docs as { jobId?: number | null; jobName?: string | null; status: ApplicationStatus }[]) {
    const key = String(doc.jobId ?? 'speculative')
    const row = rows.get(key) ?? {
      jobId: doc.jobId ?? null,
      jobName: doc.jobName ?? '',
      jobState: doc.jobId ? 'deleted' : 'speculative',
      counts: zeroCounts(),
      open: 0,
    }
    row.counts[doc.status] += 1
    if (!FINISHED.includes(doc.status)) row.open += 1
    rows.set(key, row)
  }
  const jobIds = [...rows.values()].flatMap((row) => (row.jobId === null ? [] : [row.jobId]))
  if (jobIds.length > 0) {
    const { docs: jobs } = await payload.find({
      collection: 'jobs',
      where: { id: { in: jobIds } },
      select: { enddate: true, _status: true },
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    for (const job of jobs) {
      const row = rows.get(String(job.id))
      if (!row) continue
      row.jobState =
        job._status !== 'published' ? 'unpublished' : isJobOpen({ enddate: isoDate(job.enddate) }, now) ? 'open' : 'expired'
    }
  }
  // Speculative applications last; jobs by name.
  return [...rows.values()].sort(
    (a, b) => Number(a.jobId === null) - Number(b.jobId === null) || a.jobName.localeCompare(b.jobName, 'de'),
  )
}
