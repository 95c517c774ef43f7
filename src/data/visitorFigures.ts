import { sql, type SQL } from '@payloadcms/db-sqlite/drizzle'
import type { PayloadRequest } from 'payload'
import { hasRole } from '@/access/roles'
import { VIEW_SEARCH_TERM_MIN_SHOWN, VIEW_SEARCH_WEEKS, VIEW_SEARCH_WEEK_TOP } from '@/lib/constants'
import { daysOf, monthsUpTo, previousRange, weeksOf, type DayRange } from '@/lib/views/range'
import { DEVICE_CLASSES } from '@/lib/views/userAgent'
import { payloadClient } from './payload'
import { rowsOf } from './visitorCounts'

/** What the dashboard _Besucherzahlen_ and its CSV show for a date range: sums of the daily aggregates. */
export interface VisitorFigures {
  range: DayRange
  total: number
  days: { date: string; views: number }[]
  /** The 12 months up to the range's last, whole months (days and the months older ones were folded into). */
  months: { month: string; views: number }[]
  /** The most viewed pages, with their views in the range of equal length just before. */
  pages: { path: string; views: number; previous: number }[]
  referrers: { host: string; views: number }[]
  languages: { language: string; views: number }[]
  devices: { device: string; views: number }[]
  notFound: { path: string; referrerHost: string; count: number }[]
  /** Site-search terms searched at least VIEW_SEARCH_TERM_MIN_SHOWN times in the range. */
  searches: SearchTerm[]
  /**
   * The range's last VIEW_SEARCH_WEEKS weeks (newest first): the most searched terms and the most searched that
   * found nothing (src/data/search/searchCounts.ts), each at least VIEW_SEARCH_TERM_MIN_SHOWN times.
   */
  searchWeeks: { range: DayRange; top: SearchTerm[]; withoutResults: SearchTerm[] }[]
}

export type SearchTerm = { term: string; count: number }

const TOP = 20
const COLUMNS = {
  subject: sql.raw('"subject"'),
  referrerHost: sql.raw('"referrer_host"'),
  language: sql.raw('"language"'),
  device: sql.raw('"device"'),
} as const

/** Rows of a range: its days, and the months (after retention) that lie in it. */
function inRange(kind: string, range: DayRange): SQL {
  return sql`"kind" = ${kind} AND (("period" = 'day' AND "date" BETWEEN ${range.from} AND ${range.to})
    OR ("period" = 'month' AND "date" BETWEEN ${range.from.slice(0, 7)} AND ${range.to.slice(0, 7)}))`
}

type Sum = { key: string; total: number | string }

async function sums(kind: string, range: DayRange, by: keyof typeof COLUMNS, limit?: number, min = 1): Promise<Sum[]> {
  const column = COLUMNS[by]
  const rows = await rowsOf<Sum>(sql`SELECT ${column} AS "key", SUM("count") AS "total" FROM "visitor_counts"
    WHERE ${inRange(kind, range)} GROUP BY ${column} HAVING SUM("count") >= ${min}
    ORDER BY SUM("count") DESC, ${column} ${limit ? sql`LIMIT ${limit}` : sql``}`)
  return rows.map((row) => ({ ...row, total: Number(row.total) }))
}

/** A week's most counted terms of a kind: its days only (days older than the retention are months, not weeks). */
async function weekTerms(kind: 'search' | 'searchEmpty', week: DayRange): Promise<SearchTerm[]> {
  const rows = await rowsOf<Sum>(sql`SELECT "subject" AS "key", SUM("count") AS "total" FROM "visitor_counts"
    WHERE "kind" = ${kind} AND "period" = 'day' AND "date" BETWEEN ${week.from} AND ${week.to}
    GROUP BY "subject" HAVING SUM("count") >= ${VIEW_SEARCH_TERM_MIN_SHOWN}
    ORDER BY SUM("count") DESC, "subject" LIMIT ${VIEW_SEARCH_WEEK_TOP}`)
  return rows.map((row) => ({ term: row.key, count: Number(row.total) }))
}

async function searchWeeks(range: DayRange): Promise<VisitorFigures['searchWeeks']> {
  return Promise.all(
    weeksOf(range, VIEW_SEARCH_WEEKS).map(async (week) => {
      const [top, withoutResults] = await Promise.all([weekTerms('search', week), weekTerms('searchEmpty', week)])
      return { range: week, top, withoutResults }
    }),
  )
}

async function perDay(range: DayRange): Promise<Map<string, number>> {
  const rows = await rowsOf<{ date: string; total: number | string }>(sql`SELECT "date", SUM("count") AS "total"
    FROM "visitor_counts" WHERE "kind" = 'view' AND "period" = 'day' AND "date" BETWEEN ${range.from} AND ${range.to}
    GROUP BY "date"`)
  return new Map(rows.map((row) => [row.date, Number(row.total)]))
}

async function perMonth(months: string[]): Promise<Map<string, number>> {
  const rows = await rowsOf<{ month: string; total: number | string }>(sql`SELECT SUBSTR("date", 1, 7) AS "month",
    SUM("count") AS "total" FROM "visitor_counts" WHERE "kind" = 'view'
    AND SUBSTR("date", 1, 7) BETWEEN ${months[0]} AND ${months[months.length - 1]} GROUP BY SUBSTR("date", 1, 7)`)
  return new Map(rows.map((row) => [row.month, Number(row.total)]))
}

async function notFoundPaths(range: DayRange) {
  const rows = await rowsOf<{ path: string; host: string; total: number | string }>(sql`SELECT "subject" AS "path",
    "referrer_host" AS "host", SUM("count") AS "total" FROM "visitor_counts" WHERE ${inRange('notFound', range)}
    GROUP BY "subject", "referrer_host" ORDER BY SUM("count") DESC, "subject" LIMIT ${TOP}`)
  return rows.map((row) => ({ path: row.path, referrerHost: row.host, count: Number(row.total) }))
}

/** Editors and administrators read the visitor counts; nobody else (the reporting office and HR need not). */
export function readsVisitorFigures(user: PayloadRequest['user']): boolean {
  return hasRole(user, 'admin', 'editor')
}

/** The signed-in user of a request, when they may read the visitor counts. */
export async function visitorFiguresReader(headers: Headers): Promise<PayloadRequest['user'] | null> {
  const { user } = await (await payloadClient()).auth({ headers })
  return readsVisitorFigures(user) ? user : null
}

export async function visitorFigures(range: DayRange): Promise<VisitorFigures> {
  const months = monthsUpTo(range.to, 12)
  const [days, monthly, pages, before, referrers, languages, devices, notFound, searches, weeks] = await Promise.all([
    perDay(range),
    perMonth(months),
    sums('view', range, 'subject', TOP),
    sums('view', previousRange(range), 'subject'),
    sums('view', range, 'referrerHost', TOP),
    sums('view', range, 'language'),
    sums('view', range, 'device'),
    notFoundPaths(range),
    sums('search', range, 'subject', TOP, VIEW_SEARCH_TERM_MIN_SHOWN),
    searchWeeks(range),
  ])
  const previous = new Map(before.map((row) => [row.key, Number(row.total)]))
  const byDevice = new Map(devices.map((row) => [row.key, Number(row.total)]))
  return {
    range,
    total: languages.reduce((sum, row) => sum + Number(row.total), 0),
    days: daysOf(range).map((date) => ({ date, views: days.get(date) ?? 0 })),
    months: months.map((month) => ({ month, views: monthly.get(month) ?? 0 })),
    pages: pages.map((row) => ({ path: row.key, views: Number(row.total), previous: previous.get(row.key) ?? 0 })),
    referrers: referrers.map((row) => ({ host: row.key, views: Number(row.total) })),
    languages: languages.map((row) => ({ language: row.key, views: Number(row.total) })),
    devices: DEVICE_CLASSES.map((device) => ({ device, views: byDevice.get(device) ?? 0 })),
    notFound,
    searches: searches.map((row) => ({ term: row.key, count: Number(row.total) })),
    searchWeeks: weeks,
  }
}
