import type { Locale } from '@/i18n/routing'
import { FOUNDING_DATE } from './constants'
import { DATE_LOCALES } from './format'

/** 'April 1983' — the founding month of spec §1, from FOUNDING_DATE. */
export function foundingText(locale: Locale): string {
  return new Intl.DateTimeFormat(DATE_LOCALES[locale], {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${FOUNDING_DATE}T00:00:00Z`))
}

/** 'A, B und C' / 'A, B and C' from a comma-separated list such as the company's managing directors. */
export function joinNames(list: string, locale: Locale): string {
  const names = list
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
  return new Intl.ListFormat(DATE_LOCALES[locale], { style: 'long', type: 'conjunction' }).format(names)
}
