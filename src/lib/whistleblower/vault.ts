import type { Desk, RecordRef } from '../sealed/deskKeys'

/**
 * The reporting office as a desk of the shared sealed-record module (src/lib/sealed/deskKeys.ts): each case's
 * key is wrapped for every office member, the office's recovery key, and the reporter (a key derived from the
 * access code, see caseAccess.ts). The wraps are read and written by src/collections/whistleblowerVault.ts.
 */
export type CaseRef = { reportId: number; caseNumber: string }

export const OFFICE_ROLE = 'reporting-office'

export const OFFICE: Desk = {
  name: 'whistleblower',
  role: OFFICE_ROLE,
  keys: 'whistleblower-keys',
  recordId: 'reportId',
  reference: 'caseNumber',
  wrapLabel: 'case-key',
  vault: 'whistleblower-vault',
}

export const record = (ref: CaseRef): RecordRef => ({ id: ref.reportId, reference: ref.caseNumber })

export type Member = { id: number; officePublicKey: string }
export const deskMember = (member: Member) => ({ id: member.id, publicKey: member.officePublicKey })
