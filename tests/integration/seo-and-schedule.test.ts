import { describe, expect, it } from 'vitest'
import { loadNews } from '@/data/news'
import { renderToStaticMarkup } from 'react-dom/server'
import { listScheduledChanges, runDueSchedules, upcomingSchedules } from '@/data/schedule'
import { ScheduleCell } from '@/admin/ScheduleCell'
import { loadProject } from '@/data/projects'
import { listIndexableRecordPages } from '@/data/sitemap'
import { paths } from '@/lib/paths'
import { payload } from './helpers'

describe('editable SEO fields', () => {
  it('are read per language; blank ones stay empty, so the page keeps its automatic values', async () => {
    const api = await payload()
    const {
      docs: [project],
    } = await api.find({ collection: 'projects', limit: 1, sort: 'id', locale: 'de' })
    const { docs: media } = await api.find({ collection: 'media', limit: 1 })
    await api.update({
      collection: 'projects',
      id: project.id,
      locale: 'en',
      data: {
        meta: {
          title: 'Control room Lübeck – reference',
          description: 'A short text for search engines.',
          image: media[0].id,
        },
      },
    })
    const seo = (await loadProject(project.id, 'en', false))?.seo
    expect(seo).toMatchObject({
      title: 'Control room Lübeck – reference',
      description: 'A short text for search engines.',
      noindex: false,
    })
    expect(seo?.image).toMatch(/^\/media\/.+\?v=/)
    // German has no values of its own (meta title and description are localized).
    expect((await loadProject(project.id, 'de', false))?.seo).toMatchObject({
      title: null,
      description: null,
    })
  })

  it('noindex: the record leaves the sitemap and its page asks not to be listed', async () => {
    const api = await payload()
    const {
      docs: [project],
    } = await api.find({ collection: 'projects', limit: 1, sort: '-id', locale: 'de' })
    const path = paths.projectDetail(project.id, project.url ?? '')
    expect((await listIndexableRecordPages()).map((page) => page.path)).toContain(path)
    await api.update({ collection: 'projects', id: project.id, data: { meta: { noindex: true } } })
    expect((await listIndexableRecordPages()).map((page) => page.path)).not.toContain(path)
    expect((await loadProject(project.id, 'de', false))?.seo?.noindex).toBe(true)
    await api.update({ collection: 'projects', id: project.id, data: { meta: { noindex: false } } })
  })
})

describe('scheduled publishing', () => {
  it('publishes a draft and unpublishes it again when their time has come, not before', async () => {
    const api = await payload()
    const draft = await api.create({
      collection: 'news',
      draft: true,
      data: { title: 'Geplante Meldung', date: '2026-12-01', _status: 'draft' },
    })
    expect(await loadNews(draft.id, 'de', false)).toBeNull()
    const later = new Date(Date.now() + 60 * 60 * 1000)
    const past = new Date(Date.now() - 1000)
    const doc = { relationTo: 'news' as const, value: draft.id }
    await api.jobs.queue({ task: 'schedulePublish', input: { type: 'publish', doc }, waitUntil: later })
    await runDueSchedules()
    expect(await loadNews(draft.id, 'de', false)).toBeNull()

    await api.jobs.queue({ task: 'schedulePublish', input: { type: 'publish', doc }, waitUntil: past })
    await runDueSchedules()
    expect((await loadNews(draft.id, 'de', false))?.title).toBe('Geplante Meldung')

    await api.jobs.queue({ task: 'schedulePublish', input: { type: 'unpublish', doc }, waitUntil: past })
    await runDueSchedules()
    expect(await loadNews(draft.id, 'de', false)).toBeNull()
    await api.delete({ collection: 'news', id: draft.id })
  })

  it('never runs, lists or shows a change queued before its record existed: an id given again after a delete', async () => {
    const api = await payload()
    const draft = await api.create({
      collection: 'news',
      draft: true,
      data: { title: 'Neue Meldung mit alter Nummer', date: '2026-12-01', _status: 'draft' },
    })
    const doc = { relationTo: 'news' as const, value: draft.id }
    const before = new Date(new Date(draft.createdAt).getTime() - 60_000).toISOString()
    const queue = async (waitUntil: Date) => {
      const job = await api.jobs.queue({
        task: 'schedulePublish',
        input: { type: 'publish', doc },
        waitUntil,
      })
      // As if queued for the record that had this id before it was deleted.
      await api.db.updateOne({ collection: 'payload-jobs', id: job.id, data: { createdAt: before } })
      return job
    }
    const future = await queue(new Date(Date.now() + 60 * 60 * 1000))
    expect((await upcomingSchedules('news')).has(String(draft.id))).toBe(false)
    expect(
      (await listScheduledChanges(new Date(Date.now() + 2 * 60 * 60 * 1000))).map((c) => c.id),
    ).not.toContain(String(draft.id))

    const due = await queue(new Date(Date.now() - 1000))
    await runDueSchedules()
    expect(await loadNews(draft.id, 'de', false)).toBeNull()
    const left = await api.find({ collection: 'payload-jobs', where: { id: { in: [future.id, due.id] } } })
    expect(left.docs.map((job) => job.id)).toEqual([future.id])
    await api.delete({ collection: 'news', id: draft.id })
    expect(
      (await api.find({ collection: 'payload-jobs', where: { id: { equals: future.id } } })).totalDocs,
    ).toBe(0)
  })
})

describe('the scheduled column of the lists', () => {
  it('shows a record’s next scheduled publishing with its German time, and nothing for the others', async () => {
    const api = await payload()
    const draft = await api.create({
      collection: 'news',
      draft: true,
      data: { title: 'Geplant für später', date: '2026-12-01', _status: 'draft' },
    })
    const doc = { relationTo: 'news' as const, value: draft.id }
    // 1 December 2030, 08:30 UTC: 09:30 in Germany (winter time).
    const at = new Date('2030-12-01T08:30:00.000Z')
    const jobs = [
      await api.jobs.queue({
        task: 'schedulePublish',
        input: { type: 'unpublish', doc },
        waitUntil: new Date('2030-12-02T08:30:00.000Z'),
      }),
      await api.jobs.queue({ task: 'schedulePublish', input: { type: 'publish', doc }, waitUntil: at }),
    ]
    const upcoming = await upcomingSchedules('news')
    expect(upcoming.get(String(draft.id))).toEqual({ type: 'publish', at: at.toISOString() })

    const cell = async (id: number, language: 'de' | 'en') =>
      renderToStaticMarkup(
        await ScheduleCell({
          rowData: { id },
          collectionSlug: 'news',
          i18n: { language },
        } as never),
      )
    expect(await cell(draft.id, 'de')).toContain('geplant: Veröffentlichung 01.12.2030, 09:30')
    expect(await cell(draft.id, 'en')).toContain('scheduled: publishing 01.12.2030, 09:30')
    const {
      docs: [other],
    } = await api.find({ collection: 'news', where: { id: { not_equals: draft.id } }, limit: 1 })
    expect(await cell(other.id, 'de')).toBe('<span>–</span>')
    for (const job of jobs) await api.delete({ collection: 'payload-jobs', id: job.id })
    await api.delete({ collection: 'news', id: draft.id })
  })
})
