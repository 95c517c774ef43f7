import type { Endpoint, PayloadRequest } from 'payload'
import { deskNamed, type DeskEntry, type DeskWords } from '@/lib/sealed/desks'
import { publicKeyOf } from '@/lib/sealed/keyWrap'
import { forgetRecoveryKey, memberKey, recoveryKeyToShow } from '@/lib/sealed/memberKeyring'
import {
  completeRequest,
  declineRequest,
  openRequest,
  recordDeskEvent,
  type Person,
} from '@/data/sealed/deskAccess'
import {
  confirmRecoveryKey,
  grantRecords,
  recoverRecords,
  recoveryPublicKey,
  recoveryReach,
  renewRecoveryKey,
  type RecoveryReach,
} from '@/data/sealed/deskVault'
import { memberKeyPair } from '@/data/sealed/memberKeyPairs'
import { inRequestTransaction } from '@/data/requestTransaction'
import { recoveryKeyFrom, recoveryKeyRefusal } from './recoveryKeyInput'
import { say, type Say } from './staffLanguage'
import { staffLanguage } from '@/lib/staffLanguages'

/**
 * What members of a confidential desk do about who belongs to it, for every desk alike (`:desk` is a desk's
 * name in src/lib/sealed/desks.ts): grant a request (or share more records with a colleague), decline one,
 * make a new recovery key, confirm having stored it, and bring records back with it.
 */

const json = (body: unknown, status = 200) => Response.json(body, { status })

const words = (req: PayloadRequest, desk: DeskEntry): DeskWords =>
  desk.words[staffLanguage(req.i18n?.language)]

const MESSAGES = {
  signInAgain: { de: 'Bitte erneut anmelden.', en: 'Please sign in again.' },
  noRequest: { de: 'Keine offene Anfrage.', en: 'No open request.' },
  notYourself: {
    de: 'Sie können sich nicht selbst Zugang gewähren.',
    en: 'You cannot grant yourself access.',
  },
  noKeyYet: {
    de: 'Die Person hat noch kein eigenes Passwort festgelegt.',
    en: 'The person has not set their own password yet.',
  },
  recoveryKeyWrong: {
    de: 'Dieser Wiederherstellungsschlüssel ist nicht der aktuelle dieses Bereichs.',
    en: 'This recovery key is not the current one of this desk.',
  },
} satisfies Record<string, Say>

function shortfall(req: PayloadRequest, desk: DeskEntry, { holds, total, missing }: RecoveryReach): string {
  const w = words(req, desk)
  return req.i18n?.language === 'en'
    ? `You can open ${holds} of ${total} ${w.recordsDative}. A new recovery key must open every one the current key opens; ${missing} of them you cannot. Get them back with the current recovery key first, or ask a member who can open all of them.`
    : `Sie können ${holds} von ${total} ${w.recordsDative} öffnen. Ein neuer Wiederherstellungsschlüssel muss alle öffnen, die der bisherige öffnet; ${missing} davon können Sie nicht öffnen. Holen Sie diese zuerst mit dem bisherigen Wiederherstellungsschlüssel zurück, oder bitten Sie ein Mitglied, das alle öffnen kann.`
}

type Account = Person & { email?: string }

const deskOf = (req: PayloadRequest) => deskNamed(req.routeParams?.desk)
const isMember = (req: PayloadRequest, desk: DeskEntry) =>
  Boolean((req.user as { roles?: string[] } | null)?.roles?.includes(desk.role))

async function account(req: PayloadRequest, id: unknown): Promise<Account | null> {
  const number = Number(id)
  if (!Number.isInteger(number)) return null
  return (await req.payload.db.findOne({
    collection: 'users',
    req,
    where: { id: { equals: number } },
  })) as Account | null
}

/** The desk named in the path, for a member of it (whose key is unlocked, when `unlocked`), or the refusal. */
function forMember(req: PayloadRequest, unlocked: boolean): DeskEntry | Response {
  const desk = deskOf(req)
  if (!desk) return json({ message: 'Not Found' }, 404)
  if (!isMember(req, desk)) return json({ message: 'Forbidden' }, 403)
  if (unlocked && !memberKey(req.user as never)) return json({ message: say(req, MESSAGES.signInAgain) }, 409)
  return desk
}

/** Gives the role to `person`, as the desk's own grant (src/collections/usersDeskAccess.ts lets it through). */
async function admit(req: PayloadRequest, desk: DeskEntry, person: Account): Promise<void> {
  await req.payload.update({
    collection: 'users',
    id: person.id,
    overrideAccess: true,
    req,
    context: { deskGrant: desk.name },
    data: { roles: [...new Set([...(person.roles ?? []), desk.role])] } as never,
  })
  await completeRequest(desk, req, person)
}

const grant: Endpoint = {
  path: '/:id/desks/:desk/grant',
  method: 'post',
  handler: async (req) => {
    const desk = forMember(req, true)
    if (desk instanceof Response) return desk
    if (String(req.user?.id) === String(req.routeParams?.id))
      return json({ message: say(req, MESSAGES.notYourself) }, 403)
    const person = await account(req, req.routeParams?.id)
    const request = person ? await openRequest(desk, req, person.id) : null
    const member = Boolean(person?.roles?.includes(desk.role))
    if (!person || (!request && !member)) return json({ message: say(req, MESSAGES.noRequest) }, 404)
    const publicKey = (await memberKeyPair({ payload: req.payload, req }, person.id))?.publicKey
    if (!publicKey) return json({ message: say(req, MESSAGES.noKeyYet) }, 409)
    const granted = await inRequestTransaction(req, async () => {
      if (!member) await admit(req, desk, person)
      const count = await grantRecords(desk, req, { id: person.id, publicKey })
      await recordDeskEvent(desk, req, member ? 'records-shared' : 'access-granted', {
        subject: person,
        count,
      })
      return count
    })
    return json({ granted })
  },
}

const decline: Endpoint = {
  path: '/:id/desks/:desk/decline',
  method: 'post',
  handler: async (req) => {
    const desk = forMember(req, false)
    if (desk instanceof Response) return desk
    const person = await account(req, req.routeParams?.id)
    const declined = person && (await inRequestTransaction(req, () => declineRequest(desk, req, person)))
    return declined ? json({ ok: true }) : json({ message: say(req, MESSAGES.noRequest) }, 404)
  },
}

/** A new recovery key, shown once on the dashboard; refused when it would open less than the current one. */
const renew: Endpoint = {
  path: '/desks/:desk/recovery-key',
  method: 'post',
  handler: async (req) => {
    const desk = forMember(req, true)
    if (desk instanceof Response) return desk
    const reach = await recoveryReach(desk, req, Number(req.user!.id))
    if (reach.missing > 0) return json({ message: shortfall(req, desk, reach), ...reach }, 409)
    await inRequestTransaction(req, async () => {
      await renewRecoveryKey(desk, req)
      await recordDeskEvent(desk, req, 'recovery-key-created', {
        subject: req.user as Account,
        count: reach.holds,
      })
    })
    return json({ ok: true, opens: reach.holds, total: reach.total })
  },
}

/** The member stored the key shown in this session: it is forgotten here, and marked as confirmed. */
const confirm: Endpoint = {
  path: '/desks/:desk/recovery-key/seen',
  method: 'post',
  handler: async (req) => {
    const desk = forMember(req, false)
    if (desk instanceof Response) return desk
    if (!recoveryKeyToShow(req.user as never, desk.name)) return json({ ok: true })
    await inRequestTransaction(req, async () => {
      await confirmRecoveryKey(desk, req)
      await recordDeskEvent(desk, req, 'recovery-key-confirmed', { subject: req.user as Account })
    })
    forgetRecoveryKey(req.user as never, desk.name)
    return json({ ok: true })
  },
}

/**
 * The desk's offline recovery key, typed in: every record it opens is wrapped for the signed-in person. A
 * member gets back what they lost; someone whose access waits is let in by it (it opens everything anyway).
 */
const recover: Endpoint = {
  path: '/desks/:desk/recover',
  method: 'post',
  handler: async (req) => {
    const desk = deskOf(req)
    if (!desk) return json({ message: 'Not Found' }, 404)
    const self = await account(req, req.user?.id)
    const member = isMember(req, desk)
    if (!self || (!member && !(await openRequest(desk, req, self.id))))
      return json({ message: 'Forbidden' }, 403)
    const publicKey = (await memberKeyPair({ payload: req.payload, req }, self.id))?.publicKey
    if (!publicKey || !memberKey(req.user as never))
      return json({ message: say(req, MESSAGES.signInAgain) }, 409)
    const recoveryKey = await recoveryKeyFrom(req)
    if (recoveryKey instanceof Response) return recoveryKey
    if (publicKeyOf(recoveryKey) !== (await recoveryPublicKey(desk, req)))
      return recoveryKeyRefusal(req, MESSAGES.recoveryKeyWrong)
    const recovered = await inRequestTransaction(req, async () => {
      const count = await recoverRecords(desk, req, recoveryKey, { id: self.id, publicKey })
      await recordDeskEvent(desk, req, 'recovery-key-used', {
        subject: self,
        count,
      })
      if (!member) {
        await admit(req, desk, self)
        await recordDeskEvent(desk, req, 'access-granted', {
          subject: self,
          detail: 'Wiederherstellungsschlüssel',
        })
      }
      return count
    })
    return json({ recovered })
  },
}

export const deskEndpoints: Endpoint[] = [grant, decline, renew, confirm, recover]
