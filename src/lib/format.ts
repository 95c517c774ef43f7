import { LANGUAGES, locales, type Locale } from '@/i18n/routing'
import { SITE_TIME_ZONE } from './constants'

/** The language tag whose conventions dates, numbers and lists follow on each locale's pages. */
export const DATE_LOCALES = Object.fromEntries(
  locales.map((locale) => [locale, LANGUAGES[locale].tag]),
) as Record<Locale, string>

/** YYYY-MM-DD of a stored date (Payload stores dates as ISO timestamps). */
export function isoDate(value: unknown): string | null {
  if (typeof value !== 'string' || !value) return null
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? null : date.toISOString().slice(0, 10)
}

const DAY_FORMAT = { day: '2-digit', month: '2-digit', year: 'numeric' } as const

export function formatDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(DATE_LOCALES[locale], { ...DAY_FORMAT, timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  )
}

/** An ISO timestamp in the page's language and the visitor's time zone; an unreadable one as it is. */
function formatTimestamp(iso: string, locale: Locale, options: Intl.DateTimeFormatOptions): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  return new Intl.DateTimeFormat(DATE_LOCALES[locale], { ...DAY_FORMAT, ...options }).format(date)
}

/** The day of an ISO timestamp, e.g. 12.03.2026. */
export function formatDay(iso: string, locale: Locale): string {
  return formatTimestamp(iso, locale, {})
}

/** Day and time of an ISO timestamp, e.g. 12.03.2026, 14:05 (de) or 12/03/2026, 14:05 (en). */
export function formatDateTime(iso: string, locale: Locale): string {
  return formatTimestamp(iso, locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
}

/** Day and time as the company's staff read them: in its time zone, whatever the server's (admin, office mails). */
export function formatStaffDateTime(iso: string, locale: Locale): string {
  return formatTimestamp(iso, locale, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: SITE_TIME_ZONE,
  })
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

/** A euro amount or range without cents where there are none, e.g. "4.200 € – 5.400 €" or "16 €". */
export function formatEuroRange(min: number, max: number | null, locale: Locale): string {
  const euro = new Intl.NumberFormat(DATE_LOCALES[locale], {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 0,
    maximumFractionDigits: 2,
  })
  return max !== null && max !== min ? `${euro.format(min)} – ${euro.format(max)}` : euro.format(min)
}

/** Phone links keep only digits and get a leading plus sign (spec §2 top bar). */
export function telHref(phone: string): string {
  return `tel:+${phone.replace(/\D/g, '')}`
}
