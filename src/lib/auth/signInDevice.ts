import crypto from 'node:crypto'
import { https, payloadSecret } from '../env'

/**
 * A browser an account has signed in with (a "device cookie"): given at each successful sign-in, bound to the
 * account by a signature with the site's secret, and sent back only to the sign-in. Its attempts are counted
 * on their own, so that a stranger's failures elsewhere cannot keep the member out (./signInThrottle.ts).
 */
export const DEVICE_COOKIE = 'sign-in-device'
const LOGIN_PATH = '/cms-api/users/login'
const DEVICE_DAYS = 180

const signature = (account: string, device: string) =>
  crypto.createHmac('sha256', payloadSecret).update(`${DEVICE_COOKIE}\n${account}\n${device}`).digest('base64url')

/** The Set-Cookie value that names this browser as one `account` signed in with. */
export function deviceCookie(account: string): string {
  const device = crypto.randomBytes(16).toString('base64url')
  return [
    `${DEVICE_COOKIE}=${device}.${signature(account, device)}`,
    `Path=${LOGIN_PATH}`,
    `Max-Age=${DEVICE_DAYS * 24 * 60 * 60}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(https ? ['Secure'] : []),
  ].join('; ')
}

/** The browser's id, when the request carries a device cookie given at a sign-in of `account`; else null. */
export function knownDevice(cookieHeader: string | null, account: string): string | null {
  const value = cookieHeader
    ?.split(/;\s*/)
    .find((cookie) => cookie.startsWith(`${DEVICE_COOKIE}=`))
    ?.slice(DEVICE_COOKIE.length + 1)
  const [device, mac] = value?.split('.') ?? []
  if (!device || !mac) return null
  const expected = Buffer.from(signature(account, device))
  const given = Buffer.from(mac)
  return given.length === expected.length && crypto.timingSafeEqual(given, expected) ? device : null
}
