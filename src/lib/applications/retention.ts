import {
  APPLICANT_DATA_RETENTION_MONTHS,
  TALENT_POOL_MONTHS,
  UNTOUCHED_APPLICATION_MONTHS,
} from '../constants'
import { addMonths } from '../months'
import type { ApplicationStatus } from './desk'

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
