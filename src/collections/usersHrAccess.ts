import {
  ValidationError,
  type CollectionAfterChangeHook,
  type CollectionBeforeChangeHook,
  type Endpoint,
  type PayloadRequest,
} from 'payload'
import { hasRole } from '@/access/roles'
import { APPLICATIONS_DESK, HR_ROLE } from '@/lib/applications/desk'
import {
  deleteKeyRows,
  grantRecords,
  moveServerHeldRecords,
  recoverRecords,
  recoveryPublicKey,
  renewRecoveryKey,
} from './sealed/deskVault'
import { forgetRecoveryKey, memberKey } from '@/lib/sealed/memberKeyring'
import { memberKeyPair } from './sealed/memberKeyPairs'
import { serverKey } from '@/lib/sealed/serverKey'
import { auditApplications } from './ApplicationAudit'
import { recoveryKeyFrom, recoveryKeyRefusal } from './recoveryKeyInput'
import { say } from './staffLanguage'

/**
 * HR's part of a user account (the role _Personal_), like the reporting office's (usersOfficeAccess.ts):
 * nobody gives the role to themselves; who gets it holds the applications' keys only once an HR member whose
 * key is unlocked grants them (`/:id/grant-hr`, which wraps every application key that member holds for the
 * newcomer), and loses them with the role. Every change is logged on HR's desk. A member's key pair is the
 * one of memberKeyPairs.ts, set up at their first sign-in with their own password.
 */

const OWN_ROLE = {
  de: 'Sie können sich die Rolle Personal nicht selbst geben.',
  en: 'You cannot give yourself the HR role.',
}

type UserDoc = { id: number; email?: string; name?: string | null; roles?: string[] }

export const guardHrAccess: CollectionBeforeChangeHook = ({ data, originalDoc, operation, req }) => {
  const before: string[] = operation === 'create' ? [] : ((originalDoc as UserDoc | undefined)?.roles ?? [])
  const after: string[] = data.roles ?? before
  const adding = after.includes(HR_ROLE) && !before.includes(HR_ROLE)
  const removing = before.includes(HR_ROLE) && !after.includes(HR_ROLE)
  if (adding && operation === 'update' && req.user && String(req.user.id) === String(originalDoc?.id))
    throw new ValidationError({ errors: [{ path: 'roles', message: say(req, OWN_ROLE) }] })
  req.context.hrChange = adding ? 'added' : removing ? 'removed' : undefined
  return data
}

export const applyHrAccess: CollectionAfterChangeHook = async ({ doc, req }) => {
  const change = req.context.hrChange
  delete req.context.hrChange
  if (req.context.dropOfficeKeyPair) await removeHrKeys(req, doc.id)
  if (change === 'removed') {
    await removeHrKeys(req, doc.id)
    await auditApplications(req, 'access-removed', { subject: doc })
  }
  if (change === 'added') await auditApplications(req, 'role-added', { subject: doc })
  return doc
}

/** The person holds no application's key any more (role removed, key pair dropped, account deleted). */
export async function removeHrKeys(req: PayloadRequest, userId: number): Promise<void> {
  await deleteKeyRows(APPLICATIONS_DESK, req, { holder: 'member', userId })
}

/**
 * After an HR member's key is unlocked at sign-in: HR's first member also makes HR's recovery key (shown once
 * in this session), and applications taken in before HR had a member with a key move to HR.
 */
export async function prepareHrDesk(req: PayloadRequest, user: UserDoc & { _sid?: string }): Promise<void> {
  if (!user.roles?.includes(HR_ROLE) || !memberKey(user)) return
  if (!(await recoveryPublicKey(APPLICATIONS_DESK, req))) {
    await renewRecoveryKey(APPLICATIONS_DESK, req, user)
    await auditApplications(req, 'recovery-key-created', { subject: user })
  }
  const moved = await moveServerHeldRecords(APPLICATIONS_DESK, req, serverKey)
  if (moved) await auditApplications(req, 'applications-resealed', { detail: `${moved}` })
}

const json = (body: unknown, status = 200) => Response.json(body, { status })

/** Refuses anyone but an HR member whose key is unlocked in this session. */
function unlockedHrMember(req: PayloadRequest): Response | null {
  if (!hasRole(req.user, HR_ROLE)) return json({ message: 'Forbidden' }, 403)
  if (!memberKey(req.user as never))
    return json({ message: say(req, { de: 'Bitte erneut anmelden.', en: 'Please sign in again.' }) }, 409)
  return null
}

const RECOVERY_KEY_WRONG = {
  de: 'Dieser Wiederherstellungsschlüssel öffnet die Bewerbungen nicht.',
  en: 'This recovery key does not open the applications.',
}

export const hrEndpoints: Endpoint[] = [
  {
    path: '/:id/grant-hr',
    method: 'post',
    handler: async (req) => {
      const refused = unlockedHrMember(req)
      if (refused) return refused
      const id = Number(req.routeParams?.id)
      const target = Number.isInteger(id)
        ? ((await req.payload.db.findOne({
            collection: 'users',
            req,
            where: { id: { equals: id } },
          })) as UserDoc | null)
        : null
      if (!target?.roles?.includes(HR_ROLE))
        return json(
          {
            message: say(req, { de: 'Keine Person mit der Rolle Personal.', en: 'Nobody with the HR role.' }),
          },
          404,
        )
      const publicKey = (await memberKeyPair({ payload: req.payload, req }, id))?.publicKey
      if (!publicKey)
        return json(
          {
            message: say(req, {
              de: 'Die Person hat sich noch nicht mit eigenem Passwort angemeldet.',
              en: 'The person has not signed in with their own password yet.',
            }),
          },
          409,
        )
      const granted = await grantRecords(APPLICATIONS_DESK, req, { id, publicKey })
      await auditApplications(req, 'access-granted', { subject: target, detail: `${granted}` })
      return json({ granted })
    },
  },
  {
    // A new recovery key, shown once on the dashboard; the previous one stops opening anything.
    path: '/hr-recovery-key',
    method: 'post',
    handler: async (req) => {
      const refused = unlockedHrMember(req)
      if (refused) return refused
      await renewRecoveryKey(APPLICATIONS_DESK, req)
      await auditApplications(req, 'recovery-key-created', { subject: req.user as unknown as UserDoc })
      return json({ ok: true })
    },
  },
  {
    // The offline recovery key, typed in: every application held for it is wrapped for the signed-in member.
    path: '/hr-recover',
    method: 'post',
    handler: async (req) => {
      const refused = unlockedHrMember(req)
      if (refused) return refused
      const recoveryKey = await recoveryKeyFrom(req)
      if (recoveryKey instanceof Response) return recoveryKey
      const self = req.user as unknown as UserDoc
      const publicKey = (await memberKeyPair({ payload: req.payload, req }, self.id))?.publicKey
      if (!publicKey) return json({ message: 'Forbidden' }, 403)
      try {
        const recovered = await recoverRecords(APPLICATIONS_DESK, req, recoveryKey, {
          id: self.id,
          publicKey,
        })
        await auditApplications(req, 'recovery-key-used', { subject: self, detail: `${recovered}` })
        return json({ recovered })
      } catch {
        return recoveryKeyRefusal(req, RECOVERY_KEY_WRONG)
      }
    },
  },
  {
    path: '/hr-recovery-key/seen',
    method: 'post',
    handler: async (req) => {
      forgetRecoveryKey(req.user as never, APPLICATIONS_DESK.name)
      return json({ ok: true })
    },
  },
]
