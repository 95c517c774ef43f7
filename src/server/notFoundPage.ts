import type { IncomingMessage } from 'node:http'
import { localizePath, splitLocale } from '@/i18n/paths'
import { isNotFoundPage, notFoundPageFor } from '@/lib/paths'

/** How long the 404 page may take to come (it is a cached page): past that the visitor gets Next's answer. */
const NOT_FOUND_PAGE_TIMEOUT_MS = 10_000

/**
 * Whether an answer is Next.js's 404 for a page that called notFound(): in a production build Next renders that
 * only in the browser, and the server sends an empty `<html id="__next_error__">` document without `lang`
 * (blank without JavaScript, and for seconds with it). An unknown path and a missing record both end there.
 */
export function isBrowserOnlyNotFound(statusCode: number, pathname: string, html: Buffer): boolean {
  return (
    statusCode === 404 &&
    !isNotFoundPage(splitLocale(pathname).path) &&
    html.includes('<html id="__next_error__"')
  )
}

/**
 * The 404 page for `pathname` (paths.notFound, or paths.jobNotFound below the jobs) in its language, rendered
 * by the server in the shared layout, as this server answers it (a cached page, with its scripts and its
 * Content-Security-Policy), asked for over the connection's own address. Null when it cannot be had.
 */
export async function notFoundPage(
  req: IncomingMessage,
  pathname: string,
): Promise<{ html: Buffer; policy: string | null } | null> {
  const { locale, path } = splitLocale(pathname)
  const { localAddress, localPort } = req.socket
  if (!localAddress || !localPort) return null
  const address = localAddress.replace(/^::ffff:/, '')
  const host = address.includes(':') ? `[${address}]` : address
  try {
    const response = await fetch(
      `http://${host}:${localPort}${localizePath(notFoundPageFor(path), locale)}`,
      { signal: AbortSignal.timeout(NOT_FOUND_PAGE_TIMEOUT_MS), redirect: 'error' },
    )
    if (!response.headers.get('content-type')?.startsWith('text/html')) return null
    return {
      html: Buffer.from(await response.arrayBuffer()),
      policy: response.headers.get('content-security-policy'),
    }
  } catch {
    return null
  }
}
