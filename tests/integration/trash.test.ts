import { describe, expect, it } from 'vitest'
import { listNews, loadNews } from '@/data/news'
import { listIndexableRecordPages } from '@/data/sitemap'
import { paths } from '@/lib/paths'
import { payload } from './helpers'

describe('the trash', () => {
  it('takes a deleted news item off the site and brings it back whole when restored', async () => {
    const api = await payload()
    const {
      docs: [news],
    } = await api.find({
      collection: 'news',
      limit: 1,
      sort: '-date',
      where: { _status: { equals: 'published' } },
    })
    const path = paths.newsDetail(news.id, news.url ?? '')
    expect((await loadNews(news.id, 'de', false))?.title).toBe(news.title)

    // What the admin's "Löschen" does for a collection with a trash.
    await api.update({ collection: 'news', id: news.id, data: { deletedAt: new Date().toISOString() } })
    expect(await loadNews(news.id, 'de', false)).toBeNull()
    expect((await listNews('de')).map((item) => item.id)).not.toContain(news.id)
    expect((await listIndexableRecordPages()).map((page) => page.path)).not.toContain(path)
    const { docs: trashed } = await api.find({
      collection: 'news',
      trash: true,
      where: { deletedAt: { exists: true } },
    })
    expect(trashed.map((item) => item.id)).toContain(news.id)

    await api.update({ collection: 'news', id: news.id, trash: true, data: { deletedAt: null } })
    expect((await loadNews(news.id, 'de', false))?.title).toBe(news.title)
    expect((await listIndexableRecordPages()).map((page) => page.path)).toContain(path)
  })

  it('cancels what was scheduled for a record moved to the trash', async () => {
    const api = await payload()
    const draft = await api.create({
      collection: 'news',
      draft: true,
      locale: 'de',
      data: { title: `Papierkorbplanung ${Date.now()}`, date: '2026-11-20T12:00:00.000Z' },
    })
    const doc = { relationTo: 'news' as const, value: draft.id }
    const at = new Date(Date.now() + 86_400_000).toISOString()
    await api.jobs.queue({
      task: 'schedulePublish',
      input: { type: 'publish', doc },
      waitUntil: new Date(at),
    })
    const scheduled = () =>
      api.count({
        collection: 'payload-jobs',
        where: {
          and: [{ taskSlug: { equals: 'schedulePublish' } }, { 'input.doc.value': { equals: draft.id } }],
        },
      })
    expect((await scheduled()).totalDocs).toBe(1)
    await api.update({ collection: 'news', id: draft.id, data: { deletedAt: new Date().toISOString() } })
    expect((await scheduled()).totalDocs).toBe(0)
    await api.delete({ collection: 'news', id: draft.id, trash: true })
  })
})
