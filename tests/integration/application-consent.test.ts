import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLocalReq } from 'payload'
import { addMonths } from '@/lib/months'
import { remindOfUntouchedApplications } from '@/data/applications/retention'
import { APPLICANT_DATA_RETENTION_MONTHS, TALENT_POOL_MONTHS } from '@/lib/constants'
import { payload } from './helpers'
import { deleteAccounts, deskMember, staffAccount, type Session } from './office'
import {
  applicationsEndpoint,
  applyAs,
  firstAccountAside,
  claimApplicationMails,
  readApplication,
  restPatch,
} from './applicants'

const accounts: number[] = []
beforeAll(() => firstAccountAside(accounts))
afterAll(() => deleteAccounts(accounts))

/** A day as a German mail names it. */
const germanDay = (date: Date) =>
  new Intl.DateTimeFormat('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Berlin' }).format(
    date,
  )

async function decide(member: Session, id: number, status: string) {
  const p = await payload()
  return p.update({
    collection: 'applications',
    id,
    overrideAccess: false,
    user: member as never,
    req: await createLocalReq({ user: member as never }, p),
    data: { status: status as never },
  })
}

const auditOf = async (reference: string) =>
  (
    await (
      await payload()
    ).find({ collection: 'application-audit', overrideAccess: true, where: { reference: { equals: reference } } })
  ).docs

describe('talent-pool consent belongs to the applicant', () => {
  let member: Session
  let kept: { reference: string; id: number }
  let withdrawn: { reference: string; id: number }

  it('is promised with its day in the acknowledgement', async () => {
    member = await deskMember('applications', 'personal-einwilligung')
    accounts.push(member.id)
    kept = await applyAs({ name: 'Talent Eins', email: 'talent-eins@bewerberin.example', talentPool: 'true' })
    withdrawn = await applyAs({ name: 'Talent Zwei', email: 'talent-zwei@bewerberin.example', talentPool: 'true' })
    const plain = await applyAs({ name: 'Ohne Pool', email: 'ohne-pool@bewerberin.example' })
    const mails = await claimApplicationMails()
    const ack = mails.find((mail) => mail.envelope.to === 'talent-eins@bewerberin.example')
    const received = new Date((await readApplication(kept.id)).receivedAt)
    expect(ack?.envelope.text).toContain(`bis zum ${germanDay(addMonths(received, TALENT_POOL_MONTHS))}`)
    const ackPlain = mails.find((mail) => mail.envelope.to === 'ohne-pool@bewerberin.example')
    expect(ackPlain?.envelope.text).toContain(`${APPLICANT_DATA_RETENTION_MONTHS} Monate nach unserer Entscheidung`)
    expect(plain.id).toBeGreaterThan(0)
  })

  it('cannot be switched by HR through the REST API: 400 that says how, nothing changed or logged', async () => {
    const refused = await restPatch(member.email, 'applications', kept.id, { talentPool: false })
    expect(refused.status).toBe(400)
    const body = (await refused.json()) as { errors: { data?: { errors?: { path: string; message: string }[] } }[] }
    expect(JSON.stringify(body)).toContain('nur die Person selbst')
    expect((await readApplication(kept.id)).talentPool).toBe(true)
    // A save of the whole form sends the consent unchanged: that passes.
    const saved = await restPatch(member.email, 'applications', kept.id, { status: 'reviewing', talentPool: true })
    expect(saved.status).toBe(200)
    expect((await auditOf(kept.reference)).some((line) => /^consent/.test(String(line.action)))).toBe(false)
  })

  it('is recorded by HR only as a written statement, with a reason, in the log', async () => {
    const path = '/:id/talent-pool'
    const params = { id: String(withdrawn.id) }
    const editor = await staffAccount(['editor'], 'redaktion-einwilligung')
    accounts.push(editor.id)
    expect((await applicationsEndpoint(path, editor, params, { given: false, reason: 'Brief' })).status).toBe(403)
    const noReason = await applicationsEndpoint(path, member, params, { given: false, reason: '  ' })
    expect(noReason.status).toBe(400)
    expect(JSON.stringify(await noReason.json())).toContain('reason')
    const recorded = await applicationsEndpoint(path, member, params, {
      given: false,
      reason: 'Widerruf per Brief vom 20.11.2026',
    })
    expect(recorded.status).toBe(200)
    expect((await readApplication(withdrawn.id)).talentPool).toBe(false)
    const again = await applicationsEndpoint(path, member, params, { given: false, reason: 'noch einmal' })
    expect(again.status).toBe(400)
    const log = await auditOf(withdrawn.reference)
    const line = log.find((entry) => entry.action === 'consent-withdrawn')
    expect(line?.detail).toContain('Widerruf per Brief vom 20.11.2026')
    expect(line?.userName).toBeTruthy()
  })

  it('sets the day each rejection promises: the talent pool’s, or the retention period’s after the decision', async () => {
    await claimApplicationMails()
    const rejectedKept = await decide(member, kept.id, 'rejected')
    const rejectedWithdrawn = await decide(member, withdrawn.id, 'rejected')
    const mails = await claimApplicationMails()
    const keptMail = mails.find((mail) => mail.envelope.to === 'talent-eins@bewerberin.example')
    const withdrawnMail = mails.find((mail) => mail.envelope.to === 'talent-zwei@bewerberin.example')
    const keptUntil = new Date(rejectedKept.deleteAfter!)
    const received = new Date(rejectedKept.receivedAt)
    expect(keptUntil.getTime()).toBe(addMonths(received, TALENT_POOL_MONTHS).getTime())
    expect(keptMail?.envelope.text).toContain(`Talentpool`)
    expect(keptMail?.envelope.text).toContain(`bis zum ${germanDay(keptUntil)}`)
    const deletedOn = new Date(rejectedWithdrawn.deleteAfter!)
    expect(deletedOn.getTime()).toBe(addMonths(new Date(rejectedWithdrawn.closedAt!), APPLICANT_DATA_RETENTION_MONTHS).getTime())
    expect(withdrawnMail?.envelope.text).toContain(`Deine Unterlagen löschen wir am ${germanDay(deletedOn)}.`)
    expect(withdrawnMail?.envelope.text).not.toContain('Monate nach')
  })
})

describe('HR’s reminders and notices', () => {
  it('count a note as work, come as one digest per member a day, and link to the application', async () => {
    const member = await deskMember('applications', 'personal-erinnerung')
    accounts.push(member.id)
    const first = await applyAs({ name: 'Erinnerung Eins', email: 'erinnerung-eins@bewerberin.example' })
    const second = await applyAs({ name: 'Erinnerung Zwei', email: 'erinnerung-zwei@bewerberin.example' })
    const noted = await applyAs({ name: 'Erinnerung Notiz', email: 'erinnerung-notiz@bewerberin.example' })
    const notices = (await claimApplicationMails()).filter((mail) => mail.envelope.to === member.email)
    expect(notices.some((mail) => mail.envelope.text.includes(`/admin/collections/applications/${first.id}`))).toBe(true)

    // Untouched for 200 days, then a note on one of them: the note counts as work, the other two are due.
    const p = await payload()
    const longAgo = new Date(Date.now() - 200 * 24 * 3600 * 1000).toISOString()
    for (const application of [first, second, noted])
      await p.db.updateOne({ collection: 'applications', id: application.id, data: { touchedAt: longAgo } })
    await p.create({
      collection: 'application-notes',
      overrideAccess: false,
      user: member as never,
      req: await createLocalReq({ user: member as never }, p),
      data: { application: noted.id, body: 'Gespräch vereinbart' } as never,
    })
    expect(new Date((await readApplication(noted.id)).touchedAt!).getTime()).toBeGreaterThan(Date.now() - 60_000)
    const now = new Date()
    expect(await remindOfUntouchedApplications(now)).toBeGreaterThanOrEqual(2)
    const digests = (await claimApplicationMails()).filter(
      (mail) => mail.envelope.to === member.email && /Erinnerung/.test(mail.envelope.subject),
    )
    expect(digests).toHaveLength(1)
    const text = digests[0].envelope.text
    for (const application of [first, second]) expect(text).toContain(`${application.reference}: `)
    expect(text).toContain(`/admin/collections/applications/${second.id}`)
    expect(text).not.toContain(noted.reference)
    // Within the day: nothing more, even for an application that fell due meanwhile; it comes the next day.
    await p.db.updateOne({ collection: 'applications', id: noted.id, data: { touchedAt: longAgo } })
    const hour = 3600 * 1000
    expect(await remindOfUntouchedApplications(new Date(now.getTime() + hour))).toBe(0)
    expect(await remindOfUntouchedApplications(new Date(now.getTime() + 21 * hour))).toBeGreaterThanOrEqual(1)
  })
})

describe('a mail preview before saving a status', () => {
  it('shows the exact mail in the applicant’s language, sends nothing, and is HR’s alone', async () => {
    const member = await deskMember('applications', 'personal-vorschau')
    accounts.push(member.id)
    const english = await applyAs({ name: 'Preview Person', email: 'preview@bewerberin.example', lang: 'en', talentPool: 'true' })
    await claimApplicationMails()
    const path = '/:id/mail-preview'
    const params = { id: String(english.id) }
    const preview = await applicationsEndpoint(path, member, params, undefined, { status: 'rejected' })
    expect(preview.status).toBe(200)
    const { mail, lang } = (await preview.json()) as { mail: { to: string; subject: string; text: string }; lang: string }
    expect(lang).toBe('en')
    expect(mail.to).toBe('preview@bewerberin.example')
    expect(mail.subject).toMatch(/^Your application to Sekundenwerk/)
    expect(mail.text).toContain('Hello Preview Person')
    const received = new Date((await readApplication(english.id)).receivedAt)
    const until = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Berlin' }).format(
      addMonths(received, TALENT_POOL_MONTHS),
    )
    expect(mail.text).toContain(`until ${until}`)
    expect(await claimApplicationMails()).toHaveLength(0)
    expect((await readApplication(english.id)).status).toBe('received')
    const none = await applicationsEndpoint(path, member, params, undefined, { status: 'reviewing' })
    expect(((await none.json()) as { mail: unknown }).mail).toBeNull()
    const editor = await staffAccount(['editor'], 'redaktion-vorschau')
    accounts.push(editor.id)
    expect((await applicationsEndpoint(path, editor, params, undefined, { status: 'rejected' })).status).toBe(403)
  })
})
