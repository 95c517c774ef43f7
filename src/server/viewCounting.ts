import type { IncomingMessage, ServerResponse } from 'node:http'
import { VIEW_BEACON_PATH } from '@/lib/constants'
import { withinViewRate } from '@/lib/views/clientRate'
import type { Observation } from '@/lib/views/observation'
import { factsOf, talliesOf } from '@/lib/views/remembered'
import { addTallies } from '@/lib/views/tally'

/**
 * The header the shipped proxy sets on every request it passes on (deploy/nginx/sekundenwerk.conf): the proxy
 * counts those itself, from its view log (./viewLog.ts), the ones it answers from its cache too — so the app
 * counts only requests that came to it directly, and none twice.
 */
export const COUNTED_BY_PROXY = 'x-counted-by-proxy'

const SIGNED_IN = /(^|;\s*)(payload-token|__prerender_bypass)=/

function header(req: IncomingMessage, name: string): string {
  const value = req.headers[name]
  return (Array.isArray(value) ? value[0] : value) ?? ''
}

/** What a request's headers say of it that Next.js takes off the request before it answers (its flight headers). */
type Arrival = Pick<Observation, 'rsc' | 'prefetch'>

function arrivalOf(req: IncomingMessage): Arrival {
  return {
    rsc: header(req, 'rsc') === '1',
    // Next's prefetches of links (a segment's too), the browser's prefetches and prerenders (Sec-Purpose).
    prefetch: Boolean(
      header(req, 'next-router-prefetch') ||
      header(req, 'next-router-segment-prefetch') ||
      header(req, 'sec-purpose') ||
      header(req, 'purpose'),
    ),
  }
}

/**
 * The request's flight headers as they arrived: Next.js deletes `rsc` and `next-router-prefetch` from the
 * request's headers while it answers, so by the answer's end every prefetch of a link looked like a visit.
 */
const ARRIVAL = Symbol('view arrival')
type Answer = ServerResponse & { [ARRIVAL]?: Arrival }

export function observationOf(req: IncomingMessage, res: ServerResponse): Observation {
  const contentType = res.getHeader('content-type')
  return {
    method: req.method ?? '',
    target: req.url ?? '/',
    status: res.statusCode,
    contentType: typeof contentType === 'string' ? contentType : '',
    host: header(req, 'host'),
    userAgent: header(req, 'user-agent'),
    referer: header(req, 'referer'),
    ...((res as Answer)[ARRIVAL] ?? arrivalOf(req)),
    signedIn: SIGNED_IN.test(header(req, 'cookie')),
  }
}

/**
 * One listener for every answer (`finish` comes once): no closure per request. What counts, counts only within
 * the client's rate (the listener named the client by its socket, or the trusted proxy, in X-Forwarded-For).
 */
function countAnswered(this: ServerResponse) {
  const observation = observationOf(this.req, this)
  const tallies = talliesOf(factsOf(observation), () => observation)
  if (tallies.length === 0 || !withinViewRate(header(this.req, 'x-forwarded-for'))) return
  addTallies(tallies)
}

/** Counts the request once its answer is sent, unless the proxy in front counts it. */
export function countWhenAnswered(req: IncomingMessage, res: ServerResponse): void {
  if (req.headers[COUNTED_BY_PROXY]) return
  ;(res as Answer)[ARRIVAL] = arrivalOf(req)
  res.on('finish', countAnswered)
}

function hostName(host: string): string {
  return host.toLowerCase().replace(/:\d+$/, '')
}

/**
 * Whether a request was sent by a page of this site: a browser names the page's origin (`Origin`, on every POST)
 * and, where it does, says `Sec-Fetch-Site: same-origin`. A beacon from another site's page says otherwise.
 */
export function fromOwnPage(req: IncomingMessage): boolean {
  const site = header(req, 'sec-fetch-site')
  if (site && site !== 'same-origin') return false
  const origin = header(req, 'origin')
  if (!origin) return false
  try {
    return hostName(new URL(origin).host) === hostName(header(req, 'host'))
  } catch {
    return false
  }
}

/**
 * The back/forward-cache beacon (src/components/SiteBehaviour): answered here, without Next.js, with nothing —
 * what it counts is read from the request like any other's. From another site's page it is refused (403), and
 * so not counted; which pages it may count is decided when the counts are written (src/data/servedPages.ts).
 */
export function answerBeacon(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method !== 'POST' || !req.url?.startsWith(`${VIEW_BEACON_PATH}?`)) return false
  const status = fromOwnPage(req) ? 204 : 403
  res.writeHead(status, { 'Cache-Control': 'no-store' })
  res.end()
  return true
}
