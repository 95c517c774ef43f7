import type { RecordRef } from '../sealed/deskKeys'
import { OFFICE_DESK } from '../sealed/desks'

/**
 * The reporting office as a desk of the shared sealed-record module (src/lib/sealed/deskKeys.ts): each case's
 * key is wrapped for every office member, the office's recovery key, and the reporter (a key derived from the
 * access code, see caseAccess.ts). The wraps are read and written by src/collections/whistleblowerVault.ts.
 */
export type CaseRef = { reportId: number; caseNumber: string }

export const OFFICE_ROLE = OFFICE_DESK.role

export const OFFICE = OFFICE_DESK

export const record = (ref: CaseRef): RecordRef => ({ id: ref.reportId, reference: ref.caseNumber })

export type Member = { id: number; officePublicKey: string }
export const deskMember = (member: Member) => ({ id: member.id, publicKey: member.officePublicKey })
