import type { PayloadRequest } from 'payload'
import type { WhistleblowerNotice } from '@/lib/mail/whistleblowerMail'
import { claimDue, isoDate } from '../mailQueue'

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never

/**
 * Queues a notice to the reporting office, in the transaction of `req` (the report's or message's). A
 * `reminderKey` makes it the only one of its key (see whistleblowerReminders.ts).
 */
export async function queueWhistleblowerNotice(
  req: PayloadRequest,
  notice: DistributiveOmit<WhistleblowerNotice, 'id'> & { reminderKey?: string },
  now = new Date(),
): Promise<void> {
  await req.payload.create({
    collection: 'whistleblower-notifications',
    overrideAccess: true,
    req,
    depth: 0,
    data: { ...notice, deliveryStatus: 'queued', attempts: 0, nextAttemptAt: now.toISOString() },
  })
}

/** Claims due notices for delivery (see `claimDue`). */
export async function claimDueWhistleblowerNotices(
  now: Date,
  leaseMs: number,
  limit: number,
): Promise<(WhistleblowerNotice & { attempts: number; createdAt: string })[]> {
  const rows = await claimDue('whistleblower_notifications', now, leaseMs, limit)
  return rows.map((row) => {
    const job = { attempts: Number(row.attempts ?? 0), createdAt: isoDate(row.createdAt) }
    if (row.kind === 'access-change' || row.kind === 'address-change')
      return {
        ...job,
        id: row.id,
        kind: row.kind,
        detail: String(row.detail ?? ''),
        recipient: (row.recipient as string | null) ?? null,
      }
    const aboutCase = { ...job, id: row.id, caseNumber: row.caseNumber as string, reportId: Number(row.reportId) }
    if (row.kind === 'acknowledge-reminder' || row.kind === 'feedback-reminder')
      return { ...aboutCase, kind: row.kind, dueAt: isoDate(row.dueAt as string) }
    const kind =
      row.kind === 'reporter-message' || row.kind === 'minutes-confirmed' ? row.kind : ('new-report' as const)
    return { ...aboutCase, kind }
  })
}
