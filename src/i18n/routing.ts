import { defineRouting } from 'next-intl/routing'

/**
 * The site's languages: the one place they are defined. The first is the default (German, no URL prefix). URL
 * routing, the API's `lang`, the language switch, date and number formats, Open Graph locales, the CMS's content
 * languages, mails and the proxy's rules (checked by tests/unit/languages.test.ts) all derive from this table.
 * A new language also needs its message files (src/i18n/messages) and its flag (FlagIcon); the compiler asks
 * for both.
 */
export const LANGUAGES = {
  de: {
    /** Conventions of dates, numbers and lists (Intl). */
    tag: 'de-DE',
    /** How whole numbers group their thousands, for the home page's counter (which does without Intl). */
    thousandsSeparator: '.',
    ogLocale: 'de_DE',
    /** The language's own name, and the language switch's label, in that language. */
    name: 'Deutsch',
    switchLabel: 'Auf Deutsch wechseln',
    /** Its name in the back office (and the staff's mails), which speaks German or English. */
    adminLabel: { de: 'Deutsch', en: 'German' },
  },
  en: {
    tag: 'en-GB',
    thousandsSeparator: ',',
    ogLocale: 'en_GB',
    name: 'English',
    switchLabel: 'Switch to English',
    adminLabel: { de: 'Englisch', en: 'English' },
  },
} as const

export type Locale = keyof typeof LANGUAGES
export const locales = Object.keys(LANGUAGES) as [Locale, ...Locale[]]
export const defaultLocale: Locale = locales[0]

/** Name of the cookie (and localStorage key) that remembers the visitor's language choice. */
export const LOCALE_STORAGE_KEY = 'locale'

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value)
}

/** The languages other than `locale`, in the table's order: what the language switch offers. */
export function otherLocales(locale: Locale): Locale[] {
  return locales.filter((each) => each !== locale)
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
