import { salesInbox } from '@/data/company'
import {
  claimDueContactSubmissions,
  recordContactDelivered,
  recordContactFailure,
} from '@/data/contactSubmissions'
import { MAIL_RETRY } from '../constants'
import { mailFrom, mailRetryFirstDelayMs, siteUrl } from '../env'
import { isOverdue, retryDelayMs } from './backoff'
import { composeContactMail } from './contactMail'
import type { MailSender } from './transport'

export type DeliveryResult = { claimed: number; delivered: number; failed: number }

/**
 * One pass over the due submissions: claim a batch, send each, record the outcome; repeats until nothing is
 * due. A failed send is tried again after an exponentially growing delay and flagged after 24 hours, never
 * dropped. The mail's Message-ID derives from the submission id, so the one copy that a crash between the
 * server's acceptance and our record could repeat carries the same id as the first.
 */
export async function deliverDueContactMail(
  send: MailSender,
  now: () => Date = () => new Date(),
): Promise<DeliveryResult> {
  const result: DeliveryResult = { claimed: 0, delivered: 0, failed: 0 }
  const to = await salesInbox()
  const siteHost = new URL(siteUrl).hostname
  for (;;) {
    const batch = await claimDueContactSubmissions(now(), MAIL_RETRY.leaseMs, MAIL_RETRY.batchSize)
    if (batch.length === 0) return result
    result.claimed += batch.length
    await Promise.all(
      batch.map(async (submission) => {
        const attempts = submission.attempts + 1
        try {
          await send(composeContactMail(submission, { to, from: mailFrom, siteHost }))
        } catch (error) {
          const at = now()
          result.failed++
          await recordContactFailure(
            submission.id,
            attempts,
            error instanceof Error ? error.message : String(error),
            new Date(at.getTime() + retryDelayMs(attempts, mailRetryFirstDelayMs)),
            isOverdue(new Date(submission.createdAt), at),
          )
          return
        }
        result.delivered++
        await recordContactDelivered(submission.id, attempts, now())
      }),
    )
    // The server is likely down: leave the rest to the next poll instead of failing through the queue.
    if (result.failed > 0) return result
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
  running = deliverDueContactMail(send)
    .then((result) => {
      if (result.failed > 0) quietUntil = Date.now() + MAIL_RETRY.pollMs
    })
    .catch((error) => console.error('[mail] delivery pass failed', error))
    .finally(() => {
      running = null
      if (again) {
        again = false
        kickDelivery(send)
      }
    })
}
