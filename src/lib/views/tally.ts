import { VIEW_DAILY_RETENTION_MONTHS, VIEW_PENDING_KEYS_MAX } from '../constants'
import { siteLocalString } from '../siteTime'
import type { CountKind, Tally } from './observation'

/** A row of the aggregates: a day's (or, after VIEW_DAILY_RETENTION_MONTHS, a month's) count of one key. */
export interface CountRow {
  kind: CountKind
  period: 'day' | 'month'
  /** YYYY-MM-DD for a day, YYYY-MM for a month, in the site's time zone. */
  date: string
  subject: string
  language: string
  referrerHost: string
  device: string
  count: number
}

/**
 * Counts not yet in the database, in this process's memory: one entry per key, however many requests. On
 * globalThis, since the server around Next.js and Next's own bundles each load this module and must share it.
 */
const KEY = Symbol.for('sekundenwerk.views.pending')
type Store = { pending: Map<string, CountRow>; flush?: () => Promise<void> }

function store(): Store {
  const global = globalThis as { [KEY]?: Store }
  global[KEY] ??= { pending: new Map() }
  return global[KEY]
}

let dayOfMinute: { minute: number; day: string } | undefined

/** The site's day of an instant; the same for a whole minute (a day always starts on one), so worked out once per minute. */
export function siteDay(now: Date): string {
  const minute = Math.floor(now.getTime() / 60_000)
  if (dayOfMinute?.minute !== minute) dayOfMinute = { minute, day: siteLocalString(now).slice(0, 10) }
  return dayOfMinute.day
}

function keyOf(row: Omit<CountRow, 'count'>): string {
  return [row.kind, row.period, row.date, row.subject, row.language, row.referrerHost, row.device].join(
    '\u0000',
  )
}

function add(row: CountRow) {
  const pending = store().pending
  const key = keyOf(row)
  const held = pending.get(key)
  if (held) held.count += row.count
  else if (pending.size < VIEW_PENDING_KEYS_MAX) pending.set(key, { ...row })
}

/** Each tally's key for the day it was last added on: a remembered tally (./remembered.ts) adds with no new key. */
const keys = new WeakMap<Tally, { date: string; key: string }>()

/** Adds `times` (one request, or as many alike) to each tally's key, on the current day. */
export function addTallies(tallies: readonly Tally[], now = new Date(), times = 1): void {
  if (tallies.length === 0) return
  const date = siteDay(now)
  const pending = store().pending
  for (const tally of tallies) {
    let known = keys.get(tally)
    if (known?.date !== date) {
      known = { date, key: keyOf({ ...tally, period: 'day', date }) }
      keys.set(tally, known)
    }
    const held = pending.get(known.key)
    if (held) held.count += times
    // Bounded between two writes (or while the database is away): a flood of new keys is not held.
    else if (pending.size < VIEW_PENDING_KEYS_MAX)
      pending.set(known.key, { ...tally, period: 'day', date, count: times })
  }
}

/** Everything pending, which is then no longer held. */
export function takePending(): CountRow[] {
  const pending = store().pending
  const rows = [...pending.values()]
  pending.clear()
  return rows
}

/** Rows a failed write could not store go back, to be added with the next one. */
export function returnPending(rows: readonly CountRow[]): void {
  for (const row of rows) add(row)
}

/** The writer (the counting job) names itself, so the server can write what is pending before it stops. */
export function setPendingWriter(flush: () => Promise<void>): void {
  store().flush = flush
}

export async function writePending(): Promise<void> {
  await store().flush?.()
}

/** The first day kept as a day: the first of the month VIEW_DAILY_RETENTION_MONTHS months before this one. */
export function firstDailyDay(now: Date): string {
  const [year, month] = siteDay(now).split('-').map(Number)
  const index = year * 12 + (month - 1) - VIEW_DAILY_RETENTION_MONTHS
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`
}
