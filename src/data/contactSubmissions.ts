import { and, asc, eq, inArray, isNull, lt, lte, ne, or } from '@payloadcms/db-sqlite/drizzle'
import { HumanCheckReused } from '@/lib/captcha'
import type { ContactForm, ContactTopic } from '@/lib/forms/contact'
import type { Locale } from './types'
import { payloadClient } from './payload'

/**
 * Storage of contact enquiries and their delivery state (collection `contact-submissions`, defined in
 * src/collections/ContactSubmissions.ts). Reads and writes go through the database adapter's query builder
 * rather than Payload's document pipeline: the collection has no hooks, relations or localized fields, the
 * endpoint must answer within milliseconds under load (one insert instead of Payload's several queries), and
 * the worker's claim has to be a single conditional UPDATE to be safe between instances.
 */

export type StoredContact = ContactForm & {
  id: number
  locale: Locale
  createdAt: string
  attempts: number
}

type Row = {
  id: number
  name: string
  email: string
  tel: string
  firmName: string | null
  subject: string | null
  topic: string | null
  message: string | null
  locale: string | null
  attempts: number | string | null
  createdAt: string
}
type Column = never
type Query = Promise<Row[]> & {
  where: (condition: unknown) => Query
  orderBy: (...order: unknown[]) => Query
  limit: (n: number) => Query
  returning: () => Promise<Row[]>
}
type Drizzle = {
  insert: (table: unknown) => {
    values: (rows: Record<string, unknown> | Record<string, unknown>[]) => { returning: () => Promise<Row[]> }
  }
  update: (table: unknown) => { set: (values: Record<string, unknown>) => Query }
  select: (fields?: Record<string, Column>) => { from: (table: unknown) => Query }
}

async function db() {
  const payload = await payloadClient()
  const adapter = payload.db as unknown as { drizzle: Drizzle; tables: Record<string, Record<string, Column>> }
  return { drizzle: adapter.drizzle, table: adapter.tables.contact_submissions }
}

type PendingInsert = {
  row: Record<string, unknown> & { challengeId: string }
  resolve: (id: number) => void
  reject: (error: unknown) => void
}
const pending: PendingInsert[] = []
let flushScheduled = false
const MAX_ROWS_PER_INSERT = 200

/**
 * Stores an enquiry with its delivery job in one row; a reused challenge id is refused by the database. The
 * promise resolves once the row is committed. Enquiries that arrive while the database is busy are written
 * together in one multi-row INSERT (group commit): each commit costs a sync to disk, so under load one sync
 * serves many enquiries instead of one each.
 */
export function storeContactSubmission(
  form: ContactForm,
  locale: Locale,
  challengeId: string,
  now = new Date(),
): Promise<number> {
  const at = now.toISOString()
  const row = {
    name: form.name,
    email: form.email,
    tel: form.tel,
    firmName: form.firm_name ?? null,
    subject: form.subject ?? null,
    topic: form.topic ?? null,
    message: form.message ?? null,
    locale,
    challengeId,
    deliveryStatus: 'queued',
    attempts: 0,
    nextAttemptAt: at,
    createdAt: at,
    updatedAt: at,
  }
  return new Promise((resolve, reject) => {
    pending.push({ row, resolve, reject })
    if (!flushScheduled) {
      flushScheduled = true
      setImmediate(flushInserts)
    }
  })
}

async function flushInserts(): Promise<void> {
  const batch = pending.splice(0, MAX_ROWS_PER_INSERT)
  try {
    const { drizzle, table } = await db()
    try {
      const rows = await drizzle
        .insert(table)
        .values(batch.map((p) => p.row) as never)
        .returning()
      const ids = new Map(rows.map((row) => [(row as unknown as { challengeId: string }).challengeId, row.id]))
      for (const p of batch) p.resolve(ids.get(p.row.challengeId)!)
    } catch (error) {
      if (!isUniqueViolation(error) || batch.length === 1) throw error
      // One of them is a replay (or two carry the same solution): write them one by one.
      for (const p of batch) {
        try {
          const [row] = await drizzle.insert(table).values(p.row).returning()
          p.resolve(row.id)
        } catch (single) {
          p.reject(isUniqueViolation(single) ? new HumanCheckReused() : single)
        }
      }
    }
  } catch (error) {
    const failure = isUniqueViolation(error) ? new HumanCheckReused() : error
    for (const p of batch) p.reject(failure)
  } finally {
    if (pending.length > 0) setImmediate(flushInserts)
    else flushScheduled = false
  }
}

function isUniqueViolation(error: unknown): boolean {
  const codes = [error, (error as { cause?: unknown })?.cause].map((e) => (e as { code?: string } | null)?.code)
  return codes.includes('SQLITE_CONSTRAINT_UNIQUE') || codes.includes('23505')
}

/**
 * Claims up to `limit` submissions that are due for delivery, for `leaseMs`. The claim is one conditional
 * UPDATE, so two workers (or two instances) never hold the same submission; a worker that dies leaves a
 * lease that simply runs out.
 */
export async function claimDueContactSubmissions(now: Date, leaseMs: number, limit: number): Promise<StoredContact[]> {
  const { drizzle, table: t } = await db()
  const nowIso = now.toISOString()
  const due = and(
    ne(t.deliveryStatus, 'sent'),
    lte(t.nextAttemptAt, nowIso),
    or(isNull(t.leaseUntil), lt(t.leaseUntil, nowIso)),
  )
  const candidates = await drizzle.select({ id: t.id }).from(t).where(due).orderBy(asc(t.nextAttemptAt)).limit(limit)
  if (candidates.length === 0) return []
  const claimed = await drizzle
    .update(t)
    .set({ leaseUntil: new Date(now.getTime() + leaseMs).toISOString(), updatedAt: nowIso })
    .where(
      and(
        inArray(
          t.id,
          candidates.map((row) => row.id),
        ),
        due,
      ),
    )
    .returning()
  return claimed.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    tel: row.tel,
    firm_name: row.firmName ?? undefined,
    subject: row.subject ?? undefined,
    topic: (row.topic ?? undefined) as ContactTopic | undefined,
    message: row.message ?? undefined,
    locale: row.locale === 'en' ? 'en' : 'de',
    createdAt: isoDate(row.createdAt),
    attempts: Number(row.attempts ?? 0),
  }))
}

/** SQLite keeps ISO text; Postgres answers `2026-11-22 08:12:14.94+00`. */
function isoDate(value: string): string {
  const normalized = value.includes('T') ? value : value.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00')
  return new Date(normalized).toISOString()
}

export async function recordContactDelivered(id: number, attempts: number, at: Date): Promise<void> {
  const { drizzle, table: t } = await db()
  await drizzle
    .update(t)
    .set({
      deliveryStatus: 'sent',
      sentAt: at.toISOString(),
      attempts,
      leaseUntil: null,
      lastError: null,
      updatedAt: at.toISOString(),
    })
    .where(eq(t.id, id))
}

export async function recordContactFailure(
  id: number,
  attempts: number,
  error: string,
  nextAttemptAt: Date,
  flagged: boolean,
): Promise<void> {
  const { drizzle, table: t } = await db()
  await drizzle
    .update(t)
    .set({
      deliveryStatus: flagged ? 'failed' : 'queued',
      attempts,
      lastError: error.slice(0, 500),
      nextAttemptAt: nextAttemptAt.toISOString(),
      leaseUntil: null,
      updatedAt: new Date().toISOString(),
    })
    .where(eq(t.id, id))
}
