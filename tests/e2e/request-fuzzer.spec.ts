import net from 'node:net'
import { expect, test } from '@playwright/test'
import { API_PATHS, fuzzRequests, wireBytes, type FuzzRequest } from './fuzzRequests'
import { allRoutes, localized } from './routes'
import { logMark, serverLogAvailable, settle, stackTraceIn } from './serverLog'

/**
 * The request fuzzer: FUZZ_COUNT (default 2,400) requests made from FUZZ_SEED (default below, printed) to every
 * route of the site in both languages, its API, /cms-api and the media paths, sent as raw bytes. No answer may
 * be a 5xx, lead to another host, or make the server log a stack trace. A failure names the seed and the
 * request; `FUZZ_SEED=<seed> npx playwright test tests/e2e/request-fuzzer.spec.ts` sends the same again.
 */
const SEED = Number(process.env.FUZZ_SEED || 36_2026)
const COUNT = Number(process.env.FUZZ_COUNT || 2_400)
/** Requests under way at once: enough to keep the server's core busy, not more. */
const PARALLEL = 6

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

test('fuzzer: no request of a stranger gets a 5xx, leads off the site or logs a stack trace', async ({
  request,
  baseURL,
}) => {
  // Under 60 s on a quiet machine; other work on its two cores once made it 140 s.
  test.setTimeout(300_000)
  const pages = (await allRoutes(request)).flatMap((route) => [route, localized(route, 'en')])
  // Uploaded images as the home page names them (/media/<file>?v=…), besides the made-up ones.
  const media = [...new Set((await (await request.get('/')).text()).match(/\/media\/[^"?\s]+/g) ?? [])]
  expect(media.length).toBeGreaterThan(0)
  const requests = fuzzRequests(SEED, [...pages, ...API_PATHS, ...media.slice(0, 5)], COUNT)
  console.log(`fuzzer: seed ${SEED} (FUZZ_SEED), ${requests.length} requests`)
  const origin = new URL(baseURL!).origin
  const failures: string[] = []
  const mark = logMark()
  const started = Date.now()
  let next = 0
  let unanswered = 0
  const worker = async (lane: number) => {
    while (next < requests.length) {
      const index = next++
      const sent = requests[index]
      const answer = await send(baseURL!, sent, `127.0.${200 + lane}.${1 + (index % 250)}`).catch(
        (error: Error) => ({ status: -1, location: error.message }),
      )
      if (answer.status === 0) unanswered++
      if (answer.status >= 500 || answer.status === -1)
        failures.push(`#${index} ${answer.status} ${answer.location ?? ''} ← ${describe(sent)}`)
      else if (answer.location && new URL(answer.location, origin).origin !== origin)
        failures.push(`#${index} Location ${answer.location} ← ${describe(sent)}`)
      else if (answer.status === 0 && sent.method !== 'CONNECT')
        failures.push(`#${index} closed without an answer ← ${describe(sent)}`)
    }
  }
  await Promise.all(Array.from({ length: PARALLEL }, (_, lane) => worker(lane)))
  const seconds = (Date.now() - started) / 1000
  console.log(
    `fuzzer: ${requests.length} requests in ${seconds.toFixed(1)} s, ${unanswered} closed without an answer (CONNECT), seed ${SEED}`,
  )
  expect(failures, `seed ${SEED}`).toEqual([])
  await settle()
  if (serverLogAvailable) expect(stackTraceIn(mark.since()), `seed ${SEED}`).toBeNull()
})
