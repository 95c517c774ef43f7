import type { PayloadRequest } from 'payload'
import {
  ACCESS_CAUSES,
  ANNOUNCED_ACTIONS,
  type AccessCause,
  type DeskAccessAction,
} from '@/lib/sealed/deskAccessWords'
import { DESKS, type DeskEntry } from '@/lib/sealed/desks'
import { dropMember } from '@/lib/sealed/memberKeyring'
import { staffLanguage } from '@/lib/staffLanguages'
import { deleteKeyRows, keyRows, recoveryPublicKey } from './deskVault'
import { dropKeyPair } from './memberKeyPairs'
import { personName, type Named } from '@/lib/sealed/personName'

/**
 * Who belongs to a confidential desk, for every desk of the registry (src/lib/sealed/desks.ts) alike. A person
 * is a member when their account holds the desk's role; only members hold wraps of the desk's record keys.
 * Everyone else who should become one has an open request (collection `desk-requests`), which a member of the
 * desk completes (or the person themselves, with the desk's offline recovery key). Every change is written to
 * the desk's audit log and told to each member once, in their language. The hooks and endpoints of the users
 * collection (src/collections/usersDeskAccess.ts) decide when; this module does it.
 */

export type Person = Named & { id: number; roles?: string[] | null }

const REQUESTS = 'desk-requests'

/** A desk's own request row for `userId`, if one is open. */
export async function openRequest(
  desk: DeskEntry,
  req: PayloadRequest,
  userId: number,
): Promise<{ cause: AccessCause; requestedBy: string; createdAt: string } | null> {
  const { docs } = await req.payload.find({
    collection: REQUESTS as never,
    overrideAccess: true,
    req,
    depth: 0,
    limit: 1,
    where: { and: [{ userId: { equals: userId } }, { desk: { equals: desk.name } }] } as never,
  })
  return (docs[0] as never) ?? null
}

async function closeRequest(desk: DeskEntry, req: PayloadRequest, userId: number): Promise<boolean> {
  const open = await openRequest(desk, req, userId)
  if (!open) return false
  await req.payload.delete({
    collection: REQUESTS as never,
    overrideAccess: true,
    req,
    where: { and: [{ userId: { equals: userId } }, { desk: { equals: desk.name } }] } as never,
  })
  return true
}

/**
 * The desk was never set up: nobody holds its role and it has no recovery key. Only then does the role go to
 * someone directly (its first member); afterwards, even once every member has left, only the desk itself (a
 * member, or its recovery key) lets anyone in, so that removing the members never opens the way in.
 */
export async function deskNeverSetUp(desk: DeskEntry, req: PayloadRequest): Promise<boolean> {
  if (await recoveryPublicKey(desk, req)) return false
  const { totalDocs } = await req.payload.count({
    collection: 'users',
    overrideAccess: true,
    req,
    where: { roles: { in: [desk.role] } },
  })
  return totalDocs === 0
}

/** The desk's members, with their address and the language they read the back office in. */
async function members(desk: DeskEntry, req: PayloadRequest) {
  const { docs } = await req.payload.db.find({
    collection: 'users',
    req,
    pagination: false,
    where: { roles: { in: [desk.role] } },
  })
  return docs as unknown as { id: number; email: string; language?: string | null }[]
}

/** What an event says beyond its action: why (a request's cause), how many records, or a word of its own. */
export type EventDetail = { subject?: Named; cause?: AccessCause; count?: number; detail?: string }

/** The event's details as the audit log keeps them: in German, the desk's working language. */
const auditDetail = (desk: DeskEntry, { cause, count, detail }: EventDetail) =>
  detail ??
  (cause ? ACCESS_CAUSES[cause].de : count !== undefined ? `${count} ${desk.words.de.records}` : undefined)

/**
 * One entry in the desk's audit log, by the signed-in user of `req` (or the server), in the request's
 * transaction; an announced event also reaches every member of the desk once, in their language.
 */
export async function recordDeskEvent(
  desk: DeskEntry,
  req: PayloadRequest,
  action: DeskAccessAction,
  event: EventDetail = {},
): Promise<void> {
  const { subject, cause, count } = event
  const entry = {
    userName: personName(req.user as Named),
    subjectName: subject ? personName(subject) : undefined,
    detail: auditDetail(desk, event),
  }
  await req.payload.create({
    collection: desk.audit as never,
    overrideAccess: true,
    req,
    depth: 0,
    data: { ...entry, action } as never,
  })
  if (!ANNOUNCED_ACTIONS.includes(action)) return
  const now = new Date().toISOString()
  for (const member of await members(desk, req)) {
    // The person it concerns reads it on their dashboard; an address changed by someone else is not theirs.
    if (subject && String(member.id) === String(subject.id)) continue
    await req.payload.create({
      collection: 'desk-notices' as never,
      overrideAccess: true,
      req,
      depth: 0,
      data: {
        desk: desk.name,
        action,
        recipient: member.email,
        language: staffLanguage(member.language),
        actorName: entry.userName,
        subjectName: entry.subjectName,
        cause,
        count,
        deliveryStatus: 'queued',
        attempts: 0,
        nextAttemptAt: now,
      } as never,
    })
  }
}

/** Opens (or renews) the person's request for `desk`, and logs and announces it. */
export async function requestAccess(
  desk: DeskEntry,
  req: PayloadRequest,
  person: Person,
  cause: AccessCause,
): Promise<void> {
  await closeRequest(desk, req, person.id)
  await req.payload.create({
    collection: REQUESTS as never,
    overrideAccess: true,
    req,
    depth: 0,
    data: { userId: person.id, desk: desk.name, cause, requestedBy: personName(req.user as Named) } as never,
  })
  await recordDeskEvent(desk, req, cause === 'role-requested' ? 'access-requested' : 'access-reset', {
    subject: person,
    cause,
  })
}

/** A member of the desk declined the person's request. */
export async function declineRequest(desk: DeskEntry, req: PayloadRequest, person: Person): Promise<boolean> {
  if (!(await closeRequest(desk, req, person.id))) return false
  await recordDeskEvent(desk, req, 'access-declined', { subject: person })
  return true
}

/** The person's request is complete (the role is theirs now): the request row goes. */
export const completeRequest = (desk: DeskEntry, req: PayloadRequest, person: Person) =>
  closeRequest(desk, req, person.id)

/**
 * The person holds none of the desk's record keys any more, and the records
 * assigned to them have nobody until a member assigns them again (straight in the database: no record is read
 * or changed in content).
 */
export async function dropDeskKeys(desk: DeskEntry, req: PayloadRequest, userId: number): Promise<void> {
  await deleteKeyRows(desk, req, { holder: 'member', userId })
  await req.payload.db.updateMany({
    collection: desk.records as never,
    req,
    where: { [desk.assignee]: { equals: userId } },
    data: { [desk.assignee]: null },
    returning: false,
  })
}

/**
 * Everything a desk shared with one of its readers (a hiring manager) is taken back at once — the role removed,
 * the account deleted, or its key reset by someone else: their wraps go, and one line in the desk's log says how
 * many and why. Answers how many records they held.
 */
export async function dropReaderWraps(
  desk: DeskEntry,
  req: PayloadRequest,
  person: Person,
  why: string,
): Promise<number> {
  if (!desk.readers) return 0
  const filter = { holder: desk.readers.holder, userId: person.id }
  const held = new Set((await keyRows(desk, req, filter)).map((row) => row.record.id)).size
  if (!held) return 0
  await deleteKeyRows(desk, req, filter)
  await req.payload.create({
    collection: desk.audit as never,
    overrideAccess: true,
    req,
    depth: 0,
    data: {
      userName: personName(req.user as Named),
      action: 'unshared',
      subjectName: personName(person),
      detail: `${held} ${desk.words.de.records} – ${why}`,
    } as never,
  })
  return held
}

/** An admin (or the account's deletion) removed the person from the desk: at once, with every key. */
export async function removeFromDesk(
  desk: DeskEntry,
  req: PayloadRequest,
  person: Person,
  detail?: string,
): Promise<void> {
  await dropDeskKeys(desk, req, person.id)
  await closeRequest(desk, req, person.id)
  await recordDeskEvent(desk, req, 'access-removed', { subject: person, detail })
}

/**
 * The person's password, e-mail address or second factor was changed by someone else (or through "forgot
 * password"): their key pair is deleted, so nothing sealed for it opens again, on every desk; where they were a
 * member (the caller takes the role away) or waited to become one, a request stays open with its cause, and a
 * member must grant them again. Answers the desks they were a member of.
 */
export async function resetAccess(
  req: PayloadRequest,
  person: Person,
  cause: AccessCause,
): Promise<DeskEntry[]> {
  const hadKey = await dropKeyPair({ payload: req.payload, req }, person.id)
  dropMember(person.id)
  const memberOf: DeskEntry[] = []
  for (const desk of DESKS) {
    await dropReaderWraps(desk, req, person, ACCESS_CAUSES[cause].de)
    const member = Boolean(person.roles?.includes(desk.role))
    const requested = Boolean(await openRequest(desk, req, person.id))
    if (!member && !requested && !hadKey) continue
    await dropDeskKeys(desk, req, person.id)
    if (member || requested) await requestAccess(desk, req, person, cause)
    if (member) memberOf.push(desk)
  }
  return memberOf
}
