import { SITE_TIME_ZONE } from './constants'
import { addMonths } from './months'

/** Wall-clock time in the site's time zone (Europe/Berlin), where the office and its figures count days. */

/** Minutes east of UTC in the site's time zone at an instant. */
let offsetFormat: Intl.DateTimeFormat | undefined

export function offsetMinutes(instant: number): number {
  // Made once: building a DateTimeFormat costs far more than using one (the visitor counts ask per request).
  offsetFormat ??= new Intl.DateTimeFormat('en-US', { timeZone: SITE_TIME_ZONE, timeZoneName: 'longOffset' })
  const name = offsetFormat.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value
  const match = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name ?? '')
  if (!match) return 0
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0)
  return match[1] === '-' ? -minutes : minutes
}

/** The instant of a wall-clock time in the site's time zone (month 1–12; days and months may overflow). */
export function siteInstant(year: number, month: number, day: number, hour = 0, minute = 0): Date {
  const wallUtc = Date.UTC(year, month - 1, day, hour, minute)
  // The offset at the guess, then once more at the corrected instant (a change of daylight saving in between).
  const first = wallUtc - offsetMinutes(wallUtc) * 60_000
  return new Date(wallUtc - offsetMinutes(first) * 60_000)
}

/** Year and month (1–12) of an instant in the site's time zone. */
export function siteYearMonth(instant: Date): { year: number; month: number } {
  const local = new Date(instant.getTime() + offsetMinutes(instant.getTime()) * 60_000)
  return { year: local.getUTCFullYear(), month: local.getUTCMonth() + 1 }
}

/** `YYYY-MM-DDTHH:MM` (an `<input type="datetime-local">`) read as the site's time; null when malformed. */
export function parseSiteLocal(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value)
  if (!match) return null
  const [year, month, day, hour, minute] = match.slice(1).map(Number)
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59) return null
  // 31 February would overflow into March: refuse what the calendar lacks.
  if (new Date(Date.UTC(year, month - 1, day)).getUTCMonth() !== month - 1) return null
  return siteInstant(year, month, day, hour, minute)
}

/** An instant as the site's wall-clock time, YYYY-MM-DDTHH:MM (what an `<input type="datetime-local">` shows). */
export function siteLocalString(instant: Date): string {
  return new Date(instant.getTime() + offsetMinutes(instant.getTime()) * 60_000).toISOString().slice(0, 16)
}

/** The instant as its wall-clock time in the site's time zone, held in a Date's UTC fields. */
function wallClock(instant: Date): Date {
  return new Date(instant.getTime() + offsetMinutes(instant.getTime()) * 60_000)
}

/** The instant of a wall-clock time held in a Date's UTC fields (seconds and milliseconds kept). */
function fromWallClock(wall: Date): Date {
  const minute = siteInstant(
    wall.getUTCFullYear(),
    wall.getUTCMonth() + 1,
    wall.getUTCDate(),
    wall.getUTCHours(),
    wall.getUTCMinutes(),
  )
  return new Date(minute.getTime() + (wall.getTime() % 60_000))
}

/**
 * `days` calendar days later at the same wall-clock time in the site's time zone: across a change of daylight
 * saving a day has 23 or 25 hours, and a deadline of the office keeps its hour.
 */
export function addSiteDays(instant: Date, days: number): Date {
  const wall = wallClock(instant)
  wall.setUTCDate(wall.getUTCDate() + days)
  return fromWallClock(wall)
}

/** Calendar months in the site's time zone as §188 BGB counts them (months.ts), the wall-clock time kept. */
export function addSiteMonths(instant: Date, months: number): Date {
  return fromWallClock(addMonths(wallClock(instant), months))
}

/** The calendar year of an instant in the site's time zone. */
export function siteYear(instant: Date): number {
  return siteYearMonth(instant).year
}
