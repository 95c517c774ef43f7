import { createLocalReq } from 'payload'
import { payload } from './helpers'

/**
 * Reporting-office members as the site makes them: an account with the role, signed in with its own password
 * (which sets up the member's key and unlocks it for the session), and — once the office has members —
 * granted by a member whose key is unlocked. The test files share one database: the first member of the run
 * becomes the office's first member (first-run), every later one is granted by it.
 */
export const OFFICE_PASSWORD = 'Meldestelle-Test-2026!'

export type Session = {
  id: number
  email: string
  roles: string[]
  collection: 'users'
  _sid: string
}

export async function signIn(email: string, password = OFFICE_PASSWORD): Promise<Session> {
  const p = await payload()
  const result = await p.login({ collection: 'users', data: { email, password } })
  const claims = JSON.parse(Buffer.from(result.token!.split('.')[1], 'base64url').toString('utf8'))
  return { ...(result.user as never as Session), collection: 'users', _sid: claims.sid }
}

/** A staff account with `roles` (no office role: see officeMember), signed in. */
export async function staffAccount(roles: string[], label: string): Promise<Session> {
  const p = await payload()
  const email = `${label}-${Date.now()}@sekundenwerk.example`
  await p.create({
    collection: 'users',
    overrideAccess: true,
    data: { email, password: OFFICE_PASSWORD, roles: roles as never },
  })
  return signIn(email)
}

/** Deletes the accounts a test file made: later files (and a start-up check) expect no office member left behind. */
export async function deleteAccounts(ids: number[]): Promise<void> {
  const p = await payload()
  await p.delete({ collection: 'users', overrideAccess: true, where: { id: { in: ids } } })
}

/** A member of the office with their key unlocked in a session of their own. */
export async function officeMember(label = 'meldestelle'): Promise<Session> {
  const p = await payload()
  const email = `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@sekundenwerk.example`
  const created = await p.create({
    collection: 'users',
    overrideAccess: true,
    data: { email, password: OFFICE_PASSWORD, roles: ['reporting-office'] as never },
  })
  const session = await signIn(email)
  if (session.roles.includes('reporting-office')) return session
  await grant(await lead(created.id), created.id)
  return { ...session, roles: [...session.roles, 'reporting-office'] }
}

/** An earlier member of the run, signed in: the one who grants. */
export async function lead(except?: number): Promise<Session> {
  const p = await payload()
  const { docs } = await p.find({
    collection: 'users',
    overrideAccess: true,
    sort: 'createdAt',
    where: { and: [{ roles: { in: ['reporting-office'] } }, { id: { not_equals: except ?? 0 } }] },
    limit: 1,
  })
  return signIn(docs[0].email)
}

/** The grant endpoint, called as `granter`. */
export async function grant(granter: Session, memberId: number): Promise<Response> {
  const p = await payload()
  const endpoint = p.collections.users.config.endpoints
    ? p.collections.users.config.endpoints.find((e) => e.path === '/:id/grant-office')
    : undefined
  const req = await createLocalReq({ user: granter as never }, p)
  req.routeParams = { id: String(memberId) }
  return endpoint!.handler(req)
}
