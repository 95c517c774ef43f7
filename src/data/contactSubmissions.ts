import { HumanCheckReused } from '@/lib/captcha'
import type { ContactForm, ContactTopic } from '@/lib/forms/contact'
import { defaultLocale, isLocale } from '@/i18n/routing'
import type { Locale } from './types'
import { claimDue, isoDate, queueTable, recordDelivered, recordFailure } from './mailQueue'

/**
 * Storage of contact enquiries and their delivery state (collection `contact-submissions`, defined in
 * src/collections/ContactSubmissions.ts). Reads and writes go through the database adapter's query builder
 * rather than Payload's document pipeline: the collection has no hooks, relations or localized fields, the
 * endpoint must answer within milliseconds under load (one insert instead of Payload's several queries), and
 * the worker's claim has to be a single conditional UPDATE to be safe between instances.
 */

type StoredContact = ContactForm & {
  id: number
  locale: Locale
  createdAt: string
  attempts: number
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
    const { drizzle, table } = await queueTable('contact_submissions')
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

/** Claims due enquiries for delivery (see `claimDue`). */
export async function claimDueContactSubmissions(now: Date, leaseMs: number, limit: number): Promise<StoredContact[]> {
  const claimed = await claimDue('contact_submissions', now, leaseMs, limit)
  return claimed.map((row) => {
    const text = (key: string) => (row[key] as string | null) ?? undefined
    return {
      id: row.id,
      name: row.name as string,
      email: row.email as string,
      tel: row.tel as string,
      firm_name: text('firmName'),
      subject: text('subject'),
      topic: text('topic') as ContactTopic | undefined,
      message: text('message'),
      locale: isLocale(row.locale) ? row.locale : defaultLocale,
      createdAt: isoDate(row.createdAt),
      attempts: Number(row.attempts ?? 0),
    }
  })
}

export const recordContactDelivered = (id: number, attempts: number, at: Date) =>
  recordDelivered('contact_submissions', id, attempts, at)

export const recordContactFailure = (
  id: number,
  attempts: number,
  error: string,
  nextAttemptAt: Date,
  flagged: boolean,
) => recordFailure('contact_submissions', id, attempts, error, nextAttemptAt, flagged)
