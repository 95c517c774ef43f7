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
function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

export type CalendarDay<T> = { day: string; entries: T[] }

/**
 * Weeks from Monday to Sunday, from the week of `now` on, each day with the entries that fall on it in German
 * time; an entry outside the weeks shown is left out.
 */
export function calendarWeeks<T extends { at: string }>(entries: T[], now: Date, weeks = CALENDAR_WEEKS) {
  const today = dayOf(now)
  const weekday = (new Date(`${today}T12:00:00Z`).getUTCDay() + 6) % 7
  const monday = addDays(today, -weekday)
  return Array.from({ length: weeks }, (_, week) =>
    Array.from({ length: 7 }, (_, offset): CalendarDay<T> => {
      const day = addDays(monday, week * 7 + offset)
      return { day, entries: entries.filter((entry) => dayOf(entry.at) === day) }
    }),
  )
}

/** The first moment after the last day shown, for the query. */
export const calendarEnd = (now: Date, weeks = CALENDAR_WEEKS) =>
  new Date(now.getTime() + (weeks * 7 + 1) * 86_400_000)
