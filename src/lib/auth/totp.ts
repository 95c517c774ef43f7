import crypto from 'node:crypto'
import { Secret, TOTP } from 'otpauth'

/**
 * The staff's second factor: time-based one-time passwords (RFC 6238) as every authenticator app makes them
 * (6 digits, 30 seconds, SHA-1), with one step of clock drift either way; a code is accepted once. Ten
 * single-use recovery codes stand in for a lost phone; only their hashes are stored.
 */
const ISSUER = 'Sekundenwerk CMS'

const totp = (secret: string, account = '') =>
  new TOTP({
    issuer: ISSUER,
    label: account,
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(secret),
  })

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32
}

/** The `otpauth://` address an authenticator app takes (as a QR code or pasted). */
export function totpUri(secret: string, account: string): string {
  return totp(secret, account).toString()
}

/** The code's time step when `code` is valid now and newer than `lastStep`, otherwise null. */
export function acceptTotp(
  secret: string,
  code: string,
  lastStep: number | null,
  now = Date.now(),
): number | null {
  const clean = code.replace(/\s/g, '')
  if (!/^\d{6}$/.test(clean)) return null
  const delta = totp(secret).validate({ token: clean, timestamp: now, window: 1 })
  if (delta === null) return null
  const step = Math.floor(now / 30_000) + delta
  return lastStep !== null && step <= lastStep ? null : step
}

/** The current code, for tests and for nothing else. */
export function totpCode(secret: string, now = Date.now()): string {
  return totp(secret).generate({ timestamp: now })
}

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'

/** Ten codes of 10 characters (50 bits), written XXXXX-XXXXX. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: 10 }, () => {
    const chars = Array.from(crypto.randomBytes(10), (byte) => ALPHABET[byte % 32]).join('')
    return `${chars.slice(0, 5)}-${chars.slice(5)}`
  })
}

export function hashRecoveryCode(code: string): string {
  const clean = code.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1')
  return crypto.createHash('sha256').update(clean).digest('base64url')
}
