import crypto from 'node:crypto'
import { promisify } from 'node:util'
import { SIGN_IN_LIMIT } from '../constants'
import { clientAddress, RateLimiter } from '../rateLimit'
import { knownDevice } from './signInDevice'

/**
 * Failed staff sign-ins: each attempt is counted up front (so simultaneous guesses cannot all pass) against
 * the client address, the account from that address, and the account overall; a successful sign-in is
 * forgiven. Accounts are counted by the e-mail typed, whether it exists or not, so the limit tells nothing
 * about which accounts exist. The overall limit bounds a stranger's guessing from many addresses; a browser
 * the account signed in with before (./signInDevice.ts) is counted on its own instead, so that the stranger
 * cannot keep the member out.
 */
const byClient = new RateLimiter('sign-in:client', () => SIGN_IN_LIMIT.perClient)
const byAccountAndClient = new RateLimiter(
  'sign-in:account-and-client',
  () => SIGN_IN_LIMIT.perAccountAndClient,
)
const byAccount = new RateLimiter('sign-in:account', () => SIGN_IN_LIMIT.perAccount)
const byKnownBrowser = new RateLimiter('sign-in:known-browser', () => SIGN_IN_LIMIT.perAccountAndClient)

export type SignInAttempt =
  { allowed: true; succeeded: () => Promise<void> } | { allowed: false; retryAfterS: number }

export async function attemptSignIn(
  headers: Headers,
  email: string,
  now = Date.now(),
): Promise<SignInAttempt> {
  const client = clientAddress({ headers } as Request)
  const account = email.trim().toLowerCase()
  const device = knownDevice(headers.get('cookie'), account)
  const limits: [RateLimiter, string][] = device
    ? [[byKnownBrowser, `${account}\n${device}`]]
    : [
        [byClient, client],
        [byAccountAndClient, `${account}\n${client}`],
        [byAccount, account],
      ]
  const taken: [RateLimiter, string][] = []
  for (const [limiter, key] of limits) {
    const verdict = await limiter.take(key, now)
    if (!verdict.allowed) {
      for (const [done, doneKey] of taken) await done.release(doneKey, now)
      return { allowed: false, retryAfterS: verdict.retryAfterS }
    }
    taken.push([limiter, key])
  }
  return {
    allowed: true,
    succeeded: async () => {
      for (const [limiter, key] of taken) await limiter.release(key, now)
    },
  }
}

const pbkdf2 = promisify(crypto.pbkdf2)

/** Payload's password hash (its local strategy, `pbkdf2-sha256-v1`); a unit test compares it with Payload's. */
export const PAYLOAD_PASSWORD_HASH = { iterations: 600_000, keyLength: 32 } as const

/**
 * The work Payload does to check a password, done for an e-mail without an account, so that its answer takes
 * as long as a wrong password's.
 */
export async function checkNoPassword(password: string): Promise<void> {
  const { iterations, keyLength } = PAYLOAD_PASSWORD_HASH
  await pbkdf2(password, crypto.randomBytes(32).toString('hex'), iterations, keyLength, 'sha256')
}
