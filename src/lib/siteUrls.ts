import { localizePath } from '@/i18n/paths'
import { defaultLocale, locales, type Locale } from '@/i18n/routing'
import { siteUrl } from './env'

/** The absolute URL of a site path (`/kontakt`, `/media/…`) under SITE_URL. */
export function absoluteUrl(path: string): string {
  return path.startsWith('http') ? path : `${siteUrl}${path}`
}

/** The absolute URL of a page (path without locale prefix) in one language. */
export function pageUrl(path: string, locale: Locale): string {
  return absoluteUrl(localizePath(path, locale))
}

/** hreflang alternates of a page as absolute URLs: each language, and x-default (German). */
export function languageAlternates(path: string): Record<string, string> {
  return {
    ...Object.fromEntries(locales.map((locale) => [locale, pageUrl(path, locale)])),
    'x-default': pageUrl(path, defaultLocale),
  }
}
