import type { ReminderKind } from '@/lib/mail/whistleblowerMail'
import { invalidPaths } from '@/lib/payloadErrors'
import { OPEN_CASE_STATUSES, remindersDue, type DeadlineKind } from '@/lib/whistleblower/caseDeadlines'
import { inTransaction } from '../transaction'
import { queueWhistleblowerNotice } from './notices'
import { payloadClient } from '../payload'

const REMINDER_KIND: Record<DeadlineKind, ReminderKind> = {
  acknowledge: 'acknowledge-reminder',
  feedback: 'feedback-reminder',
}

/** The one reminder a case gets for a deadline; the notices' unique column holds it. */
const reminderKey = (kind: DeadlineKind, reportId: number) => `${kind}:${reportId}`

/**
 * Queues a reminder to the office's inbox for each deadline of an open case whose reminder lead has begun
 * (src/lib/whistleblower/caseDeadlines.ts), once per case and deadline, even when two instances run this at the
 * same moment. The mail worker delivers them like every notice: case number, deadline and link, never the
 * case's content. Answers how many it queued.
 */
export async function queueDeadlineReminders(now = new Date()): Promise<number> {
  const payload = await payloadClient()
  // Only what the deadlines depend on: nothing sealed is read, and without a user nothing is logged.
  const { docs: cases } = await payload.find({
    collection: 'whistleblower-reports',
    overrideAccess: true,
    depth: 0,
    pagination: false,
    joins: false,
    select: { caseNumber: true, status: true, receivedAt: true, acknowledgedAt: true, firstFeedbackAt: true },
    where: { status: { in: OPEN_CASE_STATUSES } },
  })
  const due = cases.flatMap((report) =>
    report.receivedAt
      ? remindersDue({ ...report, receivedAt: report.receivedAt }, now).map((deadline) => ({
          report,
          deadline,
          key: reminderKey(deadline.kind, report.id),
        }))
      : [],
  )
  if (due.length === 0) return 0
  const { docs: sent } = await payload.find({
    collection: 'whistleblower-notifications',
    overrideAccess: true,
    depth: 0,
    pagination: false,
    select: { reminderKey: true },
    where: { reminderKey: { in: due.map(({ key }) => key) } },
  })
  const already = new Set(sent.map((notice) => notice.reminderKey))
  let queued = 0
  for (const { report, deadline, key } of due) {
    if (already.has(key)) continue
    try {
      await inTransaction((req) =>
        queueWhistleblowerNotice(
          req,
          {
            caseNumber: report.caseNumber,
            reportId: report.id,
            kind: REMINDER_KIND[deadline.kind],
            dueAt: deadline.dueAt.toISOString(),
            reminderKey: key,
          },
          now,
        ),
      )
      queued++
    } catch (error) {
      // Another instance queued it a moment ago.
      if (invalidPaths(error).some((path) => /reminderKey|reminder_key/.test(path))) continue
      throw error
    }
  }
  return queued
}
