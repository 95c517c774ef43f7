import { payloadClient } from './payload'
import { sqlOperators } from './sqlOperators'

const { and, asc, eq, inArray, isNull, lt, lte, ne, or } = sqlOperators

/**
 * The delivery state that a mail job carries in its own row (columns deliveryStatus, attempts, nextAttemptAt,
 * leaseUntil, lastError, sentAt — see the collections `contact-submissions` and `whistleblower-notifications`),
 * and the three operations of the mail worker on it. They run through the database adapter's query builder:
 * the claim has to be a single conditional UPDATE to be safe between workers and instances.
 */

type MailQueueTable =
  | 'contact_submissions'
  | 'whistleblower_notifications'
  | 'application_mails'
  | 'desk_notices'
  | 'schedule_notices'

type QueueRow = Record<string, unknown> & { id: number; attempts: number | string | null; createdAt: string }

// The calls below, as the SQLite and Postgres query builders both offer them (their own types differ by dialect).
type Column = never
type Query = Promise<QueueRow[]> & {
  where: (condition: unknown) => Query
  orderBy: (...order: unknown[]) => Query
  limit: (n: number) => Query
  returning: () => Promise<QueueRow[]>
}
type Drizzle = {
  insert: (table: unknown) => {
    values: (rows: Record<string, unknown> | Record<string, unknown>[]) => { returning: () => Promise<QueueRow[]> }
  }
  update: (table: unknown) => { set: (values: Record<string, unknown>) => Query }
  select: (fields?: Record<string, Column>) => { from: (table: unknown) => Query }
}

export async function queueTable(name: MailQueueTable) {
  const payload = await payloadClient()
  const adapter = payload.db as unknown as { drizzle: Drizzle; tables: Record<string, Record<string, Column>> }
  return { drizzle: adapter.drizzle, table: adapter.tables[name] }
}

/**
 * Claims up to `limit` jobs that are due for delivery, for `leaseMs`. The claim is one conditional UPDATE, so
 * two workers (or two instances) never hold the same job; a worker that dies leaves a lease that runs out.
 */
export async function claimDue(name: MailQueueTable, now: Date, leaseMs: number, limit: number): Promise<QueueRow[]> {
  const { drizzle, table: t } = await queueTable(name)
  const nowIso = now.toISOString()
  const due = and(
    ne(t.deliveryStatus, 'sent'),
    lte(t.nextAttemptAt, nowIso),
    or(isNull(t.leaseUntil), lt(t.leaseUntil, nowIso)),
  )
  const candidates = await drizzle.select({ id: t.id }).from(t).where(due).orderBy(asc(t.nextAttemptAt)).limit(limit)
  if (candidates.length === 0) return []
  return drizzle
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
}

export async function recordDelivered(name: MailQueueTable, id: number, attempts: number, at: Date): Promise<void> {
  const { drizzle, table: t } = await queueTable(name)
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

export async function recordFailure(
  name: MailQueueTable,
  id: number,
  attempts: number,
  error: string,
  nextAttemptAt: Date,
  flagged: boolean,
): Promise<void> {
  const { drizzle, table: t } = await queueTable(name)
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

/** SQLite keeps ISO text; Postgres answers `2026-11-22 08:12:14.94+00`. */
export function isoDate(value: string): string {
  const normalized = value.includes('T') ? value : value.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00')
  return new Date(normalized).toISOString()
}
