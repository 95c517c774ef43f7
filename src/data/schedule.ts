import { cache } from 'react'
import type { CollectionSlug, Where } from 'payload'
import { payloadClient } from './payload'

/** The next scheduled change of a record: publishing or unpublishing, and when. */
export type UpcomingSchedule = { type: 'publish' | 'unpublish'; at: string }

/** A scheduled change for the calendar: which record, what happens to it, and when. */
export type ScheduledChange = UpcomingSchedule & { collection: string; id: string; title: string }

type PendingSchedule = ScheduledChange & { jobId: number | string; orphaned: boolean }

type RecordFacts = { title: string; createdAt: string; updatedAt: string; status?: string }

/**
 * The records that changes name, by `collection/id`, each with its title (its newest version's, in German), its
 * times and its status as visitors see it. Records gone or in the trash are missing.
 */
export async function recordsOf(
  changes: readonly { collection: string; id: string }[],
  withStatus = false,
): Promise<Map<string, RecordFacts>> {
  const payload = await payloadClient()
  const records = new Map<string, RecordFacts>()
  for (const collection of new Set(changes.map((change) => change.collection))) {
    const slug = collection as CollectionSlug
    const config = payload.collections[slug]?.config
    if (!config) continue
    const titleField = config.admin?.useAsTitle ?? 'id'
    const ids = changes.filter((change) => change.collection === collection).map((change) => change.id)
    const read = (draft: boolean) =>
      payload.find({
        collection: slug,
        where: { id: { in: ids } },
        draft,
        locale: 'de',
        pagination: false,
        depth: 0,
        overrideAccess: true,
      })
    const [{ docs }, { docs: published }] = await Promise.all([
      read(true),
      withStatus ? read(false) : { docs: [] },
    ])
    const status = new Map(published.map((doc) => [String(doc.id), (doc as { _status?: string })._status]))
    for (const doc of docs as unknown as { id: number; createdAt: string; updatedAt: string; [field: string]: unknown }[])
      records.set(`${collection}/${doc.id}`, {
        title: String(doc[titleField] ?? doc.id),
        createdAt: doc.createdAt,
        updatedAt: doc.updatedAt,
        status: status.get(String(doc.id)),
      })
  }
  return records
}

/**
 * The scheduled changes not yet run that match `where`, in time order, each with its record's title (its newest
 * version's, in German). A change is orphaned when its record is gone, in the trash, or younger than the change:
 * SQLite gives a deleted record's id to the next record, which must not inherit what was planned for the old one.
 */
async function pendingSchedules(where: Where[]): Promise<PendingSchedule[]> {
  const payload = await payloadClient()
  const { docs: jobs } = await payload.find({
    collection: 'payload-jobs',
    where: {
      and: [
        { taskSlug: { equals: 'schedulePublish' } },
        { completedAt: { exists: false } },
        { processing: { equals: false } },
        // A plan that failed is no longer pending: failedSchedules reports it.
        { hasError: { not_equals: true } },
        ...where,
      ],
    },
    sort: 'waitUntil',
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const pending = jobs.flatMap((job) => {
    const input = job.input as { type?: string; doc?: { relationTo?: string; value?: unknown } } | null
    const { relationTo, value } = input?.doc ?? {}
    if (!relationTo || value === undefined || value === null || !job.waitUntil) return []
    const type: UpcomingSchedule['type'] = input?.type === 'unpublish' ? 'unpublish' : 'publish'
    return [{ jobId: job.id, queuedAt: job.createdAt, collection: relationTo, id: String(value), type, at: job.waitUntil }]
  })
  const records = await recordsOf(pending)
  return pending.map(({ queuedAt, ...change }) => {
    const record = records.get(`${change.collection}/${change.id}`)
    const orphaned = !record || new Date(record.createdAt) > new Date(queuedAt)
    return { ...change, title: record?.title ?? '', orphaned }
  })
}

/**
 * Runs the publications and unpublications editors scheduled whose time has come (Payload's schedulePublish
 * jobs). Each changes its record through Payload, whose hooks invalidate the cached pages that show it. An
 * orphaned change (see pendingSchedules) is removed first instead of being run on whatever record has the id now.
 */
export async function runDueSchedules(): Promise<void> {
  const payload = await payloadClient()
  const due = await pendingSchedules([{ waitUntil: { less_than_equal: new Date().toISOString() } }])
  const orphaned = due.filter((change) => change.orphaned).map((change) => change.jobId)
  if (orphaned.length > 0)
    await payload.delete({ collection: 'payload-jobs', where: { id: { in: orphaned } }, overrideAccess: true })
  await payload.jobs.run({ queue: 'default', limit: 50 })
}

/**
 * The next scheduled change of each record of a collection that has one, by record id: one query for a whole
 * list, once per request (the list's cells each ask).
 */
export const upcomingSchedules = cache(
  async (collection: string): Promise<Map<string, UpcomingSchedule>> => {
    const pending = await pendingSchedules([
      { waitUntil: { greater_than: new Date().toISOString() } },
      { 'input.doc.relationTo': { equals: collection } },
    ])
    const next = new Map<string, UpcomingSchedule>()
    for (const { id, type, at, orphaned } of pending)
      if (!orphaned && !next.has(id)) next.set(id, { type, at })
    return next
  },
)

/** Every publishing and unpublishing scheduled from now until `until`, in time order: the back office's calendar. */
export async function listScheduledChanges(until: Date): Promise<ScheduledChange[]> {
  const pending = await pendingSchedules([
    { waitUntil: { greater_than: new Date().toISOString() } },
    { waitUntil: { less_than: until.toISOString() } },
  ])
  return pending.flatMap(({ orphaned, jobId: _jobId, ...change }) => (orphaned ? [] : [change]))
}
