import fs from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { GET as challengeRoute } from '@/app/api/captcha/challenge/route'
import { POST as reportRoute } from '@/app/api/EmailHinweisgeberschutzSend/route'
import { deleteExpiredReports } from '@/data/whistleblowerReports'
import { solveHumanCheck } from '../support/humanCheck'
import { get, payload } from './helpers'

/** Reporters post from addresses of this documentation network; none may end up in the database. */
const CLIENT_NET = '203.0.113.'
const AGENT = 'Mozilla/5.0 (Reporter-Test-Agent)'

let requests = 0
/** Each test's posts come from their own address, under the limit of 5 a minute. */
function send(body: unknown, client = `${CLIENT_NET}${Math.floor(requests++ / 4)}`): Promise<Response> {
  return reportRoute(
    new Request('http://localhost/api/EmailHinweisgeberschutzSend', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': client, 'user-agent': AGENT },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  )
}

async function solved(form = 'whistleblower'): Promise<string> {
  const response = await challengeRoute(get(`/api/captcha/challenge?form=${form}`))
  return solveHumanCheck(await response.json())
}

const accounts = new Map<string, number>()
// The database is shared by every test file: leave no accounts behind (another file creates the first one).
afterAll(async () => {
  const p = await payload()
  await p.delete({ collection: 'users', overrideAccess: true, where: { id: { in: [...accounts.values()] } } })
})
/** A real account with these roles (the audit log refers to it). */
async function user(roles: string[]): Promise<never> {
  const key = roles.join(',')
  if (!accounts.has(key)) {
    const p = await payload()
    const doc = await p.create({
      collection: 'users',
      overrideAccess: true,
      data: {
        email: `${key.replace(/\W/g, '')}-${Date.now()}@sekundenwerk.example`,
        password: 'Test-Passwort-2026',
        roles: roles as never,
      },
    })
    accounts.set(key, doc.id)
  }
  return { id: accounts.get(key), roles, collection: 'users' } as never
}

async function report(marker: string) {
  const response = await send({
    subject: `Betreff ${marker}`,
    message: `Vertraulicher Hinweis ${marker}: Unregelmäßigkeiten bei der Vergabe.`,
    name: `Name ${marker}`,
    gRecaptchaResponse: await solved(),
  })
  expect(response.status).toBe(201)
  return (await response.json()) as { ok: true; caseNumber: string; accessCode: string }
}

describe('POST /api/EmailHinweisgeberschutzSend', () => {
  it('stores the report encrypted: the database files hold no plaintext, no code and no request data', async () => {
    const marker = `M${Date.now()}`
    const answer = await report(marker)
    expect(answer).toEqual({
      ok: true,
      caseNumber: expect.stringMatching(/^HS-\d{4}-[0-9A-Z]{6}$/),
      accessCode: expect.stringMatching(/^([0-9A-Z]{4}-){4}[0-9A-Z]{4}$/),
    })
    const dir = process.env.DATA_DIR!
    const files = fs.readdirSync(dir).filter((f) => f.startsWith('site.db'))
    const bytes = Buffer.concat(files.map((f) => fs.readFileSync(path.join(dir, f))))
    expect(bytes.includes(Buffer.from(answer.caseNumber))).toBe(true)
    for (const secret of [
      marker,
      answer.accessCode,
      answer.accessCode.replace(/-/g, ''),
      CLIENT_NET,
      'Reporter-Test-Agent',
    ]) {
      expect(bytes.includes(Buffer.from(secret)), secret).toBe(false)
    }
  })

  it('refuses a replayed solution, a contact-form solution and invalid input with 400, never 500', async () => {
    const solution = await solved()
    const body = { subject: 'Betreff', message: 'Nachricht', gRecaptchaResponse: solution }
    expect((await send(body)).status).toBe(201)
    expect((await send(body)).status).toBe(400)
    expect((await send({ ...body, gRecaptchaResponse: await solved('contact') })).status).toBe(400)
    const invalid = await send({ subject: '', message: '', email: 'nope', gRecaptchaResponse: 'x' })
    expect(invalid.status).toBe(400)
    expect(Object.keys((await invalid.json()).fields).sort()).toEqual(['email', 'message', 'subject'])
    for (const raw of ['', '[]', 'null', '{"subject": {"$ne": 1}}', '{"message": "x"']) {
      const status = (await send(raw)).status
      expect(status, raw).toBeGreaterThanOrEqual(400)
      expect(status, raw).toBeLessThan(500)
    }
  })
})

describe('who reads reports', () => {
  it('only the reporting office, decrypted, and every read is in the audit log', async () => {
    const marker = `R${Date.now()}`
    const { caseNumber } = await report(marker)
    const p = await payload()
    const where = { caseNumber: { equals: caseNumber } }
    for (const roles of [['admin'], ['editor']]) {
      await expect(
        p.find({
          collection: 'whistleblower-reports',
          where,
          overrideAccess: false,
          user: await user(roles),
        }),
      ).rejects.toThrow()
    }
    await expect(p.find({ collection: 'whistleblower-reports', overrideAccess: false })).rejects.toThrow()

    const auditCount = async () =>
      (await p.count({ collection: 'whistleblower-audit', where: { caseNumber: { equals: caseNumber } } }))
        .totalDocs
    expect(await auditCount()).toBe(0)
    const found = await p.find({
      collection: 'whistleblower-reports',
      where,
      overrideAccess: false,
      user: await user(['reporting-office']),
    })
    const doc = found.docs[0] as unknown as Record<string, unknown>
    expect(doc.subject).toBe(`Betreff ${marker}`)
    expect(doc.message).toContain(marker)
    expect(doc).not.toHaveProperty('subjectSealed')
    expect(doc).not.toHaveProperty('accessCodeHash')
    expect(doc.status).toBe('received')
    expect(await auditCount()).toBe(1)
  })
})

describe('case handling', () => {
  it('sets the HinSchG dates on status changes and deletes a case 3 years after closing, not before', async () => {
    const p = await payload()
    const office = await user(['reporting-office'])
    const closing = await report(`C${Date.now()}`)
    const current = await report(`K${Date.now()}`)
    const idOf = async (caseNumber: string) =>
      (await p.find({ collection: 'whistleblower-reports', where: { caseNumber: { equals: caseNumber } } }))
        .docs[0].id

    const closingId = await idOf(closing.caseNumber)
    const acknowledged = await p.update({
      collection: 'whistleblower-reports',
      id: closingId,
      data: { status: 'acknowledged' },
      overrideAccess: false,
      user: office,
    })
    expect(acknowledged.acknowledgedAt).toBeTruthy()
    const closed = await p.update({
      collection: 'whistleblower-reports',
      id: closingId,
      data: { status: 'closed' },
      overrideAccess: false,
      user: office,
    })
    const closedAt = new Date(closed.closedAt!)
    const deleteAfter = new Date(closed.deleteAfter!)
    expect(deleteAfter.getUTCFullYear() - closedAt.getUTCFullYear()).toBe(3)

    expect(await deleteExpiredReports(new Date(deleteAfter.getTime() - 60_000))).toBe(0)
    expect(await deleteExpiredReports(new Date(deleteAfter.getTime() + 60_000))).toBe(1)
    const remaining = await p.find({ collection: 'whistleblower-reports', limit: 0 })
    const numbers = remaining.docs.map((d) => d.caseNumber)
    expect(numbers).not.toContain(closing.caseNumber)
    expect(numbers).toContain(current.caseNumber)
  })
})
