import { describe, expect, it } from 'vitest'
import { REQUEST_PATH_MAX_LENGTH, REQUEST_TARGET_MAX_LENGTH } from '@/lib/constants'
import { isAllowedLink } from '@/lib/linkTargets'
import { sitePath, sitePathOr, sitePathWithin } from '@/lib/paths'
import { locationOnSite } from '@/server/redirects'
import { refusalOf } from '@/server/refusal'

const SITE = 'https://www.sekundenwerk.example'

/**
 * Hostile forms of a path a stranger can put where the site takes one (the preview's exit, sign-in's return
 * path, a link field, a request's own path), with what sitePath makes of each: null where it would lead, or
 * after another decoding could lead, to another host.
 */
const HOSTILE: [string, string | null][] = [
  ['//evil.example', null],
  ['///evil.example', null],
  ['/\\evil.example', null],
  ['\\\\evil.example', null],
  ['/\\/evil.example', null],
  ['/\t/evil.example', null],
  ['/\n/evil.example', null],
  ['/\r\n/evil.example', null],
  ['/\t\t\\evil.example', null],
  ['/..//evil.example', null],
  ['/.//evil.example', null],
  ['/a/..//evil.example', null],
  ['/a/b/../../..//evil.example', null],
  ['/..\\/evil.example', null],
  ['/%2e%2e//evil.example', null],
  ['/%2E%2E//evil.example', null],
  ['/.%2e//evil.example', null],
  ['/%2e//evil.example', null],
  ['/%2e%2e%2f%2fevil.example', null],
  ['/kontakt/..%2f..%2f%2fevil.example', null],
  ['/%2f%2fevil.example', null],
  ['/%2F%2Fevil.example', null],
  ['/./%2f/evil.example', null],
  ['/%5cevil.example', null],
  ['/%5C%5Cevil.example', null],
  ['/%2f%5cevil.example', null],
  ['/%252f%252fevil.example', null],
  ['/%25252f%25252fevil.example', null],
  ['/%252e%252e//evil.example', null],
  ['/%09/evil.example', null],
  ['/%0a/evil.example', null],
  ['/%0d%0a/evil.example', null],
  ['/\uff0fevil.example', null],
  ['/\uff0f\uff0fevil.example', null],
  ['/%EF%BC%8F%EF%BC%8Fevil.example', null],
  ['/\ufe68evil.example', null],
  ['//evil\u3002example', null],
  ['//evil%E3%80%82example', null],
  ['//%65vil.example', null],
  ['https://evil.example/', null],
  ['http:evil.example', null],
  ['javascript:alert(1)', null],
  [' /kontakt', null],
  ['kontakt', null],
  // Hostile-looking, but paths of this site as a browser reads them: kept, normalised.
  ['/\u3002/evil.example', '/%E3%80%82/evil.example'],
  ['/aktuelles/%E3%80%82evil.example', '/aktuelles/%E3%80%82evil.example'],
  ['/@evil.example', '/@evil.example'],
  ['/?//evil.example', '/?//evil.example'],
  ['/#//evil.example', '/#//evil.example'],
  ['/kontakt\r\nSet-Cookie: x=1', '/kontaktSet-Cookie:%20x=1'],
  ['/a/../kontakt', '/kontakt'],
  ['/en/kontakt', '/en/kontakt'],
]

/** What a browser does with a path as a redirect's Location, from a page of the site, decoded once more. */
function staysOnSite(path: string): boolean {
  const url = new URL(path, `${SITE}/a/b`)
  if (url.origin !== SITE) return false
  let decoded = url.pathname
  for (let i = 0; i < 3; i++) decoded = decodeURIComponent(decoded)
  return new URL(decoded.normalize('NFKC'), SITE).origin === SITE && !/^[/\\]{2}/.test(decoded)
}

describe('whether a path stays on the site (sitePath, the one test)', () => {
  it(`reads ${HOSTILE.length} hostile forms`, () => {
    expect(HOSTILE.length).toBeGreaterThanOrEqual(40)
    for (const [value, expected] of HOSTILE) {
      const path = sitePath(value)
      expect(path, JSON.stringify(value)).toBe(expected)
      if (path !== null) expect(staysOnSite(path), JSON.stringify(value)).toBe(true)
      // Where it is used: the preview's exit and every redirect fall back to the start page.
      expect(sitePathOr(value), JSON.stringify(value)).toBe(path ?? '/')
      expect(locationOnSite(value, 'www.sekundenwerk.example'), JSON.stringify(value)).toBe(
        path === null ? '/' : value,
      )
    }
  })

  it('sign-in returns to a path of the admin only', () => {
    expect(sitePathWithin('/admin/collections/news?x=1', '/admin')).toBe('/admin/collections/news?x=1')
    expect(sitePathWithin('/admin', '/admin')).toBe('/admin')
    for (const value of [
      '/admin/..//evil.example',
      '/admin/../kontakt',
      '/administrator',
      '//evil.example/admin',
      '/admin%2f..%2f..%2f%2fevil.example',
      'https://evil.example/admin',
    ])
      expect(sitePathWithin(value, '/admin'), value).toBeNull()
  })

  it('a redirect of the site to its own host stays; to another host, or by a hostile path, it goes to the start page', () => {
    expect(locationOnSite('/kontakt', 'www.sekundenwerk.example')).toBe('/kontakt')
    expect(locationOnSite(`${SITE}/kontakt`, 'www.sekundenwerk.example')).toBe(`${SITE}/kontakt`)
    expect(locationOnSite('http://localhost:3000/de', 'localhost:3000')).toBe('http://localhost:3000/de')
    expect(locationOnSite('https://evil.example/', 'www.sekundenwerk.example')).toBe('/')
    expect(locationOnSite(`${SITE}//evil.example`, 'www.sekundenwerk.example')).toBe('/')
    expect(locationOnSite('javascript:alert(1)', 'www.sekundenwerk.example')).toBe('/')
  })

  it('link fields refuse the same forms', () => {
    for (const [value, expected] of HOSTILE)
      if (value.startsWith('/') && expected === null)
        expect(isAllowedLink(value), JSON.stringify(value)).toBe(false)
    expect(isAllowedLink('/aktuelles/news/13/gruenderpreis#bild')).toBe(true)
  })

  it('requests for a path that leads elsewhere are 400, longer than any of the site’s 414', () => {
    for (const [value, expected] of HOSTILE)
      if (value.startsWith('/') && !/[\t\n\r ]/.test(value) && expected === null)
        expect(refusalOf('GET', value)?.status, JSON.stringify(value)).toBe(400)
    expect(refusalOf('GET', `/${'a'.repeat(REQUEST_PATH_MAX_LENGTH)}`)?.status).toBe(414)
    expect(refusalOf('GET', `/suche?q=${'a'.repeat(REQUEST_TARGET_MAX_LENGTH)}`)?.status).toBe(414)
    expect(refusalOf('GET', `/suche?q=${'a'.repeat(4000)}`)).toBeNull()
    expect(refusalOf('GET', `/aktuelles/news/1/${'a'.repeat(1000)}`)).toBeNull()
  })
})

describe('the Location of every answer of the site server', () => {
  it('passes a path of the site, also as Next.js’s list of the same one, and replaces any other by /', async () => {
    const http = await import('node:http')
    const { keepRedirectsOnSite } = await import('@/server/redirects')
    const server = http.createServer((req, res) => {
      keepRedirectsOnSite(req, res)
      const location = new URL(req.url!, 'http://x').searchParams.getAll('to')
      res.statusCode = 308
      if (req.url!.includes('head=1')) return res.writeHead(308, { Location: location[0] }).end()
      res.setHeader('location', location.length > 1 ? location : location[0])
      res.end()
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as import('node:net').AddressInfo
    const locationOf = async (query: string) =>
      (await fetch(`http://127.0.0.1:${port}/?${query}`, { redirect: 'manual' })).headers.get('location')
    try {
      expect(await locationOf('to=/kontakt')).toBe('/kontakt')
      expect(await locationOf('to=/kontakt&to=/kontakt')).toBe('/kontakt, /kontakt')
      expect(await locationOf(`to=${encodeURIComponent('//evil.example')}`)).toBe('/')
      expect(await locationOf(`to=/kontakt&to=${encodeURIComponent('/..//evil.example')}`)).toBe('/')
      expect(await locationOf(`head=1&to=${encodeURIComponent('https://evil.example/')}`)).toBe('/')
      expect(await locationOf(`to=${encodeURIComponent(`http://127.0.0.1:${port}/de`)}`)).toBe(
        `http://127.0.0.1:${port}/de`,
      )
    } finally {
      server.close()
    }
  })
})
