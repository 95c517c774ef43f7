import { siteDay } from './tally'

/** The dashboard's date range: whole days in the site's time zone, YYYY-MM-DD, both included. */
export interface DayRange {
  from: string
  to: string
}

/** The dashboard shows 30 days unless asked otherwise, and at most about two years at once. */
export const DEFAULT_RANGE_DAYS = 30
export const MAX_RANGE_DAYS = 800

const DAY = /^\d{4}-\d{2}-\d{2}$/
const DAY_MS = 24 * 60 * 60 * 1000

const utc = (day: string) => Date.parse(`${day}T00:00:00Z`)
export const addDays = (day: string, days: number) =>
  new Date(utc(day) + days * DAY_MS).toISOString().slice(0, 10)
export const dayCount = (range: DayRange) => Math.round((utc(range.to) - utc(range.from)) / DAY_MS) + 1

function validDay(value: unknown): string | null {
  if (typeof value !== 'string' || !DAY.test(value)) return null
  return new Date(utc(value)).toISOString().slice(0, 10) === value ? value : null
}

/**
 * The range asked for (`from`, `to`), or null when it is malformed, reversed, too long or in the future; with
 * neither given, the last DEFAULT_RANGE_DAYS days up to today.
 */
export function parseRange(from: unknown, to: unknown, now: Date): DayRange | null {
  const today = siteDay(now)
  if ((from === undefined || from === null || from === '') && (to === undefined || to === null || to === ''))
    return { from: addDays(today, 1 - DEFAULT_RANGE_DAYS), to: today }
  const end = to ? validDay(to) : today
  const start = from ? validDay(from) : end && addDays(end, 1 - DEFAULT_RANGE_DAYS)
  if (!start || !end || start > end || end > today) return null
  const range = { from: start, to: end }
  return dayCount(range) > MAX_RANGE_DAYS ? null : range
}

/** The range of equal length just before, for a page's trend. */
export function previousRange(range: DayRange): DayRange {
  return { from: addDays(range.from, -dayCount(range)), to: addDays(range.from, -1) }
}

/** Every day of the range, in order. */
export function daysOf(range: DayRange): string[] {
  return Array.from({ length: dayCount(range) }, (_, index) => addDays(range.from, index))
}

/** The `count` months (YYYY-MM) up to and including the month of `day`, in order. */
export function monthsUpTo(day: string, count: number): string[] {
  const [year, month] = day.split('-').map(Number)
  return Array.from({ length: count }, (_, index) => {
    const at = year * 12 + month - 1 - (count - 1 - index)
    return `${Math.floor(at / 12)}-${String((at % 12) + 1).padStart(2, '0')}`
  })
}

export const RANGE_PRESETS = ['yesterday', 'last7', 'lastWeek', 'last30', 'lastMonth'] as const
export type RangePreset = (typeof RANGE_PRESETS)[number]

/**
 * The ranges editors ask for most, up to today in the site's time zone: yesterday, the last 7 days (today
 * included), last week (Monday to Sunday), the last 30 days, last month (the whole calendar month).
 */
export function presetRange(preset: RangePreset, now: Date): DayRange {
  const today = siteDay(now)
  switch (preset) {
    case 'yesterday':
      return { from: addDays(today, -1), to: addDays(today, -1) }
    case 'last7':
      return { from: addDays(today, -6), to: today }
    case 'lastWeek': {
      const weekday = (new Date(utc(today)).getUTCDay() + 6) % 7
      const monday = addDays(today, -weekday - 7)
      return { from: monday, to: addDays(monday, 6) }
    }
    case 'last30':
      return { from: addDays(today, 1 - DEFAULT_RANGE_DAYS), to: today }
    case 'lastMonth': {
      const firstOfThis = `${today.slice(0, 8)}01`
      const last = addDays(firstOfThis, -1)
      return { from: `${last.slice(0, 8)}01`, to: last }
    }
  }
}

/**
 * The weeks (Monday to Sunday) the range touches, newest first and at most `max` of them, each cut to the range:
 * the dashboard's searches are listed per week.
 */
export function weeksOf(range: DayRange, max: number): DayRange[] {
  const weeks: DayRange[] = []
  let end = range.to
  while (end >= range.from && weeks.length < max) {
    // getUTCDay: 0 is Sunday; a week starts on the Monday on or before `end`.
    const start = addDays(end, -((new Date(utc(end)).getUTCDay() + 6) % 7))
    weeks.push({ from: start < range.from ? range.from : start, to: end })
    end = addDays(start, -1)
  }
  return weeks
}
