import crypto, { type KeyObject } from 'node:crypto'
import { promisify } from 'node:util'
import { scryptCost } from './scryptCost'

/**
 * How a record's key (a whistleblower case, an application) is stored: only wrapped, once for each holder.
 * - For a desk member and for the desk's offline recovery key: to an X25519 public key (an ephemeral
 *   key agreement, HKDF, AES-256-GCM), so the server can wrap for them but never unwrap.
 * - For the reporter: under a key derived from the access code (see caseAccess.ts).
 * A member's private key is stored sealed under a key derived from their password with scrypt (memory-hard).
 * Every wrap's authenticated context names the desk, the record and the holder, so a wrap cannot be moved to
 * another. The HKDF label is the one the first desk was built with; it stays, or stored wraps would not open.
 */
const IV = 12
const TAG = 16
const INFO = 'sekundenwerk/whistleblower/wrap/v1'

const scryptAsync = promisify(crypto.scrypt) as (
  password: crypto.BinaryLike,
  salt: crypto.BinaryLike,
  length: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>

function seal(key: Buffer, plaintext: Buffer, context: string): Buffer {
  const iv = crypto.randomBytes(IV)
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG })
  cipher.setAAD(Buffer.from(context, 'utf8'))
  const body = Buffer.concat([cipher.update(plaintext), cipher.final()])
  return Buffer.concat([iv, cipher.getAuthTag(), body])
}

function open(key: Buffer, raw: Buffer, context: string): Buffer {
  if (raw.length < IV + TAG) throw new Error('Wrapped key too short')
  const decipher = crypto.createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV), { authTagLength: TAG })
  decipher.setAAD(Buffer.from(context, 'utf8'))
  decipher.setAuthTag(raw.subarray(IV, IV + TAG))
  return Buffer.concat([decipher.update(raw.subarray(IV + TAG)), decipher.final()])
}

const rawPublic = (key: KeyObject) => Buffer.from(key.export({ format: 'jwk' }).x!, 'base64url')

export type KeyPair = { publicKey: string; privateKey: KeyObject }

/** A new X25519 key pair; the public key as base64url, the way it is stored. */
export function newKeyPair(): KeyPair {
  const { privateKey } = crypto.generateKeyPairSync('x25519')
  return { publicKey: publicKeyOf(privateKey), privateKey }
}

export function publicKeyOf(privateKey: KeyObject): string {
  return crypto.createPublicKey(privateKey).export({ format: 'jwk' }).x!
}

function importPublicKey(publicKey: string): KeyObject {
  return crypto.createPublicKey({ key: { kty: 'OKP', crv: 'X25519', x: publicKey }, format: 'jwk' })
}

/** PKCS#8 prefix of an X25519 private key: the 32 raw bytes follow. */
const PKCS8_X25519 = Buffer.from('302e020100300506032b656e04220420', 'hex')

export function privateKeyFromBytes(bytes: Buffer): KeyObject {
  if (bytes.length !== 32) throw new Error('An X25519 private key has 32 bytes')
  return crypto.createPrivateKey({ key: Buffer.concat([PKCS8_X25519, bytes]), format: 'der', type: 'pkcs8' })
}

export function privateKeyBytes(privateKey: KeyObject): Buffer {
  return Buffer.from(privateKey.export({ format: 'jwk' }).d!, 'base64url')
}

function agreedKey(shared: Buffer, ephemeral: Buffer, recipient: Buffer, context: string): Buffer {
  const salt = Buffer.concat([ephemeral, recipient])
  return Buffer.from(crypto.hkdfSync('sha256', shared, salt, `${INFO}|${context}`, 32))
}

/** Wraps `secret` so that only the holder of the private key of `publicKey` can open it. */
export function wrapForPublicKey(secret: Buffer, publicKey: string, context: string): string {
  const recipient = importPublicKey(publicKey)
  const ephemeral = crypto.generateKeyPairSync('x25519')
  const shared = crypto.diffieHellman({ privateKey: ephemeral.privateKey, publicKey: recipient })
  const ephemeralRaw = rawPublic(ephemeral.publicKey)
  const key = agreedKey(shared, ephemeralRaw, rawPublic(recipient), context)
  return `x25519:${Buffer.concat([ephemeralRaw, seal(key, secret, context)]).toString('base64')}`
}

export function unwrapWithPrivateKey(wrapped: string, privateKey: KeyObject, context: string): Buffer {
  const [kind, encoded] = wrapped.split(':')
  if (kind !== 'x25519' || !encoded) throw new Error('Not a public-key wrap')
  const raw = Buffer.from(encoded, 'base64')
  const ephemeralRaw = raw.subarray(0, 32)
  const ephemeral = importPublicKey(ephemeralRaw.toString('base64url'))
  const shared = crypto.diffieHellman({ privateKey, publicKey: ephemeral })
  const key = agreedKey(shared, ephemeralRaw, rawPublic(crypto.createPublicKey(privateKey)), context)
  return open(key, raw.subarray(32), context)
}

/** Wraps `secret` under a 32-byte key (the reporter's, derived from the access code). */
export function wrapWithKey(secret: Buffer, key: Buffer, context: string): string {
  return `aes:${seal(key, secret, context).toString('base64')}`
}

export function unwrapWithKey(wrapped: string, key: Buffer, context: string): Buffer {
  const [kind, encoded] = wrapped.split(':')
  if (kind !== 'aes' || !encoded) throw new Error('Not a key wrap')
  return open(key, Buffer.from(encoded, 'base64'), context)
}

/** scrypt at 64 MiB: slow enough against guessing, fast enough for a sign-in (about 0.2 s here). */
const PASSWORD_KDF = { N: scryptCost(2 ** 16), r: 8, p: 1 } as const
const maxmem = (N: number, r: number) => 256 * N * r

/** The label the first desk's keys were sealed with; one key pair per person serves every desk. */
const privateKeyContext = (userId: string | number) => `office-member-private-key|${userId}`

/** The member's private key sealed under their password; bound to their user id. */
export async function sealPrivateKey(
  privateKey: KeyObject,
  password: string,
  userId: string | number,
): Promise<string> {
  const salt = crypto.randomBytes(16)
  const { N, r, p } = PASSWORD_KDF
  const key = await scryptAsync(password.normalize('NFC'), salt, 32, { N, r, p, maxmem: maxmem(N, r) })
  const sealed = seal(key, privateKeyBytes(privateKey), privateKeyContext(userId))
  return `scrypt:${N}:${r}:${p}:${salt.toString('base64')}:${sealed.toString('base64')}`
}

/** Throws when the password is not the one the key was sealed with. */
export async function openPrivateKey(
  sealed: string,
  password: string,
  userId: string | number,
): Promise<KeyObject> {
  const [kind, n, r, p, salt, body] = sealed.split(':')
  if (kind !== 'scrypt' || !salt || !body) throw new Error('Not a sealed private key')
  const [N, R, P] = [Number(n), Number(r), Number(p)]
  const key = await scryptAsync(password.normalize('NFC'), Buffer.from(salt, 'base64'), 32, {
    N,
    r: R,
    p: P,
    maxmem: maxmem(N, R),
  })
  return privateKeyFromBytes(open(key, Buffer.from(body, 'base64'), privateKeyContext(userId)))
}

/** Crockford's base32, as the access codes: no I, L, O, U. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'

/** The recovery key's private part as text to write down: 52 characters in groups of four. */
export function recoveryKeyText(privateKey: KeyObject): string {
  const bytes = privateKeyBytes(privateKey)
  let bits = ''
  for (const byte of bytes) bits += byte.toString(2).padStart(8, '0')
  bits = bits.padEnd(Math.ceil(bits.length / 5) * 5, '0')
  const chars = bits.match(/.{5}/g)!.map((chunk) => ALPHABET[parseInt(chunk, 2)])
  return chars
    .join('')
    .match(/.{1,4}/g)!
    .join('-')
}

/** Reads a recovery key as written down (case, spaces and dashes ignored; O/I/L read as 0/1/1). */
export function parseRecoveryKey(text: string): KeyObject {
  const clean = text.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1')
  if (clean.length !== 52 || [...clean].some((c) => !ALPHABET.includes(c)))
    throw new Error('A recovery key has 52 characters of the letters and digits it was shown with')
  const bits = [...clean].map((c) => ALPHABET.indexOf(c).toString(2).padStart(5, '0')).join('')
  const bytes = Buffer.from(
    bits
      .slice(0, 256)
      .match(/.{8}/g)!
      .map((b) => parseInt(b, 2)),
  )
  return privateKeyFromBytes(bytes)
}
