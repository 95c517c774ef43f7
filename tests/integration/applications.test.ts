import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { createLocalReq } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GET as challengeRoute } from '@/app/api/captcha/challenge/route'
import { POST as apply } from '@/app/api/applications/route'
import { claimDueApplicationMails } from '@/data/applications/records'
import { deskPanelState } from '@/data/deskAccess'
import { deleteDueApplications, remindOfUntouchedApplications } from '@/data/applications/retention'
import { APPLICATION_FILES_FOLDER } from '@/lib/applications/desk'
import { APPLICANT_DATA_RETENTION_MONTHS, MAIL_RETRY } from '@/lib/constants'
import { solveHumanCheck } from '../support/humanCheck'
import { get, payload } from './helpers'
import {
  deleteAccounts,
  deskMember,
  grant,
  OFFICE_PASSWORD,
  recover,
  renewRecoveryKey,
  requester,
  signIn,
  staffAccount,
  usersEndpoint,
  type Session,
} from './office'

const PDF = Buffer.concat([
  Buffer.from('%PDF-1.7\n'),
  Buffer.from('Lebenslauf Erika Bewerberin '.repeat(4000)),
])
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  crypto.randomBytes(70_000),
])
const MARKER = 'Erika-Bewerberin-4711'

async function solved(): Promise<string> {
  const response = await challengeRoute(get('/api/captcha/challenge?form=application'))
  expect(response.status).toBe(200)
  return solveHumanCheck(await response.json())
}

/** The first of `files` goes as the CV (part `cv`), the others as further documents, as the form sends them. */
async function send(fields: Record<string, string>, files: [Buffer, string][] = [[PDF, 'cv.pdf']]) {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  files.forEach(([bytes, name], index) => form.append(index ? 'files' : 'cv', new Blob([new Uint8Array(bytes)]), name))
  // Encoded first, as a client sends it: the route may stop reading early, as it should.
  const encoded = new Response(form)
  const body = Buffer.from(await encoded.arrayBuffer())
  const headers = { 'content-type': encoded.headers.get('content-type')! }
  return post(body, headers['content-type'])
}

let clients = 0
/** Each request from a client of its own: the form's rate limit is not what these tests are about. */
function post(body: BodyInit, type?: string) {
  const headers: Record<string, string> = { 'x-forwarded-for': `203.0.113.${clients++ % 250}` }
  if (type) headers['content-type'] = type
  return apply(new Request('http://localhost/api/applications', { method: 'POST', body, headers }))
}

const valid = async (extra: Record<string, string> = {}) => ({
  name: MARKER,
  email: 'erika@bewerberin.example',
  phone: '+49 40 6696900',
  salary: '62.000 € Gehalt-4711',
  message: `Ich bewerbe mich gern. ${MARKER}`,
  consent: 'true',
  lang: 'en',
  gRecaptchaResponse: await solved(),
  ...extra,
})

const accounts: number[] = []

/** An HR member, signed in with their own password: their key is set up and unlocked for the session. */
async function hrMember(label: string): Promise<Session> {
  const member = await deskMember('applications', label)
  accounts.push(member.id)
  return member
}

const hrState = (user: Session) => deskPanelState(user, 'applications')

async function readAs(user: Session, id: number) {
  const p = await payload()
  const req = await createLocalReq({ user: user as never }, p)
  return p.findByID({ collection: 'applications', id, overrideAccess: false, user: user as never, req })
}

async function download(user: Session, id: number, index: number): Promise<Response> {
  const p = await payload()
  const endpoint = p.collections.applications.config.endpoints
    ? p.collections.applications.config.endpoints.find((e) => e.path === '/:id/files/:index')
    : undefined
  const req = await createLocalReq({ user: user as never }, p)
  req.routeParams = { id: String(id), index: String(index) }
  return endpoint!.handler(req)
}

const grantHr = (granter: Session, memberId: number) => grant(granter, memberId, 'applications')

beforeAll(async () => {
  // The first account of a database becomes its administrator: that is not to be one of these.
  const p = await payload()
  if ((await p.count({ collection: 'users', overrideAccess: true })).totalDocs === 0) {
    const email = `erstes-konto-${Date.now()}@sekundenwerk.example`
    accounts.push(
      (
        await p.create({
          collection: 'users',
          overrideAccess: true,
          data: { email, password: OFFICE_PASSWORD },
        })
      ).id,
    )
  }
})

afterAll(() => deleteAccounts(accounts))

/** A published job whose English title differs from its German one. */
async function publishedJob(): Promise<{ id: number; de: string; en: string }> {
  const p = await payload()
  const { docs } = await p.find({
    collection: 'jobs',
    where: { _status: { equals: 'published' } },
    limit: 50,
  })
  for (const doc of docs) {
    const en = await p.findByID({ collection: 'jobs', id: doc.id, locale: 'en' })
    const de = await p.findByID({ collection: 'jobs', id: doc.id, locale: 'de' })
    if (en.name !== de.name) return { id: doc.id, de: de.name, en: en.name }
  }
  throw new Error('the sample content has no job with an English title of its own')
}

describe('job applications', () => {
  let first: Session
  let job: { id: number; de: string; en: string }
  let applicationId: number

  it('are taken in sealed before HR exists, and reach HR’s first member at their sign-in', async () => {
    job = await publishedJob()
    const response = await send(await valid({ jobId: String(job.id) }), [
      [PDF, 'Lebenslauf.pdf'],
      [PNG, 'zeugnis.png'],
    ])
    expect(response.status).toBe(201)
    const { reference } = await response.json()
    expect(reference).toMatch(/^BW-\d{4}-[0-9A-Z]{8}$/)
    const p = await payload()
    const { docs } = await p.find({
      collection: 'applications',
      overrideAccess: true,
      where: { reference: { equals: reference } },
    })
    applicationId = docs[0].id
    expect(docs[0].name).toBeNull()
    // HR's list names the job in German whatever the applicant's language; the applicant's mails in theirs.
    expect(docs[0].jobName).toBe(job.de)

    first = await hrMember('personal')
    const opened = await readAs(first, applicationId)
    expect(opened.name).toBe(MARKER)
    expect(opened.salary).toBe('62.000 € Gehalt-4711')
    expect(opened.lang).toBe('en')
  })

  it('hold no readable word or document in the database or the data folder', async () => {
    const dir = process.env.DATA_DIR!
    const files = fs.readdirSync(path.join(dir, APPLICATION_FILES_FOLDER))
    expect(files.length).toBeGreaterThanOrEqual(2)
    for (const file of files) {
      const bytes = fs.readFileSync(path.join(dir, APPLICATION_FILES_FOLDER, file))
      expect(bytes.includes('Lebenslauf Erika')).toBe(false)
      expect(bytes.includes(PNG.subarray(8, 40))).toBe(false)
    }
    for (const file of fs.readdirSync(dir).filter((name) => /\.db/.test(name))) {
      const bytes = fs.readFileSync(path.join(dir, file))
      expect(bytes.includes(MARKER)).toBe(false)
      expect(bytes.includes('Gehalt-4711')).toBe(false)
      expect(bytes.includes('erika@bewerberin.example')).toBe(false)
    }
  })

  it('give HR the documents byte for byte, as attachments, and log each download', async () => {
    const cv = await download(first, applicationId, 0)
    expect(cv.status).toBe(200)
    expect(cv.headers.get('content-disposition')).toBe(`attachment; filename="Lebenslauf.pdf"; filename*=UTF-8''Lebenslauf.pdf`)
    expect(cv.headers.get('content-type')).toBe('application/pdf')
    expect(Buffer.from(await cv.arrayBuffer()).equals(PDF)).toBe(true)
    const png = await download(first, applicationId, 1)
    expect(Buffer.from(await png.arrayBuffer()).equals(PNG)).toBe(true)
    expect((await download(first, applicationId, 7)).status).toBe(404)
    const p = await payload()
    const { totalDocs } = await p.count({
      collection: 'application-audit',
      overrideAccess: true,
      where: { action: { equals: 'download' } },
    })
    expect(totalDocs).toBeGreaterThanOrEqual(2)
  })

  it('stay closed to admins, editors and the reporting office', async () => {
    const p = await payload()
    for (const roles of [['admin'], ['editor'], ['reporting-office']]) {
      const email = `stranger-${roles[0]}-${Date.now()}@sekundenwerk.example`
      const created = await p.create({
        collection: 'users',
        overrideAccess: true,
        data: { email, password: OFFICE_PASSWORD, roles: roles as never },
      })
      accounts.push(created.id)
      const user = await signIn(email)
      await expect(readAs(user, applicationId)).rejects.toThrow()
      expect((await download(user, applicationId, 0)).status).toBe(403)
    }
  })

  it('open for a second member once a member grants them, and for nobody who gave themselves the role', async () => {
    const second = await requester('applications', 'personal-zwei')
    accounts.push(second.id)
    expect(second.roles).not.toContain('hr')
    expect((await readAs({ ...second, roles: ['hr'] }, applicationId)).name).toBeNull()
    expect((await grantHr({ ...second, roles: ['hr'] }, second.id)).status).toBe(403)
    expect((await grantHr(first, second.id)).status).toBe(200)
    const again = await signIn(second.email)
    expect((await readAs(again, applicationId)).name).toBe(MARKER)
    expect((await readAs(first, applicationId)).name).toBe(MARKER)

    const p = await payload()
    const admin = await p.create({
      collection: 'users',
      overrideAccess: true,
      data: {
        email: `admin-self-${Date.now()}@sekundenwerk.example`,
        password: OFFICE_PASSWORD,
        roles: ['admin'] as never,
      },
    })
    accounts.push(admin.id)
    const self = await signIn(admin.email)
    const asked = await p.update({
      collection: 'users',
      id: admin.id,
      overrideAccess: false,
      user: self as never,
      data: { roles: ['admin', 'hr'] as never },
    })
    expect(asked.roles).toEqual(['admin'])
    expect((await hrState({ ...self, roles: ['admin'] }))?.waiting?.cause).toBe('role-requested')
    await expect(readAs({ ...self, roles: ['admin'] }, applicationId)).rejects.toThrow()
  })

  it('show HR’s recovery key on the first member’s dashboard once; typed in, it hands every application back', async () => {
    const shown = await hrState(first)
    expect(shown?.unlocked).toBe(true)
    expect(shown?.recoveryKey).toMatch(/^([0-9A-Z]{4}-){12}[0-9A-Z]{4}$/)
    expect(shown?.recovery?.confirmed).toBe(false)
    const seen = { routeParams: { desk: 'applications' } }
    expect((await usersEndpoint('/desks/:desk/recovery-key/seen', first, seen)).status).toBe(200)
    expect((await hrState(first))?.recoveryKey).toBeNull()
    expect((await hrState(first))?.recovery?.confirmed).toBe(true)

    // Someone waiting for HR, with a key of their own but nothing granted.
    const third = await requester('applications', 'personal-drei')
    accounts.push(third.id)
    expect(await hrState(third)).toMatchObject({ member: false, holds: 0, hasKey: true })
    expect((await hrState(first))?.requests.find((request) => request.id === third.id)).toMatchObject({
      hasKey: true,
      cause: 'role-requested',
    })

    expect((await renewRecoveryKey(first, 'applications')).status).toBe(200)
    const recoveryKey = (await hrState(first))?.recoveryKey
    expect(recoveryKey).toMatch(/^([0-9A-Z]{4}-){12}[0-9A-Z]{4}$/)
    expect((await recover(third, 'ABCD-1234', 'applications')).status).toBe(400)
    const recovered = await recover(third, recoveryKey!, 'applications')
    expect(recovered.status).toBe(200)
    expect(((await recovered.json()) as { recovered: number }).recovered).toBeGreaterThan(0)
    const admitted = await signIn(third.email)
    expect(admitted.roles).toContain('hr')
    expect((await readAs(admitted, applicationId)).name).toBe(MARKER)
    expect((await hrState(first))?.requests.some((request) => request.id === third.id)).toBe(false)
    const editor = await staffAccount(['editor'], 'redaktion-ohne-personal')
    accounts.push(editor.id)
    expect((await renewRecoveryKey(editor, 'applications')).status).toBe(403)
    expect(await hrState(editor)).toBeNull()
  })

  it('queue an acknowledgement in the applicant’s language and a notice without content to HR', async () => {
    // Other files of the shared database queue mails too: claim them all.
    const mails = await claimDueApplicationMails(new Date(Date.now() + 1000), MAIL_RETRY.leaseMs, 10_000)
    const ack = mails.find((mail) => mail.envelope.to === 'erika@bewerberin.example')
    expect(ack?.envelope.subject).toMatch(/^Your application to Sekundenwerk \(BW-/)
    expect(ack?.envelope.text).toContain(job.en)
    expect(ack?.envelope.text).not.toContain(MARKER)
    expect(ack?.envelope.text).not.toContain('Gehalt')
    for (const mail of mails) expect(mail.envelope.text).not.toContain(MARKER)
  })

  it('answer 400 with field messages and keep no document of a refused application', async () => {
    const dir = path.join(process.env.DATA_DIR!, APPLICATION_FILES_FOLDER)
    const before = fs.readdirSync(dir).length
    const response = await send(await valid({ email: 'kein-mail', consent: '' }))
    expect(response.status).toBe(400)
    const body = await response.json()
    expect(body.fields).toMatchObject({ email: expect.any(String), consent: 'required' })
    expect((await send(await valid(), [])).status).toBe(400)
    const exe = await send(await valid(), [
      [Buffer.concat([Buffer.from('MZ'), crypto.randomBytes(4000)]), 'cv.pdf'],
    ])
    expect(exe.status).toBe(415)
    // Each refusal names its own cause: a letter without a CV, an empty file.
    const form = new FormData()
    for (const [name, value] of Object.entries(await valid())) form.append(name, value)
    form.append('files', new Blob([new Uint8Array(PDF)]), 'anschreiben.pdf')
    const withoutCv = await post(form)
    expect(withoutCv.status).toBe(400)
    expect((await withoutCv.json()).fields).toMatchObject({ cv: 'required' })
    const empty = await send(await valid(), [[Buffer.alloc(0), 'leer.pdf']])
    expect(empty.status).toBe(400)
    expect((await empty.json()).fields).toMatchObject({ files: 'empty file', file: 'leer.pdf' })
    const twoCvs = new FormData()
    for (const [name, value] of Object.entries(await valid())) twoCvs.append(name, value)
    for (const name of ['a.pdf', 'b.pdf']) twoCvs.append('cv', new Blob([new Uint8Array(PDF)]), name)
    const twice = await post(twoCvs)
    expect((await twice.json()).fields).toMatchObject({ cv: 'only one CV' })
    expect(fs.readdirSync(dir).length).toBe(before)
  })

  it('take a letter as DOCX and ODT, as LibreOffice writes them, with their metadata taken out', async () => {
    const fixture = (name: string) => fs.readFileSync(path.join('tests/fixtures/evidence', name))
    const response = await send(await valid(), [
      [PDF, 'Lebenslauf.pdf'],
      [fixture('report.docx'), 'Anschreiben.docx'],
      [fixture('report.odt'), 'Anschreiben.odt'],
    ])
    expect(response.status).toBe(201)
    const { files } = (await response.json()) as { files: { name: string; removed: string[] }[] }
    expect(files.map((file) => file.name)).toEqual(['Lebenslauf.pdf', 'Anschreiben.docx', 'Anschreiben.odt'])
    // The fixtures carry an author, a comment and a tracked change: each letter lost them.
    expect(files[1].removed.length).toBeGreaterThan(0)
    expect(files[2].removed.length).toBeGreaterThan(0)
  })

  it('remind HR of an application untouched for months, once', async () => {
    const later = new Date(Date.now() + 200 * 24 * 3600 * 1000)
    expect(await remindOfUntouchedApplications(later)).toBeGreaterThanOrEqual(1)
    expect(await remindOfUntouchedApplications(later)).toBe(0)
  })

  it('keep HR’s internal notes sealed like the application, for HR alone', async () => {
    const p = await payload()
    const note = await p.create({
      collection: 'application-notes',
      overrideAccess: false,
      user: first as never,
      req: await createLocalReq({ user: first as never }, p),
      data: { application: applicationId, body: 'Gespräch gut, Notiz-4711' } as never,
    })
    expect(note.authorName).toBeTruthy()
    const empty = await p
      .create({
        collection: 'application-notes',
        overrideAccess: false,
        user: first as never,
        data: { application: applicationId, body: '  ' } as never,
      })
      .catch((error: { data?: { errors?: { message: string }[] } }) => error.data?.errors?.[0]?.message)
    expect(empty).toBe('Bitte schreiben Sie eine Notiz.')
    const read = await p.findByID({
      collection: 'application-notes',
      id: note.id,
      overrideAccess: false,
      user: first as never,
      req: await createLocalReq({ user: first as never }, p),
    })
    expect(read.body).toBe('Gespräch gut, Notiz-4711')
    const editor = await staffAccount(['editor'], 'redaktion-notizen')
    accounts.push(editor.id)
    await expect(
      p.find({ collection: 'application-notes', overrideAccess: false, user: editor as never }),
    ).rejects.toThrow()
    for (const file of fs.readdirSync(process.env.DATA_DIR!).filter((name) => /\.db/.test(name)))
      expect(fs.readFileSync(path.join(process.env.DATA_DIR!, file)).includes('Notiz-4711')).toBe(false)
  })

  it('deleted by HR by hand: its documents, keys and notes go with it, and the log says so', async () => {
    expect((await send(await valid({ gRecaptchaResponse: await solved() }))).status).toBe(201)
    const p = await payload()
    const { docs } = await p.find({
      collection: 'applications',
      overrideAccess: true,
      sort: '-id',
      limit: 1,
      depth: 0,
    })
    const id = docs[0].id
    const { docs: files } = await p.find({
      collection: 'application-files',
      overrideAccess: true,
      where: { application: { equals: id } },
    })
    expect(files.length).toBe(1)
    const stored = path.join(process.env.DATA_DIR!, APPLICATION_FILES_FOLDER, String(files[0].storedName))
    expect(fs.existsSync(stored)).toBe(true)
    await p.delete({
      collection: 'applications',
      id,
      overrideAccess: false,
      user: first as never,
      req: await createLocalReq({ user: first as never }, p),
    })
    expect(fs.existsSync(stored)).toBe(false)
    for (const [collection, where] of [
      ['application-files', { application: { equals: id } }],
      ['application-keys', { applicationId: { equals: id } }],
    ] as const)
      expect((await p.count({ collection, overrideAccess: true, where })).totalDocs).toBe(0)
    const { totalDocs } = await p.count({
      collection: 'application-audit',
      overrideAccess: true,
      where: { action: { equals: 'removed' } },
    })
    expect(totalDocs).toBe(1)
  })

  it('after a rejection: deleted with its documents when the retention period has run out, one log line left', async () => {
    const p = await payload()
    const req = await createLocalReq({ user: first as never }, p)
    // HR's own rejection text, in the applicant's language; a placeholder the mail cannot fill is refused.
    const edit = (rejectionText: string) =>
      p.updateGlobal({
        slug: 'application-mail-texts',
        locale: 'en',
        overrideAccess: false,
        user: first as never,
        data: { rejectionText },
      })
    const refused = await edit('Hello {nam}').catch(
      (error: { data?: { errors?: { message: string }[] } }) => error.data?.errors?.[0]?.message,
    )
    expect(refused).toMatch(/^Unbekannter Platzhalter \{nam\}; diese Mail füllt \{name\}/)
    // A placeholder of an earlier version, which promised a period instead of the day, is refused too.
    expect(await edit('Hello {name}, deleted in {months} months.').catch(() => 'refused')).toBe('refused')
    await edit('Hello {name},\n\nthank you{job}. We chose other applicants. HR-Vorlage-4711: {deletion}')
    const editor = await staffAccount(['editor'], 'redaktion-vorlagen')
    accounts.push(editor.id)
    await expect(
      p.findGlobal({ slug: 'application-mail-texts', overrideAccess: false, user: editor as never }),
    ).rejects.toThrow()
    const rejected = await p.update({
      collection: 'applications',
      id: applicationId,
      overrideAccess: false,
      user: first as never,
      req,
      data: { status: 'rejected' },
    })
    // Other files of the shared database queue mails too: claim them all.
    const mails = await claimDueApplicationMails(new Date(Date.now() + 1000), MAIL_RETRY.leaseMs, 10_000)
    const rejection = mails.find((mail) => /other applicants/.test(mail.envelope.text))
    expect(rejection?.envelope.to).toBe('erika@bewerberin.example')
    expect(rejection?.envelope.text).toContain(`Hello ${MARKER}`)
    expect(rejection?.envelope.text).toContain(job.en)
    expect(rejection?.envelope.text).not.toContain(job.de)
    const due = new Date(rejected.deleteAfter!)
    // The day itself, in the applicant's language (English: 28/01/2027), not a period.
    const day = new Intl.DateTimeFormat('en-GB', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      timeZone: 'Europe/Berlin',
    }).format(due)
    expect(rejection?.envelope.text).toContain(`HR-Vorlage-4711: We delete your documents on ${day}.`)
    const months =
      (due.getUTCFullYear() - new Date().getUTCFullYear()) * 12 + due.getUTCMonth() - new Date().getUTCMonth()
    expect(months).toBe(APPLICANT_DATA_RETENTION_MONTHS)
    const { docs: files } = await p.find({
      collection: 'application-files',
      overrideAccess: true,
      where: { application: { equals: applicationId } },
    })
    const stored = files.map((file) =>
      path.join(process.env.DATA_DIR!, APPLICATION_FILES_FOLDER, file.storedName),
    )
    expect(stored.every((file) => fs.existsSync(file))).toBe(true)

    expect(await deleteDueApplications(new Date())).toBe(0)
    expect(await deleteDueApplications(new Date(due.getTime() + 1000))).toBeGreaterThanOrEqual(1)
    expect(
      (
        await p.count({
          collection: 'applications',
          overrideAccess: true,
          where: { id: { equals: applicationId } },
        })
      ).totalDocs,
    ).toBe(0)
    expect(
      (
        await p.count({
          collection: 'application-notes',
          overrideAccess: true,
          where: { application: { equals: applicationId } },
        })
      ).totalDocs,
    ).toBe(0)
    for (const collection of ['application-keys', 'application-mails'] as const)
      expect(
        (
          await p.count({
            collection,
            overrideAccess: true,
            where: { applicationId: { equals: applicationId } },
          })
        ).totalDocs,
      ).toBe(0)
    expect(stored.some((file) => fs.existsSync(file))).toBe(false)
    const { docs: log } = await p.find({
      collection: 'application-audit',
      overrideAccess: true,
      where: { action: { equals: 'deleted' } },
    })
    expect(log.length).toBeGreaterThanOrEqual(1)
    expect(JSON.stringify(log)).not.toContain(MARKER)
    expect(JSON.stringify(log)).not.toContain('bewerberin.example')
  })
})
