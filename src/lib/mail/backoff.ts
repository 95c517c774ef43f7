import { MAIL_RETRY } from '../constants'

/** Delay before the next try after `attempts` failed ones: first, then doubling, capped. */
export function retryDelayMs(attempts: number, firstDelayMs: number = MAIL_RETRY.firstDelayMs): number {
  const exponent = Math.max(0, attempts - 1)
  return Math.min(firstDelayMs * 2 ** Math.min(exponent, 30), MAIL_RETRY.maxDelayMs)
}

/** A submission still undelivered this long after it arrived is flagged in the admin (and still retried). */
export function isOverdue(createdAt: Date, now: Date): boolean {
  return now.getTime() - createdAt.getTime() >= MAIL_RETRY.flagAfterMs
}
