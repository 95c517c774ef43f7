/**
 * Pure rules of the promotional popup (spec §4), kept apart from React so they are unit-tested and the
 * CMS schema can share the length check. Dates are calendar days 'YYYY-MM-DD' (as src/data delivers them);
 * "today" is the visitor's local day, and the end date's whole day belongs to the window.
 */

export type PopupDecision = 'show' | 'dismissed' | 'missing-dates' | 'outside-window' | 'off'

export type PopupDecisionInput = {
  enabled: boolean
  heading: string
  cookieName: string
  startDate: string | null
  endDate: string | null
  /** The visitor's local calendar day, 'YYYY-MM-DD'. */
  today: string
  /** Current value of the popup's cookie, null when unset. */
  cookie: string | null
}

const DAY = /^\d{4}-\d{2}-\d{2}$/

export function popupDecision(input: PopupDecisionInput): PopupDecision {
  if (!input.enabled || !input.heading.trim() || !input.cookieName.trim()) return 'off'
  const start = input.startDate ?? ''
  const end = input.endDate ?? ''
  if (!DAY.test(start) || !DAY.test(end)) return 'missing-dates'
  // ISO days compare correctly as strings.
  if (input.today < start || input.today > end) return 'outside-window'
  if (input.cookie === 'true') return 'dismissed'
  return 'show'
}

/** A date's local calendar day as 'YYYY-MM-DD'. */
export function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** The last instant of a calendar day in local time. */
export function endOfDay(day: string): Date {
  const [year, month, date] = day.split('-').map(Number)
  return new Date(year, month - 1, date, 23, 59, 59, 999)
}

/**
 * Lifetime in seconds of the dismissal cookie: until the end of the window's last day, counted from the
 * page's own clock (a max-age, not an absolute expiry date, so that it also holds when the page's clock and
 * the browser's cookie store disagree, as under a test clock). Null without an end date: a session cookie.
 */
export function dismissalMaxAge(endDate: string | null, now: Date): number | null {
  if (!endDate || !DAY.test(endDate)) return null
  return Math.max(0, Math.ceil((endOfDay(endDate).getTime() - now.getTime()) / 1000))
}

const CSS_LENGTH = /^(?:\d+(?:\.\d+)?|\.\d+)(?:px|em|rem|%|vw|vh|vmin|vmax|ch|ex)$|^0$/

/** True for a plain, non-negative CSS length such as '17em', '2.5em', '300px', '1.2rem', '80%' (or '0'). */
export function isCssLength(value: unknown): value is string {
  return typeof value === 'string' && CSS_LENGTH.test(value.trim())
}

/** The value when it is such a length, else the fallback (older data may predate the CMS validation). */
export function cssLength(value: string | null | undefined, fallback: string): string {
  return isCssLength(value) ? value.trim() : fallback
}
