import { describe, expect, it } from 'vitest'
import { GET as jobsList } from '@/app/api/jobs/route'
import { GET as jobOne } from '@/app/api/jobs/[id]/[url]/route'
import { isJobClosed, listJobs, loadJob } from '@/data/jobs'
import { listIndexableRecordPages } from '@/data/sitemap'
import { paths } from '@/lib/paths'
import { get, params, payload } from './helpers'

/** The sample job that ended on 31 March 2026 (src/seed/content/jobs.ts). */
async function endedJob() {
  const { docs } = await (
    await payload()
  ).find({
    collection: 'jobs',
    where: { enddate: { less_than: '2026-04-01T23:59:59Z' } },
    locale: 'de',
  })
  expect(docs).toHaveLength(1)
  return docs[0]
}

describe('jobs past their end date (fixed clock)', () => {
  const before = new Date('2026-03-31T21:59:00Z') // 23:59 on the end date in Germany
  const after = new Date('2026-03-31T22:00:00Z') // midnight in Germany

  it('leave the job list and the detail lookup at midnight after the end date', async () => {
    const job = await endedJob()
    expect((await listJobs('de', before)).map((each) => each.id)).toContain(job.id)
    expect((await loadJob(job.id, 'de', false, before))?.name).toBe(job.name)
    expect((await listJobs('en', after)).map((each) => each.id)).not.toContain(job.id)
    expect(await loadJob(job.id, 'en', false, after)).toBeNull()
    expect(await isJobClosed(job.id, 'de', after)).toBe(true)
    expect(await isJobClosed(job.id, 'de', before)).toBe(false)
    expect(await isJobClosed(424242, 'de', after)).toBe(false)
  })

  it('leave the sitemap at the same moment; events and projects past their dates stay', async () => {
    const job = await endedJob()
    const path = paths.jobDetail(job.id, job.url ?? '')
    expect((await listIndexableRecordPages(before)).map((page) => page.path)).toContain(path)
    const later = (await listIndexableRecordPages(after)).map((page) => page.path)
    expect(later).not.toContain(path)
    expect(later.filter((each) => each.startsWith('/aktuelles/termine/')).length).toBeGreaterThanOrEqual(6)
    expect(later.filter((each) => each.startsWith('/projekte/')).length).toBeGreaterThanOrEqual(12)
  })

  it('are gone from the job API today: not listed, and their URL answers 410', async () => {
    const job = await endedJob()
    const listed = await (await jobsList(get('/api/jobs'))).json()
    expect(listed.map((each: { id: number }) => each.id)).not.toContain(job.id)
    const response = await jobOne(get('/x'), params({ id: String(job.id), url: job.url ?? '' }))
    expect(response.status).toBe(410)
    expect(await response.json()).toEqual({ error: 'Job no longer open' })
  })
})
