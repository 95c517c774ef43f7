import { defaultLocale, type Locale } from './routing'

/**
 * Locale prefixes for client components, which use plain next/link and next/navigation: the client
 * bundle stays free of next-intl's runtime (first-load JS budget). Server code uses src/i18n/navigation.
 */
export function localizePath(path: string, locale: Locale): string {
  if (locale === defaultLocale || !path.startsWith('/')) return path
  return path === '/' ? '/en' : `/en${path}`
}

/** The path without its locale prefix, and the locale it names. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  if (pathname === '/en' || pathname.startsWith('/en/'))
    return { locale: 'en', path: pathname.slice(3) || '/' }
  return { locale: defaultLocale, path: pathname }
}
