import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLocalReq } from 'payload'
import { addMonths } from '@/lib/months'
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
