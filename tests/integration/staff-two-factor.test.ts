import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { totpCode } from '@/lib/auth/totp'
import { payload } from './helpers'

/**
 * The second factor inside Payload's login operation: enrolment with the secret handed out after the right
 * password, recovery codes once, each code and recovery code accepted once, and reset by an admin.
 */

const password = 'Zweiter-Faktor-2026!'
let email = ''
let id = 0

beforeAll(async () => {
  const p = await payload()
  email = `zwei-faktor-${Date.now()}@sekundenwerk.example`
  const doc = await p.create({
    collection: 'users',
    overrideAccess: true,
    data: { email, password, roles: ['editor'] as never },
  })
  id = doc.id
  await p.update({ collection: 'users', id, overrideAccess: true, data: { twoFactorEnabled: true } })
})

afterAll(async () => {
  const p = await payload()
  await p.delete({ collection: 'users', id, overrideAccess: true })
})

type Refusal = { status: number; message: string; data: Record<string, string> }
let client = 0
async function signIn(totp?: string, pass = password) {
  const p = await payload()
  const { createLocalReq } = await import('payload')
  const req = await createLocalReq(
    { req: { headers: new Headers({ 'x-forwarded-for': `192.0.2.${100 + client++}` }) } },
    p,
  )
  try {
    const result = await p.login({ collection: 'users', data: { email, password: pass, totp } as never, req })
    return { ok: result as unknown as { token: string; recoveryCodes?: string[] } }
  } catch (error) {
    return { refused: error as Refusal }
  }
}

describe('two-factor sign-in', () => {
  let secret = ''
  let recoveryCodes: string[] = []
  // The moment of the enrolling code: its time step, not the step of a later moment, is the one used up.
  let enrolledAt = 0

  it('enrols: after the right password the answer carries the secret and its QR code, and nothing signs in', async () => {
    const wrongPassword = await signIn(undefined, 'Falsches-Passwort-2026')
    expect(wrongPassword.refused?.status).toBe(401)
    expect(wrongPassword.refused?.data?.secret).toBeUndefined()

    const first = await signIn()
    expect(first.refused?.status).toBe(401)
    expect(first.refused?.data).toMatchObject({
      twoFactor: 'enrol',
      secret: expect.stringMatching(/^[A-Z2-7]{32}$/),
    })
    expect(first.refused?.data.uri).toMatch(/^otpauth:\/\/totp\/Sekundenwerk%20CMS:.+secret=/)
    expect(first.refused?.data.qr).toMatch(/^<svg/)
    secret = first.refused!.data.secret
    expect((await signIn('000000')).refused?.data.twoFactor).toBe('enrol')
  })

  it('switches it on with a valid code and answers ten recovery codes, once', async () => {
    enrolledAt = Date.now()
    const enrolled = await signIn(totpCode(secret, enrolledAt))
    expect(enrolled.ok?.token).toBeTruthy()
    recoveryCodes = enrolled.ok!.recoveryCodes!
    expect(recoveryCodes).toHaveLength(10)
    expect(new Set(recoveryCodes).size).toBe(10)
    const stored = (await (
      await payload()
    ).db.findOne({ collection: 'users', where: { id: { equals: id } } })) as unknown as {
      recoveryCodes: string
    }
    for (const code of recoveryCodes) expect(stored.recoveryCodes).not.toContain(code)
  })

  it('then asks for a code, accepts each code once, and each recovery code once', async () => {
    expect((await signIn()).refused?.data.twoFactor).toBe('required')
    // The code that enrolled was used: it does not sign in a second time.
    expect((await signIn(totpCode(secret, enrolledAt))).refused?.data.twoFactor).toBe('invalid')
    expect((await signIn(totpCode(secret, Date.now() + 30_000))).ok?.token).toBeTruthy()
    expect((await signIn(recoveryCodes[0].toLowerCase())).ok?.token).toBeTruthy()
    expect((await signIn(recoveryCodes[0])).refused?.data.twoFactor).toBe('invalid')
    expect((await signIn()).ok).toBeUndefined()
  })

  it('limits wrong codes per account from every address together, so a known password does not buy guesses', async () => {
    const { SIGN_IN_LIMIT } = await import('@/lib/constants')
    // The test before already spent two wrong codes this minute: at most the limit's worth of 401s remain.
    const states: number[] = []
    while (states.length <= SIGN_IN_LIMIT.wrongCodes.perMinute && states.at(-1) !== 429)
      states.push((await signIn('000000')).refused!.status)
    expect(states.at(-1)).toBe(429)
    expect(states.slice(0, -1).every((status) => status === 401)).toBe(true)
  })

  it('is reset by an admin for a lost phone: the next sign-in enrols a new secret', async () => {
    const p = await payload()
    await p.update({ collection: 'users', id, overrideAccess: true, data: { twoFactorEnabled: false } })
    expect((await signIn()).ok?.token).toBeTruthy()
    await p.update({ collection: 'users', id, overrideAccess: true, data: { twoFactorEnabled: true } })
    const again = await signIn()
    expect(again.refused?.data.twoFactor).toBe('enrol')
    expect(again.refused?.data.secret).not.toBe(secret)
  })
})
