import { describe, expect, it } from 'vitest'
import { staleFields, translationState } from '@/lib/translationStatus'
import { payload } from './helpers'

describe('translation status kept by the back office', () => {
  it('a German change to the popup marks its English text stale until the English text is updated', async () => {
    const api = await payload()
    const before = await api.findGlobal({ slug: 'popup', locale: 'de' })
    expect(translationState(before.translationStatus)).toBe('current')

    // Only the size changes: no text, nothing to translate.
    await api.updateGlobal({ slug: 'popup', locale: 'de', data: { width: '20em' } })
    expect(translationState((await api.findGlobal({ slug: 'popup' })).translationStatus)).toBe('current')

    await api.updateGlobal({ slug: 'popup', locale: 'de', data: { heading: `${before.heading} 2027` } })
    const changed = await api.findGlobal({ slug: 'popup' })
    expect(staleFields(changed.translationStatus, 'en')).toEqual(['heading'])

    await api.updateGlobal({ slug: 'popup', locale: 'en', data: { heading: 'Award 2027' } })
    const translated = await api.findGlobal({ slug: 'popup' })
    expect(translationState(translated.translationStatus)).toBe('current')
  })

  it('a German change to a news item marks that field stale, not the others', async () => {
    const api = await payload()
    const {
      docs: [news],
    } = await api.find({ collection: 'news', limit: 1, sort: 'id', locale: 'de' })
    expect(translationState(news.translationStatus)).toBe('current')
    await api.update({
      collection: 'news',
      id: news.id,
      locale: 'de',
      data: { title: `${news.title} (neu)` },
    })
    const changed = await api.findByID({ collection: 'news', id: news.id })
    expect(staleFields(changed.translationStatus, 'en')).toEqual(['title'])
    expect(translationState(changed.translationStatus)).toBe('stale')
  })
})
