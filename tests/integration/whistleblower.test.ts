import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GET as challengeRoute } from '@/app/api/captcha/challenge/route'
import { POST as reportRoute } from '@/app/api/EmailHinweisgeberschutzSend/route'
import { POST as caseRoute } from '@/app/api/whistleblower/case/route'
import { POST as caseMessageRoute } from '@/app/api/whistleblower/case/messages/route'
import { deleteExpiredReports } from '@/data/whistleblower/reports'
import { deliverDueWhistleblowerNotices } from '@/jobs/mailDeliveryWorker'
import { smtpSender } from '@/lib/mail/transport'
import { solveHumanCheck } from '../support/humanCheck'
import { decodedHeader, header, Inbox } from '../support/inbox'
import { databaseBytes } from './database'
import { get, payload } from './helpers'
import { deleteAccounts, officeMember, type Session } from './office'

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

let followers = 0
/** The follow-up endpoints ('' opens the case, '/messages' adds to it), each test from its own address. */
function follow(
  endpoint: '' | '/messages',
  body: unknown,
  client = `${CLIENT_NET}${100 + (followers++ % 100)}`,
) {
  const route = endpoint === '' ? caseRoute : caseMessageRoute
  return route(
    new Request(`http://localhost/api/whistleblower/case${endpoint}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
      body: JSON.stringify(body),
    }),
  )
}

async function solved(form = 'whistleblower'): Promise<string> {
  const response = await challengeRoute(get(`/api/captcha/challenge?form=${form}`))
  return solveHumanCheck(await response.json())
}

const accounts = new Map<string, number>()
// The database is shared by every test file: leave no accounts behind (another file creates the first one).
afterAll(() => deleteAccounts([...accounts.values()]))
const sessions = new Map<string, Session>()
/** A real account with these roles (the audit log refers to it); the office's with its key unlocked. */
async function user(roles: string[]): Promise<never> {
  const key = roles.join(',')
  if (roles.includes('reporting-office')) {
    if (!sessions.has(key)) {
      const member = await officeMember()
      sessions.set(key, member)
      accounts.set(key, member.id)
    }
    return sessions.get(key) as never
  }
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
    const bytes = databaseBytes()
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

  it('keeps no edit locks on the channel: nobody can see or record who opened which case', async () => {
    const { caseNumber } = await report(`L${Date.now()}`)
    const p = await payload()
    const [doc] = (
      await p.find({ collection: 'whistleblower-reports', where: { caseNumber: { equals: caseNumber } } })
    ).docs
    for (const collection of [
      'whistleblower-reports',
      'whistleblower-messages',
      'whistleblower-audit',
    ] as const)
      expect(p.collections[collection].config.lockDocuments, collection).toBe(false)
    await expect(
      p.create({
        collection: 'payload-locked-documents',
        overrideAccess: false,
        user: await user(['editor']),
        data: { document: { relationTo: 'whistleblower-reports', value: doc.id } } as never,
      }),
    ).rejects.toThrow()
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
    // Unacknowledged 8 days after receipt: overdue (HinSchG §17: acknowledge within 7 days); a fresh one not.
    const currentId = await idOf(current.caseNumber)
    const read = async (id: number) =>
      p.findByID({ collection: 'whistleblower-reports', id, overrideAccess: false, user: office })
    expect((await read(currentId)).overdue).toBe(false)
    await p.db.updateOne({
      collection: 'whistleblower-reports',
      id: currentId,
      data: { receivedAt: new Date(Date.now() - 8 * 24 * 60 * 60 * 1000).toISOString() },
    })
    expect((await read(currentId)).overdue).toBe(true)
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
      data: { status: 'closed', outcome: 'closed-unfounded' },
      overrideAccess: false,
      user: office,
    })
    const closedAt = new Date(closed.closedAt!)
    const deleteAfter = new Date(closed.deleteAfter!)
    expect(deleteAfter.getUTCFullYear() - closedAt.getUTCFullYear()).toBe(3)

    await p.create({
      collection: 'whistleblower-messages',
      overrideAccess: false,
      user: office,
      data: { report: closingId, body: 'Abschlussbericht', author: 'office' },
    })
    const leftovers = async (caseNumber: string) =>
      (await p.count({ collection: 'whistleblower-messages', where: { caseNumber: { equals: caseNumber } } }))
        .totalDocs +
      (
        await p.count({
          collection: 'whistleblower-notifications',
          where: { caseNumber: { equals: caseNumber } },
        })
      ).totalDocs
    expect(await leftovers(closing.caseNumber)).toBe(2)

    expect(await deleteExpiredReports(new Date(deleteAfter.getTime() - 60_000))).toBe(0)
    expect(await deleteExpiredReports(new Date(deleteAfter.getTime() + 60_000))).toBe(1)
    const remaining = await p.find({ collection: 'whistleblower-reports', limit: 0 })
    const numbers = remaining.docs.map((d) => d.caseNumber)
    expect(numbers).not.toContain(closing.caseNumber)
    expect(numbers).toContain(current.caseNumber)
    // Its messages and notices went with it; the current case keeps its notice.
    expect(await leftovers(closing.caseNumber)).toBe(0)
    expect(await leftovers(current.caseNumber)).toBe(1)
  })
})

describe('notices to the reporting office', () => {
  const inbox = new Inbox()
  beforeAll(() => inbox.start())
  afterAll(() => inbox.stop())

  it('mails the case number and the admin link for a new report and an addition, never the content', async () => {
    const marker = `N${Date.now()}`
    const { caseNumber, accessCode } = await report(marker)
    await deliverDueWhistleblowerNotices(smtpSender(inbox.url))
    const notice = inbox.mails.find((m) => m.raw.includes(caseNumber))!
    expect(notice).toBeDefined()
    expect(header(notice.raw, 'To')).toBe('meldestelle@sekundenwerk.example')
    expect(header(notice.raw, 'Subject')).toBe(`Neuer Hinweis ${caseNumber}`)
    expect(notice.raw).toMatch(/\/admin\/collections\/whistleblower-reports\/\d+/)
    for (const secret of [marker, 'Unregelm', accessCode]) expect(notice.raw).not.toContain(secret)

    inbox.mails = []
    const added = await follow('/messages', { caseNumber, accessCode, message: `Ergänzung ${marker}` })
    expect(added.status).toBe(201)
    await deliverDueWhistleblowerNotices(smtpSender(inbox.url))
    expect(inbox.mails.map((m) => decodedHeader(m.raw, 'Subject'))).toEqual([
      `Ergänzung zum Hinweis ${caseNumber}`,
    ])
    expect(inbox.mails[0].raw).not.toContain(marker)
    // Delivered once: nothing is left to send.
    expect((await deliverDueWhistleblowerNotices(smtpSender(inbox.url))).claimed).toBe(0)
  })
})

describe('anonymous follow-up', () => {
  it('opens the case with its code, shows office replies and takes the reporter’s additions', async () => {
    const marker = `F${Date.now()}`
    const { caseNumber, accessCode } = await report(marker)
    const opened = await follow('', {
      caseNumber: caseNumber.toLowerCase(),
      accessCode: accessCode.toLowerCase(),
    })
    expect(opened.status).toBe(200)
    const view = await opened.json()
    expect(view).toEqual({
      caseNumber,
      status: 'received',
      receivedAt: expect.any(String),
      subject: `Betreff ${marker}`,
      channel: 'web',
      minutesConfirmedAt: null,
      messages: [
        { author: 'reporter', body: expect.stringContaining(marker), createdAt: view.receivedAt, files: [] },
      ],
    })
    expect(JSON.stringify(view)).not.toContain(`Name ${marker}`)

    const p = await payload()
    const office = await user(['reporting-office'])
    const reportId = (
      await p.find({ collection: 'whistleblower-reports', where: { caseNumber: { equals: caseNumber } } })
    ).docs[0].id
    await p.create({
      collection: 'whistleblower-messages',
      overrideAccess: false,
      user: office,
      data: { report: reportId, body: `Antwort der Meldestelle ${marker}\nZweite Zeile`, author: 'reporter' },
    })
    await p.update({
      collection: 'whistleblower-reports',
      id: reportId,
      data: { status: 'acknowledged' },
      overrideAccess: false,
      user: office,
    })
    const added = await follow('/messages', { caseNumber, accessCode, message: `Nachtrag ${marker}` })
    expect(added.status).toBe(201)
    const after = await added.json()
    expect(after.status).toBe('acknowledged')
    expect(after.messages.map((m: { author: string; body: string }) => [m.author, m.body])).toEqual([
      ['reporter', expect.stringContaining(marker)],
      ['office', `Antwort der Meldestelle ${marker}\nZweite Zeile`],
      ['reporter', `Nachtrag ${marker}`],
    ])

    // Replies and additions are sealed like the report; only the reporting office reads them, logged.
    const bytes = databaseBytes()
    expect(bytes.includes(Buffer.from(`Antwort der Meldestelle ${marker}`))).toBe(false)
    expect(bytes.includes(Buffer.from(`Nachtrag ${marker}`))).toBe(false)
    const where = { caseNumber: { equals: caseNumber } }
    for (const roles of [['admin'], ['editor']]) {
      await expect(
        p.find({
          collection: 'whistleblower-messages',
          where,
          overrideAccess: false,
          user: await user(roles),
        }),
      ).rejects.toThrow()
    }
    const read = await p.find({
      collection: 'whistleblower-messages',
      where,
      overrideAccess: false,
      user: office,
    })
    expect(read.docs.map((d) => d.author)).toEqual(['office', 'reporter'])
    const actions = (await p.find({ collection: 'whistleblower-audit', where, limit: 0 })).docs.map(
      (d) => d.action,
    )
    // The office's own create answers the new message too: that is a read as well.
    expect(actions.filter((a) => a === 'read-message')).toHaveLength(3)
    expect(actions).toEqual(expect.arrayContaining(['reply', 'update']))
  })

  it('answers an unknown case like a wrong code, and throttles wrong codes per case, never the right one', async () => {
    const { caseNumber, accessCode } = await report(`T${Date.now()}`)
    const unknown = caseNumber.slice(0, -1) + (caseNumber.endsWith('0') ? '1' : '0')
    const wrongCode = accessCode.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))
    const answers = [
      await follow('', { caseNumber: unknown, accessCode }, '198.51.100.1'),
      await follow('', { caseNumber, accessCode: wrongCode }, '198.51.100.2'),
    ]
    expect(answers.map((a) => a.status)).toEqual([403, 403])
    expect(await answers[0].json()).toEqual(await answers[1].json())

    // Two more wrong codes for this case, from other addresses: further wrong codes are throttled…
    expect((await follow('', { caseNumber, accessCode: wrongCode }, '198.51.100.3')).status).toBe(403)
    expect((await follow('', { caseNumber, accessCode: wrongCode }, '198.51.100.4')).status).toBe(403)
    const throttled = await follow('', { caseNumber, accessCode: wrongCode }, '198.51.100.5')
    expect(throttled.status).toBe(429)
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0)
    // …but whoever knows the case number cannot lock its reporter out: the right code still opens it.
    expect((await follow('', { caseNumber, accessCode }, '198.51.100.5')).status).toBe(200)
    expect(
      (await follow('/messages', { caseNumber, accessCode, message: 'Noch da.' }, '198.51.100.5')).status,
    ).toBe(201)
    expect((await follow('', { caseNumber: unknown, accessCode }, '198.51.100.8')).status).toBe(403)

    // A right code is not counted against the case.
    const other = await report(`U${Date.now()}`)
    for (let i = 0; i < 4; i++) {
      expect((await follow('', other, '198.51.100.6')).status).toBe(200)
    }
    expect((await follow('', {}, '198.51.100.7')).status).toBe(400)
    expect((await follow('', { caseNumber: 'x', accessCode: 'y' }, '198.51.100.7')).status).toBe(400)
    expect((await follow('/messages', { ...other, message: ' ' }, '198.51.100.7')).status).toBe(400)
  })
})
