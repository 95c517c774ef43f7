import type { Payload, PayloadRequest } from 'payload'
import { unwrapWithKey, wrapWithKey } from '@/lib/sealed/keyWrap'
import { serverKey } from '@/lib/sealed/serverKey'
import { wrapContext } from '@/lib/sealed/deskKeys'
import { OFFICE, record, type CaseRef, type Member } from '@/lib/whistleblower/vault'
import {
  addKeyRow,
  keyedMembers as deskMembers,
  keyRows,
  moveServerHeldRecords,
  recordKeyForMember,
  serverHeldCount as deskServerHeldCount,
  unwrapServerRow as deskUnwrapServerRow,
  wrapForDesk,
} from '../sealed/deskVault'

/**
 * The reporting office's case keys as stored (the desk and its key model: src/lib/whistleblower/vault.ts and
 * src/lib/sealed/deskKeys.ts). Cases taken in before the office has a member with a key are held by the
 * server's key (WHISTLEBLOWER_KEY or its key file) until then.
 */
export { OFFICE_ROLE, type CaseRef } from '@/lib/whistleblower/vault'

/** Members of the reporting office who have a key (confirmed members who set their own password). */
export async function keyedMembers(req: PayloadRequest): Promise<Member[]> {
  return (await deskMembers(OFFICE, req)).map(({ id, publicKey }) => ({ id, officePublicKey: publicKey }))
}

/** Wraps a new case key for the office (or, before it is set up, for the server's key). */
export const wrapForOffice = (req: PayloadRequest, ref: CaseRef, caseKey: Buffer) =>
  wrapForDesk(OFFICE, req, record(ref), caseKey, serverKey)

export async function wrapForReporter(
  req: PayloadRequest,
  ref: CaseRef,
  caseKey: Buffer,
  reporterKey: Buffer,
): Promise<void> {
  const wrapped = wrapWithKey(caseKey, reporterKey, wrapContext(OFFICE, record(ref), 'reporter'))
  await addKeyRow(OFFICE, req, record(ref), 'reporter', wrapped)
}

/** The case key for the member signed in on `req`, or null (not unlocked in this session, or not granted). */
export const caseKeyForMember = (req: PayloadRequest, ref: CaseRef) =>
  recordKeyForMember(OFFICE, req, record(ref))

/** The case key for the reporter's key (from the access code); a case still held by the server gets the
 * reporter's wrap now, since the code is at hand only here. */
export async function caseKeyForReporter(
  req: PayloadRequest,
  ref: CaseRef,
  reporterKey: Buffer,
): Promise<Buffer | null> {
  const rows = await keyRows(OFFICE, req, { recordId: ref.reportId })
  const own = rows.find((row) => row.holder === 'reporter')
  if (own) return unwrapWithKey(own.wrapped, reporterKey, wrapContext(OFFICE, record(ref), 'reporter'))
  const server = rows.find((row) => row.holder === 'server')
  if (!server) return null
  const caseKey = unwrapWithKey(server.wrapped, await serverKey(), wrapContext(OFFICE, record(ref), 'server'))
  await wrapForReporter(req, ref, caseKey, reporterKey)
  return caseKey
}

/** Cases still held by the server's key are wrapped for the office and the server's wraps deleted. */
export const moveServerHeldCases = (req: PayloadRequest) => moveServerHeldRecords(OFFICE, req, serverKey)

/** Opens one of the server's wraps with `key`: throws when it is not the key they were made with. */
export const unwrapServerRow = (payload: Payload, key: Buffer) => deskUnwrapServerRow(OFFICE, payload, key)

export const serverHeldCount = (payload: Payload) => deskServerHeldCount(OFFICE, payload)
