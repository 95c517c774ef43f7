import crypto from 'node:crypto'

/**
 * The words of a whistleblower case at rest: each value (a report field, each message of the conversation) is
 * sealed with AES-256-GCM under its own key, derived from the case's random 32-byte key with a fresh salt. The
 * authenticated context binds the case number and the field, so a value moved to another case or field does
 * not open. The case key itself is never stored in the clear (see keyWrap.ts).
 */
const VERSION = 'v2'
const SALT = 16
const IV = 12
const TAG = 16

export const CASE_KEY_BYTES = 32

export function newCaseKey(): Buffer {
  return crypto.randomBytes(CASE_KEY_BYTES)
}

/** What a sealed value is bound to: its case and its field (a message: `message:<id>`). */
export type SealContext = { caseNumber: string; field: string }

const aad = ({ caseNumber, field }: SealContext) =>
  Buffer.from(`sekundenwerk/whistleblower/${VERSION}|${caseNumber}|${field}`, 'utf8')

const valueKey = (caseKey: Buffer, salt: Buffer, context: SealContext) =>
  Buffer.from(crypto.hkdfSync('sha256', caseKey, salt, aad(context), 32))

export function sealValue(caseKey: Buffer, plaintext: string, context: SealContext): string {
  const salt = crypto.randomBytes(SALT)
  const iv = crypto.randomBytes(IV)
  const cipher = crypto.createCipheriv('aes-256-gcm', valueKey(caseKey, salt, context), iv, {
    authTagLength: TAG,
  })
  cipher.setAAD(aad(context))
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()])
  return `${VERSION}:${Buffer.concat([salt, iv, cipher.getAuthTag(), body]).toString('base64')}`
}

/** Throws when the value was changed, belongs to another case or field, or the key is not the case's. */
export function openValue(caseKey: Buffer, sealed: string, context: SealContext): string {
  const [version, encoded] = sealed.split(':')
  if (version !== VERSION || !encoded) throw new Error('Not a sealed case value')
  const raw = Buffer.from(encoded, 'base64')
  if (raw.length < SALT + IV + TAG) throw new Error('Sealed case value too short')
  const salt = raw.subarray(0, SALT)
  const iv = raw.subarray(SALT, SALT + IV)
  const tag = raw.subarray(SALT + IV, SALT + IV + TAG)
  const decipher = crypto.createDecipheriv('aes-256-gcm', valueKey(caseKey, salt, context), iv, {
    authTagLength: TAG,
  })
  decipher.setAAD(aad(context))
  decipher.setAuthTag(tag)
  return Buffer.concat([decipher.update(raw.subarray(SALT + IV + TAG)), decipher.final()]).toString('utf8')
}

/** True for a value in this format (the single-key format of earlier versions starts with `v1:`). */
export function isCaseSealed(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith(`${VERSION}:`)
}
