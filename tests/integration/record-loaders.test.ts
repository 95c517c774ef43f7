import { AsyncLocalStorage } from 'node:async_hooks'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadEvent } from '@/data/events'
import { loadJob } from '@/data/jobs'
import { loadNews } from '@/data/news'
import { loadProject } from '@/data/projects'
import { payload } from './helpers'

/**
 * One loader per record kind (src/data/recordView.ts): a detail page's fields, facts, dates and SEO come from a
 * single read of the record, and an editor's preview gets the draft through the same loader.
 */

/** Set while a counted load runs, and in everything it awaits. */
const counted = new AsyncLocalStorage<true>()

/**
 * The queries the data layer sends while `load` runs. Payload fills in relations (images, a job's location and
 * office) inside such a query with lookups of its own, which carry the query's request: those are not counted.
 * Nor are the queries of the site's background jobs (mail delivery, periodic tasks) that happen to run meanwhile:
 * in a process shared with other test files they had been started long before (a job's load once counted 5).
 */
async function countReads<T>(load: () => Promise<T>): Promise<{ value: T; reads: number }> {
  const api = await payload()
  let reads = 0
  for (const method of ['find', 'findByID', 'findVersions'] as const) {
    const original = api[method].bind(api) as (options: { req?: unknown }) => Promise<unknown>
    vi.spyOn(api, method).mockImplementation(((options: { req?: unknown }) => {
      if (counted.getStore() && !options.req) reads++
      return original(options)
    }) as never)
  }
  const value = await counted.run(true, load)
  vi.restoreAllMocks()
  return { value, reads }
}

async function firstId(collection: 'news' | 'events' | 'jobs' | 'projects') {
  const { docs } = await (
    await payload()
  ).find({
    collection,
    where: { _status: { equals: 'published' } },
    sort: 'id',
    limit: 1,
    depth: 0,
  })
  return docs[0].id
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('a detail record', () => {
  it('is one database read for its fields, facts, dates and SEO, whatever its kind', async () => {
    const news = await firstId('news')
    const event = await firstId('events')
    const job = await firstId('jobs')
    const project = await firstId('projects')

    const loaded = [
      await countReads(() => loadNews(news, 'en', false)),
      await countReads(() => loadEvent(event, 'en', false)),
      await countReads(() => loadJob(job, 'en', false)),
      await countReads(() => loadProject(project, 'en', false)),
    ]
    expect(loaded.map(({ reads }) => reads)).toEqual([1, 1, 1, 1])
    for (const { value } of loaded) {
      expect(value).not.toBeNull()
      expect(value?.dates.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/)
      expect(value?.dates.updatedAt).toMatch(/^\d{4}-\d\d-\d\dT/)
      expect(value).toHaveProperty('seo')
    }
    const [, eventView, jobView] = loaded.map(({ value }) => value)
    expect(eventView).toHaveProperty('facts.attendanceMode')
    expect(jobView).toHaveProperty('facts.employmentType')
    // The job's place of work is its location's office: one read at depth 2 brings it along.
    expect(jobView).toHaveProperty('facts.place.addressLocality')
    expect(jobView).toHaveProperty('location')
    expect((jobView as { location: string }).location).not.toBe('Unbekannt')
  })

  it('in preview is the saved draft, in the same shape; the public still gets the published version', async () => {
    const api = await payload()
    const id = await firstId('news')
    const published = await loadNews(id, 'de', false)
    const draft = `Entwurf ${Date.now()}`
    await api.update({ collection: 'news', id, locale: 'de', draft: true, data: { title: draft } })
    try {
      const preview = await loadNews(id, 'de', true)
      expect(preview?.title).toBe(draft)
      expect(preview?.dates.updatedAt).toBeTruthy()
      expect((await loadNews(id, 'de', false))?.title).toBe(published?.title)
    } finally {
      await api.update({
        collection: 'news',
        id,
        locale: 'de',
        draft: true,
        data: { title: published!.title },
      })
    }
  })
})
