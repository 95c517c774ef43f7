import { SITE_TIME_ZONE } from '@/lib/constants'

/** How far ahead the calendar of scheduled changes looks, in weeks from the current one. */
export const CALENDAR_WEEKS = 6

const berlinDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: SITE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** The day (YYYY-MM-DD) an instant falls on in German time. */
export const dayOf = (at: Date | string) => berlinDay.format(new Date(at))

/** The day `days` after `day` (both YYYY-MM-DD, calendar days, no time zone in between). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

export type CalendarDay<T> = { day: string; entries: T[] }

/** The Monday of the week `day` (YYYY-MM-DD) falls in. */
export function mondayOf(day: string): string {
  const weekday = (new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7
  return addDays(day, -weekday)
}

/** A day as the calendar's address names it (`?ab=2026-12-07`), or null for anything else. */
export function calendarDay(value: unknown): string | null {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null
  const date = new Date(`${value}T12:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value ? value : null
}

/**
 * Weeks from Monday to Sunday, from the week of `from` (by default the week of `now`) on, each day with the
 * entries that fall on it in German time; an entry outside the weeks shown is left out.
 */
export function calendarWeeks<T extends { at: string }>(
  entries: T[],
  now: Date,
  weeks = CALENDAR_WEEKS,
  from: string = dayOf(now),
) {
  const monday = mondayOf(from)
  return Array.from({ length: weeks }, (_, week) =>
    Array.from({ length: 7 }, (_, offset): CalendarDay<T> => {
      const day = addDays(monday, week * 7 + offset)
      return { day, entries: entries.filter((entry) => dayOf(entry.at) === day) }
    }),
  )
}

/** The first moment after the last day shown, for the query (a day more: German time is ahead of UTC). */
export const calendarEnd = (from: string, weeks = CALENDAR_WEEKS) =>
  new Date(`${addDays(mondayOf(from), weeks * 7 + 1)}T00:00:00Z`)

/** The first moment of the first day shown, for the query (a day less: German time is ahead of UTC). */
export const calendarStart = (from: string) => new Date(`${addDays(mondayOf(from), -1)}T00:00:00Z`)
