import crypto from 'node:crypto'

/** Crockford's base32: no I, L, O, U, so a code read aloud or copied by hand is not misread. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'

/** `length` random letters of that alphabet: case numbers, access codes, application numbers. */
export function randomBase32(length: number): string {
  const bytes = crypto.randomBytes(length)
  // 256 is a multiple of 32: taking each byte modulo 32 gives every letter the same chance.
  return Array.from(bytes, (byte) => ALPHABET[byte % 32]).join('')
}
