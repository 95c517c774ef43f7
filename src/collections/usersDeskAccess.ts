import {
  ValidationError,
  type CollectionAfterChangeHook,
  type CollectionAfterDeleteHook,
  type CollectionBeforeChangeHook,
  type CollectionBeforeDeleteHook,
  type CollectionBeforeOperationHook,
  type CollectionBeforeValidateHook,
  type Field,
  type PayloadRequest,
} from 'payload'
import { nobody } from '@/access/roles'
import { STAFF_LANGUAGES, type StaffLanguage } from '@/lib/staffLanguages'
import type { AccessCause } from '@/lib/sealed/deskAccessWords'
import { DESKS, type DeskEntry } from '@/lib/sealed/desks'
import { sealPrivateKey } from '@/lib/sealed/keyWrap'
import { dropSession, memberKey } from '@/lib/sealed/memberKeyring'
import { serverKey } from '@/lib/sealed/serverKey'
import {
  deskNeverSetUp,
  dropReaderWraps,
  openRequest,
  recordDeskEvent,
  removeFromDesk,
  requestAccess,
  resetAccess,
  type Person,
} from '@/data/sealed/deskAccess'
import {
  moveServerHeldRecords,
  recoveryPublicKey,
  renewRecoveryKey,
  setUpMemberKey,
  unlockMemberKey,
} from '@/data/sealed/deskVault'
import { dropKeyPair, memberKeyPair, resealPrivateKey } from '@/data/sealed/memberKeyPairs'
import { say, type Say } from './staffLanguage'
import { personName } from '@/lib/sealed/personName'

/**
 * The confidential desks' part of a user account, for every desk of the registry alike: the role of a desk is
 * never given by editing the account (once the desk is set up, it becomes a request that a member of the desk
 * completes: usersDeskEndpoints.ts), an admin removes it at once, and any change of the account's password,
 * e-mail address or second factor that its owner did not make in their own session deletes their key pair and
 * sends them back to the request. The member's own password seals their key pair (memberKeyPairs.ts); it is
 * unlocked for the session at sign-in.
 */

const MESSAGES = {
  signInAgain: {
    de: 'Melden Sie sich erst ab und wieder an: Ihr persönlicher Schlüssel ist in dieser Sitzung nicht entsperrt und muss mit dem neuen Passwort neu verschlüsselt werden.',
    en: 'Sign out and in again first: your personal key is not unlocked in this session and must be re-encrypted with the new password.',
  },
} satisfies Record<string, Say>

const LANGUAGE_NAMES: Record<StaffLanguage, Say> = {
  de: { de: 'Deutsch', en: 'German' },
  en: { de: 'Englisch', en: 'English' },
}

/** Session lifetime of Payload's sign-in; a key unused that long is forgotten. */
export const SESSION_IDLE_MS = 7200 * 1000

export const deskAccessFields: Field[] = [
  {
    name: 'deskAccessNote',
    type: 'ui',
    admin: { components: { Field: '/admin/DeskAccessNote#DeskAccessNote' } },
  },
  {
    name: 'language',
    label: { de: 'Sprache der E-Mails', en: 'Language of e-mails' },
    type: 'select',
    defaultValue: 'de',
    options: STAFF_LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] })),
    admin: { position: 'sidebar' },
  },
  {
    name: 'passwordSetBy',
    type: 'select',
    options: ['self', 'admin'],
    access: { read: nobody, create: nobody, update: nobody },
    admin: { hidden: true },
  },
]

type UserDoc = Person & {
  email?: string
  passwordSetBy?: 'self' | 'admin' | null
  twoFactorEnabled?: boolean | null
}

/** What the save of one account does to the desks, worked out before it and carried out after it. */
type Plan = {
  reset?: { cause: AccessCause; rolesBefore: string[] }
  removed: string[]
  requested: string[]
  firstMember: string[]
  resealed?: string
  setUpKeyWith?: string
  ownPasswordChanged: boolean
  /** Desks whose reader role (hiring manager) the save gives or takes. */
  readerAdded: string[]
  readerRemoved: string[]
}

const PLAN = 'deskAccessPlan'
const byName = (names: string[]) => DESKS.filter((desk) => names.includes(desk.name))
const isSelf = (req: PayloadRequest, id: unknown) => Boolean(req.user) && String(req.user!.id) === String(id)
const deskRoles = new Set(DESKS.map((desk) => desk.role))
const readerRoles = new Set(DESKS.flatMap((desk) => (desk.readers ? [desk.readers.role] : [])))

/** Desks the server's own grant (the grant endpoint, set-up scripts) lets this save add the role of. */
function grantedHere(req: PayloadRequest, desk: DeskEntry): boolean {
  const granted = req.context.deskGrant
  return granted === desk.name || (Array.isArray(granted) && granted.includes(desk.name))
}

/** A change of the account's way in that its owner did not make in their own session, if any. */
function credentialChange(data: Record<string, unknown>, before: UserDoc): AccessCause | null {
  if (typeof data.password === 'string' && data.password) return 'password-set-by-other'
  if (typeof data.email === 'string' && data.email.toLowerCase() !== String(before.email ?? '').toLowerCase())
    return 'email-changed-by-other'
  if (data.twoFactorEnabled === false && before.twoFactorEnabled) return 'second-factor-off-by-other'
  return null
}

async function belongsToADesk(req: PayloadRequest, user: UserDoc): Promise<boolean> {
  if (user.roles?.some((role) => deskRoles.has(role) || readerRoles.has(role))) return true
  if (await memberKeyPair({ payload: req.payload, req }, user.id)) return true
  for (const desk of DESKS) if (await openRequest(desk, req, user.id)) return true
  return false
}

export const guardDeskAccess: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, req }) => {
  const before = (operation === 'update' ? originalDoc : undefined) as UserDoc | undefined
  const rolesBefore: string[] = before?.roles ?? []
  const wanted: string[] = data.roles ?? rolesBefore
  const plan: Plan = {
    removed: [],
    requested: [],
    firstMember: [],
    ownPasswordChanged: false,
    readerAdded: [],
    readerRemoved: [],
  }
  const self = operation === 'update' && isSelf(req, before?.id)
  const password = typeof data.password === 'string' && data.password ? data.password : null

  if (before && !self) {
    const cause = credentialChange(data, before)
    if (cause && (await belongsToADesk(req, before))) plan.reset = { cause, rolesBefore }
  }
  let roles = [...wanted]
  for (const desk of DESKS) {
    const had = rolesBefore.includes(desk.role)
    const wants = wanted.includes(desk.role)
    if (had && !wants) plan.removed.push(desk.name)
    if (!wants || (had && !plan.reset)) continue
    if (had) roles = roles.filter((role) => role !== desk.role)
    else if (grantedHere(req, desk)) continue
    else if (!plan.reset && (await deskNeverSetUp(desk, req))) plan.firstMember.push(desk.name)
    else {
      roles = roles.filter((role) => role !== desk.role)
      plan.requested.push(desk.name)
    }
  }
  if (data.roles !== undefined || plan.reset) data.roles = roles
  // A reader role (hiring manager) is given directly: it opens nothing until a member shares a record.
  for (const desk of DESKS) {
    if (!desk.readers) continue
    const had = rolesBefore.includes(desk.readers.role)
    const has = roles.includes(desk.readers.role)
    if (had && !has) plan.readerRemoved.push(desk.name)
    if (!had && has) plan.readerAdded.push(desk.name)
  }

  if (operation === 'create') data.passwordSetBy = req.user ? 'admin' : 'self'
  if (before && password) {
    data.passwordSetBy = self ? 'self' : 'admin'
    if (self) {
      const hasKey = Boolean(await memberKeyPair({ payload: req.payload, req }, before.id))
      if (hasKey) {
        const key = memberKey(req.user as never)
        if (!key)
          throw new ValidationError({
            errors: [{ path: 'password', message: say(req, MESSAGES.signInAgain) }],
          })
        plan.resealed = await sealPrivateKey(key, password, before.id)
        plan.ownPasswordChanged = true
      } else if (await belongsToADesk(req, { ...before, roles })) plan.setUpKeyWith = password
    }
  }
  req.context[PLAN] = plan
  return data
}

/** After the save: keys deleted or set up, requests opened, and each desk's log and members told. */
export const applyDeskAccess: CollectionAfterChangeHook = async ({ doc, req }) => {
  const plan = req.context[PLAN] as Plan | undefined
  // Used once: later saves on the same request start clean.
  delete req.context[PLAN]
  if (!plan) return doc
  const person = doc as UserDoc
  if (plan.resealed) await resealPrivateKey({ payload: req.payload, req }, person.id, plan.resealed)
  if (plan.reset) await resetAccess(req, { ...person, roles: plan.reset.rolesBefore }, plan.reset.cause)
  for (const desk of byName(plan.removed)) await removeFromDesk(desk, req, person)
  for (const desk of byName(plan.readerRemoved)) {
    await dropReaderWraps(desk, req, person, 'Rolle entzogen')
    await readerEvent(desk, req, 'hiring-manager-removed', person)
  }
  for (const desk of byName(plan.readerAdded)) await readerEvent(desk, req, 'hiring-manager-added', person)
  for (const desk of byName(plan.requested)) await requestAccess(desk, req, person, 'role-requested')
  for (const desk of byName(plan.firstMember))
    await recordDeskEvent(desk, req, 'first-member', { subject: person })
  if (plan.ownPasswordChanged)
    for (const desk of DESKS)
      if (person.roles?.includes(desk.role))
        await recordDeskEvent(desk, req, 'password-change', { subject: person })
  if (plan.setUpKeyWith) {
    const sid = (req.user as { _sid?: string } | null)?._sid
    await establishMemberKey(req, { ...person, _sid: sid }, plan.setUpKeyWith)
  }
  return doc
}

/** A reader role given or taken, in the desk's log (by whom, for whom). */
async function readerEvent(desk: DeskEntry, req: PayloadRequest, action: string, person: UserDoc) {
  await req.payload.create({
    collection: desk.audit as never,
    overrideAccess: true,
    req,
    depth: 0,
    data: { userName: personName(req.user as never), action, subjectName: personName(person) } as never,
  })
}

/**
 * A person's first key pair, sealed under their own password, and held for this session. When a sign-in at
 * the same moment made the account's key first, that one is held.
 */
async function establishMemberKey(req: PayloadRequest, user: UserDoc & { _sid?: string }, password: string) {
  if (!(await setUpMemberKey(req, user, password, SESSION_IDLE_MS))) return
  for (const desk of DESKS)
    if (user.roles?.includes(desk.role) || (await openRequest(desk, req, user.id)))
      await recordDeskEvent(desk, req, 'key-created', { subject: user })
  await prepareDesks(req, user)
}

/**
 * Once a member's key is unlocked: the first member of a desk also makes its recovery key (shown once in this
 * session), and records taken in before the desk had a member with a key move from the server's key to it.
 */
async function prepareDesks(req: PayloadRequest, user: UserDoc & { _sid?: string }): Promise<void> {
  if (!memberKey(user)) return
  for (const desk of DESKS) {
    if (!user.roles?.includes(desk.role)) continue
    if (!(await recoveryPublicKey(desk, req))) {
      await renewRecoveryKey(desk, req, user)
      await recordDeskEvent(desk, req, 'recovery-key-created', { subject: user })
    }
    const moved = await moveServerHeldRecords(desk, req, serverKey)
    if (moved) await recordDeskEvent(desk, req, 'records-resealed', { count: moved })
  }
}

/** At sign-in, with the password just given: the person's key is unlocked for the session, or set up. */
export async function unlockAtSignIn(req: PayloadRequest, userId: number, password: unknown, token: unknown) {
  const sid = sessionId(token)
  if (typeof password !== 'string' || !sid) return
  const pair = await memberKeyPair({ payload: req.payload, req }, userId)
  const user = (await req.payload.db.findOne({
    collection: 'users',
    req,
    where: { id: { equals: userId } },
  })) as UserDoc | null
  if (!user) return
  if (pair) await unlockMemberKey(pair, password, sid, SESSION_IDLE_MS)
  else if (user.passwordSetBy === 'self' && (await belongsToADesk(req, user)))
    await establishMemberKey(req, { ...user, _sid: sid }, password)
  await prepareDesks(req, { ...user, _sid: sid })
}

function sessionId(token: unknown): string | null {
  if (typeof token !== 'string') return null
  try {
    const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'))
    return typeof claims.sid === 'string' ? claims.sid : null
  } catch {
    return null
  }
}

const PASSWORD_RESET = 'passwordResetByLink'

/** Payload's "reset password" (REST and Local API alike) is marked for the hook below, which it runs. */
export const markPasswordReset: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation === 'resetPassword') req.context[PASSWORD_RESET] = true
  return args
}

/**
 * A password set through "forgot password" was set with the mailed link, not with the key: like a change by
 * someone else, the person's key pair goes and their desks wait for a member again. (Payload's reset runs this
 * hook on the stored account, then writes it back whole, roles included.)
 */
export const endAccessOnPasswordReset: CollectionBeforeValidateHook = async ({ data, req, operation }) => {
  const reset = operation === 'update' && data && req.context[PASSWORD_RESET] === true
  if (!reset || !data) return data
  const user = data as UserDoc
  if (await belongsToADesk(req, user)) {
    await resetAccess(req, user, 'forgot-password')
    user.roles = (user.roles ?? []).filter((role) => !deskRoles.has(role))
  }
  user.passwordSetBy = 'self'
  return data
}

/** Before an account goes: it leaves every desk it belongs to, at once and logged. */
export const leaveDesksOfDeletedUser: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const user = (await req.payload.db.findOne({
    collection: 'users',
    req,
    where: { id: { equals: id } },
  })) as UserDoc | null
  if (!user) return
  for (const desk of DESKS) {
    if (user.roles?.includes(desk.role) || (await openRequest(desk, req, user.id)))
      await removeFromDesk(desk, req, user, 'Konto gelöscht')
    await dropReaderWraps(desk, req, user, 'Konto gelöscht')
  }
}

export const forgetKeysOfDeletedUser: CollectionAfterDeleteHook = async ({ doc, req }) => {
  await dropKeyPair({ payload: req.payload, req }, Number((doc as UserDoc).id))
}

export const forgetKeyAtSignOut = ({ req }: { req: PayloadRequest }) =>
  dropSession((req.user as { _sid?: string } | null)?._sid)
