import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { parseTrustedProxies } from '@/lib/clientAddress'
import { VIEW_CLIENT_RATE_PER_MINUTE } from '@/lib/constants'
import { LOG_MARK } from '@/lib/views/logLine'
import { takePending } from '@/lib/views/tally'
import { folderMedia } from '@/server/folderMedia'
import { createRequestListener } from '@/server/requestListener'
import { startViewLog } from '@/server/viewLog'

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0'

/** Stands in for Next.js: every path a page; like Next, it takes its flight headers off the request. */
function fakeNext(req: http.IncomingMessage, res: http.ServerResponse) {
  for (const name of ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch'])
    delete req.headers[name]
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
    await get('/kontakt', { 'next-router-segment-prefetch': '/_tree', rsc: '1' })
    await get('/kontakt', { 'sec-purpose': 'prefetch' })
    await get('/kontakt', { 'sec-purpose': 'prefetch;prerender' })
    await get('/kontakt', { 'user-agent': 'Googlebot/2.1' })
    expect(counted()).toEqual(['view /kontakt desktop 2'])
  })

  it("answers the back/forward-cache beacon of its own pages with nothing, and counts its page's view", async () => {
    const beacon = (headers: Record<string, string>) =>
      fetch(`${base}/api/views?p=%2Fen%2Fnews`, {
        method: 'POST',
        headers: { 'user-agent': BROWSER, ...headers },
      })
    const res = await beacon({ origin: base, 'sec-fetch-site': 'same-origin' })
    expect(res.status).toBe(204)
    expect(await res.text()).toBe('')
    expect(res.headers.get('set-cookie')).toBeNull()
    expect(counted()).toEqual(['view /en/news desktop 1'])
    // From another site's page, or with no origin at all: refused, and not counted.
    const refused: Record<string, string>[] = [
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      { origin: base, 'sec-fetch-site': 'same-site' },
      { origin: 'null' },
      {},
    ]
    for (const headers of refused) expect((await beacon(headers)).status, JSON.stringify(headers)).toBe(403)
    expect(counted()).toEqual([])
  })

  it('counts a client’s requests up to its rate a minute, the rest not', async () => {
    // One minute throughout, and a client of the test's own (the server names clients by the socket).
    const now = vi.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-11-26T12:00:30Z'))
    const from = (address: string) =>
      new Promise<void>((resolve, reject) =>
        http
          .get(
            `${base}/ueber-uns/team`,
            { localAddress: address, headers: { 'user-agent': BROWSER } },
            (res) => res.resume().on('end', resolve),
          )
          .on('error', reject),
      )
    try {
      for (let i = 0; i < VIEW_CLIENT_RATE_PER_MINUTE + 20; i++) await from('127.0.0.77')
      await from('127.0.0.78')
    } finally {
      now.mockRestore()
    }
    expect(counted()).toEqual([`view /ueber-uns/team desktop ${VIEW_CLIENT_RATE_PER_MINUTE + 1}`])
  })
})

describe("the proxy's view log", () => {
  const line = (path: string, agent = BROWSER) =>
    `${LOG_MARK}\tGET\t200\t0\t\t\ttext/html; charset=utf-8\th\t${path}\t${agent}\thttps://example.org\n`
  const total = () => takePending().reduce((sum, row) => sum + row.count, 0)
  let dir: string
  let file: string
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'view-log-'))
    file = path.join(dir, 'views.log')
  })
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))
  // Read by hand: the timer's period is never reached in a test.
  const follow = () => startViewLog(file, 3_600_000)

  it('counts what nginx appends after it starts, each identical line as often as it occurs', () => {
    fs.writeFileSync(file, line('/alt'))
    const log = follow()
    fs.appendFileSync(file, line('/') + line('/') + line('/', 'bingbot') + 'noise\n' + line('/kontakt'))
    // Half a line: nginx's next write brings its end.
    fs.appendFileSync(file, line('/kontakt').slice(0, 20))
    log.read()
    expect(counted()).toEqual(['view / desktop 2', 'view /kontakt desktop 1'])
    fs.appendFileSync(file, line('/kontakt').slice(20))
    log.read()
    expect(counted()).toEqual(['view /kontakt desktop 1'])
    log.read()
    expect(total()).toBe(0)
    log.stop()
  })

  it('follows the file through logrotate: the renamed one to its end, the new one from its start', () => {
    fs.writeFileSync(file, '')
    const log = follow()
    // nginx holds the file open and appends to it until logrotate has it reopen its logs.
    const nginx = fs.openSync(file, 'a')
    fs.writeSync(nginx, line('/a'))
    fs.renameSync(file, `${file}.1`)
    log.read()
    fs.writeSync(nginx, line('/a'))
    fs.writeFileSync(file, line('/b'))
    log.read()
    fs.writeSync(nginx, line('/a'))
    fs.closeSync(nginx)
    fs.rmSync(`${file}.1`)
    fs.appendFileSync(file, line('/b'))
    log.read()
    expect(counted()).toEqual(['view /a desktop 3', 'view /b desktop 2'])
    // Emptied in place (copytruncate): what is there now is new.
    fs.truncateSync(file, 0)
    fs.appendFileSync(file, line('/c'))
    log.read()
    expect(counted()).toEqual(['view /c desktop 1'])
    log.stop()
  })

  it('waits for a file that is not there yet, reads it from its start, and reads the rest when it stops', () => {
    const log = follow()
    log.read()
    fs.writeFileSync(file, line('/neu'))
    log.read()
    fs.appendFileSync(file, line('/neu'))
    log.stop()
    expect(counted()).toEqual(['view /neu desktop 2'])
    fs.appendFileSync(file, line('/neu'))
    log.read()
    expect(total()).toBe(0)
  })

  it('says once when it cannot read the log, and counts once it can', () => {
    const said = vi.spyOn(console, 'error').mockImplementation(() => {})
    const log = follow()
    // A folder where the file should be: opened, but not read; said once, not at every read.
    fs.mkdirSync(file)
    log.read()
    log.read()
    expect(said).toHaveBeenCalledTimes(1)
    fs.rmdirSync(file)
    fs.writeFileSync(file, line('/spaeter'))
    log.read()
    expect(counted()).toEqual(['view /spaeter desktop 1'])
    log.stop()
    said.mockRestore()
  })
})
