import {
  APIError,
  ValidationError,
  type CollectionAfterErrorHook,
  type CollectionAfterOperationHook,
  type CollectionBeforeOperationHook,
  type CollectionBeforeValidateHook,
  type PayloadRequest,
} from 'payload'
import { PASSWORD_MESSAGES, passwordProblem } from '@/lib/auth/passwordPolicy'
import { deviceCookie } from '@/lib/auth/signInDevice'
import { logFailedSignIn } from '@/lib/auth/signInLog'
import { attemptSignIn, checkNoPassword } from '@/lib/auth/signInThrottle'
import { staffLanguage } from '@/lib/staffLanguages'

/**
 * Staff sign-in: strong passwords, failed sign-ins limited per client address and account, and the same
 * answer, after the same work, whether an e-mail has an account or not. Payload's own lock is off
 * (`maxLoginAttempts: 0`): its message told that an account exists, and anyone could lock any account.
 */

const inLanguage = (req: PayloadRequest, text: { de: string; en: string }) =>
  text[staffLanguage(req.i18n?.language)]

/** A password being set (create, update, or "forgot password") must pass the policy. */
export const checkPassword: CollectionBeforeValidateHook = ({ data, req, operation }) => {
  // "Forgot password" passes the stored user, without `password`; the new one is in the request's body.
  const resetting = operation === 'update' && typeof req.data?.token === 'string'
  const password = typeof data?.password === 'string' ? data.password : resetting ? req.data?.password : null
  if (typeof password !== 'string' || !password) return data
  const problem = passwordProblem(password)
  if (problem)
    throw new ValidationError({
      errors: [{ path: 'password', message: inLanguage(req, PASSWORD_MESSAGES[problem]) }],
    })
  return data
}

const TOO_MANY = {
  de: (minutes: number) =>
    `Zu viele fehlgeschlagene Anmeldungen. Bitte versuchen Sie es in ${minutes} Minute${minutes === 1 ? '' : 'n'} erneut.`,
  en: (minutes: number) =>
    `Too many failed sign-ins. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
}

export const throttleSignIn: CollectionBeforeOperationHook = async ({ operation, args, req }) => {
  if (operation !== 'login') return args
  const { email, password } = (args.data ?? {}) as { email?: unknown; password?: unknown }
  const attempt = await attemptSignIn(req.headers, String(email ?? ''))
  if (!attempt.allowed) {
    logFailedSignIn('too many attempts')
    const minutes = Math.max(1, Math.ceil(attempt.retryAfterS / 60))
    const message = TOO_MANY[staffLanguage(req.i18n?.language)](minutes)
    throw new APIError(message, 429, { retryAfterS: attempt.retryAfterS }, true)
  }
  req.context.signInSucceeded = attempt.succeeded
  req.context.signingIn = true
  const known = await req.payload.db.findOne({
    collection: 'users',
    req,
    where: {
      email: {
        equals: String(email ?? '')
          .toLowerCase()
          .trim(),
      },
    },
  })
  if (!known && typeof password === 'string' && password) await checkNoPassword(password)
  return args
}

/** A successful sign-in is forgiven, and its browser is named as one the account signs in with. */
export const forgiveSignIn: CollectionAfterOperationHook = async ({ operation, req, result }) => {
  if (operation !== 'login' || !result) return result
  await (req.context.signInSucceeded as (() => Promise<void>) | undefined)?.()
  const email = 'user' in result ? result.user?.email : undefined
  if (typeof email === 'string') {
    req.responseHeaders ??= new Headers()
    req.responseHeaders.append('Set-Cookie', deviceCookie(email.trim().toLowerCase()))
  }
  return result
}

/**
 * A refused sign-in (wrong password or unknown e-mail, wrong second-factor code): one line, without the e-mail
 * (src/lib/auth/signInLog.ts). Asking for the second factor is no failure.
 */
export const logRefusedSignIn: CollectionAfterErrorHook = ({ error, req }) => {
  const { status, data } = error as Error & { status?: unknown; data?: { twoFactor?: unknown } }
  if (!req.context.signingIn || status !== 401) return
  if (!data?.twoFactor) logFailedSignIn('wrong password or unknown e-mail')
  else if (data.twoFactor === 'invalid') logFailedSignIn('wrong second-factor code')
}
