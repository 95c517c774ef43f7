import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { retryMinutes } from '@/components/Whistleblower/FollowUpApi'
import { WHISTLEBLOWER_LIMITS, whistleblowerPayloadSchema } from '@/lib/forms/whistleblower'
import {
  hashAccessCode,
  newAccessCode,
  newCaseNumber,
  normalizeAccessCode,
  verifyAccessCode,
} from '@/lib/whistleblower/caseAccess'
import { caseDeadlines } from '@/lib/whistleblower/caseDeadlines'
import { ReportCipher } from '@/lib/whistleblower/cipher'
import { loadReportKey } from '@/lib/sealed/serverKeyFile'

const valid = { subject: 'Verdacht auf Vorteilsnahme', message: 'Bei der Vergabe …', gRecaptchaResponse: 'x' }

describe('whistleblower payload', () => {
  const fields = (body: unknown) => {
    const result = whistleblowerPayloadSchema.safeParse(body)
    return result.success ? [] : result.error.issues.map((i) => i.path.join('.')).sort()
  }

  it.each([
    ['anonymous: subject and message only', valid, []],
    [
      'with optional contact data',
      { ...valid, name: 'A. Nonym', email: 'a@example.org', tel: '+49 40 1' },
      [],
    ],
    ['empty optionals mean not given', { ...valid, name: '', email: null, tel: '' }, []],
    ['unicode and emoji', { ...valid, subject: 'Ölwechsel 🚒 – „Prüfung“', message: '日本語 ✓' }, []],
    ['nothing', {}, ['gRecaptchaResponse', 'message', 'subject']],
    ['blank subject and message', { ...valid, subject: '   ', message: '\n ' }, ['message', 'subject']],
    ['subject too long', { ...valid, subject: 'x'.repeat(WHISTLEBLOWER_LIMITS.subject + 1) }, ['subject']],
    ['message too long', { ...valid, message: 'x'.repeat(WHISTLEBLOWER_LIMITS.message + 1) }, ['message']],
    ['header injection in the subject', { ...valid, subject: 'Hallo\r\nBcc: x@example.org' }, ['subject']],
    ['wrong types', { ...valid, name: 5, email: ['a'], message: {} }, ['email', 'message', 'name']],
    ['invalid e-mail and phone', { ...valid, email: 'nope', tel: 'abc' }, ['email', 'tel']],
  ])('%s', (_label, body, expected) => {
    expect(fields(body)).toEqual(expected)
  })

  it('keeps the message at its full allowed length and drops unknown fields', () => {
    const result = whistleblowerPayloadSchema.parse({
      ...valid,
      message: 'x'.repeat(WHISTLEBLOWER_LIMITS.message),
      ip: '203.0.113.1',
    })
    expect(result.message).toHaveLength(WHISTLEBLOWER_LIMITS.message)
    expect(result).not.toHaveProperty('ip')
  })
})

describe('report cipher', () => {
  const cipher = new ReportCipher(Buffer.alloc(32, 7))

  it('round-trips and never shows the plaintext', () => {
    const sealed = cipher.encrypt('Vertraulicher Hinweis 🚨', 'message')
    expect(sealed).toMatch(/^v1:/)
    expect(sealed).not.toContain('Vertraulich')
    expect(cipher.decrypt(sealed, 'message')).toBe('Vertraulicher Hinweis 🚨')
    expect(cipher.encrypt('same', 'message')).not.toBe(cipher.encrypt('same', 'message'))
  })

  it('refuses a changed value, another field and another key', () => {
    const sealed = cipher.encrypt('Hinweis', 'message')
    const raw = Buffer.from(sealed.slice(3), 'base64')
    raw[raw.length - 1] ^= 1
    expect(() => cipher.decrypt(`v1:${raw.toString('base64')}`, 'message')).toThrow()
    expect(() => cipher.decrypt(sealed, 'subject')).toThrow()
    expect(() => new ReportCipher(Buffer.alloc(32, 8)).decrypt(sealed, 'message')).toThrow()
  })

  it('creates the key file once with mode 0600 when no key is configured', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wb-key-'))
    const first = loadReportKey(undefined, dir)
    const file = path.join(dir, '.whistleblower-key')
    expect(fs.statSync(file).mode & 0o777).toBe(0o600)
    expect(loadReportKey(undefined, dir).equals(first)).toBe(true)
    fs.rmSync(dir, { recursive: true, force: true })
  })

  it('takes WHISTLEBLOWER_KEY as base64 or hex and refuses a wrong length', () => {
    const key = Buffer.alloc(32, 3)
    expect(loadReportKey(key.toString('base64'), '/nonexistent').equals(key)).toBe(true)
    expect(loadReportKey(key.toString('hex'), '/nonexistent').equals(key)).toBe(true)
    expect(() => loadReportKey('c2hvcnQ=', '/nonexistent')).toThrow(/32 bytes/)
  })
})

describe('case access', () => {
  it('issues case numbers and 100-bit access codes in a readable alphabet', () => {
    expect(newCaseNumber(new Date('2026-11-22T10:00:00Z'))).toMatch(/^HS-2026-[0-9A-HJKMNP-TV-Z]{6}$/)
    const code = newAccessCode()
    expect(code).toMatch(/^([0-9A-HJKMNP-TV-Z]{4}-){4}[0-9A-HJKMNP-TV-Z]{4}$/)
    expect(new Set(Array.from({ length: 50 }, newAccessCode)).size).toBe(50)
  })

  it('keeps only a scrypt hash, accepts the code however it is typed, and gives the reporter’s key', async () => {
    const code = newAccessCode()
    const { hash: stored, reporterKey } = await hashAccessCode(code)
    expect(stored).toMatch(/^scrypt:/)
    expect(stored).not.toContain(normalizeAccessCode(code))
    expect(stored).not.toContain(reporterKey.toString('base64'))
    expect(reporterKey).toHaveLength(32)
    expect((await verifyAccessCode(code.toLowerCase().replace(/-/g, ' '), stored))?.equals(reporterKey)).toBe(
      true,
    )
    expect(await verifyAccessCode(newAccessCode(), stored)).toBeNull()
    expect(await verifyAccessCode(code, 'garbage')).toBeNull()
    expect(normalizeAccessCode('ol-il')).toBe('0111')
  })

  it('computes the HinSchG deadlines', () => {
    const receivedAt = new Date('2026-01-31T09:00:00Z')
    expect(caseDeadlines({ receivedAt })).toEqual({
      acknowledgeBy: new Date('2026-02-07T09:00:00Z'),
      // 10:00 winter time on 7 February, 10:00 summer time on 7 May (German time, the office's calendar).
      feedbackBy: new Date('2026-05-07T08:00:00Z'),
      deleteAfter: null,
    })
    const dates = caseDeadlines({
      receivedAt,
      acknowledgedAt: new Date('2026-02-02T12:00:00Z'),
      closedAt: new Date('2026-06-30T12:00:00Z'),
    })
    expect(dates.feedbackBy).toEqual(new Date('2026-05-02T11:00:00Z'))
    expect(dates.deleteAfter).toEqual(new Date('2029-06-30T12:00:00Z'))
  })
})

describe('retryMinutes (the follow-up page reads Retry-After)', () => {
  const now = Date.parse('2026-11-22T12:00:00Z')
  it('turns seconds into whole minutes, rounded up, at least one', () => {
    expect(retryMinutes('150', now)).toBe(3)
    expect(retryMinutes('60', now)).toBe(1)
    expect(retryMinutes('20', now)).toBe(1)
    expect(retryMinutes('0', now)).toBe(1)
  })
  it('reads an HTTP date, and falls back to one minute for anything else', () => {
    expect(retryMinutes('Sun, 22 Nov 2026 12:04:30 GMT', now)).toBe(5)
    expect(retryMinutes(null, now)).toBe(1)
    expect(retryMinutes('soon', now)).toBe(1)
  })
})
