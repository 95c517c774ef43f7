import createMiddleware from 'next-intl/middleware'
import { NextResponse, type NextRequest } from 'next/server'
import { hasLocalePrefix, localizePath, splitLocale } from '@/i18n/paths'
import { isLocale, LOCALE_STORAGE_KEY, routing } from '@/i18n/routing'
import { isNotFoundPage, sitePath, sitePathOr } from '@/lib/paths'

const intl = createMiddleware(routing)

/** `/index.html`, `/index.htm`, `/index.php`: what links to the previous site's start page may still say. */
const OLD_START_PAGE = /^\/index\.(?:html?|php)$/

/**
 * A redirect to `url`, a path of this site by sitePath (the start page otherwise). Next.js shortens a Location
 * on the same host to its path, so a path that began with `//` would lead to another host.
 */
function redirectOnSite(request: NextRequest, url: URL, status: 307 | 308) {
  return NextResponse.redirect(new URL(sitePathOr(`${url.pathname}${url.search}`), request.url), status)
}

/** next-intl's own redirects (a language prefix added or dropped), held to the same rule. */
function keptOnSite(request: NextRequest, response: NextResponse): NextResponse {
  const location = response.headers.get('location')
  if (!location) return response
  const target = new URL(location, request.url)
  if (target.origin === request.nextUrl.origin && sitePath(`${target.pathname}${target.search}`))
    return response
  return redirectOnSite(request, new URL('/', request.url), 307)
}

export default function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl

  // The spec names `GET /api/history/` with its slash: serve it as is. Only that API path reaches the proxy.
  if (pathname.startsWith('/api/')) {
    if (!pathname.endsWith('/')) return NextResponse.next()
    // A plain URL: NextURL would put the trailing slash back.
    const url = new URL(request.url)
    url.pathname = pathname.replace(/\/+$/, '')
    return NextResponse.rewrite(url)
  }

  // Page URLs still lose a trailing slash: Next's own redirect is off (skipTrailingSlashRedirect) for the path above.
  if (pathname.length > 1 && pathname.endsWith('/')) {
    const url = new URL(request.url)
    url.pathname = pathname.replace(/\/+$/, '')
    return redirectOnSite(request, url, 308)
  }

  // Old links of the previous site prefixed every path with /s, in either language.
  const { locale, path } = splitLocale(pathname)
  if (path === '/s' || path.startsWith('/s/')) {
    const url = request.nextUrl.clone()
    url.pathname = localizePath(path.slice(2) || '/', locale)
    return redirectOnSite(request, url, 308)
  }

  // A 404 page is never a page found: its own address answers 404 too (see paths.notFound).
  if (isNotFoundPage(path)) {
    const url = request.nextUrl.clone()
    url.pathname = `/${locale}${path}`
    return NextResponse.rewrite(url, { status: 404 })
  }

  // The old site's start page by its file name.
  if (OLD_START_PAGE.test(path)) {
    const url = request.nextUrl.clone()
    url.pathname = localizePath('/', locale)
    return redirectOnSite(request, url, 308)
  }

  // A visitor who chose another language with the language control gets it on unprefixed URLs.
  const chosen = request.cookies.get(LOCALE_STORAGE_KEY)?.value
  if (isLocale(chosen) && chosen !== routing.defaultLocale && !hasLocalePrefix(pathname)) {
    const url = request.nextUrl.clone()
    url.pathname = localizePath(pathname, chosen)
    url.search = search
    const response = redirectOnSite(request, url, 307)
    response.headers.set('Vary', 'Cookie')
    return response
  }

  return keptOnSite(request, intl(request))
}

export const config = {
  // Everything except the public API, Payload (admin, cms-api), Next internals and the kinds of file the site
  // serves (public/, metadata routes, uploads). Other paths with a dot (`/impressum.html`, `/aktuelles/news/1.5/x`)
  // are pages to the visitor: they get the site's 404 in their language, not Next's bare English one.
  matcher: [
    '/((?!api|cms-api|admin|_next|_vercel|.*\\.(?:ico|png|jpe?g|webp|avif|gif|svg|txt|xml|json|webmanifest|js|css|map|woff2?|mp4|webm|pdf)$).*)',
    '/api/history/',
  ],
}
