import crypto from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseTrustedProxies } from '@/lib/clientAddress'
import { createRequestListener } from '@/server/requestListener'
import { folderMedia } from '@/server/folderMedia'

/** Next's answer to a page's notFound() in a production build: an empty document, filled in by the browser. */
const EMPTY_404 = '<!DOCTYPE html><html id="__next_error__"><head></head><body></body></html>'
const notFoundPage = (lang: string) =>
  `<!DOCTYPE html><html lang="${lang}"><head></head><body><main>404 ${lang}</main>` +
  `<script src="/_next/static/chunks/a.js" async=""></script><script>self.__next_f.push([1,"${lang}"])</script></body></html>`
const sha = (text: string) => `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`

/** Stands in for Next.js: an unknown page is its empty 404, the 404 page (paths.notFound) a real one. */
function fakeNext(req: http.IncomingMessage, res: http.ServerResponse) {
  const { pathname } = new URL(req.url!, 'http://x')
  res.statusCode = 404
  res.setHeader('Content-Type', 'text/html; charset=utf-8')
  if (pathname === '/seite-nicht-gefunden') return res.end(notFoundPage('de'))
  if (pathname === '/en/seite-nicht-gefunden') return res.end(notFoundPage('en'))
  if (pathname === '/karriere/nicht-mehr-ausgeschrieben') return res.end(notFoundPage('de-jobs'))
  return res.end(EMPTY_404)
}

describe('404s of pages, as the site server sends them', () => {
  let server: http.Server
  let base: string
  beforeAll(async () => {
    server = http.createServer(
      createRequestListener(fakeNext, {
        https: false,
        map: { kind: 'leaflet', tileUrl: 'http://127.0.0.1:1/{z}/{x}/{y}.png', attribution: '' },
        media: folderMedia('/nonexistent'),
        trustedProxies: parseTrustedProxies(undefined),
      }),
    )
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => server.close())

  it('are the server-rendered 404 page in the path’s language, with status 404 and that page’s script hashes', async () => {
    for (const [path, lang] of [
      ['/gibtsnicht', 'de'],
      ['/aktuelles/news/999/x', 'de'],
      ['/en/gibtsnicht', 'en'],
      // Below the jobs, the page that lists the open ones.
      ['/karriere/999/x', 'de-jobs'],
    ]) {
      const response = await fetch(`${base}${path}`)
      expect(response.status, path).toBe(404)
      const html = await response.text()
      expect(html, path).toContain(`<html lang="${lang}">`)
      expect(html, path).not.toContain('__next_error__')
      // The chunk scripts were moved behind the first paint once (by the answer for the 404 page), not twice.
      expect(html.match(/_next\/static\/chunks\/a\.js/g), path).toHaveLength(1)
      const policy = response.headers.get('content-security-policy')!
      expect(policy, path).toContain(sha(`self.__next_f.push([1,"${lang}"])`))
      for (const [, script] of html.matchAll(/<script>(.*?)<\/script>/g))
        expect(policy, path).toContain(sha(script))
    }
  })
})
