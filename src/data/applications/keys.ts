import { APPLICATIONS_DESK, HR_ROLE } from '@/lib/applications/desk'
import { memberKey, recoveryKeyToShow } from '@/lib/sealed/memberKeyring'
import { memberKeyPair, publicKeysOf } from '@/collections/sealed/memberKeyPairs'
import { payloadClient } from '../payload'

type SessionUser = { id: number; _sid?: string; roles?: string[] | null }

export type HrColleague = {
  id: number
  label: string
  /** Whether they have set their own password, which sets up the key a grant wraps for. */
  hasKey: boolean
  /** How many applications they can open. */
  holds: number
}

export type HrKeyState = {
  hasKey: boolean
  unlocked: boolean
  /** HR's recovery key, made in this session, until the member says it is stored. */
  recoveryKey: string | null
  holds: number
  /** The other HR members who hold fewer applications than the signed-in one (a grant would give them more). */
  behind: HrColleague[]
}

async function heldCount(userId: number): Promise<number> {
  const payload = await payloadClient()
  const { totalDocs } = await payload.count({
    collection: APPLICATIONS_DESK.keys as never,
    overrideAccess: true,
    where: { and: [{ holder: { equals: 'member' } }, { userId: { equals: userId } }] },
  })
  return totalDocs
}

/**
 * The HR member's key on the dashboard: set up and unlocked, the recovery key to write down, and the colleagues
 * waiting for access. Only counts of wrapped keys: no application is opened. Null for anyone without the role.
 */
export async function hrKeyState(user: SessionUser): Promise<HrKeyState | null> {
  if (!user.roles?.includes(HR_ROLE)) return null
  const payload = await payloadClient()
  const { docs } = await payload.db.find({
    collection: 'users',
    pagination: false,
    where: { roles: { in: [HR_ROLE] } },
  })
  const accounts = (docs as unknown as { id: number; email: string; name?: string | null }[]).filter(
    (account) => Number(account.id) !== Number(user.id),
  )
  const keyed = await publicKeysOf(
    { payload },
    accounts.map((account) => Number(account.id)),
  )
  const holds = await heldCount(user.id)
  const colleagues = await Promise.all(
    accounts.map(async (account) => ({
      id: Number(account.id),
      label: account.name ? `${account.name} <${account.email}>` : account.email,
      hasKey: keyed.has(Number(account.id)),
      holds: await heldCount(Number(account.id)),
    })),
  )
  return {
    hasKey: Boolean(await memberKeyPair({ payload }, user.id)),
    unlocked: Boolean(memberKey(user)),
    recoveryKey: recoveryKeyToShow(user, APPLICATIONS_DESK.name),
    holds,
    behind: colleagues.filter((colleague) => !colleague.hasKey || colleague.holds < holds),
  }
}
