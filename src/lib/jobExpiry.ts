import { offsetMinutes, siteInstant } from './siteTime'

/**
 * The instant a job with this end date (YYYY-MM-DD) closes: midnight in the site's time zone at the end of
 * that day. A job is open through its whole end date, in Barsbüttel's reckoning.
 */
export function jobClosesAt(enddate: string): Date {
  const [year, month, day] = enddate.split('-').map(Number)
  return siteInstant(year, month, day + 1)
}

/** Whether a job is still open at `now`: it has no end date, or its end date has not passed. */
export function isJobOpen(job: { enddate: string | null }, now: Date): boolean {
  return !job.enddate || now.getTime() < jobClosesAt(job.enddate).getTime()
}

/** schema.org's validThrough of a job: the last second of its end date in the site's time zone, with offset. */
export function jobValidThrough(enddate: string): string {
  const closes = jobClosesAt(enddate).getTime()
  const offset = offsetMinutes(closes - 1000)
  const local = new Date(closes - 1000 + offset * 60_000).toISOString().slice(0, 19)
  const sign = offset < 0 ? '-' : '+'
  const abs = Math.abs(offset)
  return `${local}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`
}
