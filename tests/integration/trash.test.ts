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
})
