import { createLocalReq } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SIGN_IN_LIMIT } from '@/lib/constants'
import { payload } from './helpers'

/**
 * Staff sign-in through Payload's login operation (the one `/cms-api/users/login` and the admin use): strong
 * passwords, the same answer for unknown and known e-mails, limits per client address and account.
 */

const created: number[] = []
const strong = 'Sichere-Anmeldung-2026!'
let email = ''

beforeAll(async () => {
  const p = await payload()
  email = `anmeldung-${Date.now()}@sekundenwerk.example`
  const doc = await p.create({
    collection: 'users',
    overrideAccess: true,
    data: { email, password: strong, roles: ['editor'] as never },
  })
  created.push(doc.id)
})

afterAll(async () => {
  const p = await payload()
  await p.delete({ collection: 'users', overrideAccess: true, where: { id: { in: created } } })
})

/** A sign-in from `client`: the status and message the REST answer would carry. */
async function signIn(address: string, password: string, client: string) {
  const p = await payload()
  const req = await createLocalReq({ req: { headers: new Headers({ 'x-forwarded-for': client }) } }, p)
  try {
    await p.login({ collection: 'users', data: { email: address, password }, req })
    return { status: 200, message: '' }
  } catch (error) {
    const { status, message } = error as { status?: number; message: string }
    return { status: status ?? 500, message }
  }
}

describe('staff passwords', () => {
  it.each([
    ['too short', 'Kurz-2026!', /mindestens 12 Zeichen/],
    ['common, though long enough', 'password1234', /häufigsten Passwörtern/],
    ['common in another letter case', 'QWERTYUIOP12', /häufigsten Passwörtern/],
  ])('refuses a password that is %s, naming the field', async (_label, password, message) => {
    const p = await payload()
    await expect(
      p.create({
        collection: 'users',
        overrideAccess: true,
        data: { email: `schwach-${Date.now()}@sekundenwerk.example`, password, roles: ['editor'] as never },
      }),
    ).rejects.toMatchObject({
      status: 400,
      data: { errors: [{ path: 'password', message: expect.stringMatching(message) }] },
    })
  })

  it('refuses a weak new password on an existing account too, in the admin’s language', async () => {
    const p = await payload()
    const req = await createLocalReq({ user: { id: created[0], collection: 'users' } as never }, p)
    req.i18n = { ...req.i18n, language: 'en' } as never
    await expect(
      p.update({
        collection: 'users',
        id: created[0],
        overrideAccess: true,
        req,
        data: { password: 'password' },
      }),
    ).rejects.toMatchObject({
      data: { errors: [{ path: 'password', message: expect.stringMatching(/at least 12/) }] },
    })
  })
})

describe('sign-in answers', () => {
  it('are the same for an unknown and a known e-mail, also after many wrong passwords', async () => {
    const unknown = await signIn(
      `niemand-${Date.now()}@sekundenwerk.example`,
      'Falsches-Passwort-1',
      '192.0.2.10',
    )
    const known = await signIn(email, 'Falsches-Passwort-1', '192.0.2.11')
    expect(unknown.status).toBe(401)
    expect(known).toEqual(unknown)
    // Past Payload's old lock (5 attempts) nothing says "locked": the limit speaks alike for both.
    const limit = SIGN_IN_LIMIT.perAccountAndClient.perMinute
    const answers = { unknown: [] as number[], known: [] as number[] }
    for (let i = 1; i < limit; i++) {
      answers.unknown.push((await signIn(`niemand@sekundenwerk.example`, `Falsch-${i}`, '192.0.2.20')).status)
      answers.known.push((await signIn(email, `Falsch-${i}`, '192.0.2.21')).status)
    }
    const lastUnknown = await signIn(`niemand@sekundenwerk.example`, 'Falsch-x', '192.0.2.20')
    const lastKnown = await signIn(email, 'Falsch-x', '192.0.2.21')
    expect(answers.known).toEqual(answers.unknown)
    const overUnknown = await signIn(`niemand@sekundenwerk.example`, 'Falsch-y', '192.0.2.20')
    const overKnown = await signIn(email, 'Falsch-y', '192.0.2.21')
    expect(lastKnown).toEqual(lastUnknown)
    expect(overUnknown.status).toBe(429)
    expect(overKnown).toEqual(overUnknown)
    expect(overKnown.message).toMatch(/Zu viele fehlgeschlagene Anmeldungen/)
  })

  it('limits a stranger’s address while the owner still signs in from theirs', async () => {
    for (let i = 0; i < SIGN_IN_LIMIT.perAccountAndClient.perMinute; i++)
      await signIn(email, `Rate-${i}`, '198.51.100.66')
    expect((await signIn(email, strong, '198.51.100.66')).status).toBe(429)
    expect((await signIn(email, strong, '203.0.113.9')).status).toBe(200)
  })

  it('limits one address across accounts', async () => {
    const statuses: number[] = []
    for (let i = 0; i <= SIGN_IN_LIMIT.perClient.perMinute; i++)
      statuses.push((await signIn(`konto-${i}@sekundenwerk.example`, 'Falsch-z', '198.51.100.77')).status)
    expect(statuses.slice(0, -1).every((status) => status === 401)).toBe(true)
    expect(statuses.at(-1)).toBe(429)
  })
})
