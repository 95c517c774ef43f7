import type { Locale } from '@/i18n/routing'

const DATE_LOCALES: Record<Locale, string> = { de: 'de-DE', en: 'en-GB' }

/** YYYY-MM-DD of a stored date (Payload stores dates as ISO timestamps). */
export function isoDate(value: unknown): string | null {
  if (typeof value !== 'string' || !value) return null
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? null : date.toISOString().slice(0, 10)
}

export function formatDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(DATE_LOCALES[locale], {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`))
}

/** Spec §3: 'start - end' if both, the single date if one, '' if none. */
export function dateText(start: string | null, end: string | null, locale: Locale): string {
  if (start && end) return `${formatDate(start, locale)} - ${formatDate(end, locale)}`
  const single = start ?? end
  return single ? formatDate(single, locale) : ''
}

/** Order volume as euro currency in German format (spec §2 Project detail). */
export function formatEuro(amount: number): string {
  return new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(amount)
}

/** Phone links keep only digits and get a leading plus sign (spec §2 top bar). */
export function telHref(phone: string): string {
  return `tel:+${phone.replace(/\D/g, '')}`
}
