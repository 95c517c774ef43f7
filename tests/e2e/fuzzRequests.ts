/**
 * Requests a stranger might send, made from a seed: every route of the site, its API, /cms-api and the media
 * paths, each with a method, path, query, content type and body drawn from lists of what breaks servers
 * (unknown methods, CONNECT, protocol upgrades, malformed percent-encoding, control characters, overlong paths,
 * dot segments that hide another host, random parameters of the routes, the trash and drafts asked for by a
 * stranger, wrong or missing bodies). The same seed makes the same requests, in the same order.
 */

/** A small, fast generator of numbers in [0, 1) from a 32-bit seed (mulberry32). */
export function randomFrom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)]

const METHODS = [
  'GET',
  'GET',
  'HEAD',
  'POST',
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
  'OPTIONS',
  'TRACE',
  'CONNECT',
  'PROPFIND',
  'MKCOL',
  'FOO',
  'M-SEARCH',
  'get',
]

/** The API and back-office paths besides the pages (records by id where a route takes one). */
export const API_PATHS = [
  '/api/health',
  '/api/jobs',
  '/api/jobs/1/x',
  '/api/projects',
  '/api/projects/1/x',
  '/api/termine',
  '/api/termine/1/x',
  '/api/history',
  '/api/NewsSelectPublic',
  '/api/NewsSelectGridPublic',
  '/api/EmailSend',
  '/api/EmailHinweisgeberschutzSend',
  '/api/captcha/challenge',
  '/api/preview',
  '/api/preview/exit',
  '/api/whistleblower/case',
  '/api/whistleblower/case/messages',
  '/api/no-such-route',
  '/cms-api/news',
  '/cms-api/news/1',
  '/cms-api/events/1',
  '/cms-api/jobs',
  '/cms-api/users',
  '/cms-api/users/1',
  '/cms-api/users/me',
  '/cms-api/users/login',
  '/cms-api/users/logout',
  '/cms-api/users/refresh-token',
  '/cms-api/users/forgot-password',
  '/cms-api/users/reset-password',
  '/cms-api/users/first-register',
  '/cms-api/users/init',
  '/cms-api/users/1/desks/whistleblower/grant',
  '/cms-api/access',
  '/cms-api/globals/company',
  '/cms-api/globals/popup',
  '/cms-api/media',
  '/cms-api/media/file/nothing.png',
  '/cms-api/documents/file/nothing.pdf',
  '/cms-api/whistleblower-reports',
  '/cms-api/whistleblower-reports/1',
  '/cms-api/no-such-collection',
  '/cms-api/team-members',
  '/cms-api/team-members/1',
  '/cms-api/partners',
  '/cms-api/news/versions',
  '/cms-api/news/count',
  '/cms-api/news/versions/1',
  '/api/views',
  '/admin',
  '/admin/login',
  '/admin/forgot',
  '/admin/collections/news',
  '/media/nothing.png',
  '/media/nothing.png?v=1&w=640',
  '/robots.txt',
  '/sitemap.xml',
  '/manifest.webmanifest',
  '/vendor/altcha.js',
  '/aktuelles/news/feed',
  '/aktuelles/news/feed/x',
  '/favicon.ico',
  '/_next/static/chunks/nothing.js',
  '/_next/image?url=%2Fmedia%2Fx.png&w=64&q=75',
]

/** A random route parameter: letters, digits and what else a slug may hold, of 1 to 40 characters. */
export function randomSegment(random: () => number): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz0123456789-_~.'
  return Array.from({ length: 1 + Math.floor(random() * 40) }, () => pick(random, [...letters])).join('')
}

/** Ways to spoil a path. `(path) => path` keeps it, so that every route is also fuzzed in its other parts. */
const PATH_CHANGES: ((path: string, random: () => number) => string)[] = [
  (path) => path,
  (path) => path,
  (path) => `${path}/%ff`,
  (path) => `${path}%`,
  (path) => `${path}/%zz`,
  (path) => `${path}/%E0%A4%A`,
  (path) => `${path}/%c0%af`,
  (path) => `${path}%00`,
  (path) => `${path}/%0d%0aSet-Cookie:%20x=1`,
  (path) => `${path}/%2e%2e/%2e%2e/etc/passwd`,
  (path) => `${path}/../../../../etc/passwd`,
  (path) => `/${path}`,
  (path) => `//evil.example${path}`,
  (path) => `/\\evil.example${path}`,
  (path) => `${path}/${'a'.repeat(2_000)}`,
  (path) => `${path}/${'x/'.repeat(4_000)}`,
  (path) => `${path}\u0001`,
  (path) => `${path}/a\tb`,
  (path) => `${path}\u007f`,
  (path) => `${path}/\u00e4\u00f6\u00fc`,
  (path) => `${path}/..//evil.example`,
  (path) => `/..//evil.example${path}`,
  (path) => `${path}/%2e%2e//evil.example/`,
  (path) => `/%2f%2fevil.example${path}`,
  (path) => `/%5c%5cevil.example${path}/`,
  (path) => `/s/..//evil.example${path}`,
  (path) => `${path}/`,
  (path, random) => `${path}/${randomSegment(random)}`,
  (path, random) => `${path}/${Math.floor(random() * 1e9)}/${randomSegment(random)}`,
  (path, random) => `${path}/${randomSegment(random)}/${'z'.repeat(300)}`,
  (path) => `${path}/\u3002evil`,
  (path) => `${path.toUpperCase()}`,
  (path) => `${path};jsessionid=1`,
  (path) => `${path}/abc`,
  (path) => `${path}/0`,
  (path) => `${path}/-1`,
  (path) => `${path}/99999999999999999999`,
  (path, random) => `${path}/${Math.floor(random() * 1e6)}`,
  (path) => (path.startsWith('/en') ? path : `/en${path}`),
  (path) => `/xx${path}`,
]

const QUERIES = [
  '',
  '',
  '',
  '?lang=en',
  '?lang=xx',
  '?lang=%ff',
  '?path=/%09/evil.example',
  '?path=//evil.example',
  '?path=%0d%0a',
  '?path=/%E3%80%82',
  '?path=https://evil.example',
  '?path=/..//evil.example',
  '?path=/.//evil.example',
  '?path=/a/..//evil.example',
  '?path=/%2e%2e//evil.example',
  '?path=%2F..%2F%2Fevil.example',
  '?path=/%5cevil.example',
  '?redirect=/admin/..//evil.example',
  '?trash=true',
  '?trash=true&where[deletedAt][exists]=true',
  '?trash=true&draft=true',
  '?p=/erfunden',
  '?p=//evil.example',
  '?id=0',
  '?id=abc&collection=news&locale=de',
  '?where=abc',
  '?where[id][equals]=abc',
  '?where[or][0][email][like]=a',
  '?depth=999',
  '?limit=-1',
  '?limit=abc',
  '?page=abc',
  '?sort=%3B',
  '?locale=zz',
  '?draft=true',
  '?select[x]=1',
  '?w=99999',
  '?w=abc&v=%ff',
  '?%ff=%ff',
  '?a=\u0001',
  '?a=%00',
  `?q=${'q'.repeat(5_000)}`,
  '?_rsc=1',
  '?__proto__[x]=1',
]

const CONTENT_TYPES = [
  undefined,
  undefined,
  'application/json',
  'application/json',
  'application/json; charset=utf-16',
  'text/plain',
  'multipart/form-data',
  'multipart/form-data; boundary=x',
  'application/x-www-form-urlencoded',
  'application/xml',
  ';;;',
]

const BODIES = [
  undefined,
  '',
  '{',
  '[]',
  'null',
  '"x"',
  '{"id":"0"}',
  '{"id":0}',
  '{"id":"abc","lang":"xx"}',
  '{"email":1,"password":[]}',
  '{"email":"admin@sekundenwerk.example","password":"x"}',
  '{"__proto__":{"polluted":1},"constructor":{"prototype":{"x":1}}}',
  '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nxx\r\n--x--\r\n',
  'a=1&b=%ff',
  '\u0000\u0001\u0002\u00ff',
  '['.repeat(5_000),
  `{"x":"${'y'.repeat(40_000)}"}`,
]

const EXTRA_HEADERS: Record<string, string>[] = [
  {},
  {},
  { 'Accept-Language': 'en' },
  { 'Accept-Language': '%ff,;q=x' },
  { Cookie: 'payload-token=abc; NEXT_LOCALE=xx' },
  { Cookie: '__prerender_bypass=1' },
  { Range: 'bytes=99999999-1' },
  { 'If-None-Match': '"x"', 'If-Modified-Since': 'never' },
  { 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'javascript' },
  { Authorization: 'JWT abc' },
  { Accept: 'text/x-component', RSC: '1', 'Next-Router-State-Tree': '%ff' },
  { 'Next-Action': 'abc' },
  { Expect: '100-continue' },
  {
    Connection: 'Upgrade',
    Upgrade: 'websocket',
    'Sec-WebSocket-Version': '13',
    'Sec-WebSocket-Key': 'dGhlIHNhbXBsZSBub25jZQ==',
  },
  { Connection: 'Upgrade, HTTP2-Settings', Upgrade: 'h2c', 'HTTP2-Settings': 'AAMAAABkAAQAAP__' },
  { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
]

export type FuzzRequest = { method: string; target: string; headers: Record<string, string>; body?: string }

/** `count` requests over `paths`, each path in turn, the rest drawn from the seed. */
export function fuzzRequests(seed: number, paths: string[], count: number): FuzzRequest[] {
  const random = randomFrom(seed)
  return Array.from({ length: count }, (_, index) => {
    const path = pick(random, PATH_CHANGES)(paths[index % paths.length], random)
    const query = path.includes('?') ? '' : pick(random, QUERIES)
    const method = pick(random, METHODS)
    const contentType = pick(random, CONTENT_TYPES)
    const body = pick(random, BODIES)
    return {
      method,
      target: `${path}${query}`,
      headers: { ...pick(random, EXTRA_HEADERS), ...(contentType ? { 'Content-Type': contentType } : {}) },
      body,
    }
  })
}

/** The request as bytes on the wire: the path exactly as drawn, the connection closed after the answer. */
export function wireBytes(request: FuzzRequest, host: string): Buffer {
  const body = request.body === undefined ? undefined : Buffer.from(request.body, 'utf8')
  const headers = { Host: host, Connection: 'close', ...request.headers }
  const lines = [`${request.method} ${request.target} HTTP/1.1`]
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`)
  if (body) lines.push(`Content-Length: ${body.length}`)
  return Buffer.concat([Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'utf8'), body ?? Buffer.alloc(0)])
}

/** Random parameters of every route that takes them, as strangers ask for them (issue 52). */
export function routeParameterRequests(
  seed: number,
  records: Record<string, number>,
  count: number,
): FuzzRequest[] {
  const random = randomFrom(seed)
  const id = (real: number) => (random() < 0.5 ? real : 1 + Math.floor(random() * 999_999_999))
  const shapes: ((segment: string) => string)[] = [
    (segment) => `/aktuelles/news/feed/${segment}`,
    (segment) => `/en/aktuelles/news/feed/${segment}`,
    (segment) => `/aktuelles/news/${id(records.news)}/${segment}`,
    (segment) => `/aktuelles/termine/${id(records.events)}/${segment}`,
    (segment) => `/en/aktuelles/termine/${id(records.events)}/${segment}`,
    (segment) => `/karriere/${id(records.jobs)}/${segment}`,
    (segment) => `/karriere/${id(records.jobs)}/${segment}/bewerbung`,
    (segment) => `/projekte/${id(records.projects)}/${segment}`,
    (segment) => `/en/projekte/${id(records.projects)}/${segment}`,
    (segment) => `/${segment}/${segment}`,
    (segment) => `/api/jobs/${id(records.jobs)}/${segment}`,
    (segment) => `/api/projects/${id(records.projects)}/${segment}`,
    (segment) => `/api/termine/${id(records.events)}/${segment}`,
  ]
  // As browsers send them, so that every answer may count in the visitor figures too.
  const browser = { 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0' }
  const HEADERS: Record<string, string>[] = [
    browser,
    browser,
    { ...browser, RSC: '1' },
    { ...browser, RSC: '1', 'Next-Router-Prefetch': '1' },
    {
      'User-Agent':
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Version/17.5 Mobile/15E148 Safari/604.1',
    },
  ]
  return Array.from({ length: count }, (_, index) => {
    // Some far longer than a file name may be (255 bytes), some longer than any address of the site.
    const segment =
      index % 50 === 0
        ? 'y'.repeat(index % 100 === 0 ? 3_000 : 300)
        : `${randomSegment(random)}${index.toString(36)}`
    return {
      method: index % 10 === 0 ? 'HEAD' : 'GET',
      target: shapes[index % shapes.length](segment),
      headers: HEADERS[Math.floor(random() * HEADERS.length)],
    }
  })
}
