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
