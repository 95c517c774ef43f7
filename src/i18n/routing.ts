import { defineRouting } from 'next-intl/routing'

export const locales = ['de', 'en'] as const
export type Locale = (typeof locales)[number]
export const defaultLocale: Locale = 'de'

/** Name of the cookie (and localStorage key) that remembers the visitor's language choice. */
export const LOCALE_STORAGE_KEY = 'locale'

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value)
}

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  // The language is chosen by the URL or by the visitor's own choice (see src/proxy.ts), never guessed
  // from the browser; and no cookie is written unless the visitor uses the language control.
  localeDetection: false,
  localeCookie: false,
  // hreflang alternates are in each page's <head> (src/lib/seo.ts), built from SITE_URL. next-intl's Link header
  // would build them from the request's Host / X-Forwarded-Host, which a shared cache could be poisoned with.
  alternateLinks: false,
})
