import { cache } from 'react'
import type { CollectionSlug } from 'payload'
import { payloadClient } from './payload'

/**
 * Runs the publications and unpublications editors scheduled whose time has come (Payload's schedulePublish
 * jobs). Each changes its record through Payload, whose hooks invalidate the cached pages that show it.
 */
export async function runDueSchedules(): Promise<void> {
  const payload = await payloadClient()
  await payload.jobs.run({ queue: 'default', limit: 50 })
}

/** The next scheduled change of a record: publishing or unpublishing, and when. */
export type UpcomingSchedule = { type: 'publish' | 'unpublish'; at: string }

/**
 * The next scheduled change of each record of a collection that has one, by record id: one query for a whole
 * list, once per request (the list's cells each ask).
 */
export const upcomingSchedules = cache(
  async (collection: string): Promise<Map<string, UpcomingSchedule>> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'payload-jobs',
      where: {
        and: [
          { taskSlug: { equals: 'schedulePublish' } },
          { waitUntil: { greater_than: new Date().toISOString() } },
          { 'input.doc.relationTo': { equals: collection } },
        ],
      },
      sort: 'waitUntil',
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    const next = new Map<string, UpcomingSchedule>()
    for (const job of docs) {
      const input = job.input as { type?: string; doc?: { value?: unknown } } | null
      const id = input?.doc?.value
      if (id === undefined || id === null || !job.waitUntil || next.has(String(id))) continue
      next.set(String(id), { type: input?.type === 'unpublish' ? 'unpublish' : 'publish', at: job.waitUntil })
    }
    return next
  },
)

/** A scheduled change for the calendar: which record, what happens to it, and when. */
export type ScheduledChange = UpcomingSchedule & { collection: string; id: string; title: string }

/**
 * Every publishing and unpublishing scheduled from now until `until`, in time order, with the records' titles
 * (their newest version's, in German): the back office's calendar.
 */
export async function listScheduledChanges(until: Date): Promise<ScheduledChange[]> {
  const payload = await payloadClient()
  const { docs: jobs } = await payload.find({
    collection: 'payload-jobs',
    where: {
      and: [
        { taskSlug: { equals: 'schedulePublish' } },
        { waitUntil: { greater_than: new Date().toISOString() } },
        { waitUntil: { less_than: until.toISOString() } },
      ],
    },
    sort: 'waitUntil',
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const changes = jobs.flatMap((job) => {
    const input = job.input as { type?: string; doc?: { relationTo?: string; value?: unknown } } | null
    const { relationTo, value } = input?.doc ?? {}
    if (!relationTo || value === undefined || value === null || !job.waitUntil) return []
    const type: UpcomingSchedule['type'] = input?.type === 'unpublish' ? 'unpublish' : 'publish'
    return [{ collection: relationTo, id: String(value), type, at: job.waitUntil }]
  })
  const titles = new Map<string, string>()
  for (const collection of new Set(changes.map((change) => change.collection))) {
    const slug = collection as CollectionSlug
    const useAsTitle = payload.collections[slug]?.config.admin?.useAsTitle ?? 'id'
    const ids = changes.filter((change) => change.collection === collection).map((change) => change.id)
    const { docs } = await payload.find({
      collection: slug,
      where: { id: { in: ids } },
      draft: true,
      locale: 'de',
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    for (const doc of docs as unknown as { id: number; [field: string]: unknown }[])
      titles.set(`${collection}/${doc.id}`, String(doc[useAsTitle] ?? doc.id))
  }
  return changes.flatMap((change) => {
    const title = titles.get(`${change.collection}/${change.id}`)
    return title === undefined ? [] : [{ ...change, title }]
  })
}
