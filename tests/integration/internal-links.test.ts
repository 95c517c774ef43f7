import { describe, expect, it } from 'vitest'
import { link, paragraph } from '../support/richText'

const { payload } = await import('./helpers')
const { loadNews } = await import('@/data/news')

const paragraphWithLink = (relationTo: string, id: number) =>
  paragraph(link({ linkType: 'internal', newTab: false, doc: { relationTo, value: id } }, 'Zur Stelle'))

describe("an editor's internal link in rich text", () => {
  it('leads to the linked job in the page’s language, in pages and API alike', async () => {
    const client = await payload()
    const job = (
      await client.find({ collection: 'jobs', limit: 1, where: { _status: { equals: 'published' } } })
    ).docs[0]
    const news = await client.create({
      collection: 'news',
      locale: 'de',
      data: {
        title: 'Verlinkte Stelle',
        date: '2026-06-01T12:00:00.000Z',
        body: paragraphWithLink('jobs', job.id),
        _status: 'published',
      } as never,
    })
    try {
      const [de, en] = await Promise.all([loadNews(news.id, 'de', false), loadNews(news.id, 'en', false)])
      expect(de?.bodyhtml).toBe(`<p><a href="/karriere/${job.id}/${job.url}">Zur Stelle</a></p>`)
      expect(en?.bodyhtml).toBe(`<p><a href="/en/karriere/${job.id}/${job.url}">Zur Stelle</a></p>`)
    } finally {
      await client.delete({ collection: 'news', id: news.id })
    }
  })
})
