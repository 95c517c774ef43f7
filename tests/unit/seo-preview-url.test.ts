import { describe, expect, it } from 'vitest'
import { seoPreviewUrl } from '@/collections/seo'

describe("the SEO preview's address", () => {
  it('is the page a new record will have: its slug made from the title until the first save makes it', () => {
    const url = seoPreviewUrl({
      doc: { title: 'Neue Leitstelle in Kassel' },
      collectionSlug: 'news',
      id: 14,
      locale: 'de',
    })
    expect(url).toMatch(/\/aktuelles\/news\/14\/neue-leitstelle-in-kassel$/)
    expect(
      seoPreviewUrl({
        doc: { url: 'gespeichert', title: 'Anders' },
        collectionSlug: 'news',
        id: 14,
        locale: 'en',
      }),
    ).toMatch(/\/en\/.*\/14\/gespeichert$/)
  })

  it('shows no address rather than one that answers 404: without a record or a title yet', () => {
    expect(
      seoPreviewUrl({ doc: { title: 'Noch nicht gespeichert' }, collectionSlug: 'news', locale: 'de' }),
    ).toBe('')
    expect(seoPreviewUrl({ doc: {}, collectionSlug: 'news', id: 14, locale: 'de' })).toBe('')
  })
})
