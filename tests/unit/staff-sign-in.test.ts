import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { passwordProblem } from '@/lib/auth/passwordPolicy'
import { PAYLOAD_PASSWORD_HASH } from '@/lib/auth/signInThrottle'

describe('staff password policy', () => {
  it.each([
    ['abc', 'tooShort'],
    ['password', 'tooShort'],
    ['12345678', 'tooShort'],
    ['elf-Zeichen', 'tooShort'],
    ['password1234', 'common'],
    ['Password1234', 'common'],
    ['123456789012', 'common'],
    ['Meldestelle-2026!', null],
    ['zwölf Zeichen', null],
  ])('%s → %s', (password, problem) => {
    expect(passwordProblem(password)).toBe(problem)
  })
})

describe('the work done for an e-mail without an account', () => {
  it('is Payload’s own password hash, so both answers take as long', () => {
    const require = createRequire(import.meta.url)
    const file = path.join(
      path.dirname(require.resolve('payload')),
      'auth/strategies/local/generatePasswordSaltHash.js',
    )
    const source = fs.readFileSync(file, 'utf8')
    expect(source).toMatch(new RegExp(`currentPasswordHashIterations = ${PAYLOAD_PASSWORD_HASH.iterations};`))
    expect(source).toMatch(new RegExp(`currentPasswordHashKeyLength = ${PAYLOAD_PASSWORD_HASH.keyLength};`))
  })
})

describe('second factor', () => {
  it('accepts the current code and one step either side, each step once', async () => {
    const { acceptTotp, newTotpSecret, totpCode } = await import('@/lib/auth/totp')
    const secret = newTotpSecret()
    const now = Date.UTC(2026, 10, 23, 12, 0, 10)
    const step = Math.floor(now / 30_000)
    expect(acceptTotp(secret, totpCode(secret, now), null, now)).toBe(step)
    expect(acceptTotp(secret, totpCode(secret, now - 30_000), null, now)).toBe(step - 1)
    expect(acceptTotp(secret, totpCode(secret, now + 30_000), null, now)).toBe(step + 1)
    expect(acceptTotp(secret, totpCode(secret, now - 90_000), null, now)).toBeNull()
    expect(acceptTotp(secret, totpCode(secret, now), step, now)).toBeNull()
    expect(acceptTotp(secret, 'abcdef', null, now)).toBeNull()
  })

  it('makes ten distinct recovery codes and finds them however they are typed', async () => {
    const { hashRecoveryCode, newRecoveryCodes } = await import('@/lib/auth/totp')
    const codes = newRecoveryCodes()
    expect(new Set(codes).size).toBe(10)
    expect(codes[0]).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/)
    expect(hashRecoveryCode(codes[0].toLowerCase().replace('-', ' '))).toBe(hashRecoveryCode(codes[0]))
  })

  it('is needed where the site requires it for admins and the office, and wherever it was switched on', async () => {
    const { needsSecondFactor } = await import('@/collections/usersTwoFactor')
    expect(needsSecondFactor({ roles: ['admin'] }, true)).toBe(true)
    expect(needsSecondFactor({ roles: ['reporting-office'] }, true)).toBe(true)
    expect(needsSecondFactor({ roles: ['editor'] }, true)).toBe(false)
    expect(needsSecondFactor({ roles: ['admin'] }, false)).toBe(false)
    expect(needsSecondFactor({ roles: ['editor'], twoFactorEnabled: true }, false)).toBe(true)
  })
})
