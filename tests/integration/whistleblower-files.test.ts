import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { PDFDocument } from 'pdf-lib'
import crypto from 'node:crypto'
import { createLocalReq } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GET as challengeRoute } from '@/app/api/captcha/challenge/route'
import { POST as reportRoute } from '@/app/api/EmailHinweisgeberschutzSend/route'
import { POST as caseMessageRoute } from '@/app/api/whistleblower/case/messages/route'
import { POST as caseFileRoute } from '@/app/api/whistleblower/case/files/[id]/route'
import { caseArchiveFor, openCaseFile as openCaseFileExport } from '@/data/whistleblower/caseFile'
import { caseArchiveEntries } from '@/collections/whistleblower/caseFileDocument'
import { caseFileList } from '@/data/whistleblower/caseFiles'
import { zipStream } from '@/lib/uploads/zipArchive'
import { CASE_FILES_FOLDER } from '@/lib/whistleblower/caseFiles'
import type { CaseView } from '@/lib/forms/whistleblowerFollowUp'
import { solveHumanCheck } from '../support/humanCheck'
import { AUTHOR, CAMERA, geotaggedJpeg, pdfHex, pdfWithAuthor } from '../support/evidenceFixtures'
import { attach, field, multipart, type Part } from '../support/multipart'
import { unzip } from '../support/unzip'
import { databaseBytes } from './database'
import { get, params, payload } from './helpers'
import { deleteAccounts, officeMember, staffAccount, type Session } from './office'

/**
 * Files with a whistleblower report and a follow-up message (issue 41): sealed with the case's key as they
 * arrive, metadata removed first, stored with the report or not at all, deleted with the case.
 */
const SECRET_TEXT = 'Geheimer Beweistext Lager-7 Buchungsliste'
const folder = () => path.join(process.env.DATA_DIR!, CASE_FILES_FOLDER)
const storedFiles = () => (fs.existsSync(folder()) ? fs.readdirSync(folder()) : [])

let clients = 0
function send(route: (request: Request) => Promise<Response>, url: string, parts: Part[]) {
  const { body, type } = multipart(parts)
  return route(
    new Request(`http://localhost${url}`, {
      method: 'POST',
      headers: { 'content-type': type, 'x-forwarded-for': `198.51.100.${clients++}` },
      body: new Uint8Array(body),
    }),
  )
}

async function solved(): Promise<string> {
  const response = await challengeRoute(get('/api/captcha/challenge?form=whistleblower'))
  return solveHumanCheck(await response.json())
}

const reportFields = async (marker: string) => [
  field('subject', `Beweise ${marker}`),
  field('message', `Hinweis mit Anhängen ${marker}`),
  field('gRecaptchaResponse', await solved()),
]

const staff: Record<'admin' | 'editor' | 'member', Session> = {} as never
beforeAll(async () => {
  // The database's first account always becomes an admin: this one, before any office member.
  staff.admin = await staffAccount(['admin'], 'verwaltung-anhaenge')
  staff.editor = await staffAccount(['editor'], 'redaktion-anhaenge')
  staff.member = await officeMember('anhaenge')
})
afterAll(() => deleteAccounts(Object.values(staff).map((session) => session.id)))

/** A case file endpoint of the admin, called as `user` (with a multipart body for the reply). */
async function endpoint(user: Session, path: string, routeParams: Record<string, string>, body?: Part[]) {
  const p = await payload()
  const found = p.collections['whistleblower-files'].config.endpoints
    ? p.collections['whistleblower-files'].config.endpoints.find((e) => e.path === path)
    : undefined
  const req = await createLocalReq({ user: user as never }, p)
  req.routeParams = routeParams
  if (body) {
    const { body: bytes, type } = multipart(body)
    const request = new Request('http://localhost/cms-api/whistleblower-files/reply', {
      method: 'POST',
      headers: { 'content-type': type },
      body: new Uint8Array(bytes),
    })
    Object.assign(req, { headers: request.headers, body: request.body })
  }
  return found!.handler(req)
}

describe('files with a whistleblower report', () => {
  let answer: { caseNumber: string; accessCode: string; files: { name: string; removed: string[] }[] }
  let jpeg: Buffer
  let pdf: Buffer

  it('stores the report with its files sealed, their metadata removed, and says what was removed', async () => {
    jpeg = await geotaggedJpeg()
    pdf = await pdfWithAuthor()
    const before = storedFiles().length
    const response = await send(reportRoute, '/api/EmailHinweisgeberschutzSend', [
      ...(await reportFields('A1')),
      attach(jpeg, 'IMG_0815.jpg', 'image/jpeg'),
      attach(pdf, 'Vermerk.pdf', 'application/pdf'),
      attach(Buffer.from(SECRET_TEXT), 'notiz.txt', 'text/plain'),
    ])
    expect(response.status).toBe(201)
    answer = await response.json()
    expect(answer.files.map((file) => file.name)).toEqual(['IMG_0815.jpg', 'Vermerk.pdf', 'notiz.txt'])
    expect(answer.files[0].removed).toEqual(['exif'])
    expect(answer.files[1].removed).toEqual(expect.arrayContaining(['author', 'xmp']))
    expect(answer.files[2].removed).toEqual([])
    expect(storedFiles().length).toBe(before + 3)
    for (const name of storedFiles()) {
      const bytes = fs.readFileSync(path.join(folder(), name))
      expect(bytes.includes(Buffer.from(SECRET_TEXT)), name).toBe(false)
      expect(bytes.includes(Buffer.from(CAMERA)), name).toBe(false)
    }
    const database = databaseBytes()
    for (const secret of [SECRET_TEXT, 'IMG_0815', 'Vermerk.pdf']) expect(database.includes(Buffer.from(secret))).toBe(false)
  })

  it('the reporter reads the file list and downloads the files without their metadata', async () => {
    const view = (await (
      await send(caseMessageRoute, '/api/whistleblower/case/messages', [
        field('caseNumber', answer.caseNumber),
        field('accessCode', answer.accessCode),
        field('message', 'Noch ein Foto'),
        attach(jpeg, 'IMG_0816.jpg', 'image/jpeg'),
      ])
    ).json()) as CaseView
    expect(view.messages[0].files!.map((file) => file.name)).toEqual(['IMG_0815.jpg', 'Vermerk.pdf', 'notiz.txt'])
    expect(view.messages[1].files!.map((file) => [file.name, file.removed])).toEqual([['IMG_0816.jpg', ['exif']]])
    const download = async (id: number) => {
      const response = await caseFileRoute(
        new Request(`http://localhost/api/whistleblower/case/files/${id}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${clients++}` },
          body: JSON.stringify({ caseNumber: answer.caseNumber, accessCode: answer.accessCode }),
        }),
        params({ id: String(id) }),
      )
      expect(response.status).toBe(200)
      expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename=/)
      return Buffer.from(await response.arrayBuffer())
    }
    const [photo, document, note] = view.messages[0].files!
    const photoBytes = await download(photo.id)
    expect((await sharp(photoBytes).metadata()).exif).toBeUndefined()
    expect(photoBytes.includes(Buffer.from(CAMERA))).toBe(false)
    const pdfBytes = await download(document.id)
    expect(pdfBytes.includes(pdfHex(AUTHOR))).toBe(false)
    expect((await PDFDocument.load(pdfBytes, { updateMetadata: false })).getAuthor() ?? '').toBe('')
    expect((await download(note.id)).toString()).toBe(SECRET_TEXT)
    // A wrong code opens no file.
    const wrong = await caseFileRoute(
      new Request(`http://localhost/api/whistleblower/case/files/${note.id}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${clients++}` },
        body: JSON.stringify({ caseNumber: answer.caseNumber, accessCode: 'AAAA-AAAA-AAAA-AAAA-AAAA' }),
      }),
      params({ id: String(note.id) }),
    )
    expect(wrong.status).toBe(403)
  })

  it('keeps nothing of a refused report or message: bad fields, a renamed program, a wrong code', async () => {
    const before = storedFiles().sort()
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00'), Buffer.alloc(100_000, 0x90)])
    const noSubject = await send(reportRoute, '/api/EmailHinweisgeberschutzSend', [
      field('message', 'ohne Betreff'),
      field('gRecaptchaResponse', await solved()),
      attach(Buffer.from(SECRET_TEXT), 'a.txt'),
    ])
    expect(noSubject.status).toBe(400)
    expect((await noSubject.json()).fields.subject).toBeTruthy()
    const renamed = await send(reportRoute, '/api/EmailHinweisgeberschutzSend', [
      ...(await reportFields('A2')),
      attach(Buffer.from(SECRET_TEXT), 'a.txt'),
      attach(exe, 'Beweis.pdf'),
    ])
    expect(renamed.status).toBe(415)
    const wrongCode = await send(caseMessageRoute, '/api/whistleblower/case/messages', [
      field('caseNumber', answer.caseNumber),
      field('accessCode', 'BBBB-BBBB-BBBB-BBBB-BBBB'),
      field('message', 'Versuch'),
      attach(Buffer.from(SECRET_TEXT), 'a.txt'),
    ])
    expect(wrongCode.status).toBe(403)
    const filesFirst = await send(caseMessageRoute, '/api/whistleblower/case/messages', [
      attach(Buffer.from(SECRET_TEXT), 'a.txt'),
      field('caseNumber', answer.caseNumber),
    ])
    expect(filesFirst.status).toBe(400)
    expect(storedFiles().sort()).toEqual(before)
  })

  it('the office downloads the files as attachments, logged; admins and editors get 403', async () => {
    const p = await payload()
    const { docs } = await p.find({
      collection: 'whistleblower-files',
      overrideAccess: true,
      sort: 'id',
      where: { caseNumber: { equals: answer.caseNumber } },
    })
    const photo = await endpoint(staff.member, '/:id/download', { id: String(docs[0].id) })
    expect(photo.status).toBe(200)
    expect(photo.headers.get('content-disposition')).toBe(`attachment; filename="IMG_0815.jpg"; filename*=UTF-8''IMG_0815.jpg`)
    expect(photo.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox")
    const bytes = Buffer.from(await photo.arrayBuffer())
    expect((await sharp(bytes).metadata()).exif).toBeUndefined()
    const log = await p.find({
      collection: 'whistleblower-audit',
      overrideAccess: true,
      where: { and: [{ caseNumber: { equals: answer.caseNumber } }, { action: { equals: 'file-download' } }] },
    })
    expect(log.totalDocs).toBe(1)
    for (const user of [staff.admin, staff.editor]) {
      expect((await endpoint(user, '/:id/download', { id: String(docs[0].id) })).status).toBe(403)
      await expect(
        p.find({ collection: 'whistleblower-files', overrideAccess: false, user: user as never }),
      ).rejects.toThrow()
    }
  })

  it('the case’s list names each file for a member whose key opens the case; without the key it offers nothing to open', async () => {
    const p = await payload()
    const { docs } = await p.find({
      collection: 'whistleblower-reports',
      overrideAccess: true,
      where: { caseNumber: { equals: answer.caseNumber } },
    })
    const listFor = async (user: Session) => caseFileList(await createLocalReq({ user: user as never }, p), docs[0].id)
    const opened = await listFor(staff.member)
    expect(opened.open).toBe(true)
    // The report's three files first, then what the reporter added since.
    expect(opened.files.slice(0, 3).map((file) => [file.name, file.author])).toEqual([
      ['IMG_0815.jpg', 'reporter'],
      ['Vermerk.pdf', 'reporter'],
      ['notiz.txt', 'reporter'],
    ])
    expect(opened.files.every((file) => file.name !== '')).toBe(true)
    const locked = await listFor({ ...staff.member, _sid: 'a-session-without-key' } as Session)
    expect(locked.open).toBe(false)
    expect(locked.files.map((file) => file.name)).toEqual(opened.files.map(() => ''))
    expect(locked.files.map((file) => file.type)).toEqual(opened.files.map((file) => file.type))
  })

  it('the office replies with a file; the reporter sees it and downloads it', async () => {
    const p = await payload()
    const report = (
      await p.find({ collection: 'whistleblower-reports', overrideAccess: true, where: { caseNumber: { equals: answer.caseNumber } } })
    ).docs[0]
    const sent = await endpoint(staff.member, '/reply', {}, [
      field('report', String(report.id)),
      field('message', 'Bitte sehen Sie sich die Anlage an.'),
      attach(Buffer.from('Protokoll der Meldestelle'), 'Protokoll.txt', 'text/plain'),
    ])
    expect(sent.status).toBe(201)
    const refused = await endpoint(staff.editor, '/reply', {}, [
      field('report', String(report.id)),
      field('message', 'Versuch'),
      attach(Buffer.from('x'), 'x.txt'),
    ])
    expect(refused.status).toBe(403)
    const view = (await (
      await send(caseMessageRoute, '/api/whistleblower/case/messages', [
        field('caseNumber', answer.caseNumber),
        field('accessCode', answer.accessCode),
        field('message', 'Danke'),
      ])
    ).json()) as CaseView
    const reply = view.messages.find((message) => message.author === 'office')!
    expect(reply.body).toBe('Bitte sehen Sie sich die Anlage an.')
    expect(reply.files!.map((file) => file.name)).toEqual(['Protokoll.txt'])
    const response = await caseFileRoute(
      new Request(`http://localhost/api/whistleblower/case/files/${reply.files![0].id}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${clients++}` },
        body: JSON.stringify({ caseNumber: answer.caseNumber, accessCode: answer.accessCode }),
      }),
      params({ id: String(reply.files![0].id) }),
    )
    expect(await response.text()).toBe('Protokoll der Meldestelle')
  })

  it('the case file lists every file with name, type, size and the SHA-256 of what the office downloads', async () => {
    const p = await payload()
    const report = (
      await p.find({ collection: 'whistleblower-reports', overrideAccess: true, where: { caseNumber: { equals: answer.caseNumber } } })
    ).docs[0]
    const answered = await openCaseFileExport(await createLocalReq({ user: staff.member as never }, p), report.id)
    if (!('file' in answered)) throw new Error(`refused ${answered.refused}`)
    const listed = answered.file.files
    expect(listed.map((file) => [file.number, file.name, file.type, file.author])).toEqual([
      [1, 'IMG_0815.jpg', 'image/jpeg', 'reporter'],
      [2, 'Vermerk.pdf', 'application/pdf', 'reporter'],
      [3, 'notiz.txt', 'text/plain', 'reporter'],
      [4, 'IMG_0816.jpg', 'image/jpeg', 'reporter'],
      [5, 'Protokoll.txt', 'text/plain', 'office'],
    ])
    const { docs } = await p.find({
      collection: 'whistleblower-files',
      overrideAccess: true,
      sort: 'id',
      where: { caseNumber: { equals: answer.caseNumber } },
    })
    for (const [index, doc] of docs.entries()) {
      const download = await endpoint(staff.member, '/:id/download', { id: String(doc.id) })
      const bytes = Buffer.from(await download.arrayBuffer())
      // The hash and size of the content as stored, metadata removed: the stripped photo, not the original.
      expect(listed[index].size).toBe(bytes.length)
      expect(listed[index].sha256).toBe(crypto.createHash('sha256').update(bytes).digest('hex'))
    }
    expect(listed[0].sha256).not.toBe(crypto.createHash('sha256').update(jpeg).digest('hex'))
    expect(listed[2].sha256).toBe(crypto.createHash('sha256').update(SECRET_TEXT).digest('hex'))
  })

  it('the ZIP of the case holds the case file and every file as the office downloads it, logged as one export', async () => {
    const p = await payload()
    const report = (
      await p.find({ collection: 'whistleblower-reports', overrideAccess: true, where: { caseNumber: { equals: answer.caseNumber } } })
    ).docs[0]
    const exports = async () =>
      (
        await p.find({
          collection: 'whistleblower-audit',
          overrideAccess: true,
          sort: 'createdAt',
          where: { and: [{ caseNumber: { equals: answer.caseNumber } }, { action: { equals: 'export' } }] },
        })
      ).docs
    const before = (await exports()).length
    const archive = await caseArchiveFor(await payload(), staff.member as never, report.id)
    if ('refused' in archive) throw new Error(`refused ${archive.refused}`)
    const chunks: Buffer[] = []
    for await (const chunk of zipStream(caseArchiveEntries(archive, 'de'), new Date())) chunks.push(chunk as Buffer)
    const entries = await unzip(Buffer.concat(chunks))
    expect([...entries.keys()]).toEqual([
      `Fallakte-${answer.caseNumber}.txt`,
      'Anhaenge/01-IMG_0815.jpg',
      'Anhaenge/02-Vermerk.pdf',
      'Anhaenge/03-notiz.txt',
      'Anhaenge/04-IMG_0816.jpg',
      'Anhaenge/05-Protokoll.txt',
    ])
    const document = entries.get(`Fallakte-${answer.caseNumber}.txt`)!.toString('utf8')
    expect(document).toContain(`Fallakte ${answer.caseNumber}`)
    expect(document).toContain('Hinweis mit Anhängen A1')
    for (const listed of archive.file.files) {
      const bytes = [...entries.values()][listed.number]
      expect(crypto.createHash('sha256').update(bytes).digest('hex')).toBe(listed.sha256)
      expect(document).toContain(listed.sha256!)
    }
    expect(entries.get('Anhaenge/03-notiz.txt')!.toString()).toBe(SECRET_TEXT)
    expect(entries.get('Anhaenge/01-IMG_0815.jpg')!.includes(Buffer.from(CAMERA))).toBe(false)
    const logged = await exports()
    expect(logged).toHaveLength(before + 1)
    expect(logged.at(-1)?.detail).toBe('ZIP: 5')
    // Admins and editors get nothing of it, and no entry is written for them.
    for (const user of [staff.admin, staff.editor]) expect(await caseArchiveFor(await payload(), user as never, report.id)).toEqual({ refused: 403 })
    expect(await caseArchiveFor(await payload(), staff.member as never, 99_999_999)).toEqual({ refused: 404 })
    expect(await exports()).toHaveLength(before + 1)
  })

  it('a file that no longer opens is named in the ZIP\'s case file and left out, never a broken ZIP', async () => {
    const p = await payload()
    const report = (
      await p.find({ collection: 'whistleblower-reports', overrideAccess: true, where: { caseNumber: { equals: answer.caseNumber } } })
    ).docs[0]
    const { docs } = await p.find({
      collection: 'whistleblower-files',
      overrideAccess: true,
      sort: 'id',
      where: { caseNumber: { equals: answer.caseNumber } },
    })
    const stored = path.join(folder(), docs[2].storedName)
    const original = fs.readFileSync(stored)
    const changed = Buffer.from(original)
    changed[changed.length - 20] ^= 1
    fs.writeFileSync(stored, changed)
    try {
      const archive = await caseArchiveFor(await payload(), staff.member as never, report.id)
      if ('refused' in archive) throw new Error(`refused ${archive.refused}`)
      expect(archive.file.files[2].sha256).toBeNull()
      const chunks: Buffer[] = []
      for await (const chunk of zipStream(caseArchiveEntries(archive, 'en'), new Date())) chunks.push(chunk as Buffer)
      const entries = await unzip(Buffer.concat(chunks))
      expect([...entries.keys()]).not.toContain('files/03-notiz.txt')
      expect(entries.size).toBe(5)
      expect(entries.get(`case-file-${answer.caseNumber}.txt`)!.toString()).toContain('cannot be opened (missing or changed)')
    } finally {
      fs.writeFileSync(stored, original)
    }
  })

  it('429 with Retry-After past the limits, for reports and follow-up messages with files alike; nothing stored', async () => {
    const before = storedFiles().sort()
    const statuses: number[] = []
    let limited: Response | null = null
    // The report's limit per client (FORM_RATE_LIMIT, 5 a minute), counted before the body is read.
    for (let i = 0; i < 6 && !limited; i++) {
      const { body, type } = multipart([field('subject', 'x'), attach(Buffer.from(SECRET_TEXT), 'a.txt')])
      const response = await reportRoute(
        new Request('http://localhost/api/EmailHinweisgeberschutzSend', {
          method: 'POST',
          headers: { 'content-type': type, 'x-forwarded-for': '203.0.113.41' },
          body: new Uint8Array(body),
        }),
      )
      statuses.push(response.status)
      if (response.status === 429) limited = response
    }
    expect(statuses.at(-1)).toBe(429)
    expect(Number(limited!.headers.get('retry-after'))).toBeGreaterThan(0)
    // Wrong codes for one case, each from its own address: past the case's limit a 429, with its Retry-After.
    const wrong = () =>
      send(caseMessageRoute, '/api/whistleblower/case/messages', [
        field('caseNumber', answer.caseNumber),
        field('accessCode', 'CCCC-CCCC-CCCC-CCCC-CCCC'),
        field('message', 'Versuch'),
        attach(Buffer.from(SECRET_TEXT), 'a.txt'),
      ])
    // (Earlier tests of this case sent wrong codes too: the limit may come sooner.)
    let throttled: Response | null = null
    for (let i = 0; i < 4 && !throttled; i++) {
      const response = await wrong()
      if (response.status === 429) throttled = response
      else expect(response.status).toBe(403)
    }
    expect(throttled?.status).toBe(429)
    expect(Number(throttled!.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(storedFiles().sort()).toEqual(before)
  })

  it('deletes the files with the case', async () => {
    const p = await payload()
    const { docs } = await p.find({
      collection: 'whistleblower-files',
      overrideAccess: true,
      where: { caseNumber: { equals: answer.caseNumber } },
    })
    expect(docs).toHaveLength(5)
    const names = docs.map((doc) => doc.storedName)
    for (const name of names) expect(storedFiles()).toContain(name)
    await p.delete({
      collection: 'whistleblower-reports',
      overrideAccess: true,
      where: { caseNumber: { equals: answer.caseNumber } },
    })
    const left = await p.count({ collection: 'whistleblower-files', where: { caseNumber: { equals: answer.caseNumber } } })
    expect(left.totalDocs).toBe(0)
    for (const name of names) expect(storedFiles()).not.toContain(name)
  })
})
