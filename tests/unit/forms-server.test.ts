import { describe, expect, it } from 'vitest'
import { newChallenge, verifyHumanCheck } from '@/lib/captcha'
import { CAPTCHA_EXPIRY_MS, MAIL_RETRY } from '@/lib/constants'
import { isOverdue, retryDelayMs } from '@/lib/mail/backoff'
import { composeContactMail, headerSafe } from '@/lib/mail/contactMail'
import { clientAddress, RateLimiter } from '@/lib/rateLimit'
import { memoryHitStore } from '@/lib/rateLimit/memoryStore'
import { solveHumanCheck } from '../support/humanCheck'

describe('human check', () => {
  it('accepts a solved challenge of its own form and tells its id', async () => {
    const challenge = await newChallenge('contact')
    const result = await verifyHumanCheck(await solveHumanCheck(challenge), 'contact')
    expect(result).toMatchObject({ ok: true, challengeId: challenge.parameters.nonce })
  })

  it('refuses a challenge issued for the other form', async () => {
    const solved = await solveHumanCheck(await newChallenge('whistleblower'))
    expect(await verifyHumanCheck(solved, 'contact')).toEqual({ ok: false, reason: 'forged' })
  })

  it('refuses an expired challenge', async () => {
    const old = await newChallenge('contact', Date.now() - CAPTCHA_EXPIRY_MS - 1000)
    expect(await verifyHumanCheck(await solveHumanCheck(old), 'contact')).toEqual({
      ok: false,
      reason: 'expired',
    })
  })

  it('refuses a challenge whose parameters were changed (expiry pushed out)', async () => {
    const challenge = await newChallenge('contact')
    const solved = JSON.parse(Buffer.from(await solveHumanCheck(challenge), 'base64').toString())
    solved.challenge.parameters.expiresAt += 3600
    const forged = Buffer.from(JSON.stringify(solved)).toString('base64')
    expect(await verifyHumanCheck(forged, 'contact')).toEqual({ ok: false, reason: 'forged' })
  })

  it('refuses a wrong solution and malformed input', async () => {
    const challenge = await newChallenge('contact')
    const solved = JSON.parse(Buffer.from(await solveHumanCheck(challenge), 'base64').toString())
    solved.solution.counter += 1
    solved.solution.derivedKey = '00'.repeat(32)
    const wrong = Buffer.from(JSON.stringify(solved)).toString('base64')
    expect((await verifyHumanCheck(wrong, 'contact')).ok).toBe(false)
    for (const junk of ['', 'not base64 at all', Buffer.from('{"a":1}').toString('base64'), 'bnVsbA==']) {
      expect(await verifyHumanCheck(junk, 'contact')).toEqual({ ok: false, reason: 'malformed' })
    }
  })
})

describe('rate limit', () => {
  const limits = { perMinute: 5, perHour: 30 }

  it('allows 5 a minute, then answers with the seconds until the oldest leaves the window', async () => {
    const limiter = new RateLimiter('test', () => limits, memoryHitStore())
    const t0 = 1_000_000
    for (let i = 0; i < 5; i++) expect((await limiter.take('a', t0 + i * 1000)).allowed).toBe(true)
    expect(await limiter.take('a', t0 + 5000)).toEqual({ allowed: false, retryAfterS: 55 })
    expect((await limiter.take('b', t0 + 5000)).allowed).toBe(true)
    expect((await limiter.take('a', t0 + 60_001)).allowed).toBe(true)
  })

  it('allows 30 an hour', async () => {
    const limiter = new RateLimiter('test', () => limits, memoryHitStore())
    const t0 = 5_000_000
    for (let i = 0; i < 30; i++) expect((await limiter.take('a', t0 + i * 61_000)).allowed).toBe(true)
    const verdict = await limiter.take('a', t0 + 30 * 61_000)
    expect(verdict.allowed).toBe(false)
    expect(verdict.allowed === false && verdict.retryAfterS).toBe(3600 - 30 * 61)
  })

  it('counts each limit on its own, and a released request no more', async () => {
    const store = memoryHitStore()
    const strict = new RateLimiter('strict', () => ({ perMinute: 1, perHour: 10 }), store)
    const other = new RateLimiter('other', () => ({ perMinute: 1, perHour: 10 }), store)
    expect((await strict.take('a', 1000)).allowed).toBe(true)
    expect((await other.take('a', 1000)).allowed).toBe(true)
    expect((await strict.take('a', 2000)).allowed).toBe(false)
    await strict.release('a', 1000)
    expect((await strict.take('a', 3000)).allowed).toBe(true)
  })

  it('keys on the last X-Forwarded-For entry (the one the nearest proxy added)', () => {
    const request = new Request('http://x/', { headers: { 'x-forwarded-for': '203.0.113.9, 198.51.100.7' } })
    expect(clientAddress(request)).toBe('198.51.100.7')
  })
})

describe('mail retry', () => {
  it('doubles from the first delay and caps the gap', () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, 30_000))).toEqual([30_000, 60_000, 120_000, 240_000])
    expect(retryDelayMs(40)).toBe(MAIL_RETRY.maxDelayMs)
  })

  it('keeps trying for at least 24 hours before flagging', () => {
    const created = new Date('2026-11-22T10:00:00Z')
    expect(isOverdue(created, new Date('2026-11-23T09:59:59Z'))).toBe(false)
    expect(isOverdue(created, new Date('2026-11-23T10:00:00Z'))).toBe(true)
    let elapsed = 0
    let attempts = 0
    while (elapsed < MAIL_RETRY.flagAfterMs) elapsed += retryDelayMs(++attempts)
    expect(attempts).toBeGreaterThanOrEqual(10)
  })
})

describe('contact mail', () => {
  const input = {
    id: 42,
    locale: 'en' as const,
    createdAt: '2026-11-22T10:00:00.000Z',
    name: 'Eve <script>alert(1)</script>',
    email: 'eve@example.org',
    tel: '+49 40 123',
    firm_name: 'A & B "Leitstellen"',
    subject: 'Angebot\r\nBcc: victim@example.org',
    topic: 'offer' as const,
    message: '<b>bold</b>\nsecond line',
  }
  const mail = composeContactMail(input, {
    to: 'vertrieb@sekundenwerk.example',
    from: 'Website <website@sekundenwerk.example>',
    siteHost: 'www.sekundenwerk.example',
  })

  it('derives the Message-ID from the submission id', () => {
    expect(mail.messageId).toBe('<contact-42@www.sekundenwerk.example>')
  })

  it('escapes every field in the HTML part and keeps them verbatim in the text part', () => {
    expect(mail.html).toContain('Eve &lt;script&gt;alert(1)&lt;/script&gt;')
    expect(mail.html).toContain('A &amp; B &quot;Leitstellen&quot;')
    expect(mail.html).toContain('&lt;b&gt;bold&lt;/b&gt;')
    expect(mail.html).not.toContain('<script>')
    expect(mail.text).toContain('Firma: A & B "Leitstellen"')
    expect(mail.text).toContain('<b>bold</b>\nsecond line')
  })

  it('never lets a line break into a header', () => {
    expect(mail.subject).not.toMatch(/[\r\n]/)
    expect(mail.subject).toContain('#42')
    expect(mail.replyTo).toEqual({ name: 'Eve <script>alert(1)</script>', address: 'eve@example.org' })
    expect(headerSafe('a\r\nb\u2028c')).toBe('a b c')
  })
})
