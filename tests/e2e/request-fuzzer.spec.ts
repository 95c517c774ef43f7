import net from 'node:net'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { API_PATHS, fuzzRequests, routeParameterRequests, wireBytes, type FuzzRequest } from './fuzzRequests'
import { leadsElsewhere } from './rawHttp'
import { allRoutes, localized } from './routes'
import {
  checkpointDatabase,
  fileSizes,
  folderSize,
  grownFiles,
  serverEnvironment,
  serverPid,
  serverStartedByTests,
} from './serverProcess'
import { logMark, serverLogAvailable, settle, stackTraceIn } from './serverLog'

/**
 * The request fuzzer: FUZZ_COUNT (default 3,000) requests made from FUZZ_SEED (default below, printed) to every
 * route of the site in both languages, its API, /cms-api and the media paths, sent as raw bytes, then 1,000
 * random parameters of the routes that take them. No answer may be a 5xx, lead to another host, or be missing
 * (a connection closed without an answer, CONNECT and Upgrade included); the server may log no stack trace, and
 * the random parameters may not fill its disk. A failure names the seed and the request;
 * `FUZZ_SEED=<seed> npx playwright test tests/e2e/request-fuzzer.spec.ts` sends the same again.
 */
const SEED = Number(process.env.FUZZ_SEED || 36_2026)
const COUNT = Number(process.env.FUZZ_COUNT || 3_000)
/** Random route parameters, and the most their answers may add to the build folder and DATA_DIR together. */
const ROUTE_PARAMETERS = 1_000
const DISK_GROWTH_MAX_BYTES = 1024 * 1024
/** Requests under way at once: enough to keep the server's core busy, not more. */
const PARALLEL = 6

test.describe.configure({ mode: 'serial' })

type Answer = { status: number; location?: string }

/** Sends one request from a loopback address of the fuzzer's own, so that no test's rate limit is spent. */
function send(baseURL: string, request: FuzzRequest, from: string): Promise<Answer> {
  const { hostname, host, port } = new URL(baseURL)
  return new Promise((resolve, reject) => {
    const socket = net.connect({
      port: Number(port),
      host: hostname === 'localhost' ? '127.0.0.1' : hostname,
      localAddress: from,
    })
    const chunks: Buffer[] = []
    // Long enough for a page rendered on a busy machine; a request the server never answers fails.
    const timer = setTimeout(() => {
      socket.destroy()
      reject(new Error('no answer within 60 s'))
    }, 60_000)
    socket.on('data', (chunk: Buffer) => chunks.push(chunk))
    // The server may close while the body is still being sent; what it answered before counts.
    socket.on('error', () => {})
    socket.on('close', () => {
      clearTimeout(timer)
      // The final answer's head, after any interim one (100 Continue).
      const heads = Buffer.concat(chunks).toString('latin1').split('\r\n\r\n')
      const head = heads.find((text) => /^HTTP\/1\.[01] [2-5]/.test(text)) ?? heads[0]
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0)
      const location = /^location:\s*(.*)$/im.exec(head)?.[1]
      resolve({ status, location })
    })
    // Not ended: a client that half-closes may see its request dropped; the server closes after answering.
    socket.write(wireBytes(request, host))
  })
}

const describe = (request: FuzzRequest) =>
  `${request.method} ${JSON.stringify(request.target).slice(0, 200)} ${JSON.stringify(request.headers)} body ${JSON.stringify(request.body ?? null).slice(0, 60)}`

/**
 * Sends `requests` PARALLEL at a time, each lane from loopback addresses of its own (127.0.<firstLane + lane>.x);
 * the failures: a 5xx, no
 * answer in time, a connection closed without an answer, a Location that leads off the site.
 */
async function sendAll(baseURL: string, requests: FuzzRequest[], firstLane: number) {
  const failures: string[] = []
  const statuses = new Map<number, number>()
  let next = 0
  const worker = async (lane: number) => {
    while (next < requests.length) {
      const index = next++
      const sent = requests[index]
      const answer = await send(baseURL, sent, `127.0.${firstLane + lane}.${1 + (index % 250)}`).catch(
        (error: Error) => ({ status: -1, location: error.message }),
      )
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1)
      if (answer.status >= 500 || answer.status === -1)
        failures.push(`#${index} ${answer.status} ${answer.location ?? ''} ← ${describe(sent)}`)
      else if (answer.status === 0) failures.push(`#${index} closed without an answer ← ${describe(sent)}`)
      else if (answer.location && leadsElsewhere(answer.location, baseURL))
        failures.push(`#${index} Location ${answer.location} ← ${describe(sent)}`)
    }
  }
  await Promise.all(Array.from({ length: PARALLEL }, (_, lane) => worker(lane)))
  return { failures, statuses }
}

/** The answers by status, with the two that must be none named first. */
const summary = (statuses: Map<number, number>) => {
  const serverErrors = [...statuses].filter(([status]) => status >= 500).reduce((sum, [, n]) => sum + n, 0)
  const dropped = (statuses.get(0) ?? 0) + (statuses.get(-1) ?? 0)
  const all = [...statuses]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${count} × ${status}`)
    .join(', ')
  return `${serverErrors} × 5xx, ${dropped} closed or unanswered (${all})`
}

test('fuzzer: no request of a stranger gets a 5xx, leads off the site, goes unanswered or logs a stack trace', async ({
  request,
  baseURL,
}) => {
  // About 75 s on a quiet machine; other work on its two cores once made it 140 s.
  test.setTimeout(360_000)
  const pages = (await allRoutes(request)).flatMap((route) => [route, localized(route, 'en')])
  // Uploaded images as the home page names them (/media/<file>?v=…), besides the made-up ones.
  const media = [...new Set((await (await request.get('/')).text()).match(/\/media\/[^"?\s]+/g) ?? [])]
  expect(media.length).toBeGreaterThan(0)
  const requests = fuzzRequests(SEED, [...pages, ...API_PATHS, ...media.slice(0, 5)], COUNT)
  console.log(`fuzzer: seed ${SEED} (FUZZ_SEED), ${requests.length} requests`)
  const mark = logMark()
  const started = Date.now()
  const { failures, statuses } = await sendAll(baseURL!, requests, 200)
  const seconds = (Date.now() - started) / 1000
  console.log(
    `fuzzer: ${requests.length} requests in ${seconds.toFixed(1)} s: ${summary(statuses)}; seed ${SEED}`,
  )
  expect(failures, `seed ${SEED}`).toEqual([])
  // Every method and upgrade was answered, CONNECT with 405 and Upgrade with 400.
  expect(statuses.get(0) ?? 0).toBe(0)
  await settle()
  if (serverLogAvailable) expect(stackTraceIn(mark.since()), `seed ${SEED}`).toBeNull()
})

test(`${ROUTE_PARAMETERS} random route parameters: answered without a 5xx, and the disk grows by less than 1 MB`, async ({
  request,
  baseURL,
}) => {
  test.setTimeout(240_000)
  test.skip(!serverStartedByTests, 'measures the folders of the server the tests started')
  const environment = serverEnvironment(serverPid())
  const buildFolder = path.resolve(environment.NEXT_DIST_DIR || '.next-e2e')
  const dataDir = environment.DATA_DIR
  expect(dataDir).toBeTruthy()
  // Files other tests running meanwhile upload, which no route parameter can reach; measured, not counted.
  const uploads = ['media', 'documents', 'whistleblower-files', 'applications']
  const records = Object.fromEntries(
    (await allRoutes(request))
      .map((route) => /^\/(aktuelles\/news|aktuelles\/termine|karriere|projekte)\/(\d+)\//.exec(route))
      .filter((match) => match !== null)
      .map((match) => [
        { 'aktuelles/news': 'news', 'aktuelles/termine': 'events', karriere: 'jobs', projekte: 'projects' }[
          match[1]
        ]!,
        Number(match[2]),
      ]),
  )
  expect(Object.keys(records).sort()).toEqual(['events', 'jobs', 'news', 'projects'])
  const requests = routeParameterRequests(SEED, records, ROUTE_PARAMETERS)

  const measure = () => ({
    build: folderSize(buildFolder),
    data: folderSize(dataDir, uploads),
    dataFiles: fileSizes(dataDir, uploads),
    uploads: uploads.reduce((sum, folder) => sum + folderSize(path.join(dataDir, folder)).bytes, 0),
    routeCache:
      folderSize(path.join(buildFolder, 'server', 'route-cache')).files +
      folderSize(path.join(buildFolder, 'cache', 'fetch-cache')).files,
  })
  // SQLite's write-ahead log emptied into its file before and after: what is measured is what is kept.
  const sqlite = !environment.DATABASE_URL?.startsWith('postgres')
  if (sqlite) expect(await checkpointDatabase(dataDir)).toBe(true)
  const before = measure()
  const mark = logMark()
  const started = Date.now()
  const { failures, statuses } = await sendAll(baseURL!, requests, 210)
  const seconds = (Date.now() - started) / 1000
  // What the answers were still writing (the counts go to the database within VIEW_FLUSH_MS).
  await new Promise((resolve) => setTimeout(resolve, 2_000))
  const journal = fileSizes(dataDir).get(path.join(dataDir, 'site.db-wal')) ?? 0
  if (sqlite) expect(await checkpointDatabase(dataDir)).toBe(true)
  const after = measure()
  const grown = {
    build: after.build.bytes - before.build.bytes,
    buildFiles: after.build.files - before.build.files,
    data: after.data.bytes - before.data.bytes,
    uploads: after.uploads - before.uploads,
  }
  console.log(
    `route parameters: ${requests.length} requests in ${seconds.toFixed(1)} s: ${summary(statuses)}; ` +
      `build folder ${grown.build >= 0 ? '+' : ''}${(grown.build / 1024).toFixed(1)} kB (${grown.buildFiles} files), ` +
      `DATA_DIR ${grown.data >= 0 ? '+' : ''}${(grown.data / 1024).toFixed(1)} kB ` +
      `(uploads of other tests meanwhile: +${(grown.uploads / 1024).toFixed(1)} kB, not counted; ` +
      `the database's write-ahead log had grown to ${(journal / 1024).toFixed(1)} kB before it was emptied); grown: ` +
      grownFiles(before.dataFiles, after.dataFiles)
        .map(([file, bytes]) => `${path.relative(dataDir, file)} +${(bytes / 1024).toFixed(1)} kB`)
        .join(', '),
  )
  expect(failures, `seed ${SEED}`).toEqual([])
  // Nothing of them in Next's caches on disk (it wrote seven files for each before), and little anywhere.
  expect(after.routeCache).toBeLessThanOrEqual(before.routeCache)
  expect(grown.build + grown.data).toBeLessThan(DISK_GROWTH_MAX_BYTES)
  // A name too long for a file (and a path too long for the site) is a 404 or 414, never a stack trace.
  expect(statuses.get(414) ?? 0).toBeGreaterThan(0)
  await settle()
  if (serverLogAvailable) expect(stackTraceIn(mark.since()), `seed ${SEED}`).toBeNull()
})
