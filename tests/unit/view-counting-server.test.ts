import dgram from 'node:dgram'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { parseTrustedProxies } from '@/lib/clientAddress'
import { LOG_MARK } from '@/lib/views/logLine'
import { takePending } from '@/lib/views/tally'
import { folderMedia } from '@/server/folderMedia'
import { createRequestListener } from '@/server/requestListener'
import { startViewLog } from '@/server/viewLog'

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0'

/** Stands in for Next.js: every path a page. */
function fakeNext(_req: http.IncomingMessage, res: http.ServerResponse) {
  res.setHeader('Content-Type', 'text/html; charset=utf-8')
  res.end('<!DOCTYPE html><html><body><h1>Seite</h1></body></html>')
}

const counted = () =>
  takePending()
    .map((row) => `${row.kind} ${row.subject} ${row.device} ${row.count}`)
    .sort()

describe('counting in the site server', () => {
  let server: http.Server
  let base: string
  beforeAll(async () => {
    const listener = createRequestListener(fakeNext, {
      https: false,
      map: { kind: 'leaflet', tileUrl: 'http://127.0.0.1:1/{z}/{x}/{y}.png', attribution: '' },
      media: folderMedia('/nonexistent'),
      trustedProxies: parseTrustedProxies(undefined),
      countViews: true,
    })
    server = http.createServer(listener)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise((resolve) => server.close(resolve)))
  afterEach(() => void takePending())

  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${base}${path}`, { headers: { 'user-agent': BROWSER, ...headers } }).then((res) => res.text())

  it('counts pages that come to it directly, not what the proxy counts, nor staff or prefetches', async () => {
    await get('/kontakt')
    await get('/kontakt')
    await get('/kontakt', { 'x-counted-by-proxy': '1' })
    await get('/kontakt', { cookie: 'locale=en; payload-token=abc' })
    await get('/kontakt', { 'next-router-prefetch': '1', rsc: '1' })
    await get('/kontakt', { 'sec-purpose': 'prefetch' })
    await get('/kontakt', { 'user-agent': 'Googlebot/2.1' })
    expect(counted()).toEqual(['view /kontakt desktop 2'])
  })

  it("answers the back/forward-cache beacon with nothing, and counts its page's view", async () => {
    const res = await fetch(`${base}/api/views?p=%2Fen%2Fnews`, {
      method: 'POST',
      headers: { 'user-agent': BROWSER },
    })
    expect(res.status).toBe(204)
    expect(await res.text()).toBe('')
    expect(res.headers.get('set-cookie')).toBeNull()
    expect(counted()).toEqual(['view /en/news desktop 1'])
  })
})

describe("the proxy's view log", () => {
  it('counts each datagram of the view log', async () => {
    const probe = dgram.createSocket('udp4')
    await new Promise<void>((resolve) => probe.bind(0, '127.0.0.1', resolve))
    const port = (probe.address() as AddressInfo).port
    probe.close()
    const socket = startViewLog(port)
    await new Promise((resolve) => socket.once('listening', resolve))
    const sender = dgram.createSocket('udp4')
    const line = (path: string, agent: string) =>
      `<190>Nov 26 08:00:00 sekundenwerk: ${LOG_MARK}\tGET\t200\t0\t\t\ttext/html\th\t${path}\t${agent}\t`
    for (const message of [line('/', BROWSER), line('/', BROWSER), line('/', 'bingbot'), 'noise'])
      await new Promise((resolve) => sender.send(message, port, '127.0.0.1', resolve))
    sender.close()
    let total = 0
    await expect.poll(() => (total += takePending().reduce((sum, row) => sum + row.count, 0))).toBe(2)
    socket.close()
  })
})
