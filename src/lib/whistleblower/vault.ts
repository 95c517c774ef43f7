import type { ValueContext } from '../sealed/valueSealing'
import { OFFICE_DESK } from '../sealed/desks'

/**
 * The reporting office as a desk of the shared sealed-record module (src/lib/sealed/): each case's key is wrapped
 * for every office member, the office's recovery key, and the reporter (a key derived from the access code, see
 * caseAccess.ts; the reporter's wraps: src/data/whistleblower/reporterKeys.ts).
 */
export const OFFICE_ROLE = OFFICE_DESK.role

export const OFFICE = OFFICE_DESK

/** What a value of a case is sealed to (src/lib/sealed/valueSealing.ts): the office, the case, the field. */
export const caseContext = (caseNumber: string, field: string): ValueContext => ({
  desk: OFFICE.name,
  reference: caseNumber,
  field,
})
