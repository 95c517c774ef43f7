import type { Payload } from 'payload'

/** The first editor account from ADMIN_EMAIL and ADMIN_PASSWORD, when there is no user yet. */
export async function createFirstAdmin(payload: Payload, log: (message: string) => void): Promise<void> {
  const email = process.env.ADMIN_EMAIL
  const password = process.env.ADMIN_PASSWORD
  if (!email || !password) return
  const { totalDocs } = await payload.count({ collection: 'users' })
  if (totalDocs > 0) return
  await payload.create({
    collection: 'users',
    data: { email, password, name: 'Administrator', roles: ['admin'] },
  })
  log(`first admin ${email} created`)
}
