import { describe, expect, it } from 'vitest'
import { applicationOverview } from '@/data/applications/overview'
import { payload } from './helpers'

/** An application as the route stores it, without its sealed fields: the overview only counts. */
async function application(reference: string, status: string, job?: { id: number; name: string }) {
  const p = await payload()
  return p.create({
    collection: 'applications',
    overrideAccess: true,
    data: {
      reference,
      status,
      jobId: job?.id,
      jobName: job?.name,
      lang: 'de',
      receivedAt: new Date().toISOString(),
      touchedAt: new Date().toISOString(),
    } as never,
  })
}

describe('HR’s overview of applications', () => {
  it('counts them by job and status, and says when a job went offline: its applications stay', async () => {
    const p = await payload()
    const {
      docs: [job],
    } = await p.find({
      collection: 'jobs',
      where: { _status: { equals: 'published' } },
      sort: '-enddate',
      limit: 1,
    })
    await application('BW-2026-OVERVW01', 'received', job)
    await application('BW-2026-OVERVW02', 'interview', job)
    await application('BW-2026-OVERVW03', 'rejected', job)
    await application('BW-2026-OVERVW04', 'received')

    let rows = await applicationOverview()
    const forJob = () => rows.find((row) => row.jobId === job.id)!
    expect(forJob()).toMatchObject({ jobName: job.name, jobState: 'open', open: 2 })
    expect(forJob().counts).toMatchObject({ received: 1, interview: 1, rejected: 1, offer: 0 })
    expect(rows.at(-1)).toMatchObject({ jobId: null, jobState: 'speculative' })
    expect(rows.at(-1)!.counts.received).toBeGreaterThanOrEqual(1)

    await p.update({ collection: 'jobs', id: job.id, data: { _status: 'draft' } })
    rows = await applicationOverview()
    expect(forJob()).toMatchObject({ jobState: 'unpublished', open: 2 })
    await p.update({ collection: 'jobs', id: job.id, data: { _status: 'published' } })

    const afterEnd = new Date(`${String(job.enddate).slice(0, 10)}T12:00:00Z`)
    afterEnd.setUTCDate(afterEnd.getUTCDate() + 2)
    rows = await applicationOverview(afterEnd)
    expect(forJob().jobState).toBe(job.enddate ? 'expired' : 'open')
  })
})
