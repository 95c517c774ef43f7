import { describe, expect, it } from 'vitest'
import { messages } from '@/i18n/messages'
import { defaultLocale, otherLocales } from '@/i18n/routing'

type Tree = { [key: string]: string | Tree }

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  return Object.entries(tree).reduce<Record<string, string>>((all, [key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key
    return typeof value === 'string' ? { ...all, [path]: value } : { ...all, ...flatten(value, path) }
  }, {})
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()

describe('messages', () => {
  const german = flatten(messages[defaultLocale])

  it.each(otherLocales(defaultLocale))('have the same keys in %s as in German', (locale) => {
    expect(Object.keys(flatten(messages[locale])).sort()).toEqual(Object.keys(german).sort())
  })

  it.each(otherLocales(defaultLocale))('have the same placeholders in %s as in German', (locale) => {
    const other = flatten(messages[locale])
    for (const key of Object.keys(german))
      expect(placeholders(other[key] ?? ''), key).toEqual(placeholders(german[key]))
  })

  it('carry the spec texts word for word', () => {
    expect(german['notFound.text']).toBe('Seite nicht gefunden')
    expect(german['fetch.posts.loading']).toBe('Lade Beiträge...')
    expect(german['fetch.posts.error']).toBe('Beiträge konnten nicht geladen werden.')
    expect(german['fetch.posts.empty']).toBe('Keine Beiträge gefunden.')
    expect(german['fetch.post.loading']).toBe('Lade Beitrag...')
    expect(german['fetch.post.error']).toBe('Beitrag konnte nicht geladen werden.')
    expect(german['fetch.jobs.loading']).toBe('Jobs laden...')
    expect(german['fetch.jobs.error']).toBe('Jobs konnten nicht geladen werden.')
    expect(german['fetch.jobs.empty']).toBe('In {location} bieten wir aktuell keine Stellen an.')
    expect(german['fetch.projects.error']).toBe('News konnten nicht geladen werden.')
    const english = flatten(messages.en)
    expect(english['page.news.fetch.loading']).toBe('News loading...')
    expect(english['page.news.fetch.empty']).toBe('Sorry, no news available.')
    expect(english['page.news.fetch.error']).toBe('Unable to load news. Please try again later.')
    expect(german['home.defaultHeadline']).toBe('Weil jede Sekunde zählt')
  })
})
