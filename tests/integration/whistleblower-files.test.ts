import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { PDFDocument } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { GET as challengeRoute } from '@/app/api/captcha/challenge/route'
import { POST as reportRoute } from '@/app/api/EmailHinweisgeberschutzSend/route'
import { POST as caseMessageRoute } from '@/app/api/whistleblower/case/messages/route'
import { POST as caseFileRoute } from '@/app/api/whistleblower/case/files/[id]/route'
import { CASE_FILES_FOLDER } from '@/lib/whistleblower/caseFiles'
import type { CaseView } from '@/lib/forms/whistleblowerFollowUp'
import { solveHumanCheck } from '../support/humanCheck'
import { AUTHOR, CAMERA, geotaggedJpeg, pdfHex, pdfWithAuthor } from '../support/evidenceFixtures'
import { attach, field, multipart, type Part } from '../support/multipart'
import { databaseBytes } from './database'
import { get, params, payload } from './helpers'

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

  it('deletes the files with the case', async () => {
    const p = await payload()
    const { docs } = await p.find({
      collection: 'whistleblower-files',
      overrideAccess: true,
      where: { caseNumber: { equals: answer.caseNumber } },
    })
    expect(docs).toHaveLength(4)
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
