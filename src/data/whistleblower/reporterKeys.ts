import type { PayloadRequest } from 'payload'
import { wrapContext, type RecordRef } from '@/lib/sealed/deskKeys'
import { unwrapWithKey, wrapWithKey } from '@/lib/sealed/keyWrap'
import { serverKey } from '@/lib/sealed/serverKey'
import { OFFICE } from '@/lib/whistleblower/vault'
import { addKeyRow, keyRows } from '../sealed/deskVault'

/**
 * The reporting office's holder of a case key besides its members, its recovery key and (before the office is
 * set up) the server: the reporter, with a key derived from their access code (src/lib/whistleblower/caseAccess.ts).
 * Every other wrap of a case key is the shared key model's (src/data/sealed/deskVault.ts, with `OFFICE`).
 */
export async function wrapForReporter(
  req: PayloadRequest,
  ref: RecordRef,
  caseKey: Buffer,
  reporterKey: Buffer,
): Promise<void> {
  const wrapped = wrapWithKey(caseKey, reporterKey, wrapContext(OFFICE, ref, 'reporter'))
  await addKeyRow(OFFICE, req, ref, 'reporter', wrapped)
}

/**
 * The case key for the reporter's key (from the access code); a case still held by the server gets the reporter's
 * wrap now, since the code is at hand only here.
 */
export async function caseKeyForReporter(
  req: PayloadRequest,
  ref: RecordRef,
  reporterKey: Buffer,
): Promise<Buffer | null> {
  const rows = await keyRows(OFFICE, req, { recordId: ref.id })
  const own = rows.find((row) => row.holder === 'reporter')
  if (own) return unwrapWithKey(own.wrapped, reporterKey, wrapContext(OFFICE, ref, 'reporter'))
  const server = rows.find((row) => row.holder === 'server')
  if (!server) return null
  const caseKey = unwrapWithKey(server.wrapped, await serverKey(), wrapContext(OFFICE, ref, 'server'))
  await wrapForReporter(req, ref, caseKey, reporterKey)
  return caseKey
}
