import { sql } from '@payloadcms/db-sqlite/drizzle'
import { describe, expect, it } from 'vitest'
import { addCounts, foldOldDays, rowsOf } from '@/data/visitorCounts'
import type { CountRow } from '@/lib/views/tally'
import { payload } from './helpers'

const view = (date: string, subject: string, count: number, device = 'desktop'): CountRow => ({
  kind: 'view',
  period: 'day',
  date,
  subject,
  language: 'de',
  referrerHost: '',
  device,
  count,
})

type Stored = {
  kind: string
  period: string
  date: string
  subject: string
  device: string
  count: number | string
}

async function stored(subject: string): Promise<Stored[]> {
  const rows = await rowsOf<Stored>(
    sql`SELECT "kind", "period", "date", "subject", "device", "count" FROM "visitor_counts" WHERE "subject" = ${subject} ORDER BY "period", "date", "device"`,
  )
  return rows.map((row) => ({ ...row, count: Number(row.count) }))
}

describe('visitor counts in the database', () => {
  it('add up from several writers at once, one row per key', async () => {
    await payload()
    // Three instances writing the same keys at the same moment, each several times.
    const writes = Array.from({ length: 3 }, () =>
      Array.from({ length: 5 }, () =>
        addCounts([view('2026-11-02', '/concurrent', 2), view('2026-11-02', '/concurrent', 1, 'mobile')]),
      ),
    ).flat()
    await Promise.all(writes)
    expect(await stored('/concurrent')).toEqual([
      {
        kind: 'view',
        period: 'day',
        date: '2026-11-02',
        subject: '/concurrent',
        device: 'desktop',
        count: 30,
      },
      {
        kind: 'view',
        period: 'day',
        date: '2026-11-02',
        subject: '/concurrent',
        device: 'mobile',
        count: 15,
      },
    ])
  })

  it('fold days past retention into months, once, also when two folds start together', async () => {
    await addCounts([
      view('2024-08-03', '/old', 4),
      view('2024-08-20', '/old', 6),
      view('2024-09-30', '/old', 1),
      view('2024-10-01', '/old', 7),
    ])
    await addCounts([{ ...view('2024-08', '/old', 5), period: 'month' }])
    await Promise.all([foldOldDays('2024-10-01'), foldOldDays('2024-10-01')])
    expect(await stored('/old')).toEqual([
      { kind: 'view', period: 'day', date: '2024-10-01', subject: '/old', device: 'desktop', count: 7 },
      { kind: 'view', period: 'month', date: '2024-08', subject: '/old', device: 'desktop', count: 15 },
      { kind: 'view', period: 'month', date: '2024-09', subject: '/old', device: 'desktop', count: 1 },
    ])
  })

  it('store aggregates only: no address, agent, time of day or identifier of a visitor', async () => {
    const api = await payload()
    const table = (api.db as unknown as { tables: Record<string, Record<string, unknown>> }).tables
      .visitor_counts
    // The table's columns (Postgres's table object also carries a method).
    const columns = Object.keys(table)
      .filter((name) => typeof table[name] !== 'function')
      .sort()
    expect(columns).toEqual([
      'count',
      'date',
      'device',
      'id',
      'kind',
      'language',
      'period',
      'referrerHost',
      'subject',
    ])
    // Two visitors with the same keys are one row: nothing tells them apart.
    await addCounts([view('2026-11-03', '/same', 1)])
    await addCounts([view('2026-11-03', '/same', 1)])
    expect(await stored('/same')).toHaveLength(1)
  })
})
