import crypto from 'node:crypto'
import QRCode from 'qrcode'
import {
  APIError,
  type CollectionBeforeChangeHook,
  type CollectionBeforeLoginHook,
  type CollectionBeforeOperationHook,
  type Field,
  type FieldAccess,
  type PayloadRequest,
} from 'payload'
import { hasRole, nobody } from '@/access/roles'
import { SIGN_IN_LIMIT } from '@/lib/constants'
import { RateLimiter } from '@/lib/rateLimit'
import { payloadSecret, staffTwoFactorRequired } from '@/lib/env'
import { acceptTotp, hashRecoveryCode, newRecoveryCodes, totpUri } from '@/lib/auth/totp'
import { Secret } from 'otpauth'
import { staffLanguage } from '@/lib/staffLanguages'

/**
 * The second factor at sign-in, checked inside Payload's login operation (after the password, before the
 * session is signed), so no way of signing in passes it by: the admin's form and `POST /cms-api/users/login`
 * alike send `totp` with e-mail and password. Required for admins and the reporting office when
 * `staffTwoFactorRequired` (STAFF_2FA), and for every account where it was switched on. The first sign-in
 * that needs it enrols: the answer carries the secret (and its QR code), the next sign-in with a valid code
 * switches it on and answers ten recovery codes, once.
 */

export type TwoFactorState = 'required' | 'invalid' | 'enrol'

const MESSAGES: Record<TwoFactorState, { de: string; en: string }> = {
  required: {
    de: 'Bitte geben Sie den Code aus Ihrer Authenticator-App ein.',
    en: 'Please enter the code from your authenticator app.',
  },
  invalid: {
    de: 'Dieser Code ist nicht (mehr) gültig. Bitte geben Sie den aktuellen Code oder einen Wiederherstellungscode ein.',
    en: 'This code is not (or no longer) valid. Please enter the current code or a recovery code.',
  },
  enrol: {
    de: 'Richten Sie die Zwei-Faktor-Anmeldung ein: Scannen Sie den QR-Code mit einer Authenticator-App und geben Sie den angezeigten Code ein.',
    en: 'Set up two-factor sign-in: scan the QR code with an authenticator app and enter the code it shows.',
  },
}

/** Wrong second-factor codes per account, from every address together (SIGN_IN_LIMIT.wrongCodes). */
const wrongCodes = new RateLimiter('sign-in:wrong-codes', () => SIGN_IN_LIMIT.wrongCodes)

const TOO_MANY_CODES = {
  de: (minutes: number) =>
    `Zu viele falsche Codes. Bitte versuchen Sie es in ${minutes} Minute${minutes === 1 ? '' : 'n'} erneut.`,
  en: (minutes: number) =>
    `Too many wrong codes. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
}

const selfOrAdmin: FieldAccess = ({ req, id }) =>
  hasRole(req.user, 'admin') || (Boolean(req.user) && String(req.user!.id) === String(id))

export const twoFactorFields: Field[] = [
  {
    name: 'twoFactorEnabled',
    label: { de: 'Zwei-Faktor-Anmeldung', en: 'Two-factor sign-in' },
    type: 'checkbox',
    defaultValue: false,
    access: { create: nobody, update: selfOrAdmin },
    admin: {
      position: 'sidebar',
      description: {
        de: 'Angehakt: Anmeldung nur mit Code aus einer Authenticator-App; eingerichtet wird sie bei der nächsten Anmeldung. Für Admins und die Meldestelle ist sie auf der öffentlichen Website immer verlangt. Hat jemand sein Telefon verloren, nimmt ein Admin den Haken heraus und speichert: Die Person richtet die App bei der nächsten Anmeldung neu ein.',
        en: 'Ticked: sign-in only with a code from an authenticator app, set up at the next sign-in. Admins and the reporting office always need it on the public site. If someone lost their phone, an admin unticks it and saves: the person sets up the app again at their next sign-in.',
      },
    },
  },
  ...(
    [
      ['totpSecret', 'text'],
      ['recoveryCodes', 'text'],
      ['totpLastStep', 'number'],
      ['twoFactorGeneration', 'number'],
    ] as const
  ).map(
    ([name, type]) =>
      ({
        name,
        type,
        access: { read: nobody, create: nobody, update: nobody },
        admin: { hidden: true },
      }) as Field,
  ),
]

type Account = {
  id: number
  email: string
  roles?: string[]
  salt?: string
  twoFactorEnabled?: boolean | null
  totpSecret?: string | null
  totpLastStep?: number | null
  recoveryCodes?: string | null
  twoFactorGeneration?: number | null
}

/** Switching the second factor off (an admin, for a lost phone) forgets the secret and the recovery codes. */
export const resetTwoFactor: CollectionBeforeChangeHook = ({ data, originalDoc, operation }) => {
  if (operation === 'update' && data.twoFactorEnabled === false && originalDoc?.twoFactorEnabled) {
    data.totpSecret = null
    data.recoveryCodes = null
    data.totpLastStep = null
    data.twoFactorGeneration = Number(originalDoc.twoFactorGeneration ?? 0) + 1
  }
  return data
}

/** The code sent with the sign-in (`totp` beside e-mail and password), for the check below. */
export const collectSignInCode: CollectionBeforeOperationHook = ({ operation, args, req }) => {
  if (operation === 'login') {
    const code = (req.data as { totp?: unknown } | undefined)?.totp ?? (args.data as { totp?: unknown })?.totp
    req.context.signInCode = typeof code === 'string' ? code : ''
  }
  return args
}

/** Switched on for the account, or its role needs it where the site requires it (STAFF_2FA). */
export const needsSecondFactor = (
  account: { roles?: string[]; twoFactorEnabled?: boolean | null },
  required = staffTwoFactorRequired,
) => Boolean(account.twoFactorEnabled) || (required && hasRole(account as never, 'admin', 'reporting-office'))

/**
 * The secret offered at enrolment: derived, not stored, since a refused sign-in's writes are rolled back. It
 * changes with the password and with every reset of the second factor.
 */
function enrolmentSecret(account: Account): string {
  const seed = `${account.id}|${account.salt ?? ''}|${account.twoFactorGeneration ?? 0}`
  const bytes = crypto
    .createHmac('sha256', payloadSecret)
    .update(`totp-enrolment|${seed}`)
    .digest()
    .subarray(0, 20)
  return new Secret({ buffer: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + 20) as ArrayBuffer })
    .base32
}

async function refuse(req: PayloadRequest, state: TwoFactorState, account: Account): Promise<never> {
  const text = MESSAGES[state][staffLanguage(req.i18n?.language)]
  const data: Record<string, string> = { twoFactor: state }
  if (state === 'enrol' || (state === 'invalid' && !account.totpSecret)) {
    const secret = enrolmentSecret(account)
    const uri = totpUri(secret, account.email)
    Object.assign(data, {
      twoFactor: 'enrol',
      secret,
      uri,
      qr: await QRCode.toString(uri, { type: 'svg', margin: 1 }),
    })
  }
  throw new APIError(text, 401, data, true)
}

export const requireSecondFactor: CollectionBeforeLoginHook = async ({ req, user }) => {
  const account = (await req.payload.db.findOne({
    collection: 'users',
    req,
    where: { id: { equals: user.id } },
  })) as Account
  if (!needsSecondFactor(account)) return user
  const code = String(req.context.signInCode ?? '').trim()
  const save = (data: Partial<Account>) =>
    req.payload.db.updateOne({ collection: 'users', id: account.id, req, data })

  if (account.totpSecret) {
    if (!code) return refuse(req, 'required', account)
    const step = acceptTotp(account.totpSecret, code, account.totpLastStep ?? null)
    if (step !== null) {
      await save({ totpLastStep: step })
      return user
    }
    const left: string[] = JSON.parse(account.recoveryCodes ?? '[]')
    const hash = hashRecoveryCode(code)
    if (left.includes(hash)) {
      await save({ recoveryCodes: JSON.stringify(left.filter((h) => h !== hash)) })
      return user
    }
    // Only someone who knows the password gets here: a tight limit of its own cannot lock others out.
    const verdict = await wrongCodes.take(String(account.id))
    if (!verdict.allowed) {
      const minutes = Math.max(1, Math.ceil(verdict.retryAfterS / 60))
      const text = TOO_MANY_CODES[staffLanguage(req.i18n?.language)](minutes)
      throw new APIError(text, 429, { twoFactor: 'required', retryAfterS: verdict.retryAfterS }, true)
    }
    return refuse(req, 'invalid', account)
  }

  const secret = enrolmentSecret(account)
  const step = code ? acceptTotp(secret, code, null) : null
  if (step === null) return refuse(req, code ? 'invalid' : 'enrol', account)
  const codes = newRecoveryCodes()
  await save({
    twoFactorEnabled: true,
    totpSecret: secret,
    totpLastStep: step,
    recoveryCodes: JSON.stringify(codes.map(hashRecoveryCode)),
  })
  req.context.recoveryCodes = codes
  return user
}

/** The recovery codes made at enrolment go back with that sign-in's answer, once. */
export function withRecoveryCodes<T>(req: PayloadRequest, result: T): T {
  const codes = req.context.recoveryCodes
  if (!Array.isArray(codes) || !result || typeof result !== 'object') return result
  delete req.context.recoveryCodes
  return { ...result, recoveryCodes: codes }
}
