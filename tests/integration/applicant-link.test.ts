import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLocalReq } from 'payload'
import { POST as linkRoute } from '@/app/api/applications/link/route'
import { applicantTokenHash } from '@/lib/applications/applicantLink'
import { addMonths } from '@/lib/months'
import { APPLICANT_DATA_RETENTION_MONTHS, APPLICANT_LINK_RATE_LIMIT } from '@/lib/constants'
import { payload, post } from './helpers'
import { deleteAccounts, deskMember, type Session } from './office'
import { applyAs, claimApplicationMails, firstAccountAside, readApplication } from './applicants'

const accounts: number[] = []
beforeAll(() => firstAccountAside(accounts))
afterAll(() => deleteAccounts(accounts))

const germanDay = (date: Date) =>
  new Intl.DateTimeFormat('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Berlin' }).format(
    date,
  )

let client = 'link-test-client-1'

async function link(body: Record<string, unknown>) {
  const request = post('/api/applications/link', body)
  request.headers.set('x-forwarded-for', client)
  const response = await linkRoute(request)
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

/** The private link of the acknowledgement sent to `to`: its path and token. */
async function linkFromAcknowledgement(to: string): Promise<{ path: string; token: string }> {
  const mails = await claimApplicationMails()
  const ack = mails.find((mail) => mail.envelope.to === to)
  const match = ack?.envelope.text.match(/https?:\/\/[^/\s]+(\/\S*)#([\w-]{43})/)
  expect(match).toBeTruthy()
  return { path: match![1], token: match![2] }
}

describe('the applicant’s private link', () => {
  let member: Session
  let application: { id: number; reference: string }
  let token: string

  it('comes in the acknowledgement, in the applicant’s language, and is stored only as its hash', async () => {
    member = await deskMember('applications', 'personal-link')
    accounts.push(member.id)
    application = await applyAs({ name: 'Link Eins', email: 'link-eins@bewerberin.example', talentPool: 'true' })
    const found = await linkFromAcknowledgement('link-eins@bewerberin.example')
    token = found.token
    expect(found.path).toBe('/karriere/meine-bewerbung')
    const stored = await (await payload()).db.findOne({
      collection: 'applications',
      where: { id: { equals: application.id } },
    })
    expect((stored as { applicantTokenHash?: string }).applicantTokenHash).toBe(applicantTokenHash(token))
    for (const file of fs.readdirSync(process.env.DATA_DIR!).filter((name) => /\.db/.test(name)))
      expect(fs.readFileSync(path.join(process.env.DATA_DIR!, file)).includes(token)).toBe(false)

    await applyAs({ name: 'Link En', email: 'link-en@bewerberin.example', lang: 'en' })
    expect((await linkFromAcknowledgement('link-en@bewerberin.example')).path).toBe('/en/karriere/meine-bewerbung')
  })

  it('shows the status and the deletion day; an unknown or malformed token opens nothing', async () => {
    const view = await link({ action: 'view', token })
    expect(view.status).toBe(200)
    expect(view.body).toMatchObject({ reference: application.reference, status: 'received', talentPool: true })
    expect(view.body.deletion).toMatchObject({ kind: 'pool' })
    expect(JSON.stringify(view.body)).not.toContain('Link Eins')
    const unknown = await link({ action: 'view', token: 'A'.repeat(43) })
    expect(unknown.status).toBe(404)
    expect((await link({ action: 'view', token: 'kurz' })).status).toBe(400)
  })

  it('withdraws talent-pool consent, logged, and the next mail names the new deletion day', async () => {
    const withdrawn = await link({ action: 'consent', token, given: false })
    expect(withdrawn.status).toBe(200)
    expect(withdrawn.body).toMatchObject({ talentPool: false, deletion: { kind: 'after-decision' } })
    expect((await readApplication(application.id)).talentPool).toBe(false)
    const p = await payload()
    const { docs: log } = await p.find({
      collection: 'application-audit',
      overrideAccess: true,
      where: { and: [{ reference: { equals: application.reference } }, { action: { equals: 'consent-withdrawn' } }] },
    })
    expect(log[0]?.detail).toMatch(/von der Person selbst/)

    await claimApplicationMails()
    const rejected = await p.update({
      collection: 'applications',
      id: application.id,
      overrideAccess: false,
      user: member as never,
      req: await createLocalReq({ user: member as never }, p),
      data: { status: 'rejected' },
    })
    const due = new Date(rejected.deleteAfter!)
    expect(due.getTime()).toBe(addMonths(new Date(rejected.closedAt!), APPLICANT_DATA_RETENTION_MONTHS).getTime())
    const mail = (await claimApplicationMails()).find((m) => m.envelope.to === 'link-eins@bewerberin.example')
    expect(mail?.envelope.text).toContain(`Deine Unterlagen löschen wir am ${germanDay(due)}.`)
    expect(mail?.envelope.text).not.toContain('Talentpool')
    const after = await link({ action: 'view', token })
    expect(after.body).toMatchObject({ status: 'rejected', canWithdraw: false, deletion: { kind: 'on', on: due.toISOString() } })
  })

  it('withdraws an open application once; HR’s log says the applicant did', async () => {
    client = 'link-test-client-2'
    const other = await applyAs({ name: 'Link Zwei', email: 'link-zwei@bewerberin.example' })
    const { token: second } = await linkFromAcknowledgement('link-zwei@bewerberin.example')
    const withdrawn = await link({ action: 'withdraw', token: second })
    expect(withdrawn.status).toBe(200)
    expect(withdrawn.body).toMatchObject({ status: 'withdrawn', canWithdraw: false, deletion: { kind: 'on' } })
    expect((await readApplication(other.id)).status).toBe('withdrawn')
    expect((await link({ action: 'withdraw', token: second })).status).toBe(409)
    const notice = (await claimApplicationMails()).find(
      (mail) => mail.envelope.to === member.email && mail.envelope.subject.includes(other.reference),
    )
    expect(notice?.envelope.subject).toBe(`Bewerbung ${other.reference} zurückgezogen`)
    expect(notice?.envelope.text).toContain(`/admin/collections/applications/${other.id}`)
    const { docs: log } = await (await payload()).find({
      collection: 'application-audit',
      overrideAccess: true,
      where: { and: [{ reference: { equals: other.reference } }, { action: { equals: 'status-change' } }] },
    })
    expect(log[0]?.detail).toMatch(/withdrawn \(von der Person selbst/)
  })

  it('answers 429 past its rate limit, per client', async () => {
    client = 'link-test-client-3'
    const answers: number[] = []
    for (let i = 0; i <= APPLICANT_LINK_RATE_LIMIT.perMinute; i++)
      answers.push((await link({ action: 'view', token: 'B'.repeat(43) })).status)
    expect(answers.slice(0, -1).every((status) => status === 404)).toBe(true)
    expect(answers.at(-1)).toBe(429)
  })
})
