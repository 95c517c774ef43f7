import crypto from 'node:crypto'
import { ACCESS_CODE_LENGTH } from '../constants'
import { randomBase32 } from '../randomCode'
import { siteYear } from '../siteTime'
import { scryptCost } from '../sealed/scryptCost'

/**
 * Case number and access code of the anonymous follow-up. The server keeps only a scrypt hash of the access
 * code. (The case's deadlines: caseDeadlines.ts.)
 */

/**
 * E.g. HS-2026-7K3Q9D: the year of receipt in German time (the year the figures count the case in) and 30
 * random bits, unguessable enough not to enumerate.
 */
export function newCaseNumber(now = new Date()): string {
  return `HS-${siteYear(now)}-${randomBase32(6)}`
}

/** 20 base32 characters (100 bits), shown in groups of four. */
export function newAccessCode(): string {
  return randomBase32(ACCESS_CODE_LENGTH).match(/.{4}/g)!.join('-')
}

/** Ignores case, spaces and dashes, and reads O/I/L as 0/1/1, as Crockford's base32 does. */
export function normalizeAccessCode(input: string): string {
  return input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1')
}

const SCRYPT = { N: scryptCost(2 ** 15), r: 8, p: 1, maxmem: 64 * 1024 * 1024 } as const

const scrypt = (code: string, salt: Buffer, length: number, options: crypto.ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    crypto.scrypt(normalizeAccessCode(code), salt, length, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  )

/**
 * One scrypt run gives 64 bytes: the first 32 are the stored hash that checks the code, the last 32 the
 * reporter's key that opens the case key (never stored). A hash made of 32 bytes alone (earlier versions) is
 * the same first half, so old hashes still check.
 */
const HASH_BYTES = 32
const DERIVED_BYTES = 64

/** Async: a scrypt run takes tens of milliseconds and must not hold up other requests. */
export async function hashAccessCode(code: string): Promise<{ hash: string; reporterKey: Buffer }> {
  const salt = crypto.randomBytes(16)
  const derived = await scrypt(code, salt, DERIVED_BYTES, SCRYPT)
  const hash = derived.subarray(0, HASH_BYTES)
  return {
    hash: `scrypt:${SCRYPT.N}:${salt.toString('base64')}:${hash.toString('base64')}`,
    reporterKey: derived.subarray(HASH_BYTES),
  }
}

/** The reporter's key when `code` matches the stored hash, otherwise null. */
export async function verifyAccessCode(code: string, stored: string): Promise<Buffer | null> {
  const [kind, n, salt, hash] = stored.split(':')
  if (kind !== 'scrypt' || !salt || !hash) return null
  const expected = Buffer.from(hash, 'base64')
  if (expected.length !== HASH_BYTES) return null
  const derived = await scrypt(code, Buffer.from(salt, 'base64'), DERIVED_BYTES, { ...SCRYPT, N: Number(n) })
  return crypto.timingSafeEqual(derived.subarray(0, HASH_BYTES), expected)
    ? derived.subarray(HASH_BYTES)
    : null
}

/**
 * A hash of no case, checked when a case number is unknown, so that the answer takes as long as for a known
 * case with a wrong code (the answer must not tell whether a case exists).
 */
let decoy: Promise<string> | null = null
export function decoyAccessCodeHash(): Promise<string> {
  decoy ??= hashAccessCode(newAccessCode()).then(({ hash }) => hash)
  return decoy
}
