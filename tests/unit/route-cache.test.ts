import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import RouteCache, { isKept, ROUTE_CACHE_MAX_ENTRIES } from '@/server/routeCache'

const require = createRequire(import.meta.url)
const { nodeFs } = require('next/dist/server/lib/node-fs-methods.js')

const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'route-cache-'))
const serverDistDir = path.join(distDir, 'server')
fs.mkdirSync(serverDistDir)
afterAll(() => fs.rmSync(distDir, { recursive: true, force: true }))

function cache() {
  return new RouteCache({
    fs: nodeFs,
    serverDistDir,
    flushToDisk: true,
    maxMemoryCacheSize: 1024,
    revalidatedTags: [],
    _requestHeaders: {},
  })
}

const page = (status: number | undefined) =>
  ({
    kind: 'APP_PAGE',
    html: 'x'.repeat(50_000),
    rscData: Buffer.from('r'.repeat(20_000)),
    status,
    postponed: undefined,
    headers: {},
    segmentData: new Map([['/_tree', Buffer.from('t')]]),
  }) as never
const data = (n: number) => ({ kind: 'FETCH', data: { body: String(n) }, revalidate: false }) as never
const pageKey = (path: string) => `/route-cache/APP_PAGE/abc/$${path}`
const asPage = { kind: 'APP_PAGE', isFallback: false, isRoutePPREnabled: false } as never
const asData = { kind: 'FETCH', tags: [], softTags: [] } as never
const setPage = { cacheControl: { revalidate: false }, isFallback: false, isRoutePPREnabled: false } as never
const setData = { fetchCache: true, tags: [] } as never

function filesIn(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => e.name)
}

describe('the route cache (Next.js’s incremental cache)', () => {
  it('keeps a page that was found, in memory only: nothing is written to the build folder', async () => {
    const routes = cache()
    await routes.set(pageKey('/de/aktuelles/news/1/gefunden'), page(undefined), setPage)
    await routes.set(pageKey('/de/kontakt'), page(200), setPage)
    await routes.set('data-1', data(1), setData)
    expect((await routes.get(pageKey('/de/aktuelles/news/1/gefunden'), asPage))?.value).toMatchObject({
      kind: 'APP_PAGE',
    })
    expect((await routes.get(pageKey('/de/kontakt'), asPage))?.value).toMatchObject({ status: 200 })
    expect((await routes.get('data-1', asData))?.value).toMatchObject({ data: { body: '1' } })
    expect(filesIn(distDir)).toEqual([])
  })

  it('keeps no 404, no redirect and no error, and drops a page once it is not found any more', async () => {
    const routes = cache()
    for (const status of [404, 308, 307, 500]) {
      const key = pageKey(`/de/aktuelles/news/feed/zufall-${status}`)
      await routes.set(key, page(status), setPage)
      expect(await routes.get(key, asPage), String(status)).toBeNull()
    }
    const key = pageKey('/de/aktuelles/news/7/geloescht')
    await routes.set(key, page(undefined), setPage)
    expect(await routes.get(key, asPage)).not.toBeNull()
    await routes.set(key, page(404), setPage)
    expect(await routes.get(key, asPage)).toBeNull()
    expect(filesIn(distDir)).toEqual([])
  })

  it(`holds at most ${ROUTE_CACHE_MAX_ENTRIES} entries: the least recently used go first`, async () => {
    const routes = cache()
    await routes.set('kept-in-use', data(0), setData)
    for (let n = 1; n <= ROUTE_CACHE_MAX_ENTRIES + 100; n++) {
      await routes.set(`random-${n}`, data(n), setData)
      // One entry in constant use is never the oldest.
      if (n % 1000 === 0) expect(await routes.get('kept-in-use', asData)).not.toBeNull()
    }
    expect(await routes.get('random-1', asData)).toBeNull()
    expect(await routes.get('random-100', asData)).toBeNull()
    expect(await routes.get(`random-${ROUTE_CACHE_MAX_ENTRIES + 100}`, asData)).not.toBeNull()
    expect(await routes.get('kept-in-use', asData)).not.toBeNull()
  })

  it('tells what is kept', () => {
    expect(isKept(null)).toBe(true)
    expect(isKept(page(undefined))).toBe(true)
    expect(isKept({ kind: 'APP_ROUTE', status: 200, body: Buffer.alloc(0), headers: {} } as never)).toBe(true)
    expect(isKept({ kind: 'APP_ROUTE', status: 404, body: Buffer.alloc(0), headers: {} } as never)).toBe(
      false,
    )
    expect(isKept({ kind: 'REDIRECT', props: {} } as never)).toBe(false)
  })
})
