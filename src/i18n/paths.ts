import { defaultLocale, locales, type Locale } from './routing'

/**
 * The one place that knows how a locale shows in a URL (routing: 'as-needed' prefix, so the default locale
 * has none). Plain functions without next-intl's runtime, so client components can use them too (first-load
 * JS budget); server code that redirects uses next/navigation with a path made here.
 */
export function localizePath(path: string, locale: Locale): string {
  if (locale === defaultLocale || !path.startsWith('/')) return path
  return path === '/' ? `/${locale}` : `/${locale}${path}`
}

/** The path without its locale prefix, and the locale it names. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  for (const locale of locales) {
    if (locale === defaultLocale) continue
    if (pathname === `/${locale}` || pathname.startsWith(`/${locale}/`))
      return { locale, path: pathname.slice(locale.length + 1) || '/' }
  }
  return { locale: defaultLocale, path: pathname }
}

/** True when the path carries a locale prefix (of any locale, the default's too). */
export function hasLocalePrefix(pathname: string): boolean {
  return locales.some((locale) => pathname === `/${locale}` || pathname.startsWith(`/${locale}/`))
}
