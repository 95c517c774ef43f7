import { sql, type SQL } from '@payloadcms/db-sqlite/drizzle'
import { VIEW_DAILY_ROWS_MAX } from '@/lib/constants'
import type { CountRow } from '@/lib/views/tally'
import { payloadClient } from './payload'

/**
 * The visitor counts' table (src/collections/VisitorCounts.ts) in plain SQL that SQLite and Postgres both
 * speak: each write adds to a row in one statement (`count = count + excluded.count`), so any number of
 * instances add their counts without reading first, and none is lost or counted twice.
 */
type Drizzle = {
  all?: (query: SQL) => Promise<unknown[]>
  execute?: (query: SQL) => Promise<{ rows: unknown[] }>
  transaction: <T>(work: (tx: Drizzle) => Promise<T>) => Promise<T>
}

async function database(): Promise<Drizzle> {
  const payload = await payloadClient()
  return (payload.db as unknown as { drizzle: Drizzle }).drizzle
}

/** Rows of a query on either database (Postgres's driver answers { rows }, SQLite's the rows). */
export async function rowsOf<T>(query: SQL, db?: Drizzle): Promise<T[]> {
  const drizzle = db ?? (await database())
  if (drizzle.execute) return (await drizzle.execute(query)).rows as T[]
  return (await drizzle.all!(query)) as T[]
}

const KEY_COLUMNS = sql`("kind", "period", "date", "subject", "language", "referrer_host", "device")`
const COLUMNS = sql`("kind", "period", "date", "subject", "language", "referrer_host", "device", "count")`
/** Rows per statement: SQLite allows some thousands of parameters, each row has eight. */
const CHUNK = 400

const keyOf = (r: Omit<CountRow, 'count' | 'period' | 'date'>) =>
  [r.kind, r.subject, r.language, r.referrerHost, r.device].join('\u0000')

/** `rows` with each key once, the counts of a key's rows added (`ON CONFLICT` may touch a row once per statement). */
function merged(rows: readonly CountRow[]): CountRow[] {
  const byKey = new Map<string, CountRow>()
  for (const row of rows) {
    const key = `${row.period}\u0000${row.date}\u0000${keyOf(row)}`
    const held = byKey.get(key)
    if (held) held.count += row.count
    else byKey.set(key, { ...row })
  }
  return [...byKey.values()]
}

/**
 * One day's new rows of one kind within VIEW_DAILY_ROWS_MAX: what adds to a row that exists always passes; new
 * rows while there is room, the most counted first; past it, a page view is kept under its page without its
 * referrer (rows of views without one are as many as the site's pages, so not capped), and a new 404 path or
 * search term is not stored. Several instances writing at the same moment may each add one write's rows more.
 */
async function withinDailyRows(
  date: string,
  kind: CountRow['kind'],
  rows: CountRow[],
  drizzle: Drizzle,
  max: number,
): Promise<CountRow[]> {
  const [{ n }] = await rowsOf<{ n: number | string }>(
    sql`SELECT count(*) AS "n" FROM "visitor_counts" WHERE "period" = 'day' AND "date" = ${date} AND "kind" = ${kind}`,
    drizzle,
  )
  let room = max - Number(n)
  if (rows.length <= room) return rows
  const existing = new Set<string>()
  const subjects = [...new Set(rows.map((row) => row.subject))]
  for (let start = 0; start < subjects.length; start += CHUNK) {
    const found = await rowsOf<{ subject: string; language: string; referrer_host: string; device: string }>(
      sql`SELECT "subject", "language", "referrer_host", "device" FROM "visitor_counts"
        WHERE "period" = 'day' AND "date" = ${date} AND "kind" = ${kind}
        AND "subject" IN (${sql.join(
          subjects.slice(start, start + CHUNK).map((subject) => sql`${subject}`),
          sql`, `,
        )})`,
      drizzle,
    )
    for (const row of found) existing.add(keyOf({ ...row, kind, referrerHost: row.referrer_host }))
  }
  const kept: CountRow[] = []
  for (const row of [...rows].sort((a, b) => b.count - a.count)) {
    if (existing.has(keyOf(row))) kept.push(row)
    else if (room > 0) {
      kept.push(row)
      room--
    } else if (row.kind === 'view' && row.referrerHost) kept.push({ ...row, referrerHost: '' })
  }
  return kept
}

/** Adds each row's count to its key's row, creating it at need (new day rows within VIEW_DAILY_ROWS_MAX of their kind). */
export async function addCounts(
  rows: readonly CountRow[],
  db?: Drizzle,
  dailyRowsMax = VIEW_DAILY_ROWS_MAX,
): Promise<void> {
  const drizzle = db ?? (await database())
  const groups = new Map<string, CountRow[]>()
  const months: CountRow[] = []
  for (const row of rows) {
    if (row.period !== 'day') months.push(row)
    else {
      const group = `${row.date}\u0000${row.kind}`
      const held = groups.get(group)
      if (held) held.push(row)
      else groups.set(group, [row])
    }
  }
  const capped: CountRow[] = []
  for (const group of groups.values())
    capped.push(...(await withinDailyRows(group[0].date, group[0].kind, group, drizzle, dailyRowsMax)))
  await insertCounts(merged([...months, ...capped]), drizzle)
}

async function insertCounts(rows: readonly CountRow[], drizzle: Drizzle): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) {
    const values = rows
      .slice(start, start + CHUNK)
      .map(
        (r) =>
          sql`(${r.kind}, ${r.period}, ${r.date}, ${r.subject}, ${r.language}, ${r.referrerHost}, ${r.device}, ${r.count})`,
      )
    await rowsOf(
      sql`INSERT INTO "visitor_counts" ${COLUMNS} VALUES ${sql.join(values, sql`, `)}
        ON CONFLICT ${KEY_COLUMNS} DO UPDATE SET "count" = "visitor_counts"."count" + excluded."count"`,
      drizzle,
    )
  }
}

type StoredRow = Omit<CountRow, 'count' | 'referrerHost'> & { referrer_host: string; count: number | string }

/**
 * Daily rows before `firstDay` become one row per month and key (retention: VIEW_DAILY_RETENTION_MONTHS).
 * Deleted and re-added in one transaction; the delete locks its rows, so a second instance doing the same
 * at the same time finds them gone and adds nothing twice. Returns how many daily rows were folded.
 */
export function foldOldDays(firstDay: string): Promise<number> {
  // One fold at a time in a process (SQLite refuses a second transaction at once rather than wait).
  const fold = folding.then(() => foldDays(firstDay))
  folding = fold.catch(() => undefined)
  return fold
}

let folding: Promise<unknown> = Promise.resolve()

async function foldDays(firstDay: string): Promise<number> {
  const drizzle = await database()
  return drizzle.transaction(async (tx) => {
    const old = await rowsOf<StoredRow>(
      sql`DELETE FROM "visitor_counts" WHERE "period" = 'day' AND "date" < ${firstDay} RETURNING "kind", "date", "subject", "language", "referrer_host", "device", "count"`,
      tx,
    )
    const months = new Map<string, CountRow>()
    for (const row of old) {
      const month: CountRow = {
        kind: row.kind,
        period: 'month',
        date: row.date.slice(0, 7),
        subject: row.subject,
        language: row.language,
        referrerHost: row.referrer_host,
        device: row.device,
        count: 0,
      }
      const key = [month.kind, month.date, month.subject, month.language, month.referrerHost, month.device].join('\u0000')
      const held = months.get(key) ?? months.set(key, month).get(key)!
      held.count += Number(row.count)
    }
    await addCounts([...months.values()], tx)
    return old.length
  })
}
