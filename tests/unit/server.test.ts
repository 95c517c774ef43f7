import crypto from 'node:crypto'
import http from 'node:http'
import net, { type AddressInfo } from 'node:net'
import zlib from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseTrustedProxies } from '@/lib/clientAddress'
import { createRequestListener } from '@/server/requestListener'
import { folderMedia } from '@/server/folderMedia'

// Over 1 kB, so that it is compressed.
const PAGE = `<!DOCTYPE html><html><body><h1>Hallo</h1><p>${'Leitstelle '.repeat(200)}</p><script>self.__next_f.push([1,"x"])</script></body></html>`
const CHUNKED_PAGE =
  '<!DOCTYPE html><html><head><link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a.js"/>' +
  '<script src="/_next/static/chunks/a.js" async=""></script></head><body><h1>Hallo</h1>' +
  '<script src="/_next/static/chunks/b.js" async=""></script></body></html>'
const sha = (text: string) => `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`

/** Stands in for Next.js: answers the way it does (pages whole or streamed, files streamed, 304s). */
function fakeNext(req: http.IncomingMessage, res: http.ServerResponse) {
  const url = new URL(req.url!, 'http://x')
  res.setHeader('X-Seen-Client', String(req.headers['x-forwarded-for']))
  if (url.pathname === '/page') {
    res.setHeader('Content-Type', 'text/html; charset=utf-8')
    return res.end(PAGE)
  }
  if (url.pathname === '/streamed') {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
    res.write(PAGE.slice(0, 40))
    return setTimeout(() => res.end(PAGE.slice(40)), 10)
  }
  if (url.pathname === '/with-chunks' || url.pathname === '/admin/with-chunks') {
    res.setHeader('Content-Type', 'text/html; charset=utf-8')
    res.setHeader('Content-Length', Buffer.byteLength(CHUNKED_PAGE))
    return res.end(CHUNKED_PAGE)
  }
  if (url.pathname === '/api/refuse') {
    // Refused before its body is read, as an upload over its limit is.
    res.writeHead(413, { 'Content-Type': 'text/plain' })
    return res.end('too large')
  }
  if (url.pathname === '/download' || url.pathname === '/download-head') {
    // As a route answers a download (src/lib/uploads/attachment.ts): its own policy, by setHeader or writeHead;
    // Next.js sets a route's header only where none is set yet (send-response.js).
    const headers = { 'Content-Type': 'application/pdf', 'Content-Security-Policy': "default-src 'none'; sandbox" }
    if (url.pathname === '/download') {
      for (const [name, value] of Object.entries(headers)) if (res.getHeader(name) === undefined) res.setHeader(name, value)
    } else res.writeHead(200, headers)
    res.write('%PDF-')
    return setTimeout(() => res.end('1.7'), 10)
  }
  if (url.pathname === '/not-modified') {
    res.statusCode = 304
    return res.end()
  }
  res.setHeader('Content-Type', 'application/json')
  res.write('{"a":')
  return setTimeout(() => res.end('1}'), 10)
}

async function serve(trustedProxies: string | undefined) {
  const listener = createRequestListener(fakeNext, {
    https: false,
    map: { kind: 'leaflet', tileUrl: 'http://127.0.0.1:1/{z}/{x}/{y}.png', attribution: '' },
    media: folderMedia('/nonexistent'),
    trustedProxies: parseTrustedProxies(trustedProxies),
  })
  const server = http.createServer(listener)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }
}

describe('the site server around Next.js, over HTTP', () => {
  let direct: Awaited<ReturnType<typeof serve>>
  let proxied: Awaited<ReturnType<typeof serve>>
  beforeAll(async () => {
    direct = await serve(undefined)
    proxied = await serve('1')
  })
  afterAll(() => {
    direct.server.close()
    proxied.server.close()
  })

  it('allows exactly the inline scripts of the page it sends, whole or streamed, compressed after hashing', async () => {
    for (const path of ['/page', '/streamed']) {
      const response = await fetch(`${direct.base}${path}`, { headers: { 'Accept-Encoding': 'gzip' } })
      expect(await response.text()).toBe(PAGE)
      const policy = response.headers.get('content-security-policy')!
      expect(policy).toContain(`script-src 'self' ${sha('self.__next_f.push([1,"x"])')};`)
      expect(response.headers.get('permissions-policy')).toContain('camera=()')
    }
    const raw = await new Promise<{ encoding?: string; body: string }>((resolve) =>
      http.get(`${direct.base}/page`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk) => chunks.push(chunk))
        res.on('end', () => {
          const encoding = res.headers['content-encoding']
          const body = Buffer.concat(chunks)
          resolve({ encoding, body: (encoding === 'gzip' ? zlib.gunzipSync(body) : body).toString() })
        })
      }),
    )
    expect(raw).toEqual({ encoding: 'gzip', body: PAGE })
  })

  it('lets other answers stream with the policy that has no hashes, and sends none with a 304', async () => {
    const json = await fetch(`${direct.base}/api`)
    expect(await json.text()).toBe('{"a":1}')
    expect(json.headers.get('content-security-policy')).toMatch(/script-src 'self';/)
    const notModified = await fetch(`${direct.base}/not-modified`)
    expect(notModified.status).toBe(304)
    expect(notModified.headers.get('content-security-policy')).toBeNull()
  })

  it("keeps an answer's own policy: a download stays sandboxed", async () => {
    for (const path of ['/download', '/download-head']) {
      const response = await fetch(`${direct.base}${path}`)
      expect(await response.text()).toBe('%PDF-1.7')
      expect(response.headers.get('content-security-policy'), path).toBe("default-src 'none'; sandbox")
    }
  })

  it('sends public pages with their chunk scripts started after the first paint, admin pages as Next.js wrote them', async () => {
    const page = await fetch(`${direct.base}/with-chunks`, { headers: { 'Accept-Encoding': 'identity' } })
    const html = await page.text()
    expect(html).not.toContain('<script src=')
    expect(html).not.toContain('rel="preload" as="script"')
    const loader = /<script>(.*?)<\/script><\/head>/.exec(html)![1]
    expect(loader).toContain('["/_next/static/chunks/a.js","/_next/static/chunks/b.js"]')
    expect(page.headers.get('content-security-policy')).toContain(sha(loader))
    expect(Number(page.headers.get('content-length'))).toBe(Buffer.byteLength(html))

    const admin = await fetch(`${direct.base}/admin/with-chunks`, {
      headers: { 'Accept-Encoding': 'identity' },
    })
    expect(await admin.text()).toBe(CHUNKED_PAGE)
  })

  it('closes a connection whose request body was left unread, and keeps one whose request had none', async () => {
    /** Sends `request` on a new connection; what came back, and whether the server closed it within 1.5 s. */
    const exchange = (request: string) =>
      new Promise<{ received: string; closed: boolean }>((resolve) => {
        const socket = net.connect(Number(new URL(direct.base).port), '127.0.0.1')
        let received = ''
        const done = (closed: boolean) => {
          clearTimeout(timer)
          socket.destroy()
          resolve({ received, closed })
        }
        const timer = setTimeout(() => done(false), 1500)
        socket.on('data', (data) => (received += data.toString('latin1')))
        socket.on('end', () => done(true))
        socket.write(request)
      })
    const refused = await exchange(
      'POST /api/refuse HTTP/1.1\r\nHost: x\r\nContent-Length: 100000\r\n\r\n' + 'x'.repeat(1000),
    )
    expect(refused.received).toMatch(/^HTTP\/1\.1 413 /)
    expect(refused.closed).toBe(true)
    const page = await exchange('GET /page HTTP/1.1\r\nHost: x\r\n\r\n')
    expect(page.received).toMatch(/^HTTP\/1\.1 200 /)
    expect(page.closed).toBe(false)
  })

  it('names the client by its socket when no proxy is trusted: a forged X-Forwarded-For changes nothing', async () => {
    const response = await fetch(`${direct.base}/api`, { headers: { 'X-Forwarded-For': '198.51.100.1' } })
    expect(response.headers.get('x-seen-client')).toBe('127.0.0.1')
  })

  it('takes the address the trusted proxy appended, not the one the client wrote', async () => {
    const response = await fetch(`${proxied.base}/api`, {
      headers: { 'X-Forwarded-For': '198.51.100.1, 203.0.113.9' },
    })
    expect(response.headers.get('x-seen-client')).toBe('203.0.113.9')
  })
})
