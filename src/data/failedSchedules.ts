import { cache } from 'react'
import type { PayloadJob } from '@/payload-types'
import { payloadClient } from './payload'
import { recordsOf, type UpcomingSchedule } from './schedule'

/** A planned publishing or unpublishing that failed at its time, and was not made good since. */
export type FailedSchedule = UpcomingSchedule & {
  /** The plan's job: with its creation, what identifies the plan (SQLite may give an id again). */
  jobId: number
  plan: string
  collection: string
  id: string
  title: string
  /** When it ran and failed. */
  failedAt: string
  /** Payload's words for why (the field that was not valid). */
  reason: string
  /** Who planned it (users' id), when the plan says. */
  plannerId: number | null
}

type PlanInput = {
  type?: string
  doc?: { relationTo?: string; value?: unknown }
  user?: { value?: unknown } | number | string | null
}

const plannerOf = (input: PlanInput): number | null => {
  const user = typeof input.user === 'object' && input.user !== null ? input.user.value : input.user
  const id = Number(user)
  return Number.isInteger(id) && id > 0 ? id : null
}

/** The key of a plan: its job's id and creation (a notice is sent once per plan). */
export const planKey = (job: Pick<PayloadJob, 'id' | 'createdAt'>) => `${job.id}@${job.createdAt}`

/**
 * Every plan that failed and still matters: its record is there and not in the trash, nothing was planned for it
 * since, and it is not in the state the plan wanted (published after the failure, say). Newest failure first.
 */
export const failedSchedules = cache(async (): Promise<FailedSchedule[]> => {
  const payload = await payloadClient()
  const { docs: jobs } = await payload.find({
    collection: 'payload-jobs',
    where: { and: [{ taskSlug: { equals: 'schedulePublish' } }, { hasError: { equals: true } }] },
    sort: '-updatedAt',
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  if (jobs.length === 0) return []
  const failed = jobs.flatMap((job) => {
    const input = (job.input ?? {}) as PlanInput
    const { relationTo, value } = input.doc ?? {}
    if (!relationTo || value === undefined || value === null) return []
    const lastRun = (job.log ?? []).at(-1)
    return [
      {
        job,
        collection: relationTo,
        id: String(value),
        type: (input.type === 'unpublish' ? 'unpublish' : 'publish') as UpcomingSchedule['type'],
        at: job.waitUntil ?? lastRun?.executedAt ?? job.createdAt,
        failedAt: lastRun?.completedAt ?? job.updatedAt,
        reason: String((job.error as { message?: unknown } | null)?.message ?? ''),
        plannerId: plannerOf(input),
      },
    ]
  })
  // A later plan for the same record (run, pending or failed itself) replaces a failed one.
  const { docs: later } = await payload.find({
    collection: 'payload-jobs',
    where: {
      and: [
        { taskSlug: { equals: 'schedulePublish' } },
        { createdAt: { greater_than: failed.map((plan) => plan.job.createdAt).sort()[0] } },
      ],
    },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { input: true, createdAt: true },
  })
  const replanned = (plan: (typeof failed)[number]) =>
    later.some((job) => {
      const doc = (job.input as PlanInput | null)?.doc
      return (
        job.createdAt > plan.job.createdAt &&
        doc?.relationTo === plan.collection &&
        String(doc?.value) === plan.id
      )
    })
  const records = await recordsOf(failed, true)
  return failed.flatMap(({ job, ...plan }) => {
    const record = records.get(`${plan.collection}/${plan.id}`)
    if (!record || new Date(record.createdAt) > new Date(job.createdAt)) return []
    if (replanned({ job, ...plan })) return []
    const wanted = plan.type === 'publish' ? 'published' : 'draft'
    if (record.status === wanted && record.updatedAt > plan.failedAt) return []
    return [{ ...plan, jobId: Number(job.id), plan: planKey(job), title: record.title }]
  })
})

/** The failed plans of one collection, by record id (the list's cells each ask; one query per request). */
export const failedSchedulesOf = cache(async (collection: string): Promise<Map<string, FailedSchedule>> => {
  const byRecord = new Map<string, FailedSchedule>()
  for (const plan of await failedSchedules())
    if (plan.collection === collection && !byRecord.has(plan.id)) byRecord.set(plan.id, plan)
  return byRecord
})
