import { and, inArray, isNull, lt, lte, ne, or } from '@payloadcms/db-sqlite/drizzle'
import { ValidationError } from 'payload'
import type { ContactForm } from '@/lib/forms/contact'
import type { Locale } from './types'
import { payloadClient } from './payload'

/**
 * Storage of contact enquiries and their delivery state (collection `contact-submissions`). The public
 * endpoint stores; the mail worker claims, sends and records the outcome.
 */

export class HumanCheckReused extends Error {
  constructor() {
    super('This human-check solution has already been used')
  }
}

export type StoredContact = ContactForm & {
  id: number
  locale: Locale
  createdAt: string
  attempts: number
}

/** Stores an enquiry with its delivery job in one insert; a reused challenge id is refused by the database. */
export async function storeContactSubmission(
  form: ContactForm,
  locale: Locale,
  challengeId: string,
  now = new Date(),
): Promise<number> {
  const payload = await payloadClient()
  try {
    const doc = await payload.create({
      collection: 'contact-submissions',
      overrideAccess: true,
      depth: 0,
      data: {
        name: form.name,
        email: form.email,
        tel: form.tel,
        firmName: form.firm_name,
        subject: form.subject,
        topic: form.topic,
        message: form.message,
        locale,
        challengeId,
        deliveryStatus: 'queued',
        attempts: 0,
        nextAttemptAt: now.toISOString(),
      },
    })
    return doc.id
  } catch (error) {
    if (error instanceof ValidationError && error.data.errors.some((e) => /challenge/i.test(e.path ?? ''))) {
      throw new HumanCheckReused()
    }
    throw error
  }
}

type Table = Record<string, never>
type Db = {
  drizzle: {
    update: (table: Table) => {
      set: (values: Record<string, unknown>) => {
        where: (condition: unknown) => { returning: () => Promise<Array<{ id: number }>> }
      }
    }
  }
  tables: Record<string, Table & Record<string, unknown>>
}

/**
 * Claims up to `limit` submissions that are due for delivery, for `leaseMs`. The claim is one conditional
 * UPDATE per batch, so two workers (or two instances) never hold the same submission; a worker that dies
 * leaves a lease that simply runs out.
 */
export async function claimDueContactSubmissions(
  now: Date,
  leaseMs: number,
  limit: number,
): Promise<StoredContact[]> {
  const payload = await payloadClient()
  const due = await payload.find({
    collection: 'contact-submissions',
    overrideAccess: true,
    depth: 0,
    limit,
    pagination: false,
    sort: 'nextAttemptAt',
    select: { deliveryStatus: true },
    where: {
      and: [
        { deliveryStatus: { not_equals: 'sent' } },
        { nextAttemptAt: { less_than_equal: now.toISOString() } },
        { or: [{ leaseUntil: { exists: false } }, { leaseUntil: { less_than: now.toISOString() } }] },
      ],
    },
  })
  if (due.docs.length === 0) return []

  const db = payload.db as unknown as Db
  const t = db.tables.contact_submissions as Record<string, never>
  const nowIso = now.toISOString()
  const claimed = await db.drizzle
    .update(t)
    .set({ leaseUntil: new Date(now.getTime() + leaseMs).toISOString() })
    .where(
      and(
        inArray(
          t.id,
          due.docs.map((doc) => doc.id),
        ),
        ne(t.deliveryStatus, 'sent'),
        lte(t.nextAttemptAt, nowIso),
        or(isNull(t.leaseUntil), lt(t.leaseUntil, nowIso)),
      ),
    )
    .returning()
  if (claimed.length === 0) return []

  const docs = await payload.find({
    collection: 'contact-submissions',
    overrideAccess: true,
    depth: 0,
    limit: claimed.length,
    pagination: false,
    where: { id: { in: claimed.map((row) => row.id) } },
  })
  return docs.docs.map((doc) => ({
    id: doc.id,
    name: doc.name,
    email: doc.email,
    tel: doc.tel,
    firm_name: doc.firmName ?? undefined,
    subject: doc.subject ?? undefined,
    topic: doc.topic ?? undefined,
    message: doc.message ?? undefined,
    locale: (doc.locale ?? 'de') as Locale,
    createdAt: doc.createdAt,
    attempts: doc.attempts ?? 0,
  }))
}

export async function recordContactDelivered(id: number, attempts: number, at: Date): Promise<void> {
  const payload = await payloadClient()
  await payload.update({
    collection: 'contact-submissions',
    id,
    overrideAccess: true,
    depth: 0,
    data: { deliveryStatus: 'sent', sentAt: at.toISOString(), attempts, leaseUntil: null, lastError: null },
  })
}

export async function recordContactFailure(
  id: number,
  attempts: number,
  error: string,
  nextAttemptAt: Date,
  flagged: boolean,
): Promise<void> {
  const payload = await payloadClient()
  await payload.update({
    collection: 'contact-submissions',
    id,
    overrideAccess: true,
    depth: 0,
    data: {
      deliveryStatus: flagged ? 'failed' : 'queued',
      attempts,
      lastError: error.slice(0, 500),
      nextAttemptAt: nextAttemptAt.toISOString(),
      leaseUntil: null,
    },
  })
}

/** Whether a submission has already been delivered (a re-run of a crashed delivery checks this first). */
export async function isContactDelivered(id: number): Promise<boolean> {
  const payload = await payloadClient()
  const doc = await payload.findByID({ collection: 'contact-submissions', id, overrideAccess: true, depth: 0 })
  return doc.deliveryStatus === 'sent'
}
