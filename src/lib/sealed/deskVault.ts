import type { Payload, PayloadRequest } from 'payload'
import type { KeyObject } from 'node:crypto'
import {
  newKeyPair,
  openPrivateKey,
  recoveryKeyText,
  sealPrivateKey,
  unwrapWithKey,
  unwrapWithPrivateKey,
  wrapForPublicKey,
  wrapWithKey,
} from './keyWrap'
import { holdMemberKey, memberKey, showRecoveryKey } from './memberKeyring'
import { publicKeysOf, storeFirstKeyPair, type MemberKeyPair } from './memberKeyPairs'

/**
 * Who holds each sealed record's key, for any confidential desk (the reporting office's cases, HR's
 * applications): every record key is stored wrapped once per holder in the desk's key collection, never in
 * the clear. Holders:
 * - `member`: a member of the desk (their X25519 public key; their private key is sealed under their password
 *   and unlocked only in their session);
 * - `recovery`: the desk's offline recovery key, whose private part was shown once and is not on the server;
 * - `server`: only while the desk has no member with a key yet, under the server's key. As soon as the desk is
 *   set up these are re-wrapped for the desk and deleted.
 * A desk may add holders of its own (the reporting office: `reporter`).
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

export const wrapContext = (desk: Desk, ref: RecordRef, holder: Holder, userId?: number | string | null) =>
  `${desk.wrapLabel}|${ref.reference}|${holder}|${userId ?? ''}`

type Filter = { holder?: Holder; userId?: number | string; recordId?: number }

function whereOf(desk: Desk, { holder, userId, recordId }: Filter) {
  const and: Record<string, unknown>[] = []
  if (recordId !== undefined) and.push({ [desk.recordId]: { equals: recordId } })
  if (holder) and.push({ holder: { equals: holder } })
  if (userId !== undefined) and.push({ userId: { equals: userId } })
  return { and } as never
}

export async function keyRows(desk: Desk, req: PayloadRequest, filter: Filter): Promise<KeyRow[]> {
  const { docs } = await req.payload.find({
    collection: desk.keys as never,
    overrideAccess: true,
    req,
    depth: 0,
    pagination: false,
    where: whereOf(desk, filter),
  })
  return (docs as unknown as Record<string, unknown>[]).map((row) => ({
    id: Number(row.id),
    record: { id: Number(row[desk.recordId]), reference: String(row[desk.reference]) },
    holder: row.holder as Holder,
    userId: (row.userId as number | null | undefined) ?? null,
    wrapped: String(row.wrapped),
  }))
}

export async function addKeyRow(
  desk: Desk,
  req: PayloadRequest,
  ref: RecordRef,
  holder: Holder,
  wrapped: string,
  userId?: number,
): Promise<void> {
  await req.payload.create({
    collection: desk.keys as never,
    overrideAccess: true,
    req,
    depth: 0,
    data: { [desk.recordId]: ref.id, [desk.reference]: ref.reference, holder, userId, wrapped } as never,
  })
}

export async function deleteKeyRows(desk: Desk, req: PayloadRequest, filter: Filter): Promise<void> {
  await req.payload.delete({
    collection: desk.keys as never,
    overrideAccess: true,
    req,
    where: whereOf(desk, filter),
  })
}

/** Members of the desk who have a key (confirmed members who set their own password). */
export async function keyedMembers(desk: Desk, req: PayloadRequest): Promise<Member[]> {
  const { docs } = await req.payload.db.find({
    collection: 'users',
    req,
    pagination: false,
    select: { id: true },
    where: { roles: { in: [desk.role] } },
  })
  const keys = await publicKeysOf(
    { payload: req.payload, req },
    docs.map((doc) => Number(doc.id)),
  )
  return [...keys].map(([id, publicKey]) => ({ id, publicKey }))
}

export async function recoveryPublicKey(desk: Desk, req: PayloadRequest): Promise<string | null> {
  const vault = await req.payload.findGlobal({ slug: desk.vault as never, overrideAccess: true, req })
  return (vault as { recoveryPublicKey?: string | null }).recoveryPublicKey || null
}

/** Reads the server's key, for records taken in before the desk has a member with a key. */
export type ServerKey = () => Promise<Buffer>

/**
 * Wraps a new record key for the desk: every keyed member and the recovery key. While the desk has no keyed
 * member or no recovery key yet (a fresh installation), for the server's key instead, so nothing is lost.
 */
export async function wrapForDesk(
  desk: Desk,
  req: PayloadRequest,
  ref: RecordRef,
  recordKey: Buffer,
  serverKey: ServerKey,
): Promise<void> {
  const [members, recovery] = await Promise.all([keyedMembers(desk, req), recoveryPublicKey(desk, req)])
  if (!members.length || !recovery) {
    const wrapped = wrapWithKey(recordKey, await serverKey(), wrapContext(desk, ref, 'server'))
    await addKeyRow(desk, req, ref, 'server', wrapped)
    return
  }
  for (const member of members)
    await addKeyRow(
      desk,
      req,
      ref,
      'member',
      wrapForPublicKey(recordKey, member.publicKey, wrapContext(desk, ref, 'member', member.id)),
      member.id,
    )
  await addKeyRow(
    desk,
    req,
    ref,
    'recovery',
    wrapForPublicKey(recordKey, recovery, wrapContext(desk, ref, 'recovery')),
  )
}

/** The record key for the member signed in on `req`, or null (not unlocked in this session, or not granted). */
export async function recordKeyForMember(
  desk: Desk,
  req: PayloadRequest,
  ref: RecordRef,
): Promise<Buffer | null> {
  const privateKey = memberKey(req.user as never)
  if (!privateKey || !req.user) return null
  const caches = ((req.context.recordKeys as Record<string, Map<number, Buffer | null>> | undefined) ??= {})
  const cache = (caches[desk.name] ??= new Map())
  if (cache.has(ref.id)) return cache.get(ref.id)!
  const [row] = await keyRows(desk, req, { recordId: ref.id, holder: 'member', userId: req.user.id })
  let key: Buffer | null = null
  try {
    key = row
      ? unwrapWithPrivateKey(row.wrapped, privateKey, wrapContext(desk, ref, 'member', req.user.id))
      : null
  } catch {
    key = null
  }
  cache.set(ref.id, key)
  return key
}

/**
 * Creates the member's key pair, sealed under their own password, and holds it for this session. When a
 * sign-in at the same moment stored the account's pair first, that pair is opened with the same password and
 * held instead. Answers whether this call made the key.
 */
export async function setUpMemberKey(
  req: PayloadRequest,
  user: { id: number; _sid?: string },
  password: string,
  idleMs: number,
): Promise<boolean> {
  const { publicKey, privateKey } = newKeyPair()
  const sealedPrivateKey = await sealPrivateKey(privateKey, password, user.id)
  const stored = await storeFirstKeyPair(
    { payload: req.payload, req },
    { userId: user.id, publicKey, sealedPrivateKey },
  )
  const created = stored.publicKey === publicKey
  const held = created ? privateKey : await openPrivateKey(stored.sealedPrivateKey, password, user.id)
  if (user._sid) holdMemberKey(user._sid, user.id, held, idleMs)
  return created
}

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

export type SessionMember = { id: number | string; _sid?: string }

/**
 * A new recovery key for the desk: every record the member (signed in on `req`, or just set up) holds is
 * wrapped for it, the old recovery wraps are deleted, and its private part is kept for this session only, to
 * be shown once.
 */
export async function renewRecoveryKey(
  desk: Desk,
  req: PayloadRequest,
  member: SessionMember = req.user as SessionMember,
): Promise<string> {
  const privateKey = memberKey(member)
  if (!privateKey || !member) throw new Error('The member’s key is not unlocked in this session')
  const recovery = newKeyPair()
  const own = await keyRows(desk, req, { holder: 'member', userId: member.id })
  await deleteKeyRows(desk, req, { holder: 'recovery' })
  for (const row of own) {
    const recordKey = unwrapWithPrivateKey(
      row.wrapped,
      privateKey,
      wrapContext(desk, row.record, 'member', member.id),
    )
    const wrapped = wrapForPublicKey(recordKey, recovery.publicKey, wrapContext(desk, row.record, 'recovery'))
    await addKeyRow(desk, req, row.record, 'recovery', wrapped)
  }
  await req.payload.updateGlobal({
    slug: desk.vault as never,
    overrideAccess: true,
    req,
    data: { recoveryPublicKey: recovery.publicKey } as never,
  })
  const text = recoveryKeyText(recovery.privateKey)
  showRecoveryKey(member, text, desk.name)
  return text
}

/** Wraps for `member` each record key of `rows` they do not hold yet, opened by `open`; answers how many. */
async function wrapForMember(
  desk: Desk,
  req: PayloadRequest,
  rows: KeyRow[],
  open: (row: KeyRow) => Buffer,
  member: Member,
): Promise<number> {
  const held = await keyRows(desk, req, { holder: 'member', userId: member.id })
  const theirs = new Set(held.map((row) => row.record.id))
  let wrapped = 0
  for (const row of rows) {
    if (theirs.has(row.record.id)) continue
    const context = wrapContext(desk, row.record, 'member', member.id)
    await addKeyRow(
      desk,
      req,
      row.record,
      'member',
      wrapForPublicKey(open(row), member.publicKey, context),
      member.id,
    )
    wrapped++
  }
  return wrapped
}

/** Wraps every record key the granting member (signed in on `req`) holds for `member` as well. */
export async function grantRecords(desk: Desk, req: PayloadRequest, member: Member): Promise<number> {
  const privateKey = memberKey(req.user as never)
  const granter = req.user
  if (!privateKey || !granter) throw new Error('The member’s key is not unlocked in this session')
  const own = await keyRows(desk, req, { holder: 'member', userId: granter.id })
  const open = (row: KeyRow) =>
    unwrapWithPrivateKey(row.wrapped, privateKey, wrapContext(desk, row.record, 'member', granter.id))
  return wrapForMember(desk, req, own, open, member)
}

/** With the desk's offline recovery key: wraps every record for `member` (when no member can grant any more). */
export async function recoverRecords(
  desk: Desk,
  req: PayloadRequest,
  recoveryKey: KeyObject,
  member: Member,
): Promise<number> {
  const rows = await keyRows(desk, req, { holder: 'recovery' })
  const open = (row: KeyRow) =>
    unwrapWithPrivateKey(row.wrapped, recoveryKey, wrapContext(desk, row.record, 'recovery'))
  return wrapForMember(desk, req, rows, open, member)
}

/** Records still held by the server's key are wrapped for the desk and the server's wraps deleted. */
export async function moveServerHeldRecords(
  desk: Desk,
  req: PayloadRequest,
  serverKey: ServerKey,
): Promise<number> {
  const [members, recovery] = await Promise.all([keyedMembers(desk, req), recoveryPublicKey(desk, req)])
  if (!members.length || !recovery) return 0
  const rows = await keyRows(desk, req, { holder: 'server' })
  if (!rows.length) return 0
  const key = await serverKey()
  for (const row of rows) {
    await wrapForDesk(
      desk,
      req,
      row.record,
      unwrapWithKey(row.wrapped, key, wrapContext(desk, row.record, 'server')),
      serverKey,
    )
    await req.payload.delete({ collection: desk.keys as never, id: row.id, overrideAccess: true, req })
  }
  return rows.length
}

/** Opens one of the server's wraps with `key`: throws when it is not the key they were made with. */
export async function unwrapServerRow(desk: Desk, payload: Payload, key: Buffer): Promise<void> {
  const { docs } = await payload.find({
    collection: desk.keys as never,
    overrideAccess: true,
    limit: 1,
    depth: 0,
    where: { holder: { equals: 'server' } },
  })
  const row = docs[0] as unknown as Record<string, unknown> | undefined
  if (row) {
    const ref = { id: Number(row[desk.recordId]), reference: String(row[desk.reference]) }
    unwrapWithKey(String(row.wrapped), key, wrapContext(desk, ref, 'server'))
  }
}

export async function serverHeldCount(desk: Desk, payload: Payload): Promise<number> {
  const { totalDocs } = await payload.count({
    collection: desk.keys as never,
    overrideAccess: true,
    where: { holder: { equals: 'server' } },
  })
  return totalDocs
}
