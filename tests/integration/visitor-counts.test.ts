import { sql } from '@payloadcms/db-sqlite/drizzle'
import { describe, expect, it } from 'vitest'
import { servedViewsOnly } from '@/data/servedPages'
import { addCounts, foldOldDays, rowsOf } from '@/data/visitorCounts'
import { visitorFigures } from '@/data/visitorFigures'
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

  it("sum up for the dashboard: a range's days, the months, pages with their trend, and terms from 3 searches", async () => {
    const row = (
      kind: CountRow['kind'],
      date: string,
      subject: string,
      count: number,
      extra: Partial<CountRow> = {},
    ) => ({
      ...view(date, subject, count),
      kind,
      ...extra,
    })
    await addCounts([
      row('view', '2025-06-10', '/dash-a', 3, {
        referrerHost: 'dash.example',
        language: 'en',
        device: 'mobile',
      }),
      row('view', '2025-06-11', '/dash-a', 2),
      row('view', '2025-06-11', '/dash-b', 4, { device: 'tablet' }),
      row('view', '2025-06-01', '/dash-a', 1),
      row('view', '2025-05-10', '/dash-a', 7),
      row('notFound', '2025-06-10', '/dash-weg', 2, { referrerHost: 'dash.example', device: '' }),
      row('search', '2025-06-10', 'dash drei', 3, { device: '' }),
      row('search', '2025-06-10', 'dash zwei', 2, { device: '' }),
      row('searchEmpty', '2025-06-10', 'dash drei', 3, { device: '' }),
      row('search', '2025-06-08', 'dash sonntag', 4, { device: '' }),
    ])
    const figures = await visitorFigures({ from: '2025-06-10', to: '2025-06-11' })
    expect(figures.total).toBe(9)
    expect(figures.days).toEqual([
      { date: '2025-06-10', views: 3 },
      { date: '2025-06-11', views: 6 },
    ])
    expect(figures.months.find((month) => month.month === '2025-06')?.views).toBe(10)
    expect(figures.months.find((month) => month.month === '2025-05')?.views).toBe(7)
    expect(figures.pages).toEqual([
      { path: '/dash-a', views: 5, previous: 0 },
      { path: '/dash-b', views: 4, previous: 0 },
    ])
    expect(figures.referrers).toEqual([
      { host: '', views: 6 },
      { host: 'dash.example', views: 3 },
    ])
    expect(figures.languages).toEqual([
      { language: 'de', views: 6 },
      { language: 'en', views: 3 },
    ])
    expect(figures.devices).toEqual([
      { device: 'mobile', views: 3 },
      { device: 'tablet', views: 4 },
      { device: 'desktop', views: 2 },
    ])
    expect(figures.notFound).toEqual([{ path: '/dash-weg', referrerHost: 'dash.example', count: 2 }])
    expect(figures.searches).toEqual([{ term: 'dash drei', count: 3 }])
    // Per week (Monday to Sunday, cut to the range, newest first): the most searched, and those without results.
    expect(figures.searchWeeks).toEqual([
      {
        range: { from: '2025-06-10', to: '2025-06-11' },
        top: [{ term: 'dash drei', count: 3 }],
        withoutResults: [{ term: 'dash drei', count: 3 }],
      },
    ])
    const twoWeeks = await visitorFigures({ from: '2025-06-02', to: '2025-06-11' })
    expect(twoWeeks.searchWeeks.map((week) => [week.range, week.top.map((t) => t.term)])).toEqual([
      [{ from: '2025-06-09', to: '2025-06-11' }, ['dash drei']],
      [{ from: '2025-06-02', to: '2025-06-08' }, ['dash sonntag']],
    ])
    // The trend: a day against the day before.
    const day = await visitorFigures({ from: '2025-06-11', to: '2025-06-11' })
    expect(day.pages).toEqual([
      { path: '/dash-b', views: 4, previous: 0 },
      { path: '/dash-a', views: 2, previous: 3 },
    ])
  })

  it('hold at most so many new rows a day per kind: a 404 or term past it is not stored, a view loses its referrer', async () => {
    await payload()
    const date = '2024-02-03'
    const missing = (n: number, count = 1): CountRow => ({
      kind: 'notFound',
      period: 'day',
      date,
      subject: `/cap-${n}`,
      language: 'de',
      referrerHost: '',
      device: '',
      count,
    })
    const max = 5
    await addCounts([missing(1), missing(2), missing(3)], undefined, max)
    // Seven more: the two most counted new ones fill the day; a known one always adds.
    await addCounts(
      [missing(1, 4), missing(4), missing(5, 3), missing(6, 2), missing(7), missing(8), missing(9)],
      undefined,
      max,
    )
    const cap = await rowsOf<{ subject: string; count: number | string }>(
      sql`SELECT "subject", "count" FROM "visitor_counts" WHERE "date" = ${date} AND "kind" = 'notFound' ORDER BY "subject"`,
    )
    expect(cap.map((row) => `${row.subject} ${Number(row.count)}`)).toEqual([
      '/cap-1 5',
      '/cap-2 1',
      '/cap-3 1',
      '/cap-5 3',
      '/cap-6 2',
    ])
    // Views past it keep their page: one forged referrer after another ends up as no referrer.
    const fromHost = (host: string, count = 1): CountRow => ({
      ...view(date, '/cap-view', count),
      referrerHost: host,
    })
    await addCounts(
      Array.from({ length: 8 }, (_, n) => fromHost(`h${n}.example`)),
      undefined,
      max,
    )
    const views = await rowsOf<{ referrer_host: string; count: number | string }>(
      sql`SELECT "referrer_host", "count" FROM "visitor_counts" WHERE "date" = ${date} AND "kind" = 'view' ORDER BY "referrer_host"`,
    )
    expect(views).toHaveLength(max + 1)
    expect(views.reduce((sum, row) => sum + Number(row.count), 0)).toBe(8)
    expect(views[0].referrer_host).toBe('')
  })

  it('count views only of pages the site serves: its pages and published records', async () => {
    const api = await payload()
    const {
      docs: [news],
    } = await api.find({ collection: 'news', limit: 1, where: { _status: { equals: 'published' } } })
    const page = (subject: string) => view('2026-11-20', subject, 1)
    const missing = { ...page('/erfunden'), kind: 'notFound' as const }
    const kept = await servedViewsOnly([
      page('/kontakt'),
      page('/en/ueber-uns/team'),
      page(`/aktuelles/news/${news.id}/${news.url}`),
      page(`/en/aktuelles/news/${news.id}/${news.url}`),
      page('/erfunden'),
      page(`/aktuelles/news/${news.id}/erfunden`),
      page('/aktuelles/news/999999999/x'),
      page('/aktuelles/news/feed/x'),
      missing,
    ])
    expect(kept.map((row) => `${row.kind} ${row.subject}`)).toEqual([
      'view /kontakt',
      'view /en/ueber-uns/team',
      `view /aktuelles/news/${news.id}/${news.url}`,
      `view /en/aktuelles/news/${news.id}/${news.url}`,
      'notFound /erfunden',
    ])
  })
})
