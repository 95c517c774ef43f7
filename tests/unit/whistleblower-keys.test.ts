import { caseContext } from '@/lib/whistleblower/vault'
import { describe, expect, it } from 'vitest'
import { newRecordKey, openText, sealText } from '@/lib/sealed/valueSealing'
import {
  newKeyPair,
  openPrivateKey,
  parseRecoveryKey,
  publicKeyOf,
  recoveryKeyText,
  sealPrivateKey,
  unwrapWithKey,
  unwrapWithPrivateKey,
  wrapForPublicKey,
  wrapWithKey,
} from '@/lib/sealed/keyWrap'

const here = caseContext('HS-2026-ABC123', 'message')

describe('case values', () => {
  it('seal each value under its own key and open only with the case key, case and field', () => {
    const key = newRecordKey()
    const sealed = sealText(key, 'Vertraulich 🚨', here)
    expect(sealed).toMatch(/^v2:/)
    expect(sealed).not.toContain('Vertraulich')
    expect(sealText(key, 'Vertraulich 🚨', here)).not.toBe(sealed)
    expect(openText(key, sealed, here)).toBe('Vertraulich 🚨')
    expect(() => openText(key, sealed, { ...here, reference: 'HS-2026-ZZZZZZ' })).toThrow()
    expect(() => openText(key, sealed, { ...here, field: 'subject' })).toThrow()
    expect(() => openText(newRecordKey(), sealed, here)).toThrow()
  })

  it('refuse a changed value and a shortened tag', () => {
    const key = newRecordKey()
    const raw = Buffer.from(sealText(key, 'Hinweis', here).slice(3), 'base64')
    const flipped = Buffer.from(raw)
    flipped[flipped.length - 1] ^= 1
    expect(() => openText(key, `v2:${flipped.toString('base64')}`, here)).toThrow()
    // salt 16 + iv 12 + a 4-byte tag: a truncated tag must not be accepted.
    expect(() => openText(key, `v2:${raw.subarray(0, 32).toString('base64')}`, here)).toThrow()
  })
})

describe('key wraps', () => {
  it('wrap for a public key: only its private key opens it, in the same context', () => {
    const member = newKeyPair()
    const secret = newRecordKey()
    const wrapped = wrapForPublicKey(secret, member.publicKey, 'case-key|HS|member|7')
    expect(unwrapWithPrivateKey(wrapped, member.privateKey, 'case-key|HS|member|7').equals(secret)).toBe(true)
    expect(() => unwrapWithPrivateKey(wrapped, newKeyPair().privateKey, 'case-key|HS|member|7')).toThrow()
    expect(() => unwrapWithPrivateKey(wrapped, member.privateKey, 'case-key|HS|member|8')).toThrow()
  })

  it('wrap under a reporter key', () => {
    const key = newRecordKey()
    const secret = newRecordKey()
    const wrapped = wrapWithKey(secret, key, 'case-key|HS|reporter|')
    expect(unwrapWithKey(wrapped, key, 'case-key|HS|reporter|').equals(secret)).toBe(true)
    expect(() => unwrapWithKey(wrapped, newRecordKey(), 'case-key|HS|reporter|')).toThrow()
  })

  it('seal a member’s private key under their password, bound to their account', async () => {
    const { publicKey, privateKey } = newKeyPair()
    const sealed = await sealPrivateKey(privateKey, 'Mein-eigenes-Passwort-2026', 7)
    expect(sealed).toMatch(/^scrypt:65536:8:1:/)
    expect(publicKeyOf(await openPrivateKey(sealed, 'Mein-eigenes-Passwort-2026', 7))).toBe(publicKey)
    await expect(openPrivateKey(sealed, 'falsch', 7)).rejects.toThrow()
    await expect(openPrivateKey(sealed, 'Mein-eigenes-Passwort-2026', 8)).rejects.toThrow()
  })

  it('write the recovery key as 52 characters and read it back however it is typed', () => {
    const { publicKey, privateKey } = newKeyPair()
    const text = recoveryKeyText(privateKey)
    expect(text).toMatch(/^([0-9A-HJKMNP-TV-Z]{4}-){12}[0-9A-HJKMNP-TV-Z]{4}$/)
    expect(publicKeyOf(parseRecoveryKey(text.toLowerCase().replace(/-/g, ' ')))).toBe(publicKey)
    expect(() => parseRecoveryKey('ABCD-EFGH')).toThrow()
  })
})
