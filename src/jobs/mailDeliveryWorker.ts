import { claimDueApplicationMails, recordApplicationMailDelivered } from '@/data/applications/records'
import { reportingOfficeInbox, salesInbox } from '@/data/company'
import {
  claimDueContactSubmissions,
  recordContactDelivered,
  recordContactFailure,
} from '@/data/contactSubmissions'
import { claimDueDeskNotices } from '@/data/deskNotices'
import { claimDueScheduleNotices } from '@/data/scheduleNotices'
import { recordDelivered, recordFailure } from '@/data/mailQueue'
import { claimDueWhistleblowerNotices } from '@/data/whistleblower/notices'
import { MAIL_RETRY } from '@/lib/constants'
import { isOutOfSpace, logOutOfSpace } from '@/lib/storageFull'
import { mailFrom, mailRetryFirstDelayMs, siteUrl } from '@/lib/env'
import { isOverdue, retryDelayMs } from '@/lib/mail/backoff'
import { composeApplicationMail } from '@/lib/mail/applicationMail'
import { composeContactMail, type ComposedMail } from '@/lib/mail/contactMail'
import { composeDeskNotice } from '@/lib/mail/deskNoticeMail'
import { composeScheduleNotice } from '@/lib/mail/scheduleNoticeMail'
import type { MailSender } from '@/lib/mail/transport'
import { composeWhistleblowerNotice } from '@/lib/mail/whistleblowerMail'

export type DeliveryResult = { claimed: number; delivered: number; failed: number }

type Job = { id: number; attempts: number; createdAt: string }

/** A table of mail jobs: how to claim due ones, turn one into a mail, and record the outcome. */
type MailQueue<J extends Job> = {
  claim: (now: Date, leaseMs: number, limit: number) => Promise<J[]>
  compose: (job: J) => ComposedMail
  delivered: (id: number, attempts: number, at: Date) => Promise<void>
  failed: (
    id: number,
    attempts: number,
    error: string,
    nextAttemptAt: Date,
    flagged: boolean,
  ) => Promise<void>
}

/**
 * One pass over a queue's due jobs: claim a batch, send each, record the outcome; repeats until nothing is
 * due. A failed send is tried again after an exponentially growing delay and flagged after 24 hours, never
 * dropped. The mail's Message-ID derives from the job's id, so the one copy that a crash between the server's
 * acceptance and our record could repeat carries the same id as the first.
 */
async function deliverQueue<J extends Job>(
  queue: MailQueue<J>,
  send: MailSender,
  now: () => Date,
): Promise<DeliveryResult> {
  const result: DeliveryResult = { claimed: 0, delivered: 0, failed: 0 }
  for (;;) {
    const batch = await queue.claim(now(), MAIL_RETRY.leaseMs, MAIL_RETRY.batchSize)
    if (batch.length === 0) return result
    result.claimed += batch.length
    await Promise.all(
      batch.map(async (job) => {
        const attempts = job.attempts + 1
        try {
          await send(queue.compose(job))
        } catch (error) {
          const at = now()
          result.failed++
          await queue.failed(
            job.id,
            attempts,
            error instanceof Error ? error.message : String(error),
            new Date(at.getTime() + retryDelayMs(attempts, mailRetryFirstDelayMs)),
            isOverdue(new Date(job.createdAt), at),
          )
          return
        }
        result.delivered++
        await queue.delivered(job.id, attempts, now())
      }),
    )
    // The server is likely down: leave the rest to the next poll instead of failing through the queue.
    if (result.failed > 0) return result
  }
}

/** Contact enquiries to the sales inbox. */
export async function deliverDueContactMail(
  send: MailSender,
  now: () => Date = () => new Date(),
): Promise<DeliveryResult> {
  const to = await salesInbox()
  const siteHost = new URL(siteUrl).hostname
  return deliverQueue(
    {
      claim: claimDueContactSubmissions,
      compose: (submission) => composeContactMail(submission, { to, from: mailFrom, siteHost }),
      delivered: recordContactDelivered,
      failed: recordContactFailure,
    },
    send,
    now,
  )
}

/** Notices of new reports and reporter additions to the reporting office's inbox. */
export async function deliverDueWhistleblowerNotices(
  send: MailSender,
  now: () => Date = () => new Date(),
): Promise<DeliveryResult> {
  const to = await reportingOfficeInbox()
  return deliverQueue(
    {
      claim: claimDueWhistleblowerNotices,
      compose: (notice) => composeWhistleblowerNotice(notice, { to, from: mailFrom, siteUrl }),
      delivered: (id, attempts, at) => recordDelivered('whistleblower_notifications', id, attempts, at),
      failed: (...outcome) => recordFailure('whistleblower_notifications', ...outcome),
    },
    send,
    now,
  )
}

/** HR's outbox: acknowledgements, invitations and rejections to applicants, notices to HR. */
export async function deliverDueApplicationMail(
  send: MailSender,
  now: () => Date = () => new Date(),
): Promise<DeliveryResult> {
  const siteHost = new URL(siteUrl).hostname
  return deliverQueue(
    {
      claim: claimDueApplicationMails,
      compose: (job) => composeApplicationMail(job.id, job.envelope, { from: mailFrom, siteHost }),
      delivered: recordApplicationMailDelivered,
      failed: (...outcome) => recordFailure('application_mails', ...outcome),
    },
    send,
    now,
  )
}

/** Notices to each member of a confidential desk about who may read its records. */
export async function deliverDueDeskNotices(
  send: MailSender,
  now: () => Date = () => new Date(),
): Promise<DeliveryResult> {
  return deliverQueue(
    {
      claim: claimDueDeskNotices,
      compose: (notice) => composeDeskNotice(notice, { from: mailFrom, siteUrl }),
      delivered: (id, attempts, at) => recordDelivered('desk_notices', id, attempts, at),
      failed: (...outcome) => recordFailure('desk_notices', ...outcome),
    },
    send,
    now,
  )
}

/** Notices to the editor whose planned publication failed. */
export async function deliverDueScheduleNotices(
  send: MailSender,
  now: () => Date = () => new Date(),
): Promise<DeliveryResult> {
  return deliverQueue(
    {
      claim: claimDueScheduleNotices,
      compose: (notice) => composeScheduleNotice(notice, { from: mailFrom, siteUrl }),
      delivered: (id, attempts, at) => recordDelivered('schedule_notices', id, attempts, at),
      failed: (...outcome) => recordFailure('schedule_notices', ...outcome),
    },
    send,
    now,
  )
}

/** Every queue, one after the other. */
export async function deliverDueMail(send: MailSender): Promise<DeliveryResult> {
  const results = [
    await deliverDueContactMail(send),
    await deliverDueWhistleblowerNotices(send),
    await deliverDueApplicationMail(send),
    await deliverDueDeskNotices(send),
    await deliverDueScheduleNotices(send),
  ]
  return {
    claimed: results.reduce((sum, r) => sum + r.claimed, 0),
    delivered: results.reduce((sum, r) => sum + r.delivered, 0),
    failed: results.reduce((sum, r) => sum + r.failed, 0),
  }
}

let running: Promise<unknown> | null = null
let again = false
let quietUntil = 0

/**
 * Runs a delivery pass unless one is running in this process; a kick during a pass schedules one more pass,
 * so a submission stored mid-pass is not left waiting for the next poll. After a pass with a failed send,
 * kicks rest until the next poll (`force`), so that a dead SMTP server is not hammered on every submission.
 */
export function kickDelivery(send: MailSender, force = false): void {
  if (!force && Date.now() < quietUntil) return
  if (running) {
    again = true
    return
  }
  running = deliverDueMail(send)
    .then((result) => {
      if (result.failed > 0) quietUntil = Date.now() + MAIL_RETRY.pollMs
    })
    .catch((error) =>
      isOutOfSpace(error)
        ? logOutOfSpace('mail delivery')
        : console.error('[mail] delivery pass failed', error),
    )
    .finally(() => {
      running = null
      if (again) {
        again = false
        kickDelivery(send)
      }
    })
}
