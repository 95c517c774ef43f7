import type { KeyObject } from 'node:crypto'
import { openPrivateKey, unwrapWithKey, unwrapWithPrivateKey, wrapForPublicKey, wrapWithKey } from './keyWrap'
import { holdMemberKey } from './memberKeyring'

/**
 * The key model of a confidential desk (the reporting office's cases, HR's applications), without storage:
 * who a record key is wrapped for, and under which context. Every record key is stored wrapped once per
 * holder, never in the clear. Holders:
 * - `member`: a member of the desk (their X25519 public key; their private key is sealed under their password
 *   and unlocked only in their session);
 * - `recovery`: the desk's offline recovery key, whose private part was shown once and is not on the server;
 * - `server`: only while the desk has no member with a key yet, under the server's key. As soon as the desk is
 *   set up these are re-wrapped for the desk and deleted.
 * A desk may add holders of its own (the reporting office: `reporter`). The rows are read and written by
 * src/data/sealed/deskVault.ts.
 */
export type Desk = {
  /** Names the desk in every wrap's context, so that no wrap of one desk opens for another. */
  name: string
  /** The role whose members hold the desk's records. */
  role: string
  /** The collection of the wrapped keys, and its column names for the record's id and reference. */
  keys: string
  recordId: string
  reference: string
  /** How the wraps' context names a record key (kept as the desk first stored it). */
  wrapLabel: string
  /** The global holding the desk's `recoveryPublicKey`. */
  vault: string
}

export type RecordRef = { id: number; reference: string }
export type Holder = 'member' | 'recovery' | 'server' | (string & {})
export type KeyRow = {
  id: number
  record: RecordRef
  holder: Holder
  userId?: number | null
  wrapped: string
}
export type Member = { id: number; publicKey: string }
export type SessionMember = { id: number | string; _sid?: string }
/** A member's key pair as stored: the private key sealed under their password (keyWrap.ts). */
export type MemberKeyPair = { userId: number; publicKey: string; sealedPrivateKey: string }
/** Reads the server's key, for records taken in before the desk has a member with a key. */
export type ServerKey = () => Promise<Buffer>

/** One wrap to store: for whom, and the wrapped record key. */
export type NewWrap = { holder: Holder; wrapped: string; userId?: number }

export const wrapContext = (desk: Desk, ref: RecordRef, holder: Holder, userId?: number | string | null) =>
  `${desk.wrapLabel}|${ref.reference}|${holder}|${userId ?? ''}`

/** A record key wrapped for each keyed member and for the desk's recovery key. */
export function wrapsForDesk(
  desk: Desk,
  ref: RecordRef,
  recordKey: Buffer,
  members: Member[],
  recovery: string,
): NewWrap[] {
  return [
    ...members.map((member) => wrapForMemberOf(desk, ref, recordKey, member)),
    wrapForRecovery(desk, ref, recordKey, recovery),
  ]
}

/** A record key wrapped for the desk's recovery key (its public part). */
export const wrapForRecovery = (
  desk: Desk,
  ref: RecordRef,
  recordKey: Buffer,
  recovery: string,
): NewWrap => ({
  holder: 'recovery',
  wrapped: wrapForPublicKey(recordKey, recovery, wrapContext(desk, ref, 'recovery')),
})

export const wrapForMemberOf = (desk: Desk, ref: RecordRef, recordKey: Buffer, member: Member): NewWrap => ({
  holder: 'member',
  wrapped: wrapForPublicKey(recordKey, member.publicKey, wrapContext(desk, ref, 'member', member.id)),
  userId: member.id,
})

/**
 * A record key wrapped for one person outside the desk who reads the record because a member shared it
 * (a hiring manager): stored as `holder` (the desk's readers' holder), under the person's own public key.
 */
export const wrapForReader = (
  desk: Desk,
  ref: RecordRef,
  recordKey: Buffer,
  reader: Member,
  holder: Holder,
): NewWrap => ({
  holder,
  wrapped: wrapForPublicKey(recordKey, reader.publicKey, wrapContext(desk, ref, holder, reader.id)),
  userId: reader.id,
})

/** A record key wrapped for the server's key (a desk not set up yet). */
export const wrapForServer = (desk: Desk, ref: RecordRef, recordKey: Buffer, key: Buffer): NewWrap => ({
  holder: 'server',
  wrapped: wrapWithKey(recordKey, key, wrapContext(desk, ref, 'server')),
})

/** Opens a member's wrap with their private key; throws when it does not open. */
export const openMemberWrap = (desk: Desk, row: KeyRow, privateKey: KeyObject, userId: number | string) =>
  unwrapWithPrivateKey(row.wrapped, privateKey, wrapContext(desk, row.record, 'member', userId))

/** Opens a person's wrap (a member's or a reader's, by the row's holder) with their private key; throws when it does not open. */
export const openPersonalWrap = (desk: Desk, row: KeyRow, privateKey: KeyObject, userId: number | string) =>
  unwrapWithPrivateKey(row.wrapped, privateKey, wrapContext(desk, row.record, row.holder, userId))

/** Opens a recovery wrap with the desk's offline recovery key. */
export const openRecoveryWrap = (desk: Desk, row: KeyRow, recoveryKey: KeyObject) =>
  unwrapWithPrivateKey(row.wrapped, recoveryKey, wrapContext(desk, row.record, 'recovery'))

/** Opens one of the server's wraps with the server's key; throws when it is not the key it was made with. */
export const openServerWrap = (desk: Desk, row: Pick<KeyRow, 'record' | 'wrapped'>, key: Buffer) =>
  unwrapWithKey(row.wrapped, key, wrapContext(desk, row.record, 'server'))

/** At sign-in: the member's private key, opened with the password just given, held for the session. */
export async function unlockMemberKey(
  pair: MemberKeyPair,
  password: string,
  sid: string,
  idleMs: number,
): Promise<boolean> {
  try {
    holdMemberKey(
      sid,
      pair.userId,
      await openPrivateKey(pair.sealedPrivateKey, password, pair.userId),
      idleMs,
    )
    return true
  } catch {
    return false
  }
}
