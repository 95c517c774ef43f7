import { createLocalReq } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GET as cmsApiGet, POST as cmsApiPost } from '@/app/(payload)/cms-api/[...slug]/route'
import { officeFigures } from '@/data/whistleblower/figures'
import { storeWhistleblowerReport } from '@/data/whistleblower/reports'
import { payload } from './helpers'
import { deleteAccounts, OFFICE_PASSWORD, officeMember, staffAccount, type Session } from './office'

/**
 * The office's figures per year and per subject area (issue 55), from cases seeded through the site's own paths
 * (the form, the desk's endpoint, the member's saves) with dates set afterwards. The expected numbers are worked
 * out below by a procedure of the test's own, written from HinSchG §17 and the docs, never by the code under test.
 * Only this file gives cases the subject area "environment" in 2025, so that area's figures are these cases'.
 */

const DAY = 24 * 60 * 60 * 1000
const YEAR = 2025
const created: number[] = []
let member: Session

type Seed = {
  key: string
  channel: 'web' | 'phone'
  /** Web: an instant (UTC); phone: German wall-clock time, as the desk's form sends it. */
  received: string
  receivedAt: Date
  area: 'environment' | 'crime' | 'unknown'
  /** The office corrects the area on the case. */
  officeArea?: 'environment'
  name?: string
  ackDays?: number
  /** Days after the acknowledgement of the first message to the reporter. */
  feedbackDays?: number
  closeDays?: number
  outcome?: 'internal-inquiry' | 'closed-unfounded'
  markedOut?: 'spam'
}

const SEEDS: Seed[] = [
  { key: 'A', channel: 'web', received: '2025-03-03T09:00:00Z', area: 'environment', name: 'Erika Muster', ackDays: 2, feedbackDays: 30, closeDays: 60, outcome: 'internal-inquiry' },
  { key: 'B', channel: 'web', received: '2025-05-05T09:00:00Z', area: 'environment', ackDays: 10, feedbackDays: 120, closeDays: 200, outcome: 'closed-unfounded' },
  // New Year's Eve, 23:30 in Berlin: 2025's.
  { key: 'C', channel: 'phone', received: '2025-12-31T23:30', area: 'environment', name: 'Max Anrufer', ackDays: 1 },
  { key: 'D', channel: 'web', received: '2025-07-01T09:00:00Z', area: 'environment', ackDays: 3, feedbackDays: 20 },
  { key: 'E', channel: 'web', received: '2025-08-01T09:00:00Z', area: 'environment', markedOut: 'spam' },
  // Half an hour into New Year's Day in Berlin: 2026's.
  { key: 'F', channel: 'phone', received: '2026-01-01T00:30', area: 'environment' },
  { key: 'G', channel: 'web', received: '2025-04-01T09:00:00Z', area: 'crime', ackDays: 2 },
  { key: 'H', channel: 'web', received: '2025-04-02T09:00:00Z', area: 'unknown', officeArea: 'environment' },
].map((seed) => ({
  ...seed,
  receivedAt:
    seed.channel === 'web'
      ? new Date(seed.received)
      : // German winter time is UTC+1.
        new Date(new Date(`${seed.received}:00Z`).getTime() - 60 * 60 * 1000),
})) as Seed[]

const ids = new Map<string, number>()

async function token(account: Session): Promise<string> {
  const { token } = await (await payload()).login({
    collection: 'users',
    data: { email: account.email, password: OFFICE_PASSWORD },
  })
  return token!
}

function cmsApi(request: Request) {
  const slug = new URL(request.url).pathname.split('/').slice(2).map(decodeURIComponent)
  const route = request.method === 'GET' ? cmsApiGet : cmsApiPost
  return route(request, { params: Promise.resolve({ slug }) })
}

const asMember = { overrideAccess: false, user: undefined as never }

async function update(id: number, data: Record<string, unknown>) {
  return (await payload()).update({ collection: 'whistleblower-reports', id, data, ...asMember, user: member as never })
}

/** Sets a stored date straight in the database: the seeded past, not something the code decides. */
async function backdate(collection: 'whistleblower-reports' | 'whistleblower-messages', id: number, data: Record<string, string>) {
  await (await payload()).db.updateOne({ collection, id, data })
}

const iso = (time: number) => new Date(time).toISOString()

beforeAll(async () => {
  // The database's first account always becomes an admin: this one, before any office member.
  const admin = await staffAccount(['admin'], 'verwaltung-kennzahlen')
  member = await officeMember('kennzahlen')
  created.push(admin.id, member.id)
  const authorization = `JWT ${await token(member)}`
  for (const seed of SEEDS) {
    let id: number
    if (seed.channel === 'web') {
      const { caseNumber } = await storeWhistleblowerReport(
        { subject: `Fall ${seed.key}`, message: 'Öl im Bach', area: seed.area, name: seed.name } as never,
        `figures-${seed.key}-${Date.now()}`,
        seed.receivedAt,
      )
      const { docs } = await (await payload()).find({
        collection: 'whistleblower-reports',
        overrideAccess: true,
        where: { caseNumber: { equals: caseNumber } },
        select: { caseNumber: true },
      })
      id = docs[0].id
    } else {
      const response = await cmsApi(
        new Request('http://localhost/cms-api/whistleblower-reports/desk-cases', {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization },
          body: JSON.stringify({
            channel: 'phone',
            receivedAt: seed.received,
            subject: `Anruf ${seed.key}`,
            minutes: 'Protokoll',
            area: seed.area,
            name: seed.name,
          }),
        }),
      )
      expect(response.status).toBe(201)
      id = ((await response.json()) as { reportId: number }).reportId
    }
    ids.set(seed.key, id)
    const received = seed.receivedAt.getTime()
    if (seed.officeArea) await update(id, { area: seed.officeArea })
    if (seed.ackDays !== undefined) {
      await update(id, { status: 'acknowledged' })
      await backdate('whistleblower-reports', id, { acknowledgedAt: iso(received + seed.ackDays * DAY) })
    }
    if (seed.feedbackDays !== undefined) {
      const message = await (await payload()).create({
        collection: 'whistleblower-messages',
        data: { report: id, body: 'Wir prüfen Ihren Hinweis.' } as never,
        overrideAccess: false,
        user: member as never,
      })
      // The message's date and the case's note of its first feedback, as if written then.
      const writtenAt = iso(received + (seed.ackDays! + seed.feedbackDays) * DAY)
      await backdate('whistleblower-messages', message.id, { createdAt: writtenAt })
      await backdate('whistleblower-reports', id, { firstFeedbackAt: writtenAt })
    }
    if (seed.closeDays !== undefined) {
      await update(id, { status: 'closed', outcome: seed.outcome })
      await backdate('whistleblower-reports', id, { closedAt: iso(received + seed.closeDays * DAY) })
    }
    if (seed.markedOut) await update(id, { markedOut: true, markedOutReason: seed.markedOut })
  }
})

afterAll(() => deleteAccounts(created))

/* The expected figures, by the rules as the docs state them (docs/reporting-office.md "Kennzahlen"). */

/** The calendar year in Berlin: at 23:00 UTC in winter (22:00 in summer) the next day begins there. */
const berlinYear = (date: Date) =>
  Number(new Intl.DateTimeFormat('en', { timeZone: 'Europe/Berlin', year: 'numeric' }).format(date))

const middle = (values: number[]) => {
  if (!values.length) return null
  const sorted = [...values].sort((a, b) => a - b)
  const half = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[half] : (sorted[half - 1] + sorted[half]) / 2
}

/** Three calendar months later (the seeds' dates are far from any month's end and from the deadline itself). */
const plusThreeMonths = (time: number) => {
  const date = new Date(time)
  date.setUTCMonth(date.getUTCMonth() + 3)
  return date.getTime()
}

function expectedFor(area: string) {
  const ofArea = SEEDS.filter((seed) => (seed.officeArea ?? seed.area) === area)
  const yearEnd = Date.UTC(YEAR, 11, 31, 23) // 1 January 00:00 in Berlin
  const counted = ofArea.filter((seed) => !seed.markedOut)
  const received = counted.filter((seed) => berlinYear(seed.receivedAt) === YEAR)
  const ackAt = (seed: Seed) => seed.receivedAt.getTime() + seed.ackDays! * DAY
  const feedbackAt = (seed: Seed) => ackAt(seed) + seed.feedbackDays! * DAY
  const closedAt = (seed: Seed) => seed.receivedAt.getTime() + seed.closeDays! * DAY
  const closed = counted.filter((seed) => seed.closeDays !== undefined && berlinYear(new Date(closedAt(seed))) === YEAR)
  return {
    received: received.length,
    web: received.filter((seed) => seed.channel === 'web').length,
    phone: received.filter((seed) => seed.channel === 'phone').length,
    anonymous: received.filter((seed) => !seed.name).length,
    markedOut: ofArea.filter((seed) => seed.markedOut && berlinYear(seed.receivedAt) === YEAR).length,
    // §17(1) no. 1: within 7 days of receipt.
    acknowledgedInTime: received.filter((seed) => seed.ackDays !== undefined && seed.ackDays <= 7).length,
    // §17(2): feedback within 3 months of the acknowledgement.
    feedbackInTime: received.filter(
      (seed) => seed.feedbackDays !== undefined && feedbackAt(seed) <= plusThreeMonths(ackAt(seed)),
    ).length,
    closed: closed.length,
    internalInquiry: closed.filter((seed) => seed.outcome === 'internal-inquiry').length,
    unfounded: closed.filter((seed) => seed.outcome === 'closed-unfounded').length,
    openAtYearEnd: counted.filter(
      (seed) => seed.receivedAt.getTime() < yearEnd && (seed.closeDays === undefined || closedAt(seed) >= yearEnd),
    ).length,
    medianDaysToAcknowledge: middle(received.filter((seed) => seed.ackDays !== undefined).map((seed) => seed.ackDays!)),
    medianDaysToFeedback: middle(
      received.filter((seed) => seed.feedbackDays !== undefined).map((seed) => seed.ackDays! + seed.feedbackDays!),
    ),
    medianDaysToClose: middle(closed.map((seed) => seed.closeDays!)),
  }
}

describe('the figures per year and subject area', () => {
  it('are the numbers worked out by hand: marked-out cases excluded, feedback by the first message', async () => {
    const req = await createLocalReq({ user: member as never }, await payload())
    const answer = (await officeFigures(req, YEAR))!
    const environment = answer.areas.find((line) => line.area === 'environment')!.figures
    const expected = expectedFor('environment')
    // The procedure's own result, spelt out once, so that a wrong procedure shows too.
    expect(expected).toMatchObject({ received: 5, anonymous: 3, markedOut: 1, acknowledgedInTime: 3, feedbackInTime: 2 })
    expect({
      received: environment.received,
      web: environment.byChannel.web,
      phone: environment.byChannel.phone,
      anonymous: environment.anonymous,
      markedOut: environment.markedOut,
      acknowledgedInTime: environment.acknowledgedInTime,
      feedbackInTime: environment.feedbackInTime,
      closed: environment.closed,
      internalInquiry: environment.outcomes['internal-inquiry'],
      unfounded: environment.outcomes['closed-unfounded'],
      openAtYearEnd: environment.openAtYearEnd,
      medianDaysToAcknowledge: environment.medianDaysToAcknowledge,
      medianDaysToFeedback: environment.medianDaysToFeedback,
      medianDaysToClose: environment.medianDaysToClose,
    }).toEqual(expected)
    // The other area and the year's total hold the rest.
    expect(answer.areas.find((line) => line.area === 'crime')!.figures.received).toBe(expectedFor('crime').received)
    expect(answer.figures.received).toBeGreaterThanOrEqual(expected.received + 1)
    expect(answer.figures.markedOut).toBeGreaterThanOrEqual(1)
    // F belongs to 2026.
    const next = (await officeFigures(req, YEAR + 1))!
    expect(next.areas.find((line) => line.area === 'environment')!.figures.received).toBe(1)
  })

  it('as CSV: a line per subject area after the months', async () => {
    const response = await cmsApi(
      new Request(`http://localhost/cms-api/whistleblower-reports/figures?year=${YEAR}&lang=de`, {
        headers: { authorization: `JWT ${await token(member)}` },
      }),
    )
    expect(response.status).toBe(200)
    const lines = (await response.text()).split('\r\n')
    const e = expectedFor('environment')
    expect(lines).toContain(
      `Umwelt-, Strahlen- und Energierecht;${e.received};${e.anonymous};${e.acknowledgedInTime};${e.feedbackInTime};${e.closed};${e.openAtYearEnd};${String(e.medianDaysToAcknowledge).replace('.', ',')};${e.medianDaysToFeedback}`,
    )
  })
})

describe('classifying a case', () => {
  it('closing needs an outcome; marking out needs a reason and is logged with it', async () => {
    const id = ids.get('G')!
    await expect(update(id, { status: 'closed' })).rejects.toThrow(/outcome|Ergebnis/i)
    await expect(update(id, { markedOut: true })).rejects.toThrow(/markedOutReason|Grund|why/i)
    await update(id, { markedOut: true, markedOutReason: 'test' })
    await update(id, { markedOut: false })
    const p = await payload()
    const { docs } = await p.find({
      collection: 'whistleblower-audit',
      overrideAccess: true,
      sort: 'createdAt',
      where: { action: { in: ['marked-out', 'marked-in'] }, userName: { like: 'kennzahlen' } },
    })
    const report = await p.findByID({ collection: 'whistleblower-reports', id, overrideAccess: true, depth: 0 })
    const ofG = docs.filter((entry) => entry.caseNumber === report.caseNumber)
    expect(ofG.map((entry) => [entry.action, entry.detail ?? null])).toEqual([
      ['marked-out', 'Test'],
      ['marked-in', null],
    ])
  })

  it('a save answers with the fresh deadline and the opened area, as the form shows them after saving', async () => {
    const { caseNumber } = await storeWhistleblowerReport(
      { subject: 'Frisch', message: 'Nach dem Speichern', area: 'consumer' } as never,
      `figures-fresh-${Date.now()}`,
      new Date(Date.now() - 3 * DAY),
    )
    const p = await payload()
    const { docs } = await p.find({
      collection: 'whistleblower-reports',
      ...asMember,
      user: member as never,
      where: { caseNumber: { equals: caseNumber } },
    })
    const before = docs[0]
    // The form sends every field back, the virtual ones as it showed them.
    const saved = await update(before.id, {
      status: 'acknowledged',
      feedbackBy: before.feedbackBy,
      acknowledgeBy: before.acknowledgeBy,
      keyStatus: before.keyStatus,
      area: before.area,
    })
    expect(saved.area).toBe('consumer')
    expect(saved.acknowledgedAt).toBeTruthy()
    // Three months after the acknowledgement just now, not after the end of the 7 days.
    expect(saved.feedbackBy).not.toBe(before.feedbackBy)
    expect(new Date(saved.feedbackBy!).getTime()).toBeLessThan(new Date(before.feedbackBy!).getTime())
  })

  it("keeps the area and labels sealed: the office's change is logged without the value", async () => {
    const id = ids.get('H')!
    const p = await payload()
    const stored = await p.db.findOne<{ id: number; areaSealed: string; caseNumber: string }>({
      collection: 'whistleblower-reports',
      where: { id: { equals: id } },
    })
    expect(stored!.areaSealed).toBeTruthy()
    expect(stored!.areaSealed).not.toContain('environment')
    await update(id, { labels: 'Bach, Öl ,Bach' })
    const seen = await p.findByID({ collection: 'whistleblower-reports', id, ...asMember, user: member as never })
    expect(seen.area).toBe('environment')
    expect(seen.labels).toBe('Bach, Öl')
    const after = await p.db.findOne<{ id: number; labelsSealed: string }>({
      collection: 'whistleblower-reports',
      where: { id: { equals: id } },
    })
    expect(after!.labelsSealed).not.toContain('Bach')
    const { docs } = await p.find({
      collection: 'whistleblower-audit',
      overrideAccess: true,
      where: { action: { equals: 'classified' }, caseNumber: { equals: stored!.caseNumber } },
    })
    const details = docs.map((entry) => entry.detail).join(' | ')
    expect(details).toContain('Sachgebiet (HinSchG § 2) geändert')
    expect(details).toContain('Schlagwörter geändert')
    expect(details).not.toMatch(/environment|Umwelt|Bach/)
    // Without the member's key (an admin forcing the role, a locked session) a given area is refused.
    await expect(
      p.update({ collection: 'whistleblower-reports', id, data: { area: 'crime' }, overrideAccess: true }),
    ).rejects.toThrow()
  })
})
