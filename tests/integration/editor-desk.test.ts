import { describe, expect, it } from 'vitest'
import { translationState } from '@/lib/translationStatus'
import { changesByOthers, myDrafts, translationGaps } from '@/data/editorDesk'
import { payload } from './helpers'

async function editor(name: string) {
  const api = await payload()
  return api.create({
    collection: 'users',
    overrideAccess: true,
    data: {
      email: `${name.toLowerCase().replace(/\W+/g, '-')}-${Date.now()}@sekundenwerk.example`,
      password: 'Schreibtisch-Test-2026!',
      roles: ['editor'],
      name,
    },
  })
}

describe("the editors' desk", () => {
  it('names who changed what in which language, lists my drafts and what others changed', async () => {
    const api = await payload()
    const [anna, ben] = [await editor('Anna Schreibtisch'), await editor('Ben Schreibtisch')]
    const draft = await api.create({
      collection: 'news',
      draft: true,
      user: anna,
      locale: 'de',
      data: { title: 'Schreibtisch: Annas Entwurf', _status: 'draft' },
    })
    expect(draft).toMatchObject({ editedBy: anna.id, editedByName: 'Anna Schreibtisch', editedLocale: 'de' })
    await api.update({
      collection: 'news',
      id: draft.id,
      draft: true,
      user: ben,
      locale: 'en',
      data: { title: 'Desk: Ben translated it' },
    })
    expect((await myDrafts(ben.id, 'de')).map((entry) => entry.id)).toContain(draft.id)
    expect((await myDrafts(anna.id, 'de')).map((entry) => entry.id)).not.toContain(draft.id)
    const others = await changesByOthers(anna.id, 'de')
    expect(others.find((entry) => entry.id === draft.id)).toMatchObject({
      editedByName: 'Ben Schreibtisch',
      editedLocale: 'en',
      group: 'News',
      status: 'draft',
    })
    // The versions keep who made each.
    const { docs } = await api.findVersions({
      collection: 'news',
      where: { parent: { equals: draft.id } },
      sort: 'createdAt',
    })
    expect(docs.map((version) => version.version.editedByName)).toEqual([
      'Anna Schreibtisch',
      'Ben Schreibtisch',
    ])
    // Strangers read none of it.
    const published = await api.update({
      collection: 'news',
      id: draft.id,
      user: anna,
      data: { date: '2026-12-01', _status: 'published' },
    })
    const asVisitor = await api.findByID({ collection: 'news', id: published.id, overrideAccess: false })
    expect(asVisitor).not.toHaveProperty('editedByName')
    expect(asVisitor).not.toHaveProperty('editedBy')
    await api.delete({ collection: 'news', id: draft.id })
    for (const account of [anna, ben])
      await api.delete({ collection: 'users', id: account.id, overrideAccess: true })
  })

  it('lists a record and a global whose English is out of date, with the fields and the state for the filter', async () => {
    const api = await payload()
    const news = await api.create({
      collection: 'news',
      locale: 'de',
      data: { title: 'Schreibtisch: veraltet', date: '2026-12-01', _status: 'published' },
    })
    await api.update({ collection: 'news', id: news.id, locale: 'en', data: { title: 'Desk: stale' } })
    expect((await api.findByID({ collection: 'news', id: news.id })).translationState).toBe('current')
    await api.update({
      collection: 'news',
      id: news.id,
      locale: 'de',
      data: { title: 'Schreibtisch: jetzt veraltet' },
    })
    expect((await api.findByID({ collection: 'news', id: news.id })).translationState).toBe('stale')
    const heading = (await api.findGlobal({ slug: 'popup', locale: 'de' })).heading
    await api.updateGlobal({ slug: 'popup', locale: 'de', data: { heading: `${heading ?? ''} (neu)` } })

    const gaps = await translationGaps('de')
    expect(gaps.find((gap) => gap.slug === 'news' && gap.id === news.id)).toMatchObject({
      state: 'stale',
      title: 'Schreibtisch: jetzt veraltet',
      fields: ['Titel'],
    })
    expect(gaps.find((gap) => gap.kind === 'global' && gap.slug === 'popup')).toMatchObject({
      state: 'stale',
      id: null,
    })
    const filtered = await api.find({ collection: 'news', where: { translationState: { equals: 'stale' } } })
    expect(filtered.docs.map((doc) => doc.id)).toContain(news.id)
    // Back as it was: the German heading, then the English one saved after it, so the popup is up to date again
    // for the test files that follow.
    await api.updateGlobal({ slug: 'popup', locale: 'de', data: { heading } })
    const english = (await api.findGlobal({ slug: 'popup', locale: 'en' })).heading ?? ''
    await api.updateGlobal({ slug: 'popup', locale: 'en', data: { heading: `${english} ` } })
    await api.updateGlobal({ slug: 'popup', locale: 'en', data: { heading: english } })
    expect(translationState((await api.findGlobal({ slug: 'popup' })).translationStatus)).toBe('current')
    await api.delete({ collection: 'news', id: news.id })
  })
})
