import { describe, expect, it } from 'vitest'
import { createLocalReq, type Endpoint } from 'payload'
import { payload } from './helpers'

/** POST /cms-api/news/versions/:id as the admin's restore dialog sends it, as an editor. */
async function restore(versionId: number | string, query: string) {
  const api = await payload()
  const user = await api.create({
    collection: 'users',
    overrideAccess: true,
    data: {
      email: `wiederherstellen-${Date.now()}@sekundenwerk.example`,
      password: 'Wiederherstellen-2026!',
      roles: ['editor'],
    },
  })
  const endpoint = (api.collections.news.config.endpoints as Endpoint[]).find(
    (candidate) => candidate.path === '/versions/:id' && candidate.method === 'post',
  )!
  const params = new URLSearchParams(query)
  const req = await createLocalReq(
    { user: { ...user, collection: 'users' }, locale: params.get('locale') ?? 'de' },
    api,
  )
  Object.assign(req, { routeParams: { collection: 'news', id: String(versionId) }, searchParams: params })
  const response = await endpoint.handler(req as never)
  expect(response.status).toBe(200)
}

describe('restoring a version', () => {
  it('changes only the language being edited, unless every language is asked for', async () => {
    const api = await payload()
    const news = await api.create({
      collection: 'news',
      locale: 'de',
      data: { title: 'Vor der Übersetzung', date: '2026-12-01', _status: 'published' },
    })
    const [before] = (
      await api.findVersions({
        collection: 'news',
        where: { parent: { equals: news.id } },
        sort: 'createdAt',
      })
    ).docs
    await api.update({
      collection: 'news',
      id: news.id,
      locale: 'en',
      data: { title: 'Translated', _status: 'published' },
    })
    await api.update({
      collection: 'news',
      id: news.id,
      locale: 'de',
      data: { title: 'Nach der Übersetzung', _status: 'published' },
    })

    await restore(before.id, 'locale=de&languages=de')
    const draft = (locale: 'de' | 'en') =>
      api.findByID({ collection: 'news', id: news.id, locale, draft: true, fallbackLocale: false })
    expect((await draft('de')).title).toBe('Vor der Übersetzung')
    expect((await draft('en')).title).toBe('Translated')
    // A draft: visitors still read the published German title; the English one now trails the German text.
    expect((await api.findByID({ collection: 'news', id: news.id, locale: 'de' })).title).toBe(
      'Nach der Übersetzung',
    )
    expect((await draft('de')).translationState).toBe('stale')

    await restore(before.id, 'locale=de&languages=all')
    expect((await draft('en')).title).toBeFalsy()
    await api.delete({ collection: 'news', id: news.id })
  })
})
