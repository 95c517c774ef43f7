import { createLocalReq } from 'payload'
import { deskNamed, DESKS } from '@/lib/sealed/desks'
import { payload } from './helpers'

/**
 * Members of the confidential desks (the reporting office, HR) as the site makes them: an account with the
 * desk's role, signed in with its own password (which sets up the member's key and unlocks it for the session),
 * and — once the desk is set up — granted by a member whose key is unlocked. The test files share one database:
 * the first member of a file becomes the desk's first member when no earlier file left one (deleteAccounts resets
 * a desk without members to "never set up"), every later one is granted by it.
 */
export const OFFICE_PASSWORD = 'Meldestelle-Test-2026!'

export type Session = {
  id: number
  email: string
  roles: string[]
  collection: 'users'
  _sid: string
}

/** A desk of the registry (src/lib/sealed/desks.ts) by its name. */
export type DeskName = string

const roleOf = (desk: DeskName) => deskNamed(desk)!.role

export async function signIn(email: string, password = OFFICE_PASSWORD): Promise<Session> {
  const p = await payload()
  const result = await p.login({ collection: 'users', data: { email, password } })
  const claims = JSON.parse(Buffer.from(result.token!.split('.')[1], 'base64url').toString('utf8'))
  return { ...(result.user as never as Session), collection: 'users', _sid: claims.sid }
}

/** A staff account with `roles` (no desk role: see deskMember), signed in. */
export async function staffAccount(roles: string[], label: string): Promise<Session> {
  const p = await payload()
  const email = `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@sekundenwerk.example`
  await p.create({
    collection: 'users',
    overrideAccess: true,
    data: { email, password: OFFICE_PASSWORD, roles: roles as never },
  })
  return signIn(email)
}

/**
 * Deletes the accounts a test file made; a desk left without members is set back to "never set up" (no
 * recovery key), so that the next file's first member becomes its first member again. Later files (and a
 * start-up check) expect no desk member left behind.
 */
export async function deleteAccounts(ids: number[]): Promise<void> {
  const p = await payload()
  await p.delete({ collection: 'users', overrideAccess: true, where: { id: { in: ids } } })
  for (const desk of DESKS) {
    const { totalDocs } = await p.count({
      collection: 'users',
      overrideAccess: true,
      where: { roles: { in: [desk.role] } },
    })
    if (totalDocs > 0) continue
    await p.updateGlobal({
      slug: desk.vault as never,
      overrideAccess: true,
      data: { recoveryPublicKey: null, recoveryRenewedAt: null, recoveryRenewedBy: null } as never,
    })
    // The records of this run stay, unreadable to later files: test data only.
    await p.delete({
      collection: desk.keys as never,
      overrideAccess: true,
      where: { holder: { equals: 'recovery' } },
    })
    await p.delete({
      collection: 'desk-requests',
      overrideAccess: true,
      where: { desk: { equals: desk.name } },
    })
  }
}

/**
 * An account that asked for `desk`'s role (a request, once the desk is set up), signed in with its own
 * password: its key is set up and unlocked, and it holds nothing yet.
 */
export async function requester(desk: DeskName, label: string = desk): Promise<Session> {
  const p = await payload()
  const email = `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@sekundenwerk.example`
  await p.create({
    collection: 'users',
    overrideAccess: true,
    data: { email, password: OFFICE_PASSWORD, roles: [roleOf(desk)] as never },
  })
  return signIn(email)
}

/** A member of `desk` with their key unlocked in a session of their own. */
export async function deskMember(desk: DeskName, label: string = desk): Promise<Session> {
  const session = await requester(desk, label)
  if (session.roles.includes(roleOf(desk))) return session
  const granted = await grant(await lead(desk, session.id), session.id, desk)
  if (granted.status !== 200) throw new Error(`grant failed: ${granted.status} ${await granted.text()}`)
  return { ...session, roles: [...session.roles, roleOf(desk)] }
}

/** A member of the reporting office with their key unlocked in a session of their own. */
export const officeMember = (label = 'meldestelle') => deskMember('whistleblower', label)

/** An earlier member of the desk, signed in: the one who grants. */
export async function lead(desk: DeskName = 'whistleblower', except?: number): Promise<Session> {
  const p = await payload()
  const { docs } = await p.find({
    collection: 'users',
    overrideAccess: true,
    sort: 'createdAt',
    where: { and: [{ roles: { in: [roleOf(desk)] } }, { id: { not_equals: except ?? 0 } }] },
    limit: 1,
  })
  return signIn(docs[0].email)
}

/** One of the users collection's endpoints, called as `user` (with a JSON body and route parameters). */
export async function usersEndpoint(
  path: string,
  user: Session,
  { body, routeParams }: { body?: unknown; routeParams?: Record<string, string> } = {},
): Promise<Response> {
  const p = await payload()
  const endpoint = p.collections.users.config.endpoints
    ? p.collections.users.config.endpoints.find((e) => e.path === path)
    : undefined
  if (!endpoint) throw new Error(`no endpoint ${path}`)
  const req = await createLocalReq({ user: user as never }, p)
  if (routeParams) req.routeParams = routeParams
  if (body !== undefined) req.json = async () => body
  return endpoint.handler(req)
}

/** The grant endpoint of `desk`, called as `granter`. */
export const grant = (granter: Session, memberId: number, desk: DeskName = 'whistleblower') =>
  usersEndpoint('/:id/desks/:desk/grant', granter, { routeParams: { id: String(memberId), desk } })

/** A new recovery key of `desk`, made as `member`; answers the response and the key shown in their session. */
export async function renewRecoveryKey(member: Session, desk: DeskName = 'whistleblower') {
  return usersEndpoint('/desks/:desk/recovery-key', member, { routeParams: { desk } })
}

/** The desk's recovery key typed in by `person`. */
export const recover = (person: Session, recoveryKey: string, desk: DeskName = 'whistleblower') =>
  usersEndpoint('/desks/:desk/recover', person, { routeParams: { desk }, body: { recoveryKey } })
