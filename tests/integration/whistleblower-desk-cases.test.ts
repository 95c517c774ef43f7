import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { createLocalReq } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { POST as caseRoute } from '@/app/api/whistleblower/case/route'
import { POST as confirmRoute } from '@/app/api/whistleblower/case/confirm/route'
import { GET as cmsApiGet, POST as cmsApiPost } from '@/app/(payload)/cms-api/[...slug]/route'
import { officeFigures } from '@/data/whistleblower/figures'
import { queueDeadlineReminders } from '@/data/whistleblower/reminders'
import { storeWhistleblowerReport } from '@/data/whistleblower/reports'
import { POST as caseFileRoute } from '@/app/api/whistleblower/case/files/[id]/route'
import type { CaseView } from '@/lib/forms/whistleblowerFollowUp'
import { CASE_FILES_FOLDER } from '@/lib/whistleblower/caseFiles'
import { AUTHOR, CAMERA, geotaggedJpeg, pdfHex, pdfWithAuthor } from '../support/evidenceFixtures'
import { attach, field, multipart, type Part } from '../support/multipart'
import { params, payload } from './helpers'
import { deleteAccounts, OFFICE_PASSWORD, officeMember, staffAccount, type Session } from './office'

/**
 * A case received by phone, in person, by post or by e-mail, recorded on the desk (HinSchG §16(3), §11): only
 * the office records it; it is sealed, has the web report's deadlines from the day it was received and gets its
 * reminders; the reporter reads the minutes with the code the office hands over and confirms them.
 */

const DAY = 24 * 60 * 60 * 1000
const created: number[] = []
let admin: Session
let editor: Session
let member: Session
let calls = 0

async function token(account: Session): Promise<string> {
  const p = await payload()
  const { token } = await p.login({
    collection: 'users',
    data: { email: account.email, password: OFFICE_PASSWORD },
  })
  return token!
}

/** The office's endpoints as the site serves them: through Payload's REST API under /cms-api. */
function cmsApi(request: Request) {
  const slug = new URL(request.url).pathname.split('/').slice(2).map(decodeURIComponent)
  const route = request.method === 'GET' ? cmsApiGet : cmsApiPost
  return route(request, { params: Promise.resolve({ slug }) })
}

const DESK_CASES = 'http://localhost/cms-api/whistleblower-reports/desk-cases'

async function record(as: Session | null, body: Record<string, unknown>) {
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  if (as) headers.authorization = `JWT ${await token(as)}`
  const response = await cmsApi(new Request(DESK_CASES, { method: 'POST', headers, body: JSON.stringify(body) }))
  return { status: response.status, json: await response.json() }
}

/** The desk's form with files: multipart, the fields first. */
async function recordWithFiles(as: Session | null, fields: Record<string, string>, files: Part[]) {
  const { body, type } = multipart([...Object.entries(fields).map(([name, value]) => field(name, value)), ...files])
  const headers: Record<string, string> = { 'content-type': type }
  if (as) headers.authorization = `JWT ${await token(as)}`
  const response = await cmsApi(new Request(DESK_CASES, { method: 'POST', headers, body: new Uint8Array(body) }))
  return { status: response.status, json: await response.json() }
}

const storedFiles = () => {
  const folder = path.join(process.env.DATA_DIR!, CASE_FILES_FOLDER)
  return (fs.existsSync(folder) ? fs.readdirSync(folder) : []).sort()
}

/** The reporter's call ('' opens the case, '/confirm' confirms the minutes). */
async function reporter(endpoint: '' | '/confirm', body: Record<string, string>) {
  const route = endpoint === '' ? caseRoute : confirmRoute
  const response = await route(
    new Request(`http://localhost/api/whistleblower/case${endpoint}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${calls++ % 250}` },
      body: JSON.stringify(body),
    }),
  )
  return { status: response.status, json: (await response.json()) as CaseView }
}

/** The case as the member reads it in the admin. */
async function asMember(reportId: number) {
  const p = await payload()
  return p.findByID({
    collection: 'whistleblower-reports',
    id: reportId,
    overrideAccess: false,
    user: member as never,
    depth: 0,
  })
}

beforeAll(async () => {
  admin = await staffAccount(['admin'], 'verwaltung-erfassung')
  editor = await staffAccount(['editor'], 'redaktion-erfassung')
  member = await officeMember('erfassung')
  created.push(admin.id, editor.id, member.id)
})

afterAll(() => deleteAccounts(created))

const phoneCall = (marker: string, receivedAt: string) => ({
  channel: 'phone',
  // German time, as the form's date field gives it.
  receivedAt,
  subject: `Anruf ${marker}`,
  minutes: `Protokoll ${marker}: Die Anruferin berichtet von Scheinrechnungen im Lager.`,
})

describe('recording a case on the desk', () => {
  it('is for members of the office only: admins, editors and strangers get 403, nothing is stored', async () => {
    const marker = `Verboten-${Date.now()}`
    for (const as of [admin, editor, null]) {
      const answer = await record(as, phoneCall(marker, '2026-01-05T10:00'))
      expect(answer.status).toBe(403)
    }
    const p = await payload()
    const { totalDocs } = await p.count({
      collection: 'whistleblower-audit',
      overrideAccess: true,
      where: { action: { equals: 'recorded' }, userName: { like: 'erfassung' } },
    })
    expect(totalDocs).toBe(0)
  })

  it('refuses bad input with field messages', async () => {
    const future = await record(member, { ...phoneCall('Zukunft', '2099-01-01T10:00') })
    expect(future.status).toBe(400)
    expect(future.json.fields.receivedAt).toMatch(/future/)
    const web = await record(member, { ...phoneCall('Web', '2026-01-05T10:00'), channel: 'web' })
    expect(web.status).toBe(400)
    expect(web.json.fields.channel).toBeTruthy()
    const noDay = await record(member, { ...phoneCall('Tag', '2026-02-30T10:00') })
    expect(noDay.json.fields.receivedAt).toBeTruthy()
    const empty = await record(member, { ...phoneCall('Leer', '2026-01-05T10:00'), minutes: '  ' })
    expect(empty.json.fields.minutes).toBe('required')
  })

  it("is sealed, dated from the day of the call (German time), logged, and has the web report's deadlines and reminders", async () => {
    const marker = `Telefon-${Date.now()}`
    // Long before the other files' cases: at these times only this case owes anything.
    const answer = await record(member, phoneCall(marker, '2024-02-05T10:00'))
    expect(answer.status).toBe(201)
    const { reportId, caseNumber, accessCode } = answer.json as {
      reportId: number
      caseNumber: string
      accessCode: string
    }
    expect(caseNumber).toMatch(/^HS-2024-[0-9A-Z]{6}$/)
    expect(accessCode).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){4}$/)

    const p = await payload()
    const raw = await p.db.findOne<{ id: number; channel?: string }>({
      collection: 'whistleblower-reports',
      where: { id: { equals: reportId } },
    })
    expect(raw!.channel).toBe('phone')
    expect(JSON.stringify(raw)).not.toContain(marker)
    expect(JSON.stringify(raw)).not.toContain(accessCode)

    // The member reads it like any case, with the web report's deadlines from the day of the call (09:00 UTC).
    const receivedAt = new Date('2024-02-05T09:00:00.000Z')
    const seen = await asMember(reportId)
    expect(seen.message).toContain(`Protokoll ${marker}`)
    expect(seen.subject).toBe(`Anruf ${marker}`)
    expect(seen.status).toBe('received')
    expect(seen.receivedAt).toBe(receivedAt.toISOString())
    expect(seen.acknowledgeBy).toBe(new Date(receivedAt.getTime() + 7 * DAY).toISOString())

    const { docs: log } = await p.find({
      collection: 'whistleblower-audit',
      overrideAccess: true,
      where: { caseNumber: { equals: caseNumber }, action: { equals: 'recorded' } },
    })
    expect(log.map((entry) => entry.userName)).toEqual([expect.stringContaining(member.email)])

    // The acknowledgement reminder from 2 days before its end, once.
    const reminders = async () => {
      const { docs } = await p.find({
        collection: 'whistleblower-notifications',
        overrideAccess: true,
        pagination: false,
        where: { reportId: { equals: reportId } },
      })
      return docs.map((notice) => notice.kind)
    }
    // No notice of a "new report" to the office's inbox: the office wrote it.
    expect(await reminders()).toEqual([])
    await queueDeadlineReminders(new Date(receivedAt.getTime() + 5 * DAY - 60_000))
    expect(await reminders()).toEqual([])
    await queueDeadlineReminders(new Date(receivedAt.getTime() + 5 * DAY))
    await queueDeadlineReminders(new Date(receivedAt.getTime() + 6 * DAY))
    expect(await reminders()).toEqual(['acknowledge-reminder'])
  })
})

describe('files with a recorded case', () => {
  it('a letter with enclosures: the files cleaned of metadata and sealed as a web report\'s, the reporter reads them', async () => {
    const marker = `Brief-${Date.now()}`
    const before = storedFiles()
    const answer = await recordWithFiles(member, { ...phoneCall(marker, '2026-01-19T09:00'), channel: 'post' }, [
      attach(await geotaggedJpeg(), 'Foto-Anlage.jpg', 'image/jpeg'),
      attach(await pdfWithAuthor(), 'Brief.pdf', 'application/pdf'),
    ])
    expect(answer.status).toBe(201)
    const { caseNumber, accessCode, files } = answer.json as {
      caseNumber: string
      accessCode: string
      files: { name: string; size: number; removed: string[] }[]
    }
    expect(files.map((file) => file.name)).toEqual(['Foto-Anlage.jpg', 'Brief.pdf'])
    expect(files[0].removed).toEqual(['exif'])
    expect(files[1].removed).toEqual(expect.arrayContaining(['author']))
    const added = storedFiles().filter((name) => !before.includes(name))
    expect(added).toHaveLength(2)
    for (const name of added) {
      const bytes = fs.readFileSync(path.join(process.env.DATA_DIR!, CASE_FILES_FOLDER, name))
      expect(bytes.includes(Buffer.from(CAMERA))).toBe(false)
      expect(bytes.includes(pdfHex(AUTHOR))).toBe(false)
    }

    const opened = await reporter('', { caseNumber, accessCode })
    expect(opened.json.channel).toBe('post')
    const listed = opened.json.messages[0].files!
    expect(listed.map((file) => file.name)).toEqual(['Foto-Anlage.jpg', 'Brief.pdf'])
    const photo = await caseFileRoute(
      new Request(`http://localhost/api/whistleblower/case/files/${listed[0].id}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${calls++ % 250}` },
        body: JSON.stringify({ caseNumber, accessCode }),
      }),
      params({ id: String(listed[0].id) }),
    )
    expect(photo.status).toBe(200)
    expect((await sharp(Buffer.from(await photo.arrayBuffer())).metadata()).exif).toBeUndefined()
  })

  it('refuses as a web report does, and keeps nothing: 415 by the bytes, 400 with field messages, 403 for others', async () => {
    const before = storedFiles()
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00'), Buffer.alloc(50_000, 0x90)])
    const call = phoneCall(`Abgelehnt-${Date.now()}`, '2026-01-19T09:00')
    const renamed = await recordWithFiles(member, call, [attach(Buffer.from('Notiz'), 'a.txt'), attach(exe, 'Scan.pdf')])
    expect(renamed.status).toBe(415)
    const future = await recordWithFiles(member, { ...call, receivedAt: '2099-01-01T10:00' }, [attach(Buffer.from('Notiz'), 'a.txt')])
    expect(future.status).toBe(400)
    expect(future.json.fields.receivedAt).toMatch(/future/)
    const eleven = await recordWithFiles(
      member,
      call,
      Array.from({ length: 11 }, () => attach(Buffer.from('Notiz'), 'n.txt')),
    )
    expect(eleven.status).toBe(400)
    expect(eleven.json.fields.files).toBeTruthy()
    for (const as of [admin, editor, null])
      expect((await recordWithFiles(as, call, [attach(Buffer.from('Notiz'), 'a.txt')])).status).toBe(403)
    expect(storedFiles()).toEqual(before)
  })
})

describe('the reporter confirms the minutes', () => {
  it('with the handed-over code: reads the minutes, confirms once, the date stays the first', async () => {
    const marker = `Gespraech-${Date.now()}`
    const answer = await record(member, { ...phoneCall(marker, '2026-01-12T14:30'), channel: 'in-person' })
    const { reportId, caseNumber, accessCode } = answer.json as {
      reportId: number
      caseNumber: string
      accessCode: string
    }

    const opened = await reporter('', { caseNumber, accessCode })
    expect(opened.status).toBe(200)
    expect(opened.json.channel).toBe('in-person')
    expect(opened.json.minutesConfirmedAt).toBeNull()
    expect(opened.json.messages[0].body).toContain(`Protokoll ${marker}`)

    const wrong = await reporter('/confirm', { caseNumber, accessCode: 'AAAA-AAAA-AAAA-AAAA-AAAA' })
    expect(wrong.status).toBe(403)
    const confirmed = await reporter('/confirm', { caseNumber, accessCode })
    expect(confirmed.status).toBe(200)
    const first = confirmed.json.minutesConfirmedAt
    expect(first).toMatch(/^\d{4}-\d{2}-\d{2}T/)
    const again = await reporter('/confirm', { caseNumber, accessCode })
    expect(again.json.minutesConfirmedAt).toBe(first)

    const seen = await asMember(reportId)
    expect(seen.minutesConfirmedAt).toBe(first)
    // One notice to the office's inbox, for the first confirmation only.
    const p = await payload()
    const { docs: notices } = await p.find({
      collection: 'whistleblower-notifications',
      overrideAccess: true,
      pagination: false,
      where: { reportId: { equals: reportId } },
    })
    expect(notices.map((notice) => notice.kind)).toEqual(['minutes-confirmed'])
  })

  it('a web report has no minutes to confirm: 409, and its channel is web', async () => {
    const { caseNumber, accessCode } = await storeWhistleblowerReport(
      { subject: 'Web', message: 'Über das Formular' } as never,
      `desk-web-${Date.now()}`,
    )
    const opened = await reporter('', { caseNumber, accessCode })
    expect(opened.json.channel).toBe('web')
    expect((await reporter('/confirm', { caseNumber, accessCode })).status).toBe(409)
  })
})

/** The figures as the view reads them, in a request of `as` (the member's key unlocked in their session). */
const figuresOf = async (as: Session, year: number) =>
  officeFigures(await createLocalReq({ user: as as never }, await payload()), year)

describe("the office's yearly figures", () => {
  const csv = async (as: Session | null, query: string) => {
    const headers: Record<string, string> = {}
    if (as) headers.authorization = `JWT ${await token(as)}`
    return cmsApi(new Request(`http://localhost/cms-api/whistleblower-reports/figures${query}`, { headers }))
  }

  it('count both channels, from dates alone, for members of the office only', async () => {
    const before = (await figuresOf(member, 2023))!.figures
    expect(before.year).toBe(2023)
    expect(await figuresOf(admin, 2023)).toBeNull()
    expect(await figuresOf(editor, 2023)).toBeNull()

    await record(member, phoneCall(`Zahlen-${Date.now()}`, '2023-12-31T23:30'))
    await record(member, { ...phoneCall(`Zahlen-Mail-${Date.now()}`, '2023-06-01T08:00'), channel: 'email' })
    await storeWhistleblowerReport(
      { subject: 'Zahlen', message: 'Web' } as never,
      `desk-figures-${Date.now()}`,
      new Date('2023-03-01T10:00:00Z'),
    )
    const after = (await figuresOf(member, 2023))!.figures
    expect(after.received - before.received).toBe(3)
    expect(after.byChannel.phone - before.byChannel.phone).toBe(1)
    expect(after.byChannel.email - before.byChannel.email).toBe(1)
    expect(after.byChannel.web - before.byChannel.web).toBe(1)
    // 31 December, 23:30 German time: December's.
    expect(after.months[11].received - before.months[11].received).toBe(1)
  })

  it('as CSV: an attachment for members, 403 for admins, editors and strangers, 400 for a malformed year', async () => {
    const answer = await csv(member, '?year=2023&lang=de')
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toMatch(/^text\/csv/)
    expect(answer.headers.get('content-disposition')).toBe(
      'attachment; filename="meldestelle-kennzahlen-2023.csv"',
    )
    const body = await answer.text()
    expect(body).toContain('Eingegangene Meldungen;')
    expect(body).not.toMatch(/HS-\d{4}-/)
    for (const as of [admin, editor, null]) expect((await csv(as, '?year=2023')).status).toBe(403)
    expect((await csv(member, '?year=23')).status).toBe(400)
    expect((await csv(member, '?year=1990')).status).toBe(404)
  })
})
