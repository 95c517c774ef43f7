/**
 * Requests a stranger might send, made from a seed: every route of the site, its API, /cms-api and the media
 * paths, each with a method, path, query, content type and body drawn from lists of what breaks servers
 * (unknown methods, malformed percent-encoding, control characters, overlong paths, wrong or missing bodies).
 * The same seed makes the same requests, in the same order.
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
  '/favicon.ico',
  '/_next/static/chunks/nothing.js',
  '/_next/image?url=%2Fmedia%2Fx.png&w=64&q=75',
]

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
]

export type FuzzRequest = { method: string; target: string; headers: Record<string, string>; body?: string }

const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)]

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
