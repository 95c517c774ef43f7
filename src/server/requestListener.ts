import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http'
import compression from 'compression'
import { clientAddressOf, type TrustedProxies } from '@/lib/clientAddress'
import { contentSecurityPolicy, inlineScriptHashes } from '@/lib/contentSecurityPolicy'
import type { MapProviderConfig } from '@/lib/mapProvider'
import {
  ASSET_CONTENT_SECURITY_POLICY,
  assetSecurityHeaders,
  isBuildAsset,
  securityHeaders,
} from '@/lib/securityHeaders'
import { acceptsBrotli, createCompressedBuildFiles } from './compressedBuildFiles'
import { createCompressedPages } from './compressedPages'
import { holdHtml } from './holdHtml'
import { createMediaFiles, type MediaStore } from './mediaFiles'
import { isBrowserOnlyNotFound, notFoundPage } from './notFoundPage'
import { createPageCache, isCacheablePage, pageCacheKey, varyByEncoding } from './pageCache'
import { keepRedirectsOnSite } from './redirects'
import { refusalOf, type Refusal } from './refusal'
import { loadScriptsAfterFirstPaint } from './scriptsAfterPaint'
import { answerBeacon, countWhenAnswered } from './viewCounting'

export interface ListenerOptions {
  https: boolean
  /** Where uploaded images are, sent as files (./mediaFiles.ts): the upload folder or a bucket. */
  media: MediaStore
  map: MapProviderConfig
  trustedProxies: TrustedProxies
  /** UPLOADS_PUBLIC_URL's origin, allowed as a source of images. */
  uploadsOrigin?: string
  /** Count page views of requests that came directly (./viewCounting.ts); off: VIEW_COUNTING=off. */
  countViews?: boolean
  /** The build folder whose Brotli copies of scripts and stylesheets are sent (./compressedBuildFiles.ts). */
  buildDir?: string
}

type Handler = (req: IncomingMessage, res: ServerResponse) => unknown

const REFUSAL_TEXT = { 400: 'Bad Request', 405: 'Method Not Allowed', 414: 'URI Too Long' } as const

function refuse(res: ServerResponse, refusal: Refusal) {
  res.writeHead(refusal.status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
    ...(refusal.status === 405 ? { Allow: refusal.allow } : {}),
  })
  res.end(REFUSAL_TEXT[refusal.status])
}

/**
 * A body left unread (refused with 413 while it arrived) stays in the connection: its next request would wait
 * behind it until the connection timed out. Such a connection is closed once the answer is sent. A request that
 * announces no body (no Content-Length above 0, not chunked: every page view) has none to leave, and costs no
 * listener.
 */
function closeAfterUnreadBody(req: IncomingMessage, res: ServerResponse) {
  const length = req.headers['content-length']
  if (req.headers['transfer-encoding'] === undefined && (length === undefined || length === '0')) return
  // Taken now: once the answer is finished, the request no longer holds its socket.
  const socket = req.socket
  res.once('finish', () => {
    if (req.complete || socket.destroyed) return
    socket.end()
    setTimeout(() => socket.destroy(), 5_000).unref()
  })
}

function pathnameOf(url: string | undefined): string {
  try {
    return new URL(url ?? '/', 'http://site.invalid').pathname
  } catch {
    return '/'
  }
}

/**
 * What the site's server does around Next.js for every request: names the client by the socket (or the
 * trusted proxies), compresses, and sets the security headers, with a Content-Security-Policy that allows
 * exactly the inline scripts of the HTML it sends. Headers are set here, not by a proxy, so they hold behind any.
 * Finished public pages are answered from memory for a second (./pageCache.ts).
 */
export function createRequestListener(handle: Handler, options: ListenerOptions): RequestListener {
  const compress = compression()
  const assetHeaders = assetSecurityHeaders(options.https)
  const compressedPages = createCompressedPages()
  const pages = createPageCache(compressedPages)
  const serveMedia = createMediaFiles(options.media)
  const serveCompressed = options.buildDir ? createCompressedBuildFiles(options.buildDir) : () => false
  return (req, res) => {
    closeAfterUnreadBody(req, res)
    const action = req.headers['next-action']
    const refusal = refusalOf(req.method, req.url, Array.isArray(action) ? action[0] : action)
    if (refusal) return refuse(res, refusal)
    const forwarded = req.headers['x-forwarded-for']
    req.headers['x-forwarded-for'] = clientAddressOf(
      req.socket.remoteAddress,
      Array.isArray(forwarded) ? forwarded.join(',') : forwarded,
      options.trustedProxies,
    )
    const pathname = pathnameOf(req.url)
    const policy = (scriptHashes: string[]) =>
      contentSecurityPolicy({
        pathname,
        scriptHashes,
        map: options.map,
        https: options.https,
        uploadsOrigin: options.uploadsOrigin,
      })
    const asset = isBuildAsset(pathname)
    const answerHeaders = asset ? assetHeaders : securityHeaders(options.https, pathname)
    for (const [name, value] of Object.entries(answerHeaders)) res.setHeader(name, value)
    if (options.countViews) countWhenAnswered(req, res)
    if (asset) {
      res.setHeader('Content-Security-Policy', ASSET_CONTENT_SECURITY_POLICY)
      if (serveCompressed(req, res, pathname)) return
    }
    const cacheKey = pageCacheKey(req)
    // A page answered from memory brings its own policy, with its scripts' hashes: each header is set once.
    if (cacheKey !== null && pages.serve(cacheKey, req, res)) return
    res.setHeader('Content-Security-Policy', policy([]))
    if (answerBeacon(req, res)) return
    const passOn = () => {
      if (cacheKey !== null) res.once('close', () => pages.settle(cacheKey))
      keepRedirectsOnSite(req, res)
      compress(req as Parameters<typeof compress>[0], res as Parameters<typeof compress>[1], () => {
        holdHtml(res, (html) => {
          // A 304's headers update the cached answer's: a policy here would replace the page's own hashes.
          if (res.statusCode === 304) return res.removeHeader('Content-Security-Policy')
          // Next's empty 404 document becomes the site's 404 page, as this server answers it (with its policy).
          if (html && isBrowserOnlyNotFound(res.statusCode, pathname, html))
            return notFoundPage(req, pathname).then((found) => {
              if (!found) return finish(html)
              if (found.policy) res.setHeader('Content-Security-Policy', found.policy)
              return found.html
            })
          return finish(html)
        })
        const finish = (html: Buffer | null) => {
          // An answer that brings a policy of its own keeps it: a download's `default-src 'none'; sandbox`.
          if (!html && res.getHeader('Content-Security-Policy') !== undefined) return undefined
          const page =
            html && !pathname.startsWith('/admin')
              ? Buffer.from(loadScriptsAfterFirstPaint(html.toString('utf8')))
              : html
          const scriptHashes = page ? inlineScriptHashes(page.toString('utf8')) : []
          res.setHeader(
            'Content-Security-Policy',
            asset ? ASSET_CONTENT_SECURITY_POLICY : policy(scriptHashes),
          )
          if (cacheKey !== null && req.method === 'GET') pages.store(cacheKey, res, page)
          // A public page's smallest copy, once made (./compressedPages.ts); the middleware leaves it as it is.
          const smallest =
            page && cacheKey !== null && req.method === 'GET' && isCacheablePage(res)
              ? compressedPages.brotli(page)
              : undefined
          if (smallest && acceptsBrotli(req.headers['accept-encoding'])) {
            res.setHeader('Content-Encoding', 'br')
            varyByEncoding(res)
            return smallest
          }
          return page ?? undefined
        }
        // Next.js sets a route's own headers only where none is set yet: the policy comes after its answer.
        res.removeHeader('Content-Security-Policy')
        void handle(req, res)
      })
    }
    const media = serveMedia(req, res)
    if (media) void media.then((sent) => sent || passOn())
    else passOn()
  }
}
