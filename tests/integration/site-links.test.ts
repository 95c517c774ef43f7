import { describe, expect, it } from 'vitest'
import { payload } from './helpers'

const { getAwardBanner } = await import('@/data/site')

describe('the award banner’s link chosen from the list', () => {
  it('leads to the chosen news item, follows its address and is left out while it is offline', async () => {
    const api = await payload()
    const before = await api.findGlobal({ slug: 'award-banner', depth: 0 })
    const news = await api.create({
      collection: 'news',
      locale: 'de',
      data: { title: 'Ziel des Banners', date: '2026-06-01T12:00:00.000Z', _status: 'published' } as never,
    })
    try {
      await api.updateGlobal({
        slug: 'award-banner',
        data: { linkKind: 'record', linkRecord: { relationTo: 'news', value: news.id } },
      })
      expect((await getAwardBanner('de')).link).toBe(`/aktuelles/news/${news.id}/ziel-des-banners`)

      await api.update({ collection: 'news', id: news.id, locale: 'de', data: { url: 'neues-ziel' } })
      expect((await getAwardBanner('en')).link).toBe(`/aktuelles/news/${news.id}/neues-ziel`)

      await api.update({ collection: 'news', id: news.id, data: { _status: 'draft' } })
      expect((await getAwardBanner('de')).link).toBe('')
    } finally {
      await api.updateGlobal({
        slug: 'award-banner',
        data: { linkKind: before.linkKind, linkRecord: before.linkRecord, link: before.link },
      })
      await api.delete({ collection: 'news', id: news.id })
    }
  })

  it('refuses a page the site does not have and a missing entry, in the admin’s language', async () => {
    const api = await payload()
    const refusal = (data: Record<string, unknown>) =>
      api.updateGlobal({ slug: 'award-banner', data }).then(
        () => [],
        (error: { data?: { errors?: { path: string; message: string }[] } }) => error.data?.errors ?? [],
      )
    expect(await refusal({ linkKind: 'page', link: '/aktuelles/news/13' })).toEqual([
      {
        label: expect.anything(),
        path: 'link',
        message: expect.stringMatching(/^Diese Seite gibt es auf der Website nicht/),
      },
    ])
    expect(await refusal({ linkKind: 'record', linkRecord: null })).toEqual([
      { label: expect.anything(), path: 'linkRecord', message: 'Bitte einen Eintrag wählen.' },
    ])
  })

  it('a typed path with a language prefix counts for every language', async () => {
    const api = await payload()
    const before = await api.findGlobal({ slug: 'award-banner', depth: 0 })
    try {
      await api.updateGlobal({ slug: 'award-banner', data: { linkKind: 'page', link: '/en/kontakt' } })
      expect((await getAwardBanner('de')).link).toBe('/kontakt')
    } finally {
      await api.updateGlobal({
        slug: 'award-banner',
        data: { linkKind: before.linkKind, linkRecord: before.linkRecord, link: before.link },
      })
    }
  })
})
