import type { IncomingMessage, ServerResponse } from 'node:http'
import { VIEW_BEACON_PATH } from '@/lib/constants'
import type { Observation } from '@/lib/views/observation'
import { countRemembered, factsOf } from '@/lib/views/remembered'

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
    rsc: header(req, 'rsc') === '1',
    prefetch: Boolean(
      header(req, 'next-router-prefetch') || header(req, 'sec-purpose') || header(req, 'purpose'),
    ),
    signedIn: SIGNED_IN.test(header(req, 'cookie')),
  }
}

/** One listener for every answer (`finish` comes once): no closure per request. */
function countAnswered(this: ServerResponse) {
  const observation = observationOf(this.req, this)
  countRemembered(factsOf(observation), () => observation)
}

/** Counts the request once its answer is sent, unless the proxy in front counts it. */
export function countWhenAnswered(req: IncomingMessage, res: ServerResponse): void {
  if (req.headers[COUNTED_BY_PROXY]) return
  res.on('finish', countAnswered)
}

/**
 * The back/forward-cache beacon (src/components/…/ViewBeacon): answered here, without Next.js, with nothing —
 * what it counts is read from the request like any other's.
 */
export function answerBeacon(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method !== 'POST' || !req.url?.startsWith(`${VIEW_BEACON_PATH}?`)) return false
  res.writeHead(204, { 'Cache-Control': 'no-store' })
  res.end()
  return true
}
