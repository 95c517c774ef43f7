import type { Payload, PayloadRequest } from 'payload'
import type { MemberKeyPair } from '@/lib/sealed/deskKeys'

/**
 * Where the key pair of a member of a confidential desk is stored (one per person, whichever desks they
 * belong to: each desk wraps its own record keys for it, and deletes those wraps when the person leaves it):
 * one row per account in `office-member-keys`, the private key sealed under the member's password (src/lib/sealed/keyWrap.ts). Straight through the database adapter: the
 * collection has no hooks, and nobody reaches it through the API.
 */
export const MEMBER_KEYS = 'office-member-keys' as const

export type { MemberKeyPair } from '@/lib/sealed/deskKeys'

type Db = { payload: Payload; req?: PayloadRequest }

export async function memberKeyPair({ payload, req }: Db, userId: number): Promise<MemberKeyPair | null> {
  const row = await payload.db.findOne({
    collection: MEMBER_KEYS,
    req,
    where: { userId: { equals: userId } },
  })
  return (row as MemberKeyPair | null) ?? null
}

/** The public keys of those of `userIds` who have a key pair. */
export async function publicKeysOf({ payload, req }: Db, userIds: number[]): Promise<Map<number, string>> {
  if (!userIds.length) return new Map()
  const { docs } = await payload.db.find({
    collection: MEMBER_KEYS,
    req,
    pagination: false,
    where: { userId: { in: userIds } },
  })
  return new Map((docs as unknown as MemberKeyPair[]).map((row) => [Number(row.userId), row.publicKey]))
}

/**
 * Stores the first key pair of `pair.userId`; answers the pair the account holds afterwards. When another
 * request stored one first, the database refuses the second and that one is answered: an account never has
 * two. (On PostgreSQL two sign-ins of one account do not even get that far: the first holds the account's row
 * until it commits, and the second then finds its pair. SQLite runs without transactions, so there the
 * database's refusal is what decides.)
 */
export async function storeFirstKeyPair(db: Db, pair: MemberKeyPair): Promise<MemberKeyPair> {
  try {
    await db.payload.db.create({ collection: MEMBER_KEYS, req: db.req, data: pair, returning: false })
    return pair
  } catch (error) {
    const stored = await memberKeyPair({ payload: db.payload }, pair.userId)
    if (!stored) throw error
    return stored
  }
}

export async function resealPrivateKey(db: Db, userId: number, sealedPrivateKey: string): Promise<void> {
  await db.payload.db.updateMany({
    collection: MEMBER_KEYS,
    req: db.req,
    where: { userId: { equals: userId } },
    data: { sealedPrivateKey },
    returning: false,
  })
}

/** The account's key pair is gone; answers whether it had one. */
export async function dropKeyPair(db: Db, userId: number): Promise<boolean> {
  const existing = await memberKeyPair(db, userId)
  if (!existing) return false
  await db.payload.db.deleteMany({
    collection: MEMBER_KEYS,
    req: db.req,
    where: { userId: { equals: userId } },
  })
  return true
}
