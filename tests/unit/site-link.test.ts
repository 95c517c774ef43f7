import { describe, expect, it } from 'vitest'
import { isSitePage, linkProblem } from '@/lib/linkTargets'

describe('a typed link of the popup or the award banner', () => {
  it.each([
    '/kontakt',
    '/en/kontakt',
    '/ueber-uns/team',
    '/karriere#job-listings',
    '/',
    '/en',
    '/suche?q=leitstelle',
  ])('%s is a page of the site', (href) => expect(isSitePage(href)).toBe(true))

  it.each([
    '/kontackt',
    '/aktuelles/news/13',
    '/xx/kontakt',
    'kontakt',
    '//evil.example/kontakt',
    '/ueber-uns',
  ])('%s is no page of the site', (href) => expect(isSitePage(href)).toBe(false))

  it('is checked against its kind: a page must exist, an address elsewhere is no path', () => {
    expect(linkProblem('page', '/kontakt')).toBeNull()
    expect(linkProblem('page', '/aktuelles/news/13/gruenderpreis')).toBe('notAPage')
    expect(linkProblem('page', 'https://www.example.org/')).toBe('notAPage')
    expect(linkProblem('external', 'https://www.example.org/')).toBeNull()
    expect(linkProblem('external', 'mailto:info@example.org')).toBeNull()
    expect(linkProblem('external', '/kontakt')).toBe('notExternal')
    expect(linkProblem('external', 'javascript:alert(1)')).toBe('notAllowed')
  })

  it('saved before kinds existed, it is any allowed target, as before', () => {
    expect(linkProblem(null, '/aktuelles/news/13/gruenderpreis')).toBeNull()
    expect(linkProblem(undefined, 'https://www.example.org/')).toBeNull()
    expect(linkProblem(null, 'data:text/html,x')).toBe('notAllowed')
  })
})
