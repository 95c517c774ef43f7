import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import zlib from 'node:zlib'
import { LOCALE_STORAGE_KEY } from '@/i18n/routing'
import { cookieIn } from '@/lib/cookies'
import { acceptsBrotli } from './compressedBuildFiles'
import type { CompressedPages } from './compressedPages'

/**
 * How long a finished page is answered from memory without asking Next.js. Next keeps the rendered page until
 * an editor's change invalidates it; this second only spares its per-request work under load, like the
 * shipped nginx set-up's page cache, so an edit shows at most a second later.
 */
export const PAGE_CACHE_TTL_MS = 1000
const MAX_ENTRIES = 500
const MAX_BODY_BYTES = 2 * 1024 * 1024

type Entry = {
  statusCode: number
  headers: OutgoingHttpHeaders
  body: Buffer
  gzipped?: Buffer
  /** The page's copy (./compressedPages.ts), kept here once made: no hashing of the page on each answer. */
  brotli?: Buffer
  etag?: string
  expires: number
  refreshing: boolean
}

/**
 * The cache key of a request for a page, or null when the answer may depend on more than its URL: signed-in
 * staff (Payload's cookie), an editor's preview, credentials, and Next's client navigation (flight data, by header or query).
 * The language cookie is part of the key, because it turns unprefixed URLs into redirects (src/proxy.ts).
 */
export function pageCacheKey(req: IncomingMessage): string | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null
  const url = req.url ?? '/'
  if (/^\/(?:_next|api|cms-api|admin)(?:\/|$|\?)/.test(url) || url.includes('_rsc=')) return null
  const headers = req.headers
  if (
    headers.authorization ||
    headers.rsc ||
    Object.keys(headers).some((name) => name.startsWith('next-router-'))
  )
    return null
  const cookies = headers.cookie
  // Staff (Payload's cookie) and an editor's preview (Next.js draft mode): rendered for them alone.
  if (cookies && /(?:^|;\s*)(?:payload-|__prerender_bypass=)/.test(cookies)) return null
  return `${url}\n${cookieIn(cookies ?? '', LOCALE_STORAGE_KEY) ?? ''}`
}

/** Whether Next's answer is a public page that may be kept (and compressed once for all who ask). */
export function isCacheablePage(res: ServerResponse): boolean {
  const control = String(res.getHeader('cache-control') ?? '')
  return (
    res.statusCode === 200 &&
    String(res.getHeader('content-type') ?? '').startsWith('text/html') &&
    /\bs-maxage=\d+/.test(control) &&
    !/\b(?:private|no-store|no-cache)\b/.test(control) &&
    !res.hasHeader('set-cookie')
  )
}

function acceptsGzip(req: IncomingMessage): boolean {
  const accepted = String(req.headers['accept-encoding'] ?? '')
  return /\bgzip\b/.test(accepted) && !/\bgzip\s*;\s*q=0(?:\.0*)?\b/.test(accepted)
}

/**
 * The answer depends on the request's Accept-Encoding, so a cache in front (the shipped nginx's) keeps one copy
 * per encoding. The compression middleware says so only when it compresses, which a kept answer skips.
 */
export function varyByEncoding(res: ServerResponse): void {
  const vary = String(res.getHeader('vary') ?? '')
  if (!/\baccept-encoding\b/i.test(vary))
    res.setHeader('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
}

/**
 * Finished pages of the site, kept for PAGE_CACHE_TTL_MS. After that, one request refreshes a page through
 * Next.js while the others still get the previous copy, so a busy page is rendered from Next's cache once a
 * second instead of once per visitor.
 */
export function createPageCache(compressed: CompressedPages) {
  const entries = new Map<string, Entry>()

  return {
    /** Answers from the cache; false when the request must go to Next.js (then `store` is called with its answer). */
    serve(key: string, req: IncomingMessage, res: ServerResponse): boolean {
      const entry = entries.get(key)
      if (!entry) return false
      if (entry.expires <= Date.now() && !entry.refreshing) {
        entry.refreshing = true
        return false
      }
      // The security headers are already set, to the very values kept: set again, each would be checked again.
      for (const [name, value] of Object.entries(entry.headers))
        if (value !== undefined && res.getHeader(name) !== value) res.setHeader(name, value)
      if (entry.etag && req.headers['if-none-match'] === entry.etag) {
        // As the answer Next.js gives: a 304's headers update the cached page's, so no policy without its hashes.
        res.removeHeader('content-security-policy')
        res.writeHead(304)
        res.end()
        return true
      }
      let body = entry.body
      const brotli = acceptsBrotli(req.headers['accept-encoding'])
        ? (entry.brotli ??= compressed.brotli(entry.body))
        : undefined
      if (brotli) {
        body = brotli
        res.setHeader('Content-Encoding', 'br')
      } else if (acceptsGzip(req)) {
        entry.gzipped ??= zlib.gzipSync(entry.body)
        body = entry.gzipped
        res.setHeader('Content-Encoding', 'gzip')
      }
      varyByEncoding(res)
      res.setHeader('Content-Length', body.length)
      res.writeHead(entry.statusCode)
      res.end(req.method === 'HEAD' ? undefined : body)
      return true
    },

    /** Keeps Next's finished answer to `key` when it is a public page; otherwise forgets what was kept. */
    store(key: string, res: ServerResponse, body: Buffer | null): void {
      if (!body || !isCacheablePage(res) || body.length > MAX_BODY_BYTES) {
        entries.delete(key)
        return
      }
      const headers = res.getHeaders()
      delete headers['content-length']
      delete headers['content-encoding']
      delete headers['transfer-encoding']
      entries.delete(key)
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!)
      entries.set(key, {
        statusCode: res.statusCode,
        headers,
        body,
        etag: typeof headers.etag === 'string' ? headers.etag : undefined,
        expires: Date.now() + PAGE_CACHE_TTL_MS,
        refreshing: false,
      })
    },

    /** After a request that went to Next.js has ended: a refresh that stored nothing lets the next one try. */
    settle(key: string): void {
      const entry = entries.get(key)
      if (entry?.refreshing) entry.refreshing = false
    },
  }
}
