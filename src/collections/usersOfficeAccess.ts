import {
  commitTransaction,
  initTransaction,
  killTransaction,
  ValidationError,
  type CollectionAfterChangeHook,
  type CollectionAfterDeleteHook,
  type CollectionBeforeChangeHook,
  type CollectionBeforeDeleteHook,
  type CollectionBeforeValidateHook,
  type Endpoint,
  type Field,
  type PayloadRequest,
} from 'payload'
import { hasRole, isAdminField, nobody } from '@/access/roles'
import { sealPrivateKey } from '@/lib/sealed/keyWrap'
import { dropSession, forgetRecoveryKey, memberKey } from '@/lib/sealed/memberKeyring'
import { dropKeyPair, memberKeyPair, resealPrivateKey } from './sealed/memberKeyPairs'
import {
  grantCases,
  moveServerHeldCases,
  OFFICE_ROLE,
  recoverCases,
  recoveryPublicKey,
  removeMemberKeys,
  renewRecoveryKey,
  setUpMemberKey,
  unassignCases,
  unlockMemberKey,
} from './whistleblowerVault'
import { auditAccess, type AuditAction } from './WhistleblowerAudit'
import { HR_ROLE } from '@/lib/applications/desk'
import { prepareHrDesk, removeHrKeys } from './usersHrAccess'
import { recoveryKeyFrom, recoveryKeyRefusal } from './recoveryKeyInput'
import { say, type Say } from './staffLanguage'

/**
 * The reporting office's part of a user account: whether access was requested, who set the password last, and
 * what becomes of the member's key pair (private part sealed under their own password, stored apart:
 * memberKeyPairs.ts) when roles and passwords change. Nobody grants the office role to
 * themselves; once the office has members, granting it takes a member's confirmation (which also hands over
 * the case keys). Every change of roles, passwords and grants is logged for the office and announced to it.
 */

const MESSAGES = {
  ownRole: {
    de: 'Sie können sich die Rolle der Meldestelle nicht selbst geben.',
    en: 'You cannot give yourself the reporting-office role.',
  },
  signInAgain: {
    de: 'Melden Sie sich erst ab und wieder an: Ihr Schlüssel der Meldestelle ist in dieser Sitzung nicht entsperrt und muss mit dem neuen Passwort neu verschlüsselt werden.',
    en: 'Sign out and in again first: your reporting-office key is not unlocked in this session and must be re-encrypted with the new password.',
  },
  recoveryKeyWrong: {
    de: 'Dieser Wiederherstellungsschlüssel öffnet die Fälle nicht.',
    en: 'This recovery key does not open the cases.',
  },
} satisfies Record<string, Say>

/** Session lifetime of Payload's sign-in; a key unused that long is forgotten. */
export const SESSION_IDLE_MS = 7200 * 1000

export const officeAccessFields: Field[] = [
  {
    name: 'officeResetWarning',
    type: 'ui',
    admin: { components: { Field: '/admin/whistleblower/OfficeResetWarning#OfficeResetWarning' } },
  },
  {
    name: 'officeRequested',
    label: { de: 'Zugang zur Meldestelle angefragt', en: 'Reporting-office access requested' },
    type: 'checkbox',
    defaultValue: false,
    access: { create: nobody, update: isAdminField },
    admin: {
      position: 'sidebar',
      readOnly: true,
      description: {
        de: 'Wartet auf die Bestätigung durch ein Mitglied der Meldestelle; die Person muss vorher ihr eigenes Passwort festgelegt haben.',
        en: 'Waits for confirmation by a member of the reporting office; the person must have set their own password first.',
      },
    },
  },
  {
    name: 'passwordSetBy',
    type: 'select',
    options: ['self', 'admin'],
    access: { read: nobody, create: nobody, update: nobody },
    admin: { hidden: true },
  },
]

type UserDoc = {
  id: number
  email?: string
  name?: string | null
  roles?: string[]
  officeRequested?: boolean | null
  passwordSetBy?: 'self' | 'admin' | null
}

const keyStore = (req: PayloadRequest) => ({ payload: req.payload, req })

const isSelf = (req: PayloadRequest, id: unknown) => Boolean(req.user) && String(req.user!.id) === String(id)

async function officeHasMembers(req: PayloadRequest): Promise<boolean> {
  const { totalDocs } = await req.payload.count({
    collection: 'users',
    overrideAccess: true,
    req,
    where: { roles: { in: [OFFICE_ROLE] } },
  })
  return totalDocs > 0
}

/** Roles and passwords: what may change, and what it means for the office's keys. */
export const guardOfficeAccess: CollectionBeforeChangeHook = async ({
  data,
  originalDoc,
  operation,
  req,
}) => {
  // req.context, not the hook's `context`: a nested Local API call below replaces the request's context object.
  // On create Payload passes the new data as `originalDoc` too: nothing was there before.
  const before: string[] = operation === 'create' ? [] : ((originalDoc as UserDoc | undefined)?.roles ?? [])
  const after: string[] = data.roles ?? before
  const adding = after.includes(OFFICE_ROLE) && !before.includes(OFFICE_ROLE)
  const removing = before.includes(OFFICE_ROLE) && !after.includes(OFFICE_ROLE)
  const events: { action: AuditAction; detail?: string }[] = []

  if (adding && !req.context.officeGrant) {
    if (operation === 'update' && isSelf(req, originalDoc?.id))
      throw new ValidationError({ errors: [{ path: 'roles', message: say(req, MESSAGES.ownRole) }] })
    if (await officeHasMembers(req)) {
      data.roles = after.filter((role) => role !== OFFICE_ROLE)
      data.officeRequested = true
      events.push({ action: 'access-requested' })
    } else events.push({ action: 'role-change', detail: 'erstes Mitglied der Meldestelle' })
  }
  if (removing) {
    data.officeRequested = false
    req.context.removeOfficeKeys = true
    events.push({ action: 'access-removed' })
  }
  const finalRoles: string[] = data.roles ?? before
  if (
    operation === 'update' &&
    !adding &&
    !removing &&
    [...before].sort().join() !== [...finalRoles].sort().join()
  )
    events.push({ action: 'role-change', detail: `${before.join(', ')} → ${finalRoles.join(', ')}` })

  if (operation === 'create') data.passwordSetBy = req.user ? 'admin' : 'self'
  const password = typeof data.password === 'string' && data.password ? data.password : null
  if (operation === 'update' && password) {
    const doc = originalDoc as UserDoc
    const hasKey = Boolean(await memberKeyPair(keyStore(req), doc.id))
    if (isSelf(req, doc.id)) {
      data.passwordSetBy = 'self'
      if (hasKey) {
        const key = memberKey(req.user as never)
        if (!key)
          throw new ValidationError({
            errors: [{ path: 'password', message: say(req, MESSAGES.signInAgain) }],
          })
        req.context.resealedOfficeKey = await sealPrivateKey(key, password, doc.id)
        events.push({ action: 'password-change' })
      } else if (finalRoles.includes(OFFICE_ROLE) || doc.officeRequested || data.officeRequested) {
        req.context.setUpOfficeKeyWith = password
        events.push({ action: 'password-change' })
      }
    } else {
      data.passwordSetBy = 'admin'
      if (hasKey || before.includes(OFFICE_ROLE) || doc.officeRequested) {
        req.context.dropOfficeKeyPair = true
        req.context.removeOfficeKeys = true
        events.push({ action: 'password-reset' })
      }
    }
  }
  req.context.officeEvents = events
  return data
}

/** After the save: keys removed or set up, and the log entries with their notices. */
export const applyOfficeAccess: CollectionAfterChangeHook = async ({ doc, req }) => {
  const { removeOfficeKeys, dropOfficeKeyPair, resealedOfficeKey, officeEvents, setUpOfficeKeyWith } =
    req.context
  // Used once: later operations on the same request start clean.
  for (const name of [
    'removeOfficeKeys',
    'dropOfficeKeyPair',
    'resealedOfficeKey',
    'officeEvents',
    'setUpOfficeKeyWith',
  ])
    delete req.context[name]
  if (typeof resealedOfficeKey === 'string') await resealPrivateKey(keyStore(req), doc.id, resealedOfficeKey)
  if (dropOfficeKeyPair) await dropKeyPair(keyStore(req), doc.id)
  if (removeOfficeKeys) await removeMemberKeys(req, doc.id)
  for (const event of (officeEvents as { action: AuditAction; detail?: string }[] | undefined) ?? [])
    await auditAccess(req, event.action, { subject: doc, detail: event.detail })
  if (typeof setUpOfficeKeyWith === 'string') {
    const sid = (req.user as { _sid?: string } | null)?._sid
    await establishMemberKey(req, { ...(doc as UserDoc), _sid: sid }, setUpOfficeKeyWith)
  }
  return doc
}

/**
 * A member's first key, sealed under their own password. The office's first key also brings the recovery
 * key (shown once in this session), and cases taken in before the office was set up move from the server's
 * key to the office. When a sign-in at the same moment made the account's key first, that one is held.
 */
async function establishMemberKey(req: PayloadRequest, user: UserDoc & { _sid?: string }, password: string) {
  if (!(await setUpMemberKey(req, user, password, SESSION_IDLE_MS))) return
  // A key for HR alone is logged on HR's desk (usersHrAccess.ts), not announced to the office.
  if (!user.roles?.includes(OFFICE_ROLE) && !user.officeRequested) return
  await auditAccess(req, 'key-created', { subject: user })
  if (!user.roles?.includes(OFFICE_ROLE)) return
  if (!(await recoveryPublicKey(req)) && user._sid) {
    await renewRecoveryKey(req, user)
    await auditAccess(req, 'recovery-key-created', { subject: user })
  }
  const moved = await moveServerHeldCases(req)
  if (moved) await auditAccess(req, 'reports-resealed', { detail: `${moved} Fälle` })
}

/** At sign-in, with the password just given: the member's key is unlocked for the session, or set up. */
export async function unlockAtSignIn(req: PayloadRequest, userId: number, password: unknown, token: unknown) {
  const sid = sessionId(token)
  if (typeof password !== 'string' || !sid) return
  const pair = await memberKeyPair(keyStore(req), userId)
  const user = (await req.payload.db.findOne({
    collection: 'users',
    req,
    where: { id: { equals: userId } },
  })) as UserDoc | null
  if (pair) await unlockMemberKey(pair, password, sid, SESSION_IDLE_MS)
  const wantsKey =
    user?.roles?.includes(OFFICE_ROLE) || user?.officeRequested || user?.roles?.includes(HR_ROLE)
  if (!pair && user && wantsKey && user.passwordSetBy === 'self')
    await establishMemberKey(req, { ...user, _sid: sid }, password)
  if (user) await prepareHrDesk(req, { ...user, _sid: sid })
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

/** A password set through "forgot password" was not set with the key: that member's access ends. */
export const endAccessOnPasswordReset: CollectionBeforeValidateHook = async ({ data, req, operation }) => {
  const reset = operation === 'update' && data && 'hash' in data && typeof req.data?.token === 'string'
  if (!reset || !data) return data
  const user = data as UserDoc
  const hadKey = await dropKeyPair(keyStore(req), user.id)
  if (hadKey) await removeHrKeys(req, user.id)
  if (hadKey || user.roles?.includes(OFFICE_ROLE) || user.officeRequested) {
    await removeMemberKeys(req, user.id)
    await auditAccess(req, 'password-reset', { subject: user })
  }
  user.passwordSetBy = 'self'
  return data
}

/** Before an account goes: its cases are unassigned (the database keeps no reference to a missing user). */
export const releaseCasesOfDeletedUser: CollectionBeforeDeleteHook = async ({ id, req }) =>
  unassignCases(req, Number(id))

export const forgetKeysOfDeletedUser: CollectionAfterDeleteHook = async ({ doc, req }) => {
  const user = doc as UserDoc
  const hadKey = await dropKeyPair(keyStore(req), user.id)
  if (hadKey) await removeHrKeys(req, user.id)
  if (!hadKey && !user.roles?.includes(OFFICE_ROLE)) return
  await removeMemberKeys(req, user.id)
  await auditAccess(req, 'access-removed', { subject: user, detail: 'Konto gelöscht' })
}

export const forgetKeyAtSignOut = ({ req }: { req: PayloadRequest }) =>
  dropSession((req.user as { _sid?: string } | null)?._sid)

const json = (body: unknown, status = 200) => Response.json(body, { status })

/** Runs `work` in a transaction of `req`. */
async function transaction<T>(req: PayloadRequest, work: () => Promise<T>): Promise<T> {
  const own = await initTransaction(req)
  try {
    const result = await work()
    if (own) await commitTransaction(req)
    return result
  } catch (error) {
    if (own) await killTransaction(req)
    throw error
  }
}

/** Only a member whose key is unlocked in this session may grant or renew. */
function unlockedMember(req: PayloadRequest): Response | null {
  if (!hasRole(req.user, OFFICE_ROLE)) return json({ message: 'Forbidden' }, 403)
  if (!memberKey(req.user as never))
    return json({ message: say(req, { de: 'Bitte erneut anmelden.', en: 'Please sign in again.' }) }, 409)
  return null
}

export const officeEndpoints: Endpoint[] = [
  {
    path: '/:id/grant-office',
    method: 'post',
    handler: async (req) => {
      const refused = unlockedMember(req)
      if (refused) return refused
      const id = Number(req.routeParams?.id)
      const target = Number.isInteger(id)
        ? ((await req.payload.db.findOne({
            collection: 'users',
            req,
            where: { id: { equals: id } },
          })) as UserDoc | null)
        : null
      if (!target || !(target.officeRequested || target.roles?.includes(OFFICE_ROLE)))
        return json({ message: say(req, { de: 'Keine offene Anfrage.', en: 'No open request.' }) }, 404)
      const targetKey = (await memberKeyPair(keyStore(req), id))?.publicKey
      if (!targetKey)
        return json(
          {
            message: say(req, {
              de: 'Die Person hat noch kein eigenes Passwort festgelegt.',
              en: 'The person has not set their own password yet.',
            }),
          },
          409,
        )
      const granted = await transaction(req, async () => {
        await req.payload.update({
          collection: 'users',
          id,
          overrideAccess: true,
          req,
          context: { officeGrant: true },
          data: {
            roles: [...new Set([...(target.roles ?? []), OFFICE_ROLE])],
            officeRequested: false,
          } as never,
        })
        const count = await grantCases(req, { id, officePublicKey: targetKey })
        await auditAccess(req, 'access-granted', { subject: target, detail: `${count} Fälle` })
        return count
      })
      return json({ granted })
    },
  },
  {
    path: '/office-recovery-key',
    method: 'post',
    handler: async (req) => {
      const refused = unlockedMember(req)
      if (refused) return refused
      await transaction(req, async () => {
        await renewRecoveryKey(req)
        await auditAccess(req, 'recovery-key-created', { subject: req.user as never })
      })
      return json({ ok: true })
    },
  },
  {
    path: '/office-recover',
    method: 'post',
    handler: async (req) => {
      const refused = unlockedMember(req)
      if (refused) return refused
      const recoveryKey = await recoveryKeyFrom(req)
      if (recoveryKey instanceof Response) return recoveryKey
      const self = req.user as unknown as UserDoc
      const ownKey = await memberKeyPair(keyStore(req), self.id)
      if (!ownKey) return json({ message: 'Forbidden' }, 403)
      try {
        const recovered = await transaction(req, async () => {
          const count = await recoverCases(req, recoveryKey, {
            id: self.id,
            officePublicKey: ownKey.publicKey,
          })
          await auditAccess(req, 'recovery-key-used', { subject: self, detail: `${count} Fälle` })
          return count
        })
        return json({ recovered })
      } catch {
        return recoveryKeyRefusal(req, MESSAGES.recoveryKeyWrong)
      }
    },
  },
  {
    path: '/office-recovery-key/seen',
    method: 'post',
    handler: async (req) => {
      forgetRecoveryKey(req.user as never)
      return json({ ok: true })
    },
  },
]
