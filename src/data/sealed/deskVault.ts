import type { Payload, PayloadRequest } from 'payload'
import type { KeyObject } from 'node:crypto'
import { newKeyPair, openPrivateKey, recoveryKeyText, sealPrivateKey } from '@/lib/sealed/keyWrap'
import { holdMemberKey, memberKey, showRecoveryKey } from '@/lib/sealed/memberKeyring'
import {
  openMemberWrap,
  openPersonalWrap,
  openRecoveryWrap,
  openServerWrap,
  wrapForMemberOf,
  wrapForRecovery,
  wrapForServer,
  wrapsForDesk,
  type Desk,
  type Holder,
  type KeyRow,
  type Member,
  type NewWrap,
  type RecordRef,
  type ServerKey,
  type SessionMember,
} from '@/lib/sealed/deskKeys'
import type { DeskEntry } from '@/lib/sealed/desks'
import { serverKey as readServerKey } from '@/lib/sealed/serverKey'
import { publicKeysOf, storeFirstKeyPair } from './memberKeyPairs'
import { personName, type Named } from '@/lib/sealed/personName'

/**
 * The stored side of a confidential desk's key model (src/lib/sealed/deskKeys.ts): the rows of wrapped record
 * keys in the desk's key collection, its recovery key in the desk's global, and its members' key pairs. On the
 * schema's side, beside those collections: their hooks open records with it, and src/data seals new ones.
 */
export type { Desk, Holder, KeyRow, Member, RecordRef, ServerKey, SessionMember } from '@/lib/sealed/deskKeys'
export { unlockMemberKey, wrapContext } from '@/lib/sealed/deskKeys'

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

const addWrap = (desk: Desk, req: PayloadRequest, ref: RecordRef, wrap: NewWrap) =>
  addKeyRow(desk, req, ref, wrap.holder, wrap.wrapped, wrap.userId)

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

/**
 * Wraps a new record key for the desk: every keyed member and the recovery key. While the desk has no keyed
 * member or no recovery key yet (a fresh installation), for the server's key instead, so nothing is lost.
 */
export async function wrapForDesk(
  desk: Desk,
  req: PayloadRequest,
  ref: RecordRef,
  recordKey: Buffer,
  serverKey: ServerKey = readServerKey,
): Promise<void> {
  const [members, recovery] = await Promise.all([keyedMembers(desk, req), recoveryPublicKey(desk, req)])
  const wraps =
    members.length && recovery
      ? wrapsForDesk(desk, ref, recordKey, members, recovery)
      : [wrapForServer(desk, ref, recordKey, await serverKey())]
  for (const wrap of wraps) await addWrap(desk, req, ref, wrap)
}

/**
 * The record key for the person signed in on `req`, or null (not unlocked in this session, or not granted):
 * through their wrap as a member of the desk, or as one of its readers (a hiring manager) it was shared with.
 */
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
  const rows = await keyRows(desk, req, { recordId: ref.id, userId: req.user.id })
  const readerHolder = (desk as Partial<DeskEntry>).readers?.holder
  const row =
    rows.find((candidate) => candidate.holder === 'member') ??
    rows.find((candidate) => readerHolder !== undefined && candidate.holder === readerHolder)
  let key: Buffer | null = null
  try {
    key = row ? openPersonalWrap(desk, { ...row, record: ref }, privateKey, req.user.id) : null
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

/** The ids of the records `rows` open. */
const recordIds = (rows: KeyRow[]) => new Set(rows.map((row) => row.record.id))

/** How many records the desk holds. */
export async function recordTotal(desk: DeskEntry, req: PayloadRequest): Promise<number> {
  const { totalDocs } = await req.payload.count({
    collection: desk.records as never,
    overrideAccess: true,
    req,
  })
  return totalDocs
}

/** How many of the desk's records `holder` (one member, or the recovery key) opens. */
export async function openedCount(desk: Desk, req: PayloadRequest, filter: Filter): Promise<number> {
  return recordIds(await keyRows(desk, req, filter)).size
}

/** What a new recovery key made by `memberId` would open, against what the current one opens. */
export type RecoveryReach = { holds: number; total: number; missing: number }

/**
 * A new recovery key wraps the records its maker can open. It may only replace the current one when it opens
 * every record the current one does (`missing` 0): otherwise those would be recoverable no more.
 */
export async function recoveryReach(
  desk: DeskEntry,
  req: PayloadRequest,
  memberId: number,
): Promise<RecoveryReach> {
  const [recovery, own, total] = await Promise.all([
    keyRows(desk, req, { holder: 'recovery' }),
    keyRows(desk, req, { holder: 'member', userId: memberId }),
    recordTotal(desk, req),
  ])
  const held = recordIds(own)
  const missing = [...recordIds(recovery)].filter((id) => !held.has(id)).length
  return { holds: held.size, total, missing }
}

/**
 * A new recovery key for the desk: every record the member (signed in on `req`, or just set up) holds is
 * wrapped for it, the old recovery wraps are deleted, and its private part is kept for this session only, to
 * be shown once. Throws when the member cannot open every record the current key opens (callers ask
 * recoveryReach first, to say so).
 */
export async function renewRecoveryKey(
  desk: DeskEntry,
  req: PayloadRequest,
  member: SessionMember & Named = req.user as SessionMember & Named,
): Promise<string> {
  const privateKey = memberKey(member)
  if (!privateKey || !member) throw new Error('The member’s key is not unlocked in this session')
  const reach = await recoveryReach(desk, req, Number(member.id))
  if (reach.missing > 0) throw new Error(`The new recovery key would lose ${reach.missing} records`)
  const recovery = newKeyPair()
  const own = await keyRows(desk, req, { holder: 'member', userId: member.id })
  await deleteKeyRows(desk, req, { holder: 'recovery' })
  for (const row of own) {
    const recordKey = openMemberWrap(desk, row, privateKey, member.id)
    await addWrap(desk, req, row.record, wrapForRecovery(desk, row.record, recordKey, recovery.publicKey))
  }
  await req.payload.updateGlobal({
    slug: desk.vault as never,
    overrideAccess: true,
    req,
    data: {
      recoveryPublicKey: recovery.publicKey,
      recoveryRenewedAt: new Date().toISOString(),
      recoveryRenewedBy: personName(member),
      recoveryConfirmed: false,
    } as never,
  })
  const text = recoveryKeyText(recovery.privateKey)
  showRecoveryKey(member, text, desk.name)
  return text
}

/** The member who holds the new recovery key in their session says it is stored. */
export async function confirmRecoveryKey(desk: Desk, req: PayloadRequest): Promise<void> {
  await req.payload.updateGlobal({
    slug: desk.vault as never,
    overrideAccess: true,
    req,
    data: { recoveryConfirmed: true } as never,
  })
}

/** What every member's dashboard says of the desk's recovery key. */
export type RecoveryState = {
  opens: number
  total: number
  renewedAt: string | null
  renewedBy: string | null
  confirmed: boolean
}

export async function recoveryState(desk: DeskEntry, req: PayloadRequest): Promise<RecoveryState | null> {
  const vault = (await req.payload.findGlobal({ slug: desk.vault as never, overrideAccess: true, req })) as {
    recoveryPublicKey?: string | null
    recoveryRenewedAt?: string | null
    recoveryRenewedBy?: string | null
    recoveryConfirmed?: boolean | null
  }
  if (!vault.recoveryPublicKey) return null
  const [opens, total] = await Promise.all([
    openedCount(desk, req, { holder: 'recovery' }),
    recordTotal(desk, req),
  ])
  return {
    opens,
    total,
    renewedAt: vault.recoveryRenewedAt ?? null,
    renewedBy: vault.recoveryRenewedBy ?? null,
    // Keys made before this was recorded were confirmed the only way there was then.
    confirmed: vault.recoveryConfirmed !== false,
  }
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
    await addWrap(desk, req, row.record, wrapForMemberOf(desk, row.record, open(row), member))
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
  return wrapForMember(desk, req, own, (row) => openMemberWrap(desk, row, privateKey, granter.id), member)
}

/** With the desk's offline recovery key: wraps every record for `member` (when no member can grant any more). */
export async function recoverRecords(
  desk: Desk,
  req: PayloadRequest,
  recoveryKey: KeyObject,
  member: Member,
): Promise<number> {
  const rows = await keyRows(desk, req, { holder: 'recovery' })
  return wrapForMember(desk, req, rows, (row) => openRecoveryWrap(desk, row, recoveryKey), member)
}

/** Records still held by the server's key are wrapped for the desk and the server's wraps deleted. */
export async function moveServerHeldRecords(
  desk: Desk,
  req: PayloadRequest,
  serverKey: ServerKey = readServerKey,
): Promise<number> {
  const [members, recovery] = await Promise.all([keyedMembers(desk, req), recoveryPublicKey(desk, req)])
  if (!members.length || !recovery) return 0
  const rows = await keyRows(desk, req, { holder: 'server' })
  if (!rows.length) return 0
  const key = await serverKey()
  for (const row of rows) {
    await wrapForDesk(desk, req, row.record, openServerWrap(desk, row, key), serverKey)
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
    const record = { id: Number(row[desk.recordId]), reference: String(row[desk.reference]) }
    openServerWrap(desk, { record, wrapped: String(row.wrapped) }, key)
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
