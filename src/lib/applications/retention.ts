import {
  APPLICANT_DATA_RETENTION_MONTHS,
  TALENT_POOL_MONTHS,
  UNTOUCHED_APPLICATION_MONTHS,
} from '../constants'
import { addMonths } from '../months'
import type { ApplicationStatus } from './desk'
import type { DeletionPromise } from '../mail/applicationMail'

/** The statuses that end an application: its data goes after the retention period. */
export const CLOSED_STATUSES: readonly ApplicationStatus[] = ['rejected', 'withdrawn']

/**
 * When an application's data is deleted (the privacy text's promise, spec §2): an open application is kept;
 * a rejected or withdrawn one APPLICANT_DATA_RETENTION_MONTHS after it was closed, or, with consent to the talent
 * pool, TALENT_POOL_MONTHS after it arrived (the consent withdrawn: as without it).
 */
export function deletionDate({
  status,
  talentPool,
  receivedAt,
  closedAt,
}: {
  status: ApplicationStatus
  talentPool: boolean
  receivedAt: Date
  closedAt: Date
}): Date | null {
  if (!CLOSED_STATUSES.includes(status)) return null
  return talentPool
    ? addMonths(receivedAt, TALENT_POOL_MONTHS)
    : addMonths(closedAt, APPLICANT_DATA_RETENTION_MONTHS)
}

/** An open application nobody worked on since this moment reminds HR. */
export function untouchedSince(now: Date): Date {
  return addMonths(now, -UNTOUCHED_APPLICATION_MONTHS)
}

/**
 * What a mail to the applicant promises about deletion, from the application as it stands: with consent to the
 * talent pool, the day TALENT_POOL_MONTHS after it arrived; closed without it, its deletion date; still open
 * without it, APPLICANT_DATA_RETENTION_MONTHS after the decision (the day is named in the mail that decides).
 */
export function deletionPromise({
  status,
  talentPool,
  receivedAt,
  deleteAfter,
}: {
  status: ApplicationStatus
  talentPool: boolean
  receivedAt: Date
  deleteAfter: Date | null
}): DeletionPromise {
  if (talentPool) return { kind: 'pool', on: deleteAfter ?? addMonths(receivedAt, TALENT_POOL_MONTHS) }
  if (CLOSED_STATUSES.includes(status) && deleteAfter) return { kind: 'on', on: deleteAfter }
  return { kind: 'after-decision', months: APPLICANT_DATA_RETENTION_MONTHS }
}
