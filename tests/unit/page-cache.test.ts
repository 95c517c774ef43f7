import http from 'node:http'
import type { AddressInfo } from 'node:net'
import zlib from 'node:zlib'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { parseTrustedProxies } from '@/lib/clientAddress'
import { PAGE_CACHE_TTL_MS } from '@/server/pageCache'
import { createRequestListener } from '@/server/requestListener'
import { folderMedia } from '@/server/folderMedia'

const page = (n: number) =>
  `<!DOCTYPE html><html><body><h1>Seite ${n}</h1><p>${'Leitstelle '.repeat(200)}</p><script>self.__next_f.push([1,"${n}"])</script></body></html>`

/** A page as src/server/compressedPages.ts makes its copy. */
const smallestOf = (html: string) =>
  zlib.brotliCompressSync(html, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html),
    },
  })

/** Stands in for Next.js: counts how often it renders; each render gives a new page number. */
let renders = 0
function fakeNext(req: http.IncomingMessage, res: http.ServerResponse) {
  renders++
  const url = new URL(req.url!, 'http://x')
  res.setHeader('Content-Type', 'text/html; charset=utf-8')
  res.setHeader('ETag', `"page-${renders}"`)
  // As Next.js: the compression middleware adds Accept-Encoding when it compresses.
  res.setHeader('Vary', 'rsc')
  if (url.pathname === '/private') res.setHeader('Cache-Control', 'private, no-cache, no-store, max-age=0')
  else res.setHeader('Cache-Control', 's-maxage=31536000')
  if (url.pathname === '/missing') res.statusCode = 404
  // A render that takes a while, so that other requests arrive meanwhile.
  if (url.pathname === '/kontakt') setTimeout(() => res.end(page(renders)), 300)
  // Pages whose content a new render leaves as it was.
  else if (url.pathname === '/stable' || url.pathname === '/private') res.end(page(0))
  else res.end(page(renders))
}

async function get(url: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string; raw: Buffer }>(
    (resolve, reject) =>
      http
        .request(url, { method, headers }, (res) => {
          const chunks: Buffer[] = []
          res.on('data', (chunk) => chunks.push(chunk))
          res.on('end', () => {
            const raw = Buffer.concat(chunks)
            const encoding = res.headers['content-encoding']
            const body =
              encoding === 'gzip'
                ? zlib.gunzipSync(raw)
                : encoding === 'br'
                  ? zlib.brotliDecompressSync(raw)
                  : raw
            resolve({ status: res.statusCode!, headers: res.headers, body: body.toString(), raw })
          })
        })
        .on('error', reject)
        .end(),
  )
}

describe('finished public pages answered from memory for a second', () => {
  let server: http.Server
  let base: string
  beforeAll(async () => {
    const listener = createRequestListener(fakeNext, {
      https: false,
      map: { kind: 'leaflet', tileUrl: 'http://127.0.0.1:1/{z}/{x}/{y}.png', attribution: '' },
      media: folderMedia('/nonexistent'),
      trustedProxies: parseTrustedProxies(undefined),
    })
    server = http.createServer(listener)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => server.close())
  // The cache's clock stands still unless a test moves it: a loaded machine may take a second between requests.
  beforeEach(() => {
    renders = 0
    vi.useFakeTimers({ toFake: ['Date'] })
  })
  afterEach(() => vi.useRealTimers())

  it('renders a page once, then answers the copy with its headers and policy, compressed or not, and HEAD', async () => {
    const first = await get(`${base}/aktuelles/news`)
    const again = await get(`${base}/aktuelles/news`, { 'accept-encoding': 'gzip' })
    const plain = await get(`${base}/aktuelles/news`)
    const head = await get(`${base}/aktuelles/news`, {}, 'HEAD')
    expect(renders).toBe(1)
    expect(first.body).toBe(page(1))
    expect(again).toMatchObject({ status: 200, body: page(1) })
    expect(again.headers['content-encoding']).toBe('gzip')
    expect(plain.body).toBe(page(1))
    expect(plain.headers['content-length']).toBe(String(Buffer.byteLength(page(1))))
    for (const answer of [again, plain, head]) {
      expect(answer.headers['content-security-policy']).toBe(first.headers['content-security-policy'])
      expect(answer.headers['content-security-policy']).toContain("'sha256-")
      expect(answer.headers.etag).toBe('"page-1"')
      expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN')
    }
    expect(head).toMatchObject({ status: 200, body: '' })
  })

  it('sends a public page in Brotli at its highest quality once that copy is made, from the cache and from Next.js', async () => {
    const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' }
    const smallest = smallestOf(page(0))
    const first = await get(`${base}/stable`, browser)
    expect(first.body).toBe(page(0))
    // The first answer is compressed as before; the copy is made beside it and carried by the next answers.
    expect(first.raw.length).toBeGreaterThan(smallest.length)
    await expect.poll(async () => (await get(`${base}/stable`, browser)).raw.equals(smallest)).toBe(true)
    expect(renders).toBe(1)
    // Once the second is over Next.js renders the page again, unchanged: its answer is the same copy.
    vi.setSystemTime(Date.now() + PAGE_CACHE_TTL_MS)
    const rendered = await get(`${base}/stable`, browser)
    expect(renders).toBe(2)
    expect(rendered.raw.equals(smallest)).toBe(true)
    expect(rendered.headers['content-encoding']).toBe('br')

    // A client without Brotli gets gzip or the page as it is; every answer says that it varies by encoding.
    const gzip = await get(`${base}/stable`, { 'accept-encoding': 'gzip' })
    const plain = await get(`${base}/stable`)
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(plain.headers['content-encoding']).toBeUndefined()
    for (const answer of [first, rendered, gzip, plain]) {
      expect(answer.body).toBe(page(0))
      expect(answer.headers.vary).toMatch(/\bAccept-Encoding\b/)
    }
  })

  it('makes no copy of a private answer', async () => {
    const browser = { 'accept-encoding': 'br' }
    // The compression middleware's own Brotli gives other bytes than the copy would.
    const ownQuality = zlib.brotliCompressSync(page(0), {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 },
    })
    expect(ownQuality.equals(smallestOf(page(0)))).toBe(false)
    expect((await get(`${base}/private`, browser)).raw.equals(ownQuality)).toBe(true)
    await new Promise((resolve) => setTimeout(resolve, 500))
    const again = await get(`${base}/private`, browser)
    expect(renders).toBe(2)
    expect(again.body).toBe(page(0))
    expect(again.raw.equals(ownQuality)).toBe(true)
  })

  it('answers a matching If-None-Match with 304 and no policy, as Next.js does', async () => {
    await get(`${base}/karriere`)
    const notModified = await get(`${base}/karriere`, { 'if-none-match': '"page-1"' })
    expect(notModified.status).toBe(304)
    expect(notModified.headers['content-security-policy']).toBeUndefined()
    expect(renders).toBe(1)
  })

  it('asks Next.js again once the second is over, serving the previous copy meanwhile', async () => {
    await get(`${base}/kontakt`)
    vi.setSystemTime(Date.now() + PAGE_CACHE_TTL_MS - 1)
    expect((await get(`${base}/kontakt`)).body).toBe(page(1))
    vi.setSystemTime(Date.now() + 1)
    const refresh = get(`${base}/kontakt`)
    // Once the refresh is rendering (not after a guessed delay: a loaded machine is slow to send it).
    await expect.poll(() => renders, { interval: 5 }).toBe(2)
    const meanwhile = await get(`${base}/kontakt`)
    expect(meanwhile.body).toBe(page(1))
    expect((await refresh).body).toBe(page(2))
    expect(renders).toBe(2)
    expect((await get(`${base}/kontakt`)).body).toBe(page(2))
    expect(renders).toBe(2)
  })

  it('never keeps private answers, errors, or what staff, navigation requests or a language choice may change', async () => {
    await get(`${base}/private`)
    await get(`${base}/private`)
    await get(`${base}/missing`)
    await get(`${base}/missing`)
    expect(renders).toBe(4)

    await get(`${base}/impressum`)
    const signedIn = await get(`${base}/impressum`, { cookie: 'consent=1; payload-token=abc' })
    await get(`${base}/impressum`, { rsc: '1' })
    await get(`${base}/impressum?_rsc=x1`)
    expect(signedIn.body).toBe(page(6))
    expect(renders).toBe(8)

    // The language cookie is part of the key: the English choice gets its own answer (a redirect, in the site).
    const english = await get(`${base}/impressum`, { cookie: 'locale=en' })
    expect(english.body).toBe(page(9))
    expect((await get(`${base}/impressum`, { cookie: 'consent=1' })).body).toBe(page(5))

    // An editor's preview (Next.js draft mode) is rendered for them alone, and never served to anyone else.
    const preview = await get(`${base}/impressum`, { cookie: '__prerender_bypass=draft' })
    expect(preview.body).toBe(page(10))
    expect((await get(`${base}/impressum`)).body).toBe(page(5))
  })
})
