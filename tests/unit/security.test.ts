import crypto from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { clientAddressOf, parseTrustedProxies } from '@/lib/clientAddress'
import { contentSecurityPolicy, inlineScriptHashes } from '@/lib/contentSecurityPolicy'
import { tileOrigin } from '@/lib/mapProvider'
import { parseEnv } from '@/lib/env'
import { opensOwnBrowsingContext } from '@/lib/ownBrowsingContext'
import { securityHeaders } from '@/lib/securityHeaders'

const sha = (text: string) => `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`
const leaflet = {
  kind: 'leaflet',
  tileUrl: 'https://{s}.tiles.example/{z}/{x}/{y}.png',
  attribution: '',
} as const
const google = { kind: 'google', apiKey: 'k' } as const

/** Settings of an environment, in the unit run's throw-away data folder. */
const settings = (vars: Record<string, string>) => parseEnv({ DATA_DIR: process.env.DATA_DIR, ...vars })

function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split('; ').map((part) => {
      const [name, ...sources] = part.split(' ')
      return [name, sources]
    }),
  )
}

describe('inline script hashes', () => {
  it('hash each inline script the browser runs, byte for byte, once', () => {
    const flight = 'self.__next_f.push([1,"é \\u003c"])'
    const html = `<html><head><script src="/a.js" async=""></script><script id="_R_">${flight}</script>
      <script>${flight}</script><script type="module">import("/b.js")</script>
      <script type="application/ld+json">{"@type":"Organization"}</script></head></html>`
    expect(inlineScriptHashes(html)).toEqual([sha(flight), sha('import("/b.js")')])
  })
})

describe('Content-Security-Policy', () => {
  const base = { scriptHashes: [], map: leaflet, https: false }

  it('allows scripts from the site and the listed hashes only: no unsafe-inline, no unsafe-eval', () => {
    const policy = directives(contentSecurityPolicy({ ...base, pathname: '/', scriptHashes: ["'sha256-x'"] }))
    expect(policy['script-src']).toEqual(["'self'", "'sha256-x'"])
    expect(policy['default-src']).toEqual(["'none'"])
    expect(policy['object-src']).toEqual(["'none'"])
    expect(policy['base-uri']).toEqual(["'none'"])
    expect(policy['frame-ancestors']).toEqual(["'self'"])
    expect(policy['form-action']).toEqual(["'self'"])
    expect(policy['frame-src']).toBeUndefined()
    expect(policy['upgrade-insecure-requests']).toBeUndefined()
  })

  it("allows images from UPLOADS_PUBLIC_URL's origin on every page when it is set, and nothing else from there", () => {
    const uploadsOrigin = 'https://cdn.sekundenwerk.example'
    for (const pathname of ['/', '/en/aktuelles/news']) {
      const policy = directives(contentSecurityPolicy({ ...base, pathname, uploadsOrigin }))
      expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:', uploadsOrigin])
      expect(policy['script-src']).toEqual(["'self'"])
      expect(policy['connect-src']).toEqual(["'self'"])
    }
    expect(directives(contentSecurityPolicy({ ...base, pathname: '/' }))['img-src']).toEqual([
      "'self'",
      'data:',
      'blob:',
    ])
  })

  it('allows the tile server only on the offices page, in both languages', () => {
    for (const pathname of ['/ueber-uns/niederlassungen', '/en/ueber-uns/niederlassungen'])
      expect(directives(contentSecurityPolicy({ ...base, pathname }))['img-src']).toContain(
        'https://*.tiles.example',
      )
    expect(directives(contentSecurityPolicy({ ...base, pathname: '/kontakt' }))['img-src']).not.toContain(
      'https://*.tiles.example',
    )
  })

  it('allows Google Maps scripts on the offices page only when Google is the provider', () => {
    const offices = directives(
      contentSecurityPolicy({ ...base, map: google, pathname: '/ueber-uns/niederlassungen' }),
    )
    expect(offices['script-src']).toContain('https://*.googleapis.com')
    const home = directives(contentSecurityPolicy({ ...base, map: google, pathname: '/' }))
    expect(home['script-src']).toEqual(["'self'"])
  })

  it('allows the film frame only on the values page', () => {
    const values = directives(contentSecurityPolicy({ ...base, pathname: '/en/ueber-uns/unsere-werte' }))
    expect(values['frame-src']).toEqual(['https://www.youtube-nocookie.com'])
    expect(
      directives(contentSecurityPolicy({ ...base, pathname: '/ueber-uns/team' }))['frame-src'],
    ).toBeUndefined()
  })

  it('lets the admin frame the site’s own pages (live preview), and nothing else', () => {
    const admin = directives(contentSecurityPolicy({ ...base, pathname: '/admin/collections/news/1' }))
    expect(admin['frame-src']).toEqual(["'self'"])
    expect(
      directives(contentSecurityPolicy({ ...base, pathname: '/administration' }))['frame-src'],
    ).toBeUndefined()
  })

  it('upgrades insecure requests on an https site', () => {
    expect(contentSecurityPolicy({ ...base, pathname: '/', https: true })).toMatch(
      /; upgrade-insecure-requests$/,
    )
  })

  it('names a tile origin, with a wildcard for a subdomain placeholder', () => {
    expect(tileOrigin('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe(
      'https://*.tile.openstreetmap.org',
    )
    expect(tileOrigin('http://127.0.0.1:4000/{z}/{x}/{y}.png')).toBe('http://127.0.0.1:4000')
  })
})

describe('security headers', () => {
  it('send HSTS for two years, only when the site is on https', () => {
    expect(securityHeaders(true, '/')['Strict-Transport-Security']).toBe(
      'max-age=63072000; includeSubDomains',
    )
    expect(securityHeaders(false, '/')['Strict-Transport-Security']).toBeUndefined()
  })

  it('deny the browser features the site does not use', () => {
    const headers = securityHeaders(false, '/')
    for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()'])
      expect(headers['Permissions-Policy']).toContain(feature)
  })
})

describe('opener policy', () => {
  it('isolates the back office, the APIs and the confidential pages in both languages', () => {
    for (const path of [
      '/admin',
      '/admin/collections/reports',
      '/api/whistleblower',
      '/cms-api/users/me',
      '/hinweisgeberschutz',
      '/en/hinweisgeberschutz',
      '/hinweisgeberschutz/meldung',
      '/karriere/3/projektleiter-in-bos-digitalfunk-m-w-d/bewerbung',
      '/en/karriere/3/projektleiter-in-bos-digitalfunk-m-w-d/bewerbung',
      '/karriere/initiativbewerbung',
      '/karriere/meine-bewerbung',
    ]) {
      expect(opensOwnBrowsingContext(path), path).toBe(true)
      expect(securityHeaders(false, path)['Cross-Origin-Opener-Policy'], path).toBe('same-origin')
    }
  })

  it('leaves the reading pages without it, and paths that only look alike', () => {
    for (const path of [
      '/',
      '/en',
      '/kontakt',
      '/karriere',
      '/karriere/3/projektleiter-in-bos-digitalfunk-m-w-d',
      '/suche',
      '/hinweisgeberschutzerklaerung',
      '/administration',
      '/en/admin',
      '/karriere/initiativbewerbung-alt',
    ]) {
      expect(opensOwnBrowsingContext(path), path).toBe(false)
      expect(securityHeaders(false, path)).not.toHaveProperty('Cross-Origin-Opener-Policy')
    }
  })
})

describe('client address', () => {
  it('is the socket peer without trusted proxies, whatever X-Forwarded-For says', () => {
    const none = parseTrustedProxies(undefined)
    expect(clientAddressOf('::ffff:203.0.113.9', '198.51.100.1', none)).toBe('203.0.113.9')
    expect(clientAddressOf('203.0.113.9', undefined, parseTrustedProxies('0'))).toBe('203.0.113.9')
  })

  it('is the entry the trusted hops name, never one the client wrote in front of them', () => {
    const oneHop = parseTrustedProxies('1')
    // The client forged "1.1.1.1"; nginx appended the address it saw.
    expect(clientAddressOf('127.0.0.1', '1.1.1.1, 203.0.113.9', oneHop)).toBe('203.0.113.9')
    expect(clientAddressOf('127.0.0.1', undefined, oneHop)).toBe('127.0.0.1')
    const list = parseTrustedProxies('127.0.0.1, 10.0.0.0/8')
    expect(clientAddressOf('127.0.0.1', '1.1.1.1, 203.0.113.9, 10.1.2.3', list)).toBe('203.0.113.9')
    expect(clientAddressOf('203.0.113.7', '1.1.1.1', list)).toBe('203.0.113.7')
  })

  it('refuses a TRUSTED_PROXIES value that is neither hops nor addresses, by name', () => {
    expect(() => settings({ TRUSTED_PROXIES: 'nginx' })).toThrow(/TRUSTED_PROXIES/)
    expect(settings({ TRUSTED_PROXIES: '::1, 192.168.0.0/16' }).trustedProxies.kind).toBe('list')
  })
})

describe('sample content', () => {
  it('is seeded outside production, and in production only with SEED_SAMPLE_CONTENT=1', () => {
    expect(settings({ NODE_ENV: 'development' }).seedSampleContent).toBe(true)
    expect(settings({ NODE_ENV: 'production' }).seedSampleContent).toBe(false)
    expect(settings({ NODE_ENV: 'production', SEED_SAMPLE_CONTENT: '1' }).seedSampleContent).toBe(true)
    expect(settings({ NODE_ENV: 'development', SEED_SAMPLE_CONTENT: '0' }).seedSampleContent).toBe(false)
  })
})
