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
import { dropMember, holdMemberKey, memberKey, showRecoveryKey } from './officeKeyring'
import { publicKeysOf, storeFirstKeyPair, type MemberKeyPair } from './memberKeyPairs'

/**
 * Who holds each case's key, and the key changes of the reporting office: every case key is stored wrapped
 * once per holder in `whistleblower-keys`, never in the clear. Holders:
 * - `member`: a reporting-office member (their X25519 public key; their private key is sealed under their
 *   password and unlocked only in their session);
 * - `recovery`: the offline recovery key, whose private part was shown once and is not on the server;
 * - `reporter`: the reporter (a key derived from the access code);
 * - `server`: only while the office has no member with a key yet, under the server's key
 *   (WHISTLEBLOWER_KEY or its key file). As soon as the office is set up these are re-wrapped for the office
 *   and deleted, and the server key opens nothing any more.
 */
export type CaseRef = { reportId: number; caseNumber: string }
type Holder = 'member' | 'recovery' | 'reporter' | 'server'
type KeyRow = {
  id: number
  reportId: number
  caseNumber: string
  holder: Holder
  userId?: number | null
  wrapped: string
}

export const OFFICE_ROLE = 'reporting-office'

const wrapContext = (ref: CaseRef, holder: Holder, userId?: number | string | null) =>
  `case-key|${ref.caseNumber}|${holder}|${userId ?? ''}`

async function keyRows(req: PayloadRequest, where: Record<string, unknown>): Promise<KeyRow[]> {
  const { docs } = await req.payload.find({
    collection: 'whistleblower-keys',
    overrideAccess: true,
    req,
    depth: 0,
    pagination: false,
    where: where as never,
  })
  return docs as unknown as KeyRow[]
}

async function addRow(req: PayloadRequest, ref: CaseRef, holder: Holder, wrapped: string, userId?: number) {
  await req.payload.create({
    collection: 'whistleblower-keys',
    overrideAccess: true,
    req,
    depth: 0,
    data: { reportId: ref.reportId, caseNumber: ref.caseNumber, holder, userId, wrapped },
  })
}

type Member = { id: number; officePublicKey: string }

/** Members of the reporting office who have a key (confirmed members who set their own password). */
export async function keyedMembers(req: PayloadRequest): Promise<Member[]> {
  const { docs } = await req.payload.db.find({
    collection: 'users',
    req,
    pagination: false,
    select: { id: true },
    where: { roles: { in: [OFFICE_ROLE] } },
  })
  const keys = await publicKeysOf(
    { payload: req.payload, req },
    docs.map((doc) => Number(doc.id)),
  )
  return [...keys].map(([id, officePublicKey]) => ({ id, officePublicKey }))
}

export async function recoveryPublicKey(req: PayloadRequest): Promise<string | null> {
  const vault = await req.payload.findGlobal({ slug: 'whistleblower-vault', overrideAccess: true, req })
  return (vault as { recoveryPublicKey?: string | null }).recoveryPublicKey || null
}

async function serverKey(): Promise<Buffer> {
  const { dataDir, whistleblowerKey } = await import('../env')
  const { loadReportKey } = await import('./cipher')
  return loadReportKey(whistleblowerKey, dataDir)
}

/**
 * Wraps a new case key for the office: every keyed member and the recovery key. While the office has no
 * keyed member yet (a fresh installation), for the server's key instead, so no report is lost.
 */
export async function wrapForOffice(req: PayloadRequest, ref: CaseRef, caseKey: Buffer): Promise<void> {
  const [members, recovery] = await Promise.all([keyedMembers(req), recoveryPublicKey(req)])
  if (!members.length || !recovery) {
    await addRow(req, ref, 'server', wrapWithKey(caseKey, await serverKey(), wrapContext(ref, 'server')))
    return
  }
  for (const member of members)
    await addRow(
      req,
      ref,
      'member',
      wrapForPublicKey(caseKey, member.officePublicKey, wrapContext(ref, 'member', member.id)),
      member.id,
    )
  await addRow(req, ref, 'recovery', wrapForPublicKey(caseKey, recovery, wrapContext(ref, 'recovery')))
}

export async function wrapForReporter(
  req: PayloadRequest,
  ref: CaseRef,
  caseKey: Buffer,
  reporterKey: Buffer,
): Promise<void> {
  await addRow(req, ref, 'reporter', wrapWithKey(caseKey, reporterKey, wrapContext(ref, 'reporter')))
}

/** The case key for the member signed in on `req`, or null (not unlocked in this session, or not granted). */
export async function caseKeyForMember(req: PayloadRequest, ref: CaseRef): Promise<Buffer | null> {
  const privateKey = memberKey(req.user as never)
  if (!privateKey || !req.user) return null
  const cache = ((req.context.caseKeys as Map<number, Buffer | null> | undefined) ??= new Map())
  if (cache.has(ref.reportId)) return cache.get(ref.reportId)!
  const [row] = await keyRows(req, {
    and: [
      { reportId: { equals: ref.reportId } },
      { holder: { equals: 'member' } },
      { userId: { equals: req.user.id } },
    ],
  })
  let key: Buffer | null = null
  try {
    key = row ? unwrapWithPrivateKey(row.wrapped, privateKey, wrapContext(ref, 'member', req.user.id)) : null
  } catch {
    key = null
  }
  cache.set(ref.reportId, key)
  return key
}

/** The case key for the reporter's key (from the access code); a case still held by the server gets the
 * reporter's wrap now, since the code is at hand only here. */
export async function caseKeyForReporter(
  req: PayloadRequest,
  ref: CaseRef,
  reporterKey: Buffer,
): Promise<Buffer | null> {
  const rows = await keyRows(req, { reportId: { equals: ref.reportId } })
  const own = rows.find((row) => row.holder === 'reporter')
  if (own) return unwrapWithKey(own.wrapped, reporterKey, wrapContext(ref, 'reporter'))
  const server = rows.find((row) => row.holder === 'server')
  if (!server) return null
  const caseKey = unwrapWithKey(server.wrapped, await serverKey(), wrapContext(ref, 'server'))
  await wrapForReporter(req, ref, caseKey, reporterKey)
  return caseKey
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

type SessionMember = { id: number | string; _sid?: string }

/**
 * A new recovery key: every case the member (signed in on `req`, or just set up) holds is wrapped for it,
 * the old recovery wraps are deleted, and its private part is kept for this session only, to be shown once.
 */
export async function renewRecoveryKey(
  req: PayloadRequest,
  member: SessionMember = req.user as SessionMember,
): Promise<string> {
  const privateKey = memberKey(member)
  if (!privateKey || !member) throw new Error('The member’s key is not unlocked in this session')
  const recovery = newKeyPair()
  const own = await keyRows(req, {
    and: [{ holder: { equals: 'member' } }, { userId: { equals: member.id } }],
  })
  await req.payload.delete({
    collection: 'whistleblower-keys',
    overrideAccess: true,
    req,
    where: { holder: { equals: 'recovery' } },
  })
  for (const row of own) {
    const ref = { reportId: row.reportId, caseNumber: row.caseNumber }
    const caseKey = unwrapWithPrivateKey(row.wrapped, privateKey, wrapContext(ref, 'member', member.id))
    await addRow(
      req,
      ref,
      'recovery',
      wrapForPublicKey(caseKey, recovery.publicKey, wrapContext(ref, 'recovery')),
    )
  }
  await req.payload.updateGlobal({
    slug: 'whistleblower-vault',
    overrideAccess: true,
    req,
    data: { recoveryPublicKey: recovery.publicKey },
  })
  const text = recoveryKeyText(recovery.privateKey)
  showRecoveryKey(member, text)
  return text
}

/** Wraps for `member` each case key of `rows` they do not hold yet, opened by `open`; answers how many. */
async function wrapForMember(
  req: PayloadRequest,
  rows: KeyRow[],
  open: (row: KeyRow, ref: CaseRef) => Buffer,
  member: Member,
): Promise<number> {
  const held = await keyRows(req, {
    and: [{ holder: { equals: 'member' } }, { userId: { equals: member.id } }],
  })
  const theirs = new Set(held.map((row) => row.reportId))
  let wrapped = 0
  for (const row of rows) {
    if (theirs.has(row.reportId)) continue
    const ref = { reportId: row.reportId, caseNumber: row.caseNumber }
    const context = wrapContext(ref, 'member', member.id)
    await addRow(
      req,
      ref,
      'member',
      wrapForPublicKey(open(row, ref), member.officePublicKey, context),
      member.id,
    )
    wrapped++
  }
  return wrapped
}

/** Wraps every case key the granting member (signed in on `req`) holds for `member` as well. */
export async function grantCases(req: PayloadRequest, member: Member): Promise<number> {
  const privateKey = memberKey(req.user as never)
  const granter = req.user
  if (!privateKey || !granter) throw new Error('The member’s key is not unlocked in this session')
  const own = await keyRows(req, {
    and: [{ holder: { equals: 'member' } }, { userId: { equals: granter.id } }],
  })
  const open = (row: KeyRow, ref: CaseRef) =>
    unwrapWithPrivateKey(row.wrapped, privateKey, wrapContext(ref, 'member', granter.id))
  return wrapForMember(req, own, open, member)
}

/** With the offline recovery key: wraps every case for `member` (when no member can grant any more). */
export async function recoverCases(
  req: PayloadRequest,
  recoveryKey: KeyObject,
  member: Member,
): Promise<number> {
  const rows = await keyRows(req, { holder: { equals: 'recovery' } })
  const open = (row: KeyRow, ref: CaseRef) =>
    unwrapWithPrivateKey(row.wrapped, recoveryKey, wrapContext(ref, 'recovery'))
  return wrapForMember(req, rows, open, member)
}

/**
 * A member loses every case key (role removed, password reset by someone else, account deleted); their
 * sessions forget it, and the cases assigned to them have nobody until a member assigns them again.
 */
export async function removeMemberKeys(req: PayloadRequest, userId: number): Promise<void> {
  await req.payload.delete({
    collection: 'whistleblower-keys',
    overrideAccess: true,
    req,
    where: { and: [{ holder: { equals: 'member' } }, { userId: { equals: userId } }] },
  })
  await unassignCases(req, userId)
  dropMember(userId)
}

/** The cases assigned to `userId` have nobody (straight in the database: no case is read or changed in content). */
export async function unassignCases(req: PayloadRequest, userId: number): Promise<void> {
  await req.payload.db.updateMany({
    collection: 'whistleblower-reports',
    req,
    where: { assignee: { equals: userId } },
    data: { assignee: null },
    returning: false,
  })
}

/** Cases still held by the server's key are wrapped for the office and the server's wraps deleted. */
export async function moveServerHeldCases(req: PayloadRequest): Promise<number> {
  const [members, recovery] = await Promise.all([keyedMembers(req), recoveryPublicKey(req)])
  if (!members.length || !recovery) return 0
  const rows = await keyRows(req, { holder: { equals: 'server' } })
  if (!rows.length) return 0
  const key = await serverKey()
  for (const row of rows) {
    const ref = { reportId: row.reportId, caseNumber: row.caseNumber }
    await wrapForOffice(req, ref, unwrapWithKey(row.wrapped, key, wrapContext(ref, 'server')))
    await req.payload.delete({ collection: 'whistleblower-keys', id: row.id, overrideAccess: true, req })
  }
  return rows.length
}

/** Opens one of the server's wraps with `key`: throws when it is not the key they were made with. */
export async function unwrapServerRow(payload: Payload, key: Buffer): Promise<void> {
  const { docs } = await payload.find({
    collection: 'whistleblower-keys',
    overrideAccess: true,
    limit: 1,
    depth: 0,
    where: { holder: { equals: 'server' } },
  })
  const row = docs[0] as unknown as KeyRow | undefined
  if (row)
    unwrapWithKey(
      row.wrapped,
      key,
      wrapContext({ reportId: row.reportId, caseNumber: row.caseNumber }, 'server'),
    )
}

export async function serverHeldCount(payload: Payload): Promise<number> {
  const { totalDocs } = await payload.count({
    collection: 'whistleblower-keys',
    overrideAccess: true,
    where: { holder: { equals: 'server' } },
  })
  return totalDocs
}
