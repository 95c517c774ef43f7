import net from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GET as challengeRoute } from '@/app/api/captcha/challenge/route'
import { POST as emailSend } from '@/app/api/EmailSend/route'
import { claimDueContactSubmissions } from '@/data/contactSubmissions'
import { newChallenge } from '@/lib/captcha'
import { CAPTCHA_EXPIRY_MS, MAIL_RETRY } from '@/lib/constants'
import { deliverDueContactMail } from '@/jobs/mailDeliveryWorker'
import { smtpSender } from '@/lib/mail/transport'
import { solveHumanCheck } from '../support/humanCheck'
import { header, Inbox } from '../support/inbox'
import { get, payload } from './helpers'

let address = 0
/** A POST from its own client address, so that the rate limit of one test does not touch another. */
function submit(body: unknown, client = `192.0.2.${++address % 250}`, raw?: string): Promise<Response> {
  return emailSend(
    new Request('http://localhost/api/EmailSend', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
      body: raw ?? JSON.stringify(body),
    }),
  )
}

async function solved(): Promise<string> {
  const response = await challengeRoute(get('/api/captcha/challenge'))
  expect(response.status).toBe(200)
  return solveHumanCheck(await response.json())
}

const enquiry = {
  name: 'Dr. Jana Ölbaum <b>',
  email: 'jana.oelbaum@example.org',
  firm_name: 'Leitstelle Nord & Süd',
  tel: '+49 40 555 0100',
  subject: 'Angebot für 12 Funkarbeitsplätze',
  topic: 'offer',
  message: 'Guten Tag,\nbitte senden Sie uns ein Angebot. <script>x()</script> 🚒',
}

async function submission(id: number) {
  return (await payload()).findByID({ collection: 'contact-submissions', id, overrideAccess: true })
}

const inbox = new Inbox()
beforeAll(() => inbox.start())
afterAll(() => inbox.stop().catch(() => undefined))

/** Delivers everything that is due now (drains earlier tests' submissions too). */
const drain = (url = inbox.url, now?: () => Date) => deliverDueContactMail(smtpSender(url), now)

describe('POST /api/EmailSend', () => {
  it('stores a valid enquiry with its delivery job and answers 201 before any mail is tried', async () => {
    const response = await submit({ ...enquiry, gRecaptchaResponse: await solved() })
    expect(response.status).toBe(201)
    const body = await response.json()
    expect(body).toEqual({ ok: true, id: expect.any(Number) })
    const doc = await submission(body.id)
    expect(doc).toMatchObject({
      name: enquiry.name,
      firmName: enquiry.firm_name,
      topic: 'offer',
      deliveryStatus: 'queued',
      attempts: 0,
    })
    expect(inbox.mails).toHaveLength(0)
  })

  it('delivers the mail with every field, escaped, Reply-To the visitor and the id-derived Message-ID', async () => {
    const response = await submit({ ...enquiry, gRecaptchaResponse: await solved() })
    const { id } = await response.json()
    inbox.mails = []
    const result = await drain()
    expect(result.failed).toBe(0)
    const mail = inbox.mails.find((m) => m.messageId.startsWith(`<contact-${id}@`))!
    expect(mail).toBeDefined()
    expect(header(mail.raw, 'Reply-To')).toContain('jana.oelbaum@example.org')
    expect(header(mail.raw, 'To')).toBe('vertrieb@sekundenwerk.example')
    const decoded = decodeParts(mail.raw)
    for (const value of [
      'Leitstelle Nord &amp; Süd',
      '+49 40 555 0100',
      'Angebot anfordern',
      '&lt;script&gt;x()&lt;/script&gt; 🚒',
    ]) {
      expect(decoded).toContain(value)
    }
    expect(decoded).toContain('Dr. Jana Ölbaum <b>')
    // The text part keeps the message verbatim; the HTML part must not carry it as markup.
    const html = decoded.split('Content-Type: text/html')[1]
    expect(html).toContain('<td>Dr. Jana Ölbaum &lt;b&gt;</td>')
    expect(html).not.toContain('<script>x()')
    expect((await submission(id)).deliveryStatus).toBe('sent')
  })

  it('rejects a replayed solution, an expired and a forged challenge with 400', async () => {
    const solution = await solved()
    expect((await submit({ ...enquiry, gRecaptchaResponse: solution })).status).toBe(201)
    const replay = await submit({ ...enquiry, gRecaptchaResponse: solution })
    expect(replay.status).toBe(400)
    expect((await replay.json()).fields.gRecaptchaResponse).toBe('already used')

    const expired = await solveHumanCheck(await newChallenge('contact', Date.now() - CAPTCHA_EXPIRY_MS - 1))
    expect((await submit({ ...enquiry, gRecaptchaResponse: expired })).status).toBe(400)

    const tampered = JSON.parse(Buffer.from(await solved(), 'base64').toString())
    tampered.challenge.parameters.expiresAt += 86_400
    const forged = Buffer.from(JSON.stringify(tampered)).toString('base64')
    expect((await submit({ ...enquiry, gRecaptchaResponse: forged })).status).toBe(400)

    const otherForm = await solveHumanCheck(await newChallenge('whistleblower'))
    expect((await submit({ ...enquiry, gRecaptchaResponse: otherForm })).status).toBe(400)
  })

  it('accepts one of two simultaneous posts of the same solution, stored in the same group commit', async () => {
    const solution = await solved()
    const others = await Promise.all([solved(), solved()])
    const responses = await Promise.all(
      [solution, solution, ...others].map((s) => submit({ ...enquiry, gRecaptchaResponse: s })),
    )
    expect(responses.map((r) => r.status).sort()).toEqual([201, 201, 201, 400])
    const ids = await Promise.all(
      responses.filter((r) => r.status === 201).map(async (r) => (await r.json()).id),
    )
    expect(new Set(ids).size).toBe(3)
  })

  it('answers 400 with a message per field, 415 for non-JSON and 413 above 32 kB', async () => {
    const invalid = await submit({
      name: '',
      email: 'nope',
      tel: 'abc',
      topic: 'pizza',
      gRecaptchaResponse: 'x',
    })
    expect(invalid.status).toBe(400)
    const { fields } = await invalid.json()
    expect(Object.keys(fields).sort()).toEqual(['email', 'name', 'tel', 'topic'])

    expect((await submit(null, undefined, '{"name": "unterminated')).status).toBe(400)
    const text = await emailSend(
      new Request('http://localhost/api/EmailSend', {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: 'hi',
      }),
    )
    expect(text.status).toBe(415)
    expect((await submit({ ...enquiry, message: 'x'.repeat(40_000), gRecaptchaResponse: 'x' })).status).toBe(
      413,
    )
  })

  it('never answers 500, whatever the body', async () => {
    const bodies = [
      '',
      'null',
      '[]',
      '42',
      '"text"',
      '{"name": {"$gt": ""}}',
      JSON.stringify({ ...enquiry, gRecaptchaResponse: 12 }),
      JSON.stringify({ ...enquiry, tel: ['1'], gRecaptchaResponse: 'x' }),
      JSON.stringify({ ...enquiry, name: 'a\r\nBcc: x@example.org', gRecaptchaResponse: 'x' }),
      JSON.stringify({
        ...enquiry,
        gRecaptchaResponse: Buffer.from('{"challenge":{"parameters":{}}}').toString('base64'),
      }),
      JSON.stringify({
        ...enquiry,
        gRecaptchaResponse: Buffer.from(
          '{"challenge":{"parameters":{"nonce":"a","expiresAt":99999999999,"data":{"form":"contact"},"algorithm":"SHA-256"}},"solution":{}}',
        ).toString('base64'),
      }),
      '\u0000\u0001',
    ]
    for (const raw of bodies) {
      const response = await submit(null, undefined, raw)
      expect(response.status, raw).toBeGreaterThanOrEqual(400)
      expect(response.status, raw).toBeLessThan(500)
    }
  })

  it('answers 429 with Retry-After after 5 requests a minute from one client', async () => {
    const client = '198.51.100.200'
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) statuses.push((await submit({}, client)).status)
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400])
    const limited = await submit({}, client)
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await submit({}, '198.51.100.201')).status).toBe(400)
  })
})

describe('mail delivery', () => {
  it('keeps submissions while SMTP is down and delivers each exactly once after it returns', async () => {
    await drain()
    const ids: number[] = []
    for (let i = 0; i < 3; i++) {
      const response = await submit({
        ...enquiry,
        subject: `Ausfall ${i}`,
        gRecaptchaResponse: await solved(),
      })
      ids.push((await response.json()).id)
    }
    await inbox.stop()
    const down = await drain()
    expect(down.failed).toBe(3)
    for (const id of ids) {
      const doc = await submission(id)
      expect(doc).toMatchObject({ deliveryStatus: 'queued', attempts: 1 })
      expect(doc.lastError).toBeTruthy()
      expect(new Date(doc.nextAttemptAt!).getTime()).toBeGreaterThan(Date.now())
    }
    // Not due yet: nothing is tried again before the backoff has passed.
    expect((await drain()).claimed).toBe(0)

    await inbox.start()
    inbox.mails = []
    const later = () => new Date(Date.now() + MAIL_RETRY.firstDelayMs + 1000)
    const up = await drain(inbox.url, later)
    expect(up.delivered).toBe(3)
    expect((await drain(inbox.url, later)).claimed).toBe(0)
    for (const id of ids) {
      expect(inbox.mails.filter((m) => m.messageId.startsWith(`<contact-${id}@`))).toHaveLength(1)
      expect(await submission(id)).toMatchObject({ deliveryStatus: 'sent', attempts: 2 })
    }
  })

  it('flags a submission still undelivered after 24 hours and keeps it for further tries', async () => {
    await drain()
    const { id } = await (await submit({ ...enquiry, gRecaptchaResponse: await solved() })).json()
    const dead = `smtp://127.0.0.1:${await closedPort()}`
    const dayLater = () => new Date(Date.now() + MAIL_RETRY.flagAfterMs + 1000)
    expect((await drain(dead, dayLater)).failed).toBe(1)
    expect(await submission(id)).toMatchObject({ deliveryStatus: 'failed', attempts: 1 })
    inbox.mails = []
    const farLater = () => new Date(Date.now() + MAIL_RETRY.flagAfterMs + MAIL_RETRY.maxDelayMs + 2000)
    expect((await drain(inbox.url, farLater)).delivered).toBe(1)
    expect(await submission(id)).toMatchObject({ deliveryStatus: 'sent' })
  })

  it('a delivery whose worker crashed after claiming is taken up once its lease runs out, and sent once', async () => {
    await drain()
    const { id } = await (await submit({ ...enquiry, gRecaptchaResponse: await solved() })).json()
    // The "crashed" worker: it claimed the submission and never came back.
    const claimed = await claimDueContactSubmissions(new Date(), MAIL_RETRY.leaseMs, 10)
    expect(claimed.map((s) => s.id)).toContain(id)
    inbox.mails = []
    expect((await drain()).claimed).toBe(0)
    const afterLease = () => new Date(Date.now() + MAIL_RETRY.leaseMs + 1000)
    expect((await drain(inbox.url, afterLease)).delivered).toBe(1)
    // A re-run after the delivery was recorded sends nothing.
    expect((await drain(inbox.url, afterLease)).claimed).toBe(0)
    expect(inbox.mails.filter((m) => m.messageId.startsWith(`<contact-${id}@`))).toHaveLength(1)
  })

  it('two workers running at once deliver every submission exactly once', async () => {
    await drain()
    const ids: number[] = []
    for (let i = 0; i < 25; i++) {
      const response = await submit({
        ...enquiry,
        subject: `Parallel ${i}`,
        gRecaptchaResponse: await solved(),
      })
      ids.push((await response.json()).id)
    }
    inbox.mails = []
    const [a, b] = await Promise.all([drain(), drain()])
    expect(a.delivered + b.delivered).toBe(25)
    for (const id of ids) {
      expect(inbox.mails.filter((m) => m.messageId.startsWith(`<contact-${id}@`))).toHaveLength(1)
    }
  })
})

function decodeParts(raw: string): string {
  // nodemailer encodes non-ASCII bodies as quoted-printable (or base64 for long lines).
  const body = raw.split('\r\n\r\n').slice(1).join('\r\n\r\n')
  const qp = body.replace(/=\r\n/g, '').replace(/(=[0-9A-F]{2})+/g, (match) =>
    Buffer.from(
      match
        .split('=')
        .slice(1)
        .map((h) => parseInt(h, 16)),
    ).toString('utf8'),
  )
  const base64 = [...body.matchAll(/\r\n\r\n([A-Za-z0-9+/=\r\n]{40,})\r\n--/g)]
    .map((m) => Buffer.from(m[1].replace(/\r\n/g, ''), 'base64').toString('utf8'))
    .join('\n')
  const headerValue = header(raw, 'Reply-To')
  return `${qp}\n${base64}\n${headerValue}`
}

async function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

describe('who reads enquiries', () => {
  it('admins and editors read them; the reporting office and the public do not', async () => {
    const p = await payload()
    const as = (roles: string[]) =>
      p.find({
        collection: 'contact-submissions',
        overrideAccess: false,
        user: { id: 1, roles, collection: 'users' } as never,
      })
    expect((await as(['editor'])).totalDocs).toBeGreaterThan(0)
    expect((await as(['admin'])).totalDocs).toBeGreaterThan(0)
    await expect(as(['reporting-office'])).rejects.toThrow()
    await expect(p.find({ collection: 'contact-submissions', overrideAccess: false })).rejects.toThrow()
    await expect(
      p.update({
        collection: 'contact-submissions',
        where: {},
        data: { name: 'x' },
        overrideAccess: false,
        user: { id: 1, roles: ['editor'], collection: 'users' } as never,
      }),
    ).rejects.toThrow()
  })
})
