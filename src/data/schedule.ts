import { cache } from 'react'
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
