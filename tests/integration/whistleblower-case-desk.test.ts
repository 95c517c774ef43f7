import { createLocalReq } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { POST as caseRoute } from '@/app/api/whistleblower/case/route'
import { POST as caseMessageRoute } from '@/app/api/whistleblower/case/messages/route'
import { caseDesk } from '@/data/whistleblower/caseDesk'
import { caseFileDocument } from '@/collections/whistleblower/caseFileDocument'
import { openCaseFile } from '@/data/whistleblower/caseFile'
import { queueDeadlineReminders } from '@/data/whistleblower/reminders'
import { storeWhistleblowerReport } from '@/data/whistleblower/reports'
import { deliverDueWhistleblowerNotices } from '@/jobs/mailDeliveryWorker'
import { smtpSender } from '@/lib/mail/transport'
import { verifyAccessCode } from '@/lib/whistleblower/caseAccess'
import { caseKeyForReporter } from '@/data/whistleblower/reporterKeys'
import { decodedHeader, header, Inbox } from '../support/inbox'
import { databaseBytes } from './database'
import { payload } from './helpers'
import { deleteAccounts, officeMember, staffAccount, type Session } from './office'

/**
 * The reporting office's case desk: internal notes that never reach the reporter, assignment to a member,
 * reminders before the HinSchG deadlines (with a fixed clock, once each, without content), the case file for
 * the office alone (logged), and the dashboard's overview.
 */

const DAY = 24 * 60 * 60 * 1000
const created: number[] = []
let admin: Session
let editor: Session
let member: Session
let colleague: Session

let stored = 0
/** A report as the form stores it, received at `receivedAt` (the fixed clock of the test). */
async function report(marker: string, receivedAt = new Date()) {
  const form = {
    subject: `Betreff ${marker}`,
    message: `Hinweis ${marker}: Vorteilsnahme im Einkauf.`,
    name: `Name ${marker}`,
    gRecaptchaResponse: 'x',
  } as never
  const answer = await storeWhistleblowerReport(form, `case-desk-${Date.now()}-${stored++}`, receivedAt)
  const p = await payload()
  const { docs } = await p.find({
    collection: 'whistleblower-reports',
    overrideAccess: true,
    where: { caseNumber: { equals: answer.caseNumber } },
  })
  return { ...answer, id: docs[0].id }
}

async function note(as: Session, reportId: number, body: string) {
  const p = await payload()
  return p.create({
    collection: 'whistleblower-notes',
    overrideAccess: false,
    user: as as never,
    data: { report: reportId, body } as never,
  })
}

/** What the reporter's follow-up endpoints answer ('' opens the case, '/messages' adds to it). */
async function followUp(endpoint: '' | '/messages', body: Record<string, string>): Promise<string> {
  const route = endpoint === '' ? caseRoute : caseMessageRoute
  const response = await route(
    new Request(`http://localhost/api/whistleblower/case${endpoint}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `192.0.2.${stored % 250}` },
      body: JSON.stringify(body),
    }),
  )
  expect(response.status).toBeLessThan(300)
  return JSON.stringify(await response.json())
}

async function auditOf(caseNumber: string) {
  const p = await payload()
  const { docs } = await p.find({
    collection: 'whistleblower-audit',
    overrideAccess: true,
    pagination: false,
    sort: 'createdAt',
    where: { caseNumber: { equals: caseNumber } },
  })
  return docs
}

beforeAll(async () => {
  // The database's first account always becomes an admin: this one, before any office member.
  admin = await staffAccount(['admin'], 'verwaltung-fallakte')
  editor = await staffAccount(['editor'], 'redaktion-fallakte')
  member = await officeMember('fallbearbeitung')
  colleague = await officeMember('kollegin')
  created.push(admin.id, editor.id, member.id, colleague.id)
})

afterAll(() => deleteAccounts(created))

describe('internal notes', () => {
  it('never reach the reporter: not on the follow-up page, not with the key the access code gives', async () => {
    const marker = `Notiz-${Date.now()}`
    const { id, caseNumber, accessCode } = await report(marker)
    const p = await payload()
    await p.create({
      collection: 'whistleblower-messages',
      overrideAccess: false,
      user: member as never,
      data: { report: id, body: `Antwort an die meldende Person ${marker}` } as never,
    })
    const written = await note(member, id, `Intern: Einkaufsleitung befragt ${marker}`)
    expect(written.authorName).toContain(member.email)

    // The reporter's view shows the reply, never the note, before and after adding information.
    const opened = await followUp('', { caseNumber, accessCode })
    expect(opened).toContain(`Antwort an die meldende Person ${marker}`)
    expect(opened).not.toContain('Einkaufsleitung')
    const added = await followUp('/messages', { caseNumber, accessCode, message: `Nachtrag ${marker}` })
    expect(added).toContain(`Nachtrag ${marker}`)
    expect(added).not.toContain('Einkaufsleitung')

    // The case key the reporter's code opens, handed over as the follow-up hands it to the messages: it opens
    // the conversation, and no note.
    const raw = (await p.db.findOne({
      collection: 'whistleblower-reports',
      where: { id: { equals: id } },
    })) as unknown as { accessCodeHash: string }
    const reporterKey = await verifyAccessCode(accessCode, raw.accessCodeHash)
    const caseKey = await caseKeyForReporter(
      await createLocalReq({}, p),
      { id, reference: caseNumber },
      reporterKey!,
    )
    const reporterSide = { caseKey, caseReportId: id }
    const read = (collection: 'whistleblower-messages' | 'whistleblower-notes') =>
      p.find({ collection, overrideAccess: true, where: { report: { equals: id } }, context: reporterSide })
    expect((await read('whistleblower-messages')).docs.map((doc) => doc.body)).toContain(
      `Antwort an die meldende Person ${marker}`,
    )
    expect((await read('whistleblower-notes')).docs.map((doc) => doc.body)).toEqual([null])

    // Sealed at rest; a colleague in the office reads it; admins and editors cannot.
    expect(databaseBytes().includes(Buffer.from('Einkaufsleitung befragt'))).toBe(false)
    const { docs } = await p.find({
      collection: 'whistleblower-notes',
      overrideAccess: false,
      user: colleague as never,
      where: { report: { equals: id } },
    })
    expect(docs.map((doc) => doc.body)).toEqual([`Intern: Einkaufsleitung befragt ${marker}`])
    for (const outsider of [admin, editor])
      await expect(
        p.find({ collection: 'whistleblower-notes', overrideAccess: false, user: outsider as never }),
      ).rejects.toMatchObject({ status: 403 })
    // Nobody changes or deletes a note; writing one is logged.
    await expect(
      p.update({
        collection: 'whistleblower-notes',
        id: written.id,
        overrideAccess: false,
        user: member as never,
        data: { body: 'geändert' } as never,
      }),
    ).rejects.toMatchObject({ status: 403 })
    expect((await auditOf(caseNumber)).map((entry) => entry.action)).toContain('note')
  })

  it('are refused with a field message to anyone whose key does not open the case, never a 500', async () => {
    const { id } = await report(`Gesperrt-${Date.now()}`)
    const locked = { ...member, _sid: 'a-session-without-key' }
    await expect(note(locked, id, 'x')).rejects.toMatchObject({
      status: 400,
      data: { errors: [{ path: 'body', message: expect.stringMatching(/nicht geöffnet/) }] },
    })
    await expect(note(member, 99_999_999, 'x')).rejects.toMatchObject({
      status: 400,
      data: { errors: [{ path: 'report' }] },
    })
    await expect(note(member, id, ' \n')).rejects.toMatchObject({
      status: 400,
      data: { errors: [{ path: 'body' }] },
    })
    const p = await payload()
    // Without a signed-in member (the server's own code) a note cannot be sealed either.
    await expect(
      p.create({
        collection: 'whistleblower-notes',
        overrideAccess: true,
        data: { report: id, body: 'x' } as never,
      }),
    ).rejects.toMatchObject({ status: 400 })
  })
})

describe('assignment', () => {
  const assign = async (as: Session, id: number, assignee: number | null) => {
    const p = await payload()
    return p.update({
      collection: 'whistleblower-reports',
      id,
      overrideAccess: false,
      user: as as never,
      data: { assignee } as never,
    })
  }

  it('gives a case to a member who can open it, logged with their name; nobody else', async () => {
    // Received long ago, so its deadline is among the ten soonest the desk lists, however many cases other
    // tests left open.
    const { id, caseNumber } = await report(`Zuweisung-${Date.now()}`, new Date(Date.now() - 60 * DAY))
    const assigned = await assign(member, id, colleague.id)
    expect(assigned.assignee).toMatchObject({ id: colleague.id })
    const entry = (await auditOf(caseNumber)).find((e) => e.action === 'assign')
    expect(entry).toMatchObject({ userName: expect.stringContaining(member.email) })
    expect(entry?.subjectName).toContain(colleague.email)

    for (const outsider of [editor.id, admin.id, 99_999_999])
      await expect(assign(member, id, outsider)).rejects.toMatchObject({
        status: 400,
        data: { errors: [{ path: 'assignee' }] },
      })
    await expect(assign(admin, id, admin.id)).rejects.toMatchObject({ status: 403 })

    const desk = await caseDesk(await payload(), colleague)
    expect(desk!.assignedToViewer).toBeGreaterThanOrEqual(1)
    expect(desk!.deadlines.find((d) => d.caseNumber === caseNumber)?.assigneeName).toContain(colleague.email)
  })

  const assigneeOf = async (id: number) => {
    const p = await payload()
    const doc = await p.findByID({ collection: 'whistleblower-reports', id, overrideAccess: true, depth: 0 })
    return doc.assignee ?? null
  }

  it('ends when the member loses their key, and refuses a member without the case’s key', async () => {
    const { id } = await report(`Schluessel-${Date.now()}`)
    const leaving = await officeMember('geht')
    created.push(leaving.id)
    expect((await assign(member, id, leaving.id)).assignee).toMatchObject({ id: leaving.id })

    // A password set by an admin deletes the member's keys: the case is nobody's until assigned again.
    const p = await payload()
    await p.update({
      collection: 'users',
      id: leaving.id,
      overrideAccess: false,
      user: admin as never,
      data: { password: 'Vom-Admin-zurueckgesetzt-2026' },
    })
    expect(await assigneeOf(id)).toBeNull()
    await expect(assign(member, id, leaving.id)).rejects.toMatchObject({
      status: 400,
      data: { errors: [{ path: 'assignee', message: expect.stringMatching(/Zugang zu diesem Fall/) }] },
    })

    // Deleting an assigned member's account leaves the case, unassigned.
    const gone = await officeMember('geloescht')
    await assign(member, id, gone.id)
    await p.delete({ collection: 'users', id: gone.id, overrideAccess: true })
    expect(await assigneeOf(id)).toBeNull()
  })
})

describe('reminders before the deadlines, with a fixed clock', () => {
  const inbox = new Inbox()
  beforeAll(() => inbox.start())
  afterAll(() => inbox.stop())
  // Long before the other tests' cases were received: at these times only this test's cases owe anything.
  const receivedAt = new Date('2025-01-06T09:00:00Z')
  const at = (ms: number) => new Date(receivedAt.getTime() + ms)

  const reminders = async (reportId: number) => {
    const p = await payload()
    const { docs } = await p.find({
      collection: 'whistleblower-notifications',
      overrideAccess: true,
      pagination: false,
      where: {
        and: [
          { reportId: { equals: reportId } },
          { kind: { in: ['acknowledge-reminder', 'feedback-reminder'] } },
        ],
      },
    })
    return docs.map((notice) => notice.kind)
  }
  const deliver = (now: Date) => deliverDueWhistleblowerNotices(smtpSender(inbox.url), () => now)

  it('mails each reminder once, when its lead begins, with the case number and date but no content', async () => {
    const marker = `Frist-${Date.now()}`
    const open = await report(marker, receivedAt)
    const answered = await report(`Beantwortet-${Date.now()}`, receivedAt)
    const p = await payload()
    // Acknowledged on the next day: it owes no acknowledgement, its feedback is due 3 months after that.
    await p.db.updateOne({
      collection: 'whistleblower-reports',
      id: answered.id,
      data: { status: 'acknowledged', acknowledgedAt: at(DAY).toISOString() },
    })
    await note(member, open.id, `Interne Notiz ${marker}`)

    await queueDeadlineReminders(at(5 * DAY - 60_000))
    expect(await reminders(open.id)).toEqual([])
    await queueDeadlineReminders(at(5 * DAY))
    await queueDeadlineReminders(at(6 * DAY))
    expect(await reminders(open.id)).toEqual(['acknowledge-reminder'])
    expect(await reminders(answered.id)).toEqual([])

    inbox.mails = []
    await deliver(at(6 * DAY))
    const mails = inbox.mails.filter(
      (mail) => mail.raw.includes(open.caseNumber) && decodedHeader(mail.raw, 'Subject').startsWith('Frist'),
    )
    expect(mails).toHaveLength(1)
    const raw = mails[0].raw
    const text = raw.replace(/=\r\n/g, '')
    expect(decodedHeader(raw, 'Subject')).toBe(`Fristerinnerung Eingangsbestätigung ${open.caseNumber}`)
    expect(header(raw, 'To')).toBe('meldestelle@sekundenwerk.example')
    // 7 days after receipt, in German time.
    expect(text).toContain('13.01.2025, 10:00')
    expect(text).toMatch(new RegExp(`/admin/collections/whistleblower-reports/${open.id}`))
    for (const content of [marker, 'Vorteilsnahme', 'Betreff', 'Name ', open.accessCode])
      expect(text, content).not.toContain(content)
    // Sent once: nothing more to deliver, nothing queued again later.
    expect((await deliver(at(6 * DAY))).claimed).toBe(0)
    await queueDeadlineReminders(at(8 * DAY))
    expect(await reminders(open.id)).toEqual(['acknowledge-reminder'])

    // The feedback: 3 months after the acknowledgement (7 Apr 2025 for the answered case, at 10:00 German time as
    // the acknowledgement in January, now summer time), reminded 14 days before.
    const feedbackBy = new Date('2025-04-07T08:00:00Z')
    await queueDeadlineReminders(new Date(feedbackBy.getTime() - 14 * DAY - 60_000))
    expect(await reminders(answered.id)).toEqual([])
    await Promise.all([
      queueDeadlineReminders(new Date(feedbackBy.getTime() - 14 * DAY)),
      queueDeadlineReminders(new Date(feedbackBy.getTime() - 13 * DAY)),
    ])
    expect(await reminders(answered.id)).toEqual(['feedback-reminder'])
    // The unacknowledged case owes its feedback by 13 Apr 2025 (3 months from the end of the 7 days).
    expect(await reminders(open.id)).toEqual(['acknowledge-reminder'])
    await queueDeadlineReminders(new Date('2025-03-30T09:00:00Z'))
    expect((await reminders(open.id)).sort()).toEqual(['acknowledge-reminder', 'feedback-reminder'])

    inbox.mails = []
    await deliver(feedbackBy)
    const feedback = inbox.mails.find(
      (mail) =>
        mail.raw.includes(answered.caseNumber) && decodedHeader(mail.raw, 'Subject').startsWith('Frist'),
    )!
    expect(decodedHeader(feedback.raw, 'Subject')).toBe(`Fristerinnerung Rückmeldung ${answered.caseNumber}`)
    expect(feedback.raw.replace(/=\r\n/g, '')).toContain('07.04.2025, 10:00')
    for (const mail of inbox.mails) expect(mail.raw.replace(/=\r\n/g, '')).not.toContain(marker)
    expect((await deliver(feedbackBy)).claimed).toBe(0)

    // A closed case is reminded of nothing.
    await p.db.updateOne({ collection: 'whistleblower-reports', id: open.id, data: { status: 'closed' } })
    await p.db.updateOne({ collection: 'whistleblower-reports', id: answered.id, data: { status: 'closed' } })
  })
})

describe('the feedback (HinSchG §17(2))', () => {
  it('is given by the office’s first message: its date is noted on the case, the deadline and its reminder end', async () => {
    const receivedAt = new Date('2025-02-03T09:00:00Z')
    const ongoing = await report(`Rueckmeldung-${Date.now()}`, receivedAt)
    const p = await payload()
    await p.db.updateOne({
      collection: 'whistleblower-reports',
      id: ongoing.id,
      data: { status: 'in-progress', acknowledgedAt: new Date(receivedAt.getTime() + DAY).toISOString() },
    })
    const late = new Date('2025-06-01T09:00:00Z')
    const owed = async () =>
      (await caseDesk(p, member as never, late))!.deadlines.filter((d) => d.caseNumber === ongoing.caseNumber)
    expect((await owed()).map((d) => [d.kind, d.state])).toEqual([['feedback', 'overdue']])

    // The reporter writes first: that is no feedback.
    await followUp('/messages', {
      caseNumber: ongoing.caseNumber,
      accessCode: ongoing.accessCode,
      message: 'Noch etwas.',
    })
    const read = async () =>
      p.findByID({
        collection: 'whistleblower-reports',
        id: ongoing.id,
        overrideAccess: false,
        user: member as never,
      })
    expect((await read()).firstFeedbackAt ?? null).toBeNull()

    const reply = (body: string) =>
      p.create({
        collection: 'whistleblower-messages',
        overrideAccess: false,
        user: member as never,
        data: { report: ongoing.id, body } as never,
      })
    const first = await reply('Wir prüfen Ihren Hinweis.')
    const noted = await read()
    expect(noted.firstFeedbackAt).toBe(first.createdAt)
    expect(noted.overdue).toBe(false)
    expect(await owed()).toEqual([])
    await queueDeadlineReminders(late)
    const { totalDocs } = await p.count({
      collection: 'whistleblower-notifications',
      overrideAccess: true,
      where: { and: [{ reportId: { equals: ongoing.id } }, { kind: { equals: 'feedback-reminder' } }] },
    })
    expect(totalDocs).toBe(0)
    const answer = await openCaseFile(await createLocalReq({ user: member as never }, p), ongoing.id, late)
    if (!('file' in answer)) throw new Error(`refused ${answer.refused}`)
    expect(answer.file.firstFeedbackAt).toBe(first.createdAt)
    expect(answer.file.deadlines).toEqual([])

    // A later message leaves the date of the first.
    await reply('Ein Zwischenstand.')
    expect((await read()).firstFeedbackAt).toBe(first.createdAt)
    await p.db.updateOne({ collection: 'whistleblower-reports', id: ongoing.id, data: { status: 'closed' } })
  })
})

describe('the case file', () => {
  it('gives the office member everything on the case, logged once as an export, not per message', async () => {
    const marker = `Akte-${Date.now()}`
    const { id, caseNumber } = await report(marker)
    const p = await payload()
    for (const body of [`Erste Antwort ${marker}`, `Zweite Antwort ${marker}`])
      await p.create({
        collection: 'whistleblower-messages',
        overrideAccess: false,
        user: member as never,
        data: { report: id, body } as never,
      })
    await note(colleague, id, `Notiz für die Akte ${marker}`)
    await p.update({
      collection: 'whistleblower-reports',
      id,
      overrideAccess: false,
      user: member as never,
      data: { assignee: colleague.id, area: 'corruption', labels: 'Einkauf, Lieferant', importance: 'high' } as never,
    })
    const before = (await auditOf(caseNumber)).length

    const answer = await openCaseFile(await createLocalReq({ user: member as never }, p), id)
    if (!('file' in answer)) throw new Error(`refused ${answer.refused}`)
    const { file } = answer
    expect(file).toMatchObject({
      caseNumber,
      status: 'received',
      assigneeName: expect.stringContaining(colleague.email),
      report: { subject: `Betreff ${marker}`, name: `Name ${marker}`, email: null },
      exportedBy: expect.stringContaining(member.email),
    })
    expect(file.report.message).toContain(marker)
    expect(file.conversation.map((m) => [m.author, m.body])).toEqual([
      ['office', `Erste Antwort ${marker}`],
      ['office', `Zweite Antwort ${marker}`],
    ])
    expect(file.notes).toEqual([
      expect.objectContaining({
        body: `Notiz für die Akte ${marker}`,
        authorName: expect.stringContaining(colleague.email),
      }),
    ])
    expect(file.classification).toEqual({
      area: 'corruption',
      labels: ['Einkauf', 'Lieferant'],
      importance: 'high',
      outcome: null,
      markedOut: null,
    })
    const document = caseFileDocument(file, 'de')
    for (const line of [
      'Sachgebiet (HinSchG § 2): Korruption und Bestechung',
      'Wichtigkeit: hoch',
      'Schlagwörter: Einkauf, Lieferant',
      'Ergebnis (Folgemaßnahme, § 18): –',
    ])
      expect(document).toContain(line)
    // Answered already (the feedback is given), not yet acknowledged.
    expect(file.deadlines.map((d) => d.kind)).toEqual(['acknowledge'])
    expect(file.firstFeedbackAt).not.toBeNull()

    // One 'export' (and at most the case's one 'read' a minute), not one entry per message or note.
    const added = (await auditOf(caseNumber)).slice(before)
    const actions = added.map((entry) => entry.action)
    expect(actions.filter((action) => action === 'export')).toHaveLength(1)
    expect(actions.filter((action) => action !== 'export' && action !== 'read')).toEqual([])
    expect(actions.filter((action) => action === 'read').length).toBeLessThanOrEqual(1)
    expect(added.every((entry) => entry.userName?.includes(member.email))).toBe(true)
  })

  it('is refused to admins, editors, strangers and members whose key is locked, and logs nothing for them', async () => {
    const { id, caseNumber } = await report(`Verweigert-${Date.now()}`)
    const p = await payload()
    const openAs = async (user: unknown, which: unknown = id) =>
      openCaseFile(await createLocalReq({ user: user as never }, p), which)
    expect(await openAs(admin)).toEqual({ refused: 403 })
    expect(await openAs(editor)).toEqual({ refused: 403 })
    expect(await openAs(null)).toEqual({ refused: 403 })
    // The office role forced onto an admin's session is no key.
    expect(await openAs({ ...admin, roles: ['admin', 'reporting-office'] })).toEqual({ refused: 409 })
    expect(await openAs({ ...member, _sid: 'a-session-without-key' })).toEqual({ refused: 409 })
    expect(await openAs(member, 'abc')).toEqual({ refused: 404 })
    expect(await openAs(member, 99_999_999)).toEqual({ refused: 404 })
    const log = await auditOf(caseNumber)
    expect(log.filter((entry) => entry.action === 'export')).toEqual([])
  })
})

describe('the dashboard’s overview', () => {
  it('counts cases by status and deadline for members only, without opening or logging any case', async () => {
    const p = await payload()
    const marker = `Uebersicht-${Date.now()}`
    const overdue = await report(marker, new Date(Date.now() - 8 * DAY))
    const dueSoon = await report(marker, new Date(Date.now() - 6 * DAY))
    const fresh = await report(marker, new Date())
    await p.create({
      collection: 'whistleblower-messages',
      overrideAccess: false,
      user: member as never,
      data: { report: fresh.id, body: `Neueste Nachricht ${marker}` } as never,
    })
    const logBefore = await p.count({ collection: 'whistleblower-audit', overrideAccess: true })

    expect(await caseDesk(p, admin)).toBeNull()
    expect(await caseDesk(p, editor)).toBeNull()
    const desk = (await caseDesk(p, member))!
    const row = (caseNumber: string) => desk.deadlines.find((d) => d.caseNumber === caseNumber)
    expect(row(overdue.caseNumber)).toMatchObject({
      kind: 'acknowledge',
      state: 'overdue',
      assigneeName: null,
    })
    expect(row(dueSoon.caseNumber)).toMatchObject({ kind: 'acknowledge', state: 'due-soon' })
    expect(row(fresh.caseNumber)?.state ?? 'upcoming').toBe('upcoming')
    expect(desk.overdue).toBeGreaterThanOrEqual(1)
    expect(desk.dueSoon).toBeGreaterThanOrEqual(1)
    // Overdue first.
    expect(desk.deadlines[0].state).toBe('overdue')
    const { totalDocs: received } = await p.count({
      collection: 'whistleblower-reports',
      overrideAccess: true,
      where: { status: { equals: 'received' } },
    })
    expect(desk.byStatus.received).toBe(received)
    expect(desk.newestMessages[0]).toMatchObject({ caseNumber: fresh.caseNumber, author: 'office' })
    expect(JSON.stringify(desk)).not.toContain(marker)
    expect((await p.count({ collection: 'whistleblower-audit', overrideAccess: true })).totalDocs).toBe(
      logBefore.totalDocs,
    )
  })

  it('lets the office delete a case with its notes and messages', async () => {
    const { id, caseNumber } = await report(`Loeschen-${Date.now()}`)
    await note(member, id, 'wird gelöscht')
    const p = await payload()
    await p.delete({ collection: 'whistleblower-reports', id, overrideAccess: false, user: member as never })
    const left = await p.count({
      collection: 'whistleblower-notes',
      overrideAccess: true,
      where: { caseNumber: { equals: caseNumber } },
    })
    expect(left.totalDocs).toBe(0)
  })
})
