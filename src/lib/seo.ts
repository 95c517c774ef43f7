import type { Metadata } from 'next'
import type { Locale } from '@/i18n/routing'

/** Canonical URL and hreflang alternates (de, en, x-default) of one path; metadataBase makes them absolute. */
export function alternates(locale: Locale, path: string): Metadata['alternates'] {
  const de = path
  const en = path === '/' ? '/en' : `/en${path}`
  return {
    canonical: locale === 'de' ? de : en,
    languages: { de, en, 'x-default': de },
  }
}
