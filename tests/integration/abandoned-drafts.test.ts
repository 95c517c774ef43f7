import { describe, expect, it } from 'vitest'
import { deleteAbandonedDrafts } from '@/data/abandonedDrafts'
import { ABANDONED_DRAFT_HOURS } from '@/lib/constants'
import { payload } from './helpers'

const later = (hours: number) => new Date(Date.now() + hours * 60 * 60 * 1000)

describe('drafts left empty after "Neu erstellen"', () => {
  it('are removed a day later; a draft with a word in it, or a published record, stays', async () => {
    const api = await payload()
    // What the admin saves when "Neu erstellen" opens, before the editor types anything.
    const empty = await api.create({ collection: 'news', data: {}, draft: true })
    const started = await api.create({ collection: 'events', data: {}, draft: true, locale: 'en' })
    await api.update({
      collection: 'events',
      id: started.id,
      locale: 'en',
      draft: true,
      data: { title: 'Open day' },
    })
    const {
      docs: [published],
    } = await api.find({ collection: 'news', limit: 1, where: { _status: { equals: 'published' } } })

    expect(await deleteAbandonedDrafts(later(ABANDONED_DRAFT_HOURS - 1))).toBe(0)
    expect(await deleteAbandonedDrafts(later(ABANDONED_DRAFT_HOURS + 1))).toBe(1)

    const remaining = async (collection: 'news' | 'events', id: number) =>
      (await api.find({ collection, draft: true, trash: true, where: { id: { equals: id } } })).totalDocs
    expect(await remaining('news', empty.id)).toBe(0)
    expect(await remaining('events', started.id)).toBe(1)
    expect(await remaining('news', published.id)).toBe(1)
  })
})
