import { describe, expect, it } from 'vitest'
import { de, en } from '@/i18n/messages'

type Tree = { [key: string]: string | Tree }

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  return Object.entries(tree).reduce<Record<string, string>>((all, [key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key
    return typeof value === 'string' ? { ...all, [path]: value } : { ...all, ...flatten(value, path) }
  }, {})
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()

describe('messages', () => {
  const german = flatten(de)
  const english = flatten(en)

  it('have the same keys in both languages', () => {
    expect(Object.keys(english).sort()).toEqual(Object.keys(german).sort())
  })

  it('have the same placeholders in both languages', () => {
    for (const key of Object.keys(german))
      expect(placeholders(english[key] ?? ''), key).toEqual(placeholders(german[key]))
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
    expect(english['page.news.fetch.loading']).toBe('News loading...')
    expect(english['page.news.fetch.empty']).toBe('Sorry, no news available.')
    expect(english['page.news.fetch.error']).toBe('Unable to load news. Please try again later.')
    expect(german['home.defaultHeadline']).toBe('Weil jede Sekunde zählt')
  })
})
