import crypto from 'node:crypto'

/**
 * The words of a sealed record at rest: each value (a field, a message, a note) is sealed with AES-256-GCM
 * under its own key, derived from the record's random 32-byte key with a fresh salt. The authenticated context
 * binds the desk, the record's reference and the field, so a value moved to another record, field or desk does
 * not open. The record key itself is never stored in the clear (see keyWrap.ts and deskVault.ts).
 */
const VERSION = 'v2'
const SALT = 16
const IV = 12
const TAG = 16

export const RECORD_KEY_BYTES = 32

export function newRecordKey(): Buffer {
  return crypto.randomBytes(RECORD_KEY_BYTES)
}

/** What a sealed value is bound to: its desk, its record's reference and its field. */
export type ValueContext = { desk: string; reference: string; field: string }

const aad = ({ desk, reference, field }: ValueContext) =>
  Buffer.from(`sekundenwerk/${desk}/${VERSION}|${reference}|${field}`, 'utf8')

const valueKey = (recordKey: Buffer, salt: Buffer, context: ValueContext) =>
  Buffer.from(crypto.hkdfSync('sha256', recordKey, salt, aad(context), 32))

export function sealText(recordKey: Buffer, plaintext: string, context: ValueContext): string {
  const salt = crypto.randomBytes(SALT)
  const iv = crypto.randomBytes(IV)
  const cipher = crypto.createCipheriv('aes-256-gcm', valueKey(recordKey, salt, context), iv, {
    authTagLength: TAG,
  })
  cipher.setAAD(aad(context))
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()])
  return `${VERSION}:${Buffer.concat([salt, iv, cipher.getAuthTag(), body]).toString('base64')}`
}

/** Throws when the value was changed, belongs to another record, field or desk, or the key is not the record's. */
export function openText(recordKey: Buffer, sealed: string, context: ValueContext): string {
  const [version, encoded] = sealed.split(':')
  if (version !== VERSION || !encoded) throw new Error('Not a sealed value')
  const raw = Buffer.from(encoded, 'base64')
  if (raw.length < SALT + IV + TAG) throw new Error('Sealed value too short')
  const salt = raw.subarray(0, SALT)
  const iv = raw.subarray(SALT, SALT + IV)
  const tag = raw.subarray(SALT + IV, SALT + IV + TAG)
  const decipher = crypto.createDecipheriv('aes-256-gcm', valueKey(recordKey, salt, context), iv, {
    authTagLength: TAG,
  })
  decipher.setAAD(aad(context))
  decipher.setAuthTag(tag)
  return Buffer.concat([decipher.update(raw.subarray(SALT + IV + TAG)), decipher.final()]).toString('utf8')
}

/** True for a value in this format. */
export function isSealedText(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith(`${VERSION}:`)
}
