import { memberKeyPair, publicKeysOf } from '@/collections/sealed/memberKeyPairs'
import { payloadClient } from '../payload'

export type OfficeRequest = { id: number; label: string; hasKey: boolean }

export type OfficeKeyAccount = {
  hasKey: boolean
  /** The accounts waiting to be granted the office (read only when asked for). */
  pending: OfficeRequest[]
}

/**
 * What the office key panel on the dashboard shows of the accounts: whether the signed-in one has a key, and,
 * for a member whose key is unlocked, who waits to be granted. Null when the account is gone, or is neither a
 * member nor asked to become one.
 */
export async function officeKeyAccount(
  userId: number,
  { member, withPending }: { member: boolean; withPending: boolean },
): Promise<OfficeKeyAccount | null> {
  const payload = await payloadClient()
  const self = (await payload.db.findOne({
    collection: 'users',
    where: { id: { equals: userId } },
  })) as { officeRequested?: boolean | null } | null
  if (!self || (!member && !self.officeRequested)) return null
  const { docs } = withPending
    ? await payload.find({
        collection: 'users',
        overrideAccess: true,
        depth: 0,
        pagination: false,
        where: { officeRequested: { equals: true } },
      })
    : { docs: [] }
  const accounts = docs as unknown as { id: number; email: string; name?: string | null }[]
  const keyed = await publicKeysOf(
    { payload },
    accounts.map((account) => Number(account.id)),
  )
  return {
    hasKey: Boolean(await memberKeyPair({ payload }, userId)),
    pending: accounts.map((account) => ({
      id: Number(account.id),
      label: account.name ? `${account.name} <${account.email}>` : account.email,
      hasKey: keyed.has(Number(account.id)),
    })),
  }
}
