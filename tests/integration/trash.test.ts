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

    // What the admin's restore sends unless the editor asks for a draft (scripts/patch-dependencies.mjs): no status.
    await api.update({ collection: 'news', id: news.id, trash: true, data: { deletedAt: null } })
    expect((await loadNews(news.id, 'de', false))?.title).toBe(news.title)
    expect((await listIndexableRecordPages()).map((page) => page.path)).toContain(path)
  })

  it('keeps the trash and the versions to editors: for anyone else trash and draft find nothing more', async () => {
    const api = await payload()
    const others = [null, { roles: ['hr'] }, { roles: ['reporting-office'] }]
    const withTrash = api.config.collections.filter((collection) => collection.trash)
    expect(withTrash.map((collection) => collection.slug).sort()).toEqual(
      ['associations', 'events', 'history', 'jobs', 'news', 'partners', 'projects', 'team-members'].sort(),
    )
    for (const collection of withTrash) {
      const read = (user: unknown) => collection.access.read({ req: { user } } as never)
      for (const user of others)
        expect(JSON.stringify(await read(user)), `${collection.slug} ${JSON.stringify(user)}`).toContain(
          '"deletedAt":{"exists":false}',
        )
      expect(await read({ roles: ['editor'] })).toBe(true)
      if (collection.versions)
        for (const user of others)
          expect(await collection.access.readVersions!({ req: { user } } as never), collection.slug).toBe(
            false,
          )
    }

    const member = await api.create({
      collection: 'team-members',
      data: { name: 'Im Papierkorb', position: 'Probe', order: 999, deletedAt: new Date().toISOString() },
    })
    try {
      for (const user of others) {
        const asOther = { overrideAccess: false, user: user as never }
        const { docs } = await api.find({
          collection: 'team-members',
          trash: true,
          where: { deletedAt: { exists: true } },
          ...asOther,
        })
        expect(docs, JSON.stringify(user)).toEqual([])
        await expect(
          api.findByID({ collection: 'team-members', id: member.id, trash: true, ...asOther }),
        ).rejects.toThrow()
        if (user) await expect(api.findVersions({ collection: 'news', ...asOther })).rejects.toThrow()
      }
      const editor = { overrideAccess: false, user: { id: 1, roles: ['editor'] } as never }
      expect(
        (await api.findByID({ collection: 'team-members', id: member.id, trash: true, ...editor })).name,
      ).toBe('Im Papierkorb')
    } finally {
      await api.delete({ collection: 'team-members', id: member.id, trash: true })
    }
  })

  // The admin's scheduling drawer stores the record's id as text ("13"); Payload's own clean-up on delete looks
  // for the number, so it missed them, and a later record given the same id inherited the schedule.
  for (const [how, remove] of [
    [
      'moved to the trash',
      (api: Api, id: number) =>
        api.update({ collection: 'news', id, data: { deletedAt: new Date().toISOString() } }),
    ],
    ['deleted for good', (api: Api, id: number) => api.delete({ collection: 'news', id })],
  ] as const)
    it(`cancels what was scheduled for a record ${how}, the id stored as a number or as text`, async () => {
      const api = await payload()
      const draft = await api.create({
        collection: 'news',
        draft: true,
        locale: 'de',
        data: { title: `Papierkorbplanung ${Date.now()}`, date: '2026-11-20T12:00:00.000Z' },
      })
      for (const value of [draft.id, String(draft.id)])
        await api.jobs.queue({
          task: 'schedulePublish',
          // The text id is what the drawer sends; Payload's types know only the number.
          input: { type: 'publish', doc: { relationTo: 'news', value: value as number } },
          waitUntil: new Date(Date.now() + 86_400_000),
        })
      const scheduled = async () =>
        (await listScheduledJobs(api)).filter((job) => String(job.doc?.value) === String(draft.id))
      expect(await scheduled()).toHaveLength(2)
      await remove(api, draft.id)
      expect(await scheduled()).toHaveLength(0)
      if (how === 'moved to the trash') await api.delete({ collection: 'news', id: draft.id, trash: true })
    })
})

type Api = Awaited<ReturnType<typeof payload>>

/** The scheduled changes of news items waiting to run, as the jobs store them. */
async function listScheduledJobs(api: Api) {
  const { docs } = await api.find({
    collection: 'payload-jobs',
    where: { taskSlug: { equals: 'schedulePublish' } },
    pagination: false,
    depth: 0,
  })
  return docs.map((job) => job.input as { doc?: { relationTo?: string; value?: unknown } })
}
