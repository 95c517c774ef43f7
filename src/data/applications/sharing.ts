import type { PayloadRequest } from 'payload'
import { APPLICATIONS_DESK } from '@/lib/applications/desk'
import { wrapForReader } from '@/lib/sealed/deskKeys'
import type { Named } from '@/lib/sealed/personName'
import { addKeyRow, deleteKeyRows, keyRows, recordKeyForMember } from '../sealed/deskVault'
import { publicKeysOf } from '../sealed/memberKeyPairs'
import { auditApplications } from './audit'

/**
 * Applications shared with hiring managers (the role _Fachbereich_): an HR member whose key opens the
 * application wraps its key for the hiring manager's own public key (holder `hiring-manager` in
 * `application-keys`); unsharing deletes that wrap. Both are logged in HR's log. A hiring manager opens exactly
 * the applications wrapped for them, nothing else of the desk.
 */
export const READERS = APPLICATIONS_DESK.readers
const HOLDER = READERS.holder

type Application = { id: number; reference: string }
export type HiringManager = { id: number; name: string; email: string; hasKey: boolean; shared: boolean }
export type ShareOutcome = 'shared' | 'already' | 'not-open' | 'no-reader' | 'no-key'

async function hiringManagerAccount(req: PayloadRequest, userId: number) {
  const user = (await req.payload.db.findOne({
    collection: 'users',
    req,
    where: { and: [{ id: { equals: userId } }, { roles: { in: [READERS.role] } }] },
  })) as (Named & { id: number; email: string }) | null
  return user
}

/** The applications wrapped for hiring manager `userId`, by id. */
export async function sharedApplicationIds(req: PayloadRequest, userId: number | string): Promise<number[]> {
  const rows = await keyRows(APPLICATIONS_DESK, req, { holder: HOLDER, userId: Number(userId) })
  return [...new Set(rows.map((row) => row.record.id))]
}

/** Every hiring manager, whether they have a key yet, and whether `application` is shared with them. */
export async function hiringManagersOf(req: PayloadRequest, application: Application): Promise<HiringManager[]> {
  const { docs } = await req.payload.db.find({
    collection: 'users',
    req,
    pagination: false,
    sort: 'email',
    where: { roles: { in: [READERS.role] } },
  })
  const people = docs as unknown as { id: number; name?: string | null; email: string }[]
  const keys = await publicKeysOf({ payload: req.payload, req }, people.map((person) => Number(person.id)))
  const rows = await keyRows(APPLICATIONS_DESK, req, { holder: HOLDER, recordId: application.id })
  const holders = new Set(rows.map((row) => Number(row.userId)))
  return people.map((person) => ({
    id: Number(person.id),
    name: person.name ?? '',
    email: person.email,
    hasKey: keys.has(Number(person.id)),
    shared: holders.has(Number(person.id)),
  }))
}

/**
 * Shares `application` with hiring manager `userId`: the HR member signed in on `req` opens its key and wraps
 * it for them. Refused when the member's key does not open it, the person is no hiring manager, or has no key
 * yet (no own password set).
 */
export async function shareApplication(
  req: PayloadRequest,
  application: Application,
  userId: number,
): Promise<ShareOutcome> {
  const recordKey = await recordKeyForMember(APPLICATIONS_DESK, req, application)
  if (!recordKey) return 'not-open'
  const reader = await hiringManagerAccount(req, userId)
  if (!reader) return 'no-reader'
  const publicKey = (await publicKeysOf({ payload: req.payload, req }, [userId])).get(userId)
  if (!publicKey) return 'no-key'
  const held = await keyRows(APPLICATIONS_DESK, req, { recordId: application.id, holder: HOLDER, userId })
  if (held.length) return 'already'
  const wrap = wrapForReader(APPLICATIONS_DESK, application, recordKey, { id: userId, publicKey }, HOLDER)
  await addKeyRow(APPLICATIONS_DESK, req, application, wrap.holder, wrap.wrapped, wrap.userId)
  await auditApplications(req, 'shared', { reference: application.reference, subject: reader })
  return 'shared'
}

/** Takes `application` back from hiring manager `userId`: their wrap is deleted. Answers whether there was one. */
export async function unshareApplication(
  req: PayloadRequest,
  application: Application,
  userId: number,
  detail?: string,
): Promise<boolean> {
  const held = await keyRows(APPLICATIONS_DESK, req, { recordId: application.id, holder: HOLDER, userId })
  if (!held.length) return false
  await deleteKeyRows(APPLICATIONS_DESK, req, { recordId: application.id, holder: HOLDER, userId })
  const subject = (await req.payload.db.findOne({
    collection: 'users',
    req,
    where: { id: { equals: userId } },
  })) as Named
  await auditApplications(req, 'unshared', {
    reference: application.reference,
    subject: subject ?? { id: userId },
    detail,
  })
  return true
}
