'use client'

import { useEffect, useRef } from 'react'
import { usePathname, useRouter } from 'next/navigation'
import { defaultLocale, isLocale, LOCALE_STORAGE_KEY, type Locale } from '@/i18n/routing'
import { localizePath } from '@/i18n/paths'
import { isFileLink } from '@/lib/paths'
import { opensOwnBrowsingContext } from '@/lib/ownBrowsingContext'
import { VIEW_BEACON_PATH } from '@/lib/constants'
import { rememberLocale } from '@/components/LanguageSwitch/LanguageSwitch'
import { dismissBanner } from '@/components/AwardBanner/bannerDismissal'

/**
 * Site-wide navigation rules of spec §2 and §4 that plain links (e.g. in CMS text) need too:
 * - internal links navigate without a reload; modified clicks, targeted links and other hosts are left alone;
 * - the page behind an internal link is fetched ahead once the pointer or the focus is on the link;
 * - links to pdf/jpg/jpeg/png/exe open in a new tab;
 * - old hash routes (/#/aktuelles/news) land on their path;
 * - a stored language choice is kept in sync with the cookie the server reads;
 * - the award banner's close button hides it for the visit;
 * - a page shown again from the back/forward cache, which asks the server nothing, tells it with its path alone
 *   (a same-origin beacon, counted as a page view like any request; docs/decisions.md "Visitor counting").
 */
export function SiteBehaviour({ locale }: { locale: Locale }) {
  const router = useRouter()
  const pathname = usePathname()
  const firstRender = useRef(true)

  // After navigation: to the hash anchor if there is one, else to the top.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false
      return
    }
    const target = window.location.hash
      ? document.getElementById(decodeURIComponent(window.location.hash.slice(1)))
      : null
    if (target) target.scrollIntoView()
    else window.scrollTo(0, 0)
  }, [pathname])

  useEffect(() => {
    const { hash } = window.location
    if (hash.startsWith('#/')) {
      const [path, anchor] = hash.slice(1).split('#')
      window.location.replace(`${localizePath(path, locale)}${anchor ? `#${anchor}` : ''}`)
      return
    }

    const stored = readStoredLocale()
    if (stored && stored !== defaultLocale && locale === defaultLocale) {
      // The cookie was lost (or never set) but the visitor chose another language before.
      rememberLocale(stored)
      window.location.replace(`${localizePath(window.location.pathname, stored)}${window.location.search}`)
    }
  }, [locale])

  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted)
        navigator.sendBeacon(`${VIEW_BEACON_PATH}?p=${encodeURIComponent(window.location.pathname)}`)
    }
    window.addEventListener('pageshow', onPageShow)
    return () => window.removeEventListener('pageshow', onPageShow)
  }, [])

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return
      const target = event.target as Element | null
      const close = target?.closest?.('[data-award-dismiss]')
      if (close) return dismissBanner(close)
      const link = linkOf(target)
      if (!link) return
      const { anchor, url } = link
      if (url.protocol !== 'http:' && url.protocol !== 'https:') return

      if (isFileLink(url.pathname)) {
        event.preventDefault()
        window.open(url.href, '_blank', 'noopener')
        return
      }
      const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey
      if (modified || !sitePage(anchor, url)) return
      // A link within the page (the skip link): the browser's own jump moves the focus to its target too.
      if (url.hash && url.pathname === window.location.pathname && url.search === window.location.search)
        return

      event.preventDefault()
      router.push(`${url.pathname}${url.search}${url.hash}`)
    }
    // The page a link leads to is fetched ahead when the visitor shows the intent to follow it: the pointer on
    // it (a touch too), or the keyboard's focus. Once per page and visit.
    const fetchedAhead = new Set<string>()
    const onIntent = (event: Event) => {
      const link = linkOf(event.target as Element | null)
      if (!link) return
      const { anchor, url } = link
      if (!sitePage(anchor, url) || isFileLink(url.pathname)) return
      const path = `${url.pathname}${url.search}`
      if (path === `${window.location.pathname}${window.location.search}` || fetchedAhead.has(path)) return
      fetchedAhead.add(path)
      router.prefetch(path)
    }
    document.addEventListener('click', onClick)
    document.addEventListener('pointerover', onIntent, { passive: true })
    document.addEventListener('focusin', onIntent)
    // Marks the page as running: until then a click is an ordinary (full) page load. Tests wait for it.
    document.documentElement.dataset.hydrated = 'true'
    return () => {
      document.removeEventListener('click', onClick)
      document.removeEventListener('pointerover', onIntent)
      document.removeEventListener('focusin', onIntent)
    }
  }, [router])

  return null
}

/** The link an event happened in, with its address; none for a link without one or a download. */
function linkOf(target: Element | null): { anchor: HTMLAnchorElement; url: URL } | null {
  const anchor = target?.closest?.('a')
  if (!anchor || !anchor.href || anchor.hasAttribute('download')) return null
  return { anchor, url: new URL(anchor.href, window.location.href) }
}

/**
 * A link to a page of this site that the router shows: same origin, same tab, not the back office, an API or a
 * page that opens in a browsing context of its own (loaded in full, so that its opener policy applies).
 */
function sitePage(anchor: HTMLAnchorElement, url: URL): boolean {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false
  if (anchor.target && anchor.target !== '_self') return false
  if (url.origin !== window.location.origin) return false
  return !opensOwnBrowsingContext(url.pathname)
}

/** The stored choice; an unsupported value falls back to German (spec §4). */
function readStoredLocale(): Locale | null {
  try {
    const value = window.localStorage.getItem(LOCALE_STORAGE_KEY)
    if (value === null) return null
    if (isLocale(value)) return value
    window.localStorage.setItem(LOCALE_STORAGE_KEY, defaultLocale)
    return defaultLocale
  } catch {
    return null
  }
}
