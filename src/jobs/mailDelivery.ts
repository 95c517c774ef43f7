import { MAIL_RETRY } from '@/lib/constants'
import { mailWorkerEnabled, smtpUrl } from '@/lib/env'
import { kickDelivery } from './mailDeliveryWorker'
import { smtpSender } from '@/lib/mail/transport'

/**
 * Mail delivery in this process: without SMTP_URL nothing is sent and submissions wait in the admin; with it,
 * a pass runs right after each submission and every MAIL_RETRY.pollMs for retries.
 */
export function deliverSoon(force = false): void {
  if (smtpUrl && mailWorkerEnabled) kickDelivery(smtpSender(smtpUrl), force)
}

let started = false

export function startMailWorker(): void {
  if (started || !smtpUrl || !mailWorkerEnabled) return
  started = true
  deliverSoon(true)
  setInterval(() => deliverSoon(true), MAIL_RETRY.pollMs).unref()
}
