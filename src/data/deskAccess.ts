import { createLocalReq } from 'payload'
import { openRequest } from '@/data/sealed/deskAccess'
import {
  openedCount,
  recordTotal,
  recoveryReach,
  recoveryState,
  type RecoveryState,
} from '@/data/sealed/deskVault'
import { memberKeyPair, publicKeysOf } from '@/data/sealed/memberKeyPairs'
import type { AccessCause } from '@/lib/sealed/deskAccessWords'
import { deskNamed, DESKS } from '@/lib/sealed/desks'
import { memberKey, recoveryKeyToShow } from '@/lib/sealed/memberKeyring'
import { payloadClient } from './payload'

type SessionUser = { id: number; _sid?: string; roles?: string[] | null }

export type WaitingRequest = { cause: AccessCause; requestedBy: string; requestedAt: string }

export type DeskPerson = { id: number; label: string; hasKey: boolean }

export type DeskPanelState = {
  desk: string
  member: boolean
  /** The signed-in person's own request, while they wait. */
  waiting: WaitingRequest | null
  hasKey: boolean
  unlocked: boolean
  /** How many of the desk's records the signed-in member opens, of all. */
  holds: number
  total: number
  recovery: RecoveryState | null
  /** A recovery key made in this session, until its maker confirms having stored it. */
  recoveryKey: string | null
  /** Records the current recovery key opens that this member could not put into a new one. */
  renewalMissing: number
  /** For a member whose key is unlocked: who waits for access, and colleagues who open fewer records. */
  requests: (DeskPerson & WaitingRequest)[]
  behind: (DeskPerson & { holds: number })[]
}

const label = (account: { email: string; name?: string | null }) =>
  account.name ? `${account.name} <${account.email}>` : account.email

/**
 * What a desk's key panel on the dashboard shows the signed-in person: only counts of wrapped keys, who waits
 * and why; no record is opened. Null for anyone who neither belongs to the desk nor waits to.
 */
export async function deskPanelState(user: SessionUser, deskName: string): Promise<DeskPanelState | null> {
  const desk = deskNamed(deskName)
  if (!desk) return null
  const payload = await payloadClient()
  const req = await createLocalReq({}, payload)
  const member = Boolean(user.roles?.includes(desk.role))
  const own = await openRequest(desk, req, user.id)
  if (!member && !own) return null
  const unlocked = Boolean(memberKey(user))
  const hasKey = Boolean(await memberKeyPair({ payload }, user.id))
  const [holds, total, recovery] = await Promise.all([
    openedCount(desk, req, { holder: 'member', userId: user.id }),
    recordTotal(desk, req),
    recoveryState(desk, req),
  ])
  const state: DeskPanelState = {
    desk: desk.name,
    member,
    waiting: own ? { cause: own.cause, requestedBy: own.requestedBy, requestedAt: own.createdAt } : null,
    hasKey,
    unlocked,
    holds,
    total,
    recovery,
    recoveryKey: member ? recoveryKeyToShow(user, desk.name) : null,
    renewalMissing: 0,
    requests: [],
    behind: [],
  }
  if (!member || !unlocked) return state
  state.renewalMissing = (await recoveryReach(desk, req, user.id)).missing
  const { docs: waiting } = await payload.find({
    collection: 'desk-requests',
    overrideAccess: true,
    depth: 0,
    pagination: false,
    sort: 'createdAt',
    where: { desk: { equals: desk.name } },
  })
  const { docs: colleagues } = await payload.db.find({
    collection: 'users',
    pagination: false,
    where: { roles: { in: [desk.role] } },
  })
  const accounts = new Map(
    (
      (
        await payload.db.find({
          collection: 'users',
          pagination: false,
          where: { id: { in: [...waiting.map((row) => row.userId), ...colleagues.map((doc) => doc.id)] } },
        })
      ).docs as unknown as { id: number; email: string; name?: string | null }[]
    ).map((account) => [Number(account.id), account]),
  )
  const keyed = await publicKeysOf({ payload }, [...accounts.keys()])
  for (const row of waiting) {
    const account = accounts.get(Number(row.userId))
    if (!account) continue
    state.requests.push({
      id: account.id,
      label: label(account),
      hasKey: keyed.has(account.id),
      cause: row.cause as AccessCause,
      requestedBy: row.requestedBy,
      requestedAt: row.createdAt,
    })
  }
  for (const doc of colleagues) {
    const account = accounts.get(Number(doc.id))
    if (!account || account.id === user.id) continue
    const theirs = await openedCount(desk, req, { holder: 'member', userId: account.id })
    if (keyed.has(account.id) && theirs >= holds) continue
    state.behind.push({ id: account.id, label: label(account), hasKey: keyed.has(account.id), holds: theirs })
  }
  return state
}

/** The desks an account belongs to or waits for, for the note on its page in the admin. */
export async function deskStanding(
  userId: number,
  roles: string[],
): Promise<{ desk: string; member: boolean; waiting: WaitingRequest | null }[]> {
  const payload = await payloadClient()
  const req = await createLocalReq({}, payload)
  const standing = []
  for (const desk of DESKS) {
    const own = await openRequest(desk, req, userId)
    const member = roles.includes(desk.role)
    if (member || own)
      standing.push({
        desk: desk.name,
        member,
        waiting: own ? { cause: own.cause, requestedBy: own.requestedBy, requestedAt: own.createdAt } : null,
      })
  }
  return standing
}
