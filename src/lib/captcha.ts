import crypto from 'node:crypto'
import { createChallenge, randomInt, verifySolution, type Challenge, type Payload } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import { CAPTCHA_EXPIRY_MS } from './constants'
import { captchaCounterMax, payloadSecret } from './env'
import { DESK_FORMS, type DeskForm } from './sealed/desks'

/**
 * The self-hosted human check (ALTCHA proof of work). Challenges are HMAC-signed with keys derived from the
 * site's secret and expire after CAPTCHA_EXPIRY_MS; the server keeps no state per challenge. Each challenge
 * names the form it was issued for, and each form's submissions store its id as a unique column, so a
 * solution is accepted once and only by its own form.
 */

const hmacSignatureSecret = derive('altcha-challenge-signature')
const hmacKeySignatureSecret = derive('altcha-key-signature')
const ALGORITHM = 'SHA-256'

function derive(purpose: string): string {
  return crypto.createHmac('sha256', payloadSecret).update(purpose).digest('hex')
}

/** The public forms with a human check: the contact form and each desk's (src/lib/sealed/desks.ts). */
export const HUMAN_CHECK_FORMS = ['contact', ...DESK_FORMS] as const
export type HumanCheckForm = 'contact' | DeskForm

export async function newChallenge(form: HumanCheckForm, now = Date.now()): Promise<Challenge> {
  return createChallenge({
    data: { form },
    algorithm: ALGORITHM,
    cost: 1,
    counter: randomInt(captchaCounterMax, Math.ceil(captchaCounterMax / 5)),
    deriveKey,
    expiresAt: new Date(now + CAPTCHA_EXPIRY_MS),
    hmacSignatureSecret,
    hmacKeySignatureSecret,
  })
}

/** Thrown by storage when a solution's challenge id is already stored: a replay. */
export class HumanCheckReused extends Error {
  constructor() {
    super('This human-check solution has already been used')
    this.name = 'HumanCheckReused'
  }
}

/** Recognised by name, not instanceof: the class may exist once per bundle in the production build. */
export function isHumanCheckReused(error: unknown): boolean {
  return error instanceof Error && error.name === 'HumanCheckReused'
}

export type HumanCheck =
  | { ok: true; challengeId: string; expiresAt: Date }
  | { ok: false; reason: 'malformed' | 'expired' | 'forged' | 'unsolved' }

/** Verifies the widget's payload (base64 JSON of challenge and solution): signature, expiry and solution. */
export async function verifyHumanCheck(encoded: string, form: HumanCheckForm): Promise<HumanCheck> {
  const payload = decode(encoded)
  if (!payload) return { ok: false, reason: 'malformed' }
  // The form name is covered by the signature checked below.
  if (payload.challenge.parameters.data?.form !== form) return { ok: false, reason: 'forged' }
  if (payload.challenge.parameters.algorithm !== ALGORITHM) return { ok: false, reason: 'forged' }
  let result
  try {
    result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret,
      hmacKeySignatureSecret,
    })
  } catch {
    return { ok: false, reason: 'malformed' }
  }
  if (result.expired) return { ok: false, reason: 'expired' }
  if (result.invalidSignature) return { ok: false, reason: 'forged' }
  if (!result.verified) return { ok: false, reason: 'unsolved' }
  const { nonce, expiresAt } = payload.challenge.parameters
  return { ok: true, challengeId: nonce, expiresAt: new Date((expiresAt ?? 0) * 1000) }
}

function decode(encoded: string): Payload | null {
  try {
    const value = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8')) as Payload
    const parameters = value?.challenge?.parameters
    if (
      typeof parameters?.nonce !== 'string' ||
      typeof parameters.expiresAt !== 'number' ||
      typeof value.solution !== 'object' ||
      value.solution === null
    ) {
      return null
    }
    return value
  } catch {
    return null
  }
}
