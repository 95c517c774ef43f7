import { execFileSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from './fixtures'
import { token } from './office'
import { EVIDENCE_ADMIN, EVIDENCE_EDITOR, EVIDENCE_OFFICE } from './officeLead'
import { measuringMemoryAlone, postLargeFile, residentKb } from './largeUpload'
import { rawRequest } from './rawHttp'
import { fetchSolvedHumanCheck } from '../support/humanCheck'
import { CAMERA, fixture, FIXTURE_NAME, geotaggedJpeg, pdfHex, AUTHOR, pdfWithAuthor } from '../support/evidenceFixtures'
import { attach, field, multipart, type Part } from '../support/multipart'
import { unzip } from '../support/unzip'

/**
 * Evidence files in the whistleblower channel (issue 41) against the production build: multipart reports and
 * follow-up messages, 400 with field messages, 413 while streaming, 415 by the bytes, never 500; nothing of a
 * file readable in the data folder; a 50 MB upload does not grow the server's memory; admins and editors get
 * 403 on every file path.
 */
const REPORT = '/api/EmailHinweisgeberschutzSend'
const MESSAGES = '/api/whistleblower/case/messages'
const SECRET = 'E2E-Beweistext-Lagerhalle-0815'
/** What a 49 MB file may add to the server's memory while it streams (docs/decisions.md, "Evidence files"). */
const STREAMING_BOUND_MB = 8
const EXE = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), Buffer.alloc(30_000, 0x90)])

let address = 140
/** Each request from its own loopback address: the form's rate limit counts per client. */
const nextAddress = () => `127.0.0.${address++}`

async function reportFields(baseURL: string, marker: string): Promise<Part[]> {
  return [
    field('subject', `Beweise ${marker}`),
    field('message', `Hinweis mit Anhängen ${marker}`),
    field('gRecaptchaResponse', await fetchSolvedHumanCheck(baseURL, 'whistleblower')),
  ]
}

function post(baseURL: string, pathname: string, parts: Part[]) {
  const { body, type } = multipart(parts)
  return rawRequest(
    baseURL,
    { method: 'POST', path: pathname, headers: { 'content-type': type }, body, from: nextAddress() },
    60_000,
  )
}

/** Streams a report with `fields` and one file of `megabytes` (starting with `head`), chunked; the status. */
async function postLarge(
  baseURL: string,
  fields: Part[],
  megabytes: number,
  head: Buffer,
  onSent?: (megabytes: number) => void,
): Promise<number> {
  const values = Object.fromEntries(fields.flatMap((part) => ('value' in part ? [[part.name, part.value]] : [])))
  return postLargeFile(baseURL, REPORT, { megabytes, head, filename: 'gross.pdf', from: nextAddress(), fields: values, onSent })
}

test.describe.serial('evidence files in the whistleblower channel', () => {
  let caseNumber = ''
  let accessCode = ''

  test('a report with a geotagged photo, a PDF with an author and a note: 201, with what was removed', async ({
    baseURL,
  }) => {
    const response = await post(baseURL!, REPORT, [
      ...(await reportFields(baseURL!, 'E1')),
      attach(await geotaggedJpeg(), 'IMG_0815.jpg', 'image/jpeg'),
      attach(await pdfWithAuthor(), 'Vermerk.pdf', 'application/pdf'),
      attach(Buffer.from(`${SECRET}\n`), 'notiz.txt', 'text/plain'),
    ])
    expect(response.status).toBe(201)
    const answer = JSON.parse(response.body) as {
      caseNumber: string
      accessCode: string
      files: { name: string; removed: string[] }[]
    }
    ;({ caseNumber, accessCode } = answer)
    expect(answer.files.map((file) => [file.name, file.removed.includes(file.name.endsWith('.jpg') ? 'exif' : 'author')]))
      .toEqual([
        ['IMG_0815.jpg', true],
        ['Vermerk.pdf', true],
        ['notiz.txt', false],
      ])
  })

  test('the reporter adds a file in the follow-up and downloads the report’s files without metadata', async ({
    baseURL,
    request,
  }) => {
    const added = await post(baseURL!, MESSAGES, [
      field('caseNumber', caseNumber),
      field('accessCode', accessCode),
      field('message', 'Noch ein Foto vom Lager'),
      attach(await geotaggedJpeg(), 'IMG_0816.jpg', 'image/jpeg'),
    ])
    expect(added.status).toBe(201)
    const view = JSON.parse(added.body) as { messages: { files: { id: number; name: string }[] }[] }
    expect(view.messages.map((message) => message.files.map((file) => file.name))).toEqual([
      ['IMG_0815.jpg', 'Vermerk.pdf', 'notiz.txt'],
      ['IMG_0816.jpg'],
    ])
    for (const file of view.messages.flatMap((message) => message.files)) {
      const download = await request.post(`/api/whistleblower/case/files/${file.id}`, {
        data: { caseNumber, accessCode },
      })
      expect(download.status()).toBe(200)
      expect(download.headers()['content-disposition']).toMatch(/^attachment; filename=/)
      expect(download.headers()['x-content-type-options']).toBe('nosniff')
      // The server sets the page policy on everything else; a download keeps its own.
      expect(download.headers()['content-security-policy']).toBe("default-src 'none'; sandbox")
      const bytes = await download.body()
      expect(bytes.includes(Buffer.from(CAMERA))).toBe(false)
      expect(bytes.includes(pdfHex(AUTHOR))).toBe(false)
    }
  })

  test('the office downloads the whole case as a ZIP: the case file with each hash, and every file as the reporter gets it', async ({
    request,
  }) => {
    const headers = { Authorization: `JWT ${await token(request, EVIDENCE_OFFICE)}` }
    const found = await request.get(`/cms-api/whistleblower-reports?where[caseNumber][equals]=${caseNumber}&depth=0`, {
      headers,
    })
    expect(found.status()).toBe(200)
    const reportId = ((await found.json()) as { docs: { id: number }[] }).docs[0].id
    const archive = `/cms-api/whistleblower-reports/${reportId}/archive`
    const response = await request.get(`${archive}?lang=en`, { headers })
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toBe('application/zip')
    expect(response.headers()['content-disposition']).toBe(
      `attachment; filename="case-file-${caseNumber}.zip"; filename*=UTF-8''case-file-${caseNumber}.zip`,
    )
    expect(response.headers()['content-security-policy']).toBe("default-src 'none'; sandbox")
    expect(response.headers()['cache-control']).toBe('no-store')
    const entries = await unzip(await response.body())
    const names = [...entries.keys()]
    expect(names).toEqual([
      `case-file-${caseNumber}.txt`,
      'files/01-IMG_0815.jpg',
      'files/02-Vermerk.pdf',
      'files/03-notiz.txt',
      'files/04-IMG_0816.jpg',
    ])
    const caseFile = entries.get(names[0])!.toString('utf8')
    expect(caseFile).toContain(`Case file ${caseNumber}`)
    // Each file byte for byte as the reporter downloads it, its SHA-256 in the case file.
    const view = await request.post('/api/whistleblower/case', { data: { caseNumber, accessCode }, headers: { Cookie: '' } })
    const files = ((await view.json()) as { messages: { files: { id: number }[] }[] }).messages.flatMap((m) => m.files)
    expect(files).toHaveLength(4)
    for (const [index, file] of files.entries()) {
      const download = await request.post(`/api/whistleblower/case/files/${file.id}`, {
        data: { caseNumber, accessCode },
        headers: { Cookie: '' },
      })
      const bytes = entries.get(names[index + 1])!
      expect((await download.body()).equals(bytes), names[index + 1]).toBe(true)
      expect(caseFile).toContain(crypto.createHash('sha256').update(bytes).digest('hex'))
    }
    expect(entries.get('files/03-notiz.txt')!.toString()).toBe(`${SECRET}\n`)
    expect(entries.get('files/01-IMG_0815.jpg')!.includes(Buffer.from(CAMERA))).toBe(false)
    expect(entries.get('files/02-Vermerk.pdf')!.includes(pdfHex(AUTHOR))).toBe(false)
    const log = await request.get(
      `/cms-api/whistleblower-audit?where[caseNumber][equals]=${caseNumber}&where[action][equals]=export&depth=0`,
      { headers },
    )
    expect(((await log.json()) as { docs: { detail: string }[] }).docs.map((entry) => entry.detail)).toEqual(['ZIP: 4'])
    // Bad input: 400 and 404, never 500.
    expect((await request.get(`${archive}?lang=xx`, { headers })).status()).toBe(400)
    expect((await request.get('/cms-api/whistleblower-reports/abc/archive', { headers })).status()).toBe(400)
    expect((await request.get('/cms-api/whistleblower-reports/999999999/archive', { headers })).status()).toBe(404)
  })

  test('400 with field messages, 415 for a renamed program, 403 for a wrong code; never 500', async ({ baseURL }) => {
    const bad = await post(baseURL!, REPORT, [
      field('message', 'ohne Betreff'),
      field('gRecaptchaResponse', await fetchSolvedHumanCheck(baseURL!, 'whistleblower')),
      attach(Buffer.from(SECRET), 'notiz.txt'),
    ])
    expect(bad.status).toBe(400)
    expect(JSON.parse(bad.body).fields.subject).toBeTruthy()
    const eleven = await post(baseURL!, REPORT, [
      ...(await reportFields(baseURL!, 'E2')),
      ...Array.from({ length: 11 }, () => attach(Buffer.from('Notiz'), 'n.txt')),
    ])
    expect(eleven.status).toBe(400)
    expect(JSON.parse(eleven.body).fields.files).toBeTruthy()
    const exe = await post(baseURL!, REPORT, [...(await reportFields(baseURL!, 'E3')), attach(EXE, 'Beweis.pdf')])
    expect(exe.status).toBe(415)
    const exeLater = await post(baseURL!, MESSAGES, [
      field('caseNumber', caseNumber),
      field('accessCode', accessCode),
      field('message', 'Programm'),
      attach(EXE, 'Foto.jpg'),
    ])
    expect(exeLater.status).toBe(415)
    const wrong = await post(baseURL!, MESSAGES, [
      field('caseNumber', caseNumber),
      field('accessCode', 'AAAA-BBBB-CCCC-DDDD-EEEE'),
      field('message', 'Versuch'),
      attach(Buffer.from('x'), 'x.txt'),
    ])
    expect(wrong.status).toBe(403)
  })

  test('413 by the declared length, and for 60 MB streamed in chunks', async ({ baseURL }) => {
    const declared = await rawRequest(baseURL!, {
      method: 'POST',
      path: REPORT,
      headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(80 * 1024 * 1024) },
      from: nextAddress(),
    }).catch((error: Error) => ({ status: error.message }))
    expect(declared.status).toBe(413)
    const fields = await reportFields(baseURL!, 'E4')
    expect(await postLarge(baseURL!, fields, 60, Buffer.from('%PDF-1.7\n'))).toBe(413)
  })

  test('a 50 MB upload is stored without the server holding it in memory', async ({ baseURL }) => {
    test.setTimeout(120_000)
    test.skip(
      !process.env.E2E_PORT || !!process.env.PLAYWRIGHT_BASE_URL,
      'needs the server started by the tests',
    )
    const out = execFileSync('ss', ['-Hltnp', `sport = :${process.env.E2E_PORT}`], { encoding: 'utf8' })
    const pid = Number(/pid=(\d+)/.exec(out)?.[1])
    const fields = await Promise.all(['E5', 'E6', 'E7', 'E8', 'E9'].map((marker) => reportFields(baseURL!, marker)))
    const pdf = Buffer.from('%PDF-1.7\n')
    const mb = (kb: number) => `${kb >= 0 ? '+' : ''}${(kb / 1024).toFixed(1)} MB`
    const grown = await measuringMemoryAlone(async () => {
      // The first large body warms up what any large body needs (buffers, the sealing's code paths).
      expect(await postLarge(baseURL!, fields[0], 49, pdf)).toBe(201)
      const start = residentKb(pid)
      let before = start
      let peak = start
      let streamingPeak = start
      // While a file streams: from its first megabyte until its last is sent, so before the server can store
      // the report (which hashes its access code with scrypt, 32 MiB for a moment, however large the files).
      let streaming = false
      const sampler = setInterval(() => {
        const now = residentKb(pid)
        peak = Math.max(peak, now)
        if (streaming) streamingPeak = Math.max(streamingPeak, now)
      }, 20)
      // What a file adds is there in every upload; a page another test's browser has the server render
      // meanwhile adds its own now and then: the smallest of up to four uploads is the file's.
      const streamed: number[] = []
      for (const each of fields.slice(1)) {
        before = streamingPeak = residentKb(pid)
        expect(await postLarge(baseURL!, each, 49, pdf, (sent) => (streaming = sent < 49))).toBe(201)
        streamed.push(streamingPeak - before)
        if (streamed.at(-1)! / 1024 < STREAMING_BOUND_MB) break
      }
      clearInterval(sampler)
      console.log(`server memory at its peak while a 49 MB file streamed: ${streamed.map(mb).join(', ')}`)
      console.log(`server memory at its peak with storing the reports: ${mb(peak - start)}`)
      // The chunks passed are garbage the next collection gives back (V8 collects an idle server's within
      // seconds; a page another test renders meanwhile adds its own): up to 15 s for it, read every half second.
      const settled = Date.now() + 15_000
      let after = residentKb(pid) - start
      while (after / 1024 >= 25 && Date.now() < settled) {
        await new Promise((resolve) => setTimeout(resolve, 500))
        after = residentKb(pid) - start
      }
      console.log(`server memory after the 49 MB reports: ${mb(after)}`)
      return { streaming: Math.min(...streamed) / 1024, after: after / 1024 }
    })
    // Held whole, the file would show here by 49 MB and more in every upload.
    expect(grown.streaming).toBeLessThan(STREAMING_BOUND_MB)
    expect(grown.after).toBeLessThan(25)
  })

  test('nothing of a file readable in the data folder', async () => {
    const dir = process.env.E2E_DATA_DIR
    test.skip(!dir, 'needs E2E_DATA_DIR')
    const files = fs.readdirSync(path.join(dir!, 'whistleblower-files'))
    expect(files.length).toBeGreaterThanOrEqual(4)
    for (const name of [
      ...files.map((file) => path.join('whistleblower-files', file)),
      ...fs.readdirSync(dir!).filter((file) => /\.db/.test(file)),
    ]) {
      const bytes = fs.readFileSync(path.join(dir!, name))
      for (const secret of [SECRET, CAMERA, 'IMG_0815', 'Vermerk.pdf'])
        expect(bytes.includes(Buffer.from(secret)), `${name}: ${secret}`).toBe(false)
    }
  })

  test('admins and editors get 403 on every file path', async ({ request }) => {
    for (const account of [EVIDENCE_ADMIN, EVIDENCE_EDITOR]) {
      const session = await token(request, account)
      const headers = { Authorization: `JWT ${session}` }
      for (const pathname of [
        '/cms-api/whistleblower-files',
        '/cms-api/whistleblower-files/1',
        '/cms-api/whistleblower-files/1/download',
        '/cms-api/whistleblower-reports/1/archive',
      ]) {
        const response = await request.get(pathname, { headers })
        expect([401, 403], `${account.email} ${pathname}`).toContain(response.status())
      }
      const reply = await request.post('/cms-api/whistleblower-files/reply', {
        headers,
        multipart: { report: '1', message: 'x', files: { name: 'x.txt', mimeType: 'text/plain', buffer: Buffer.from('x') } },
      })
      expect(reply.status()).toBe(403)
    }
    expect((await request.get('/cms-api/whistleblower-files/1/download')).status()).toBe(403)
    expect((await request.get('/cms-api/whistleblower-reports/1/archive', { headers: { Cookie: '' } })).status()).toBe(403)
  })
})

/** The name a download's `filename*` gives (RFC 8187: UTF-8, percent-encoded). */
const downloadedName = (disposition: string | undefined) =>
  decodeURIComponent(/filename\*=UTF-8''([^;]+)/.exec(disposition ?? '')?.[1] ?? '')

test('names round-trip as sent: UTF-8 kept, a line feed or U+202E taken out, quoted in the case file; a voice message plays from the sandboxed download', async ({
  baseURL,
  request,
}) => {
  const NAMES = ['Prüfbericht Größe.pdf', 'zeile1SHA-256: gefaelscht.pdf', 'rechnungfdp.pdf', 'Sprachnachricht.m4a']
  const pdf = await pdfWithAuthor()
  const { body, type } = multipart([
    ...(await reportFields(baseURL!, 'N1')),
    attach(pdf, 'Prüfbericht Größe.pdf', 'application/pdf'),
    attach(pdf, 'LINEFEED', 'application/pdf'),
    attach(pdf, 'rechnung\u202Efdp.pdf', 'application/pdf'),
    attach(fixture('voice.m4a'), 'Sprachnachricht.m4a', 'audio/mp4'),
  ])
  // A name with a line feed can only come as `filename*` (a client that does not escape it).
  const placeholder = Buffer.from('filename="LINEFEED"')
  const at = body.indexOf(placeholder)
  const sent = Buffer.concat([
    body.subarray(0, at),
    Buffer.from("filename*=UTF-8''zeile1%0ASHA-256%3A%20gefaelscht.pdf"),
    body.subarray(at + placeholder.length),
  ])
  const response = await rawRequest(baseURL!, { method: 'POST', path: REPORT, headers: { 'content-type': type }, body: sent, from: nextAddress() }, 60_000)
  expect(response.status).toBe(201)
  const answer = JSON.parse(response.body) as { caseNumber: string; accessCode: string; files: { name: string; removed: string[] }[] }
  expect(answer.files.map((file) => file.name)).toEqual(NAMES)
  expect(answer.files[3].removed).toContain('tags')
  const view = await request.post('/api/whistleblower/case', { data: { caseNumber: answer.caseNumber, accessCode: answer.accessCode }, headers: { Cookie: '' } })
  const files = ((await view.json()) as { messages: { files: { id: number; name: string }[] }[] }).messages[0].files
  expect(files.map((file) => file.name)).toEqual(NAMES)
  for (const [index, file] of files.entries()) {
    const download = await request.post(`/api/whistleblower/case/files/${file.id}`, {
      data: { caseNumber: answer.caseNumber, accessCode: answer.accessCode },
      headers: { Cookie: '' },
    })
    expect(download.status()).toBe(200)
    expect(downloadedName(download.headers()['content-disposition'])).toBe(NAMES[index])
    expect(download.headers()['content-security-policy']).toBe("default-src 'none'; sandbox")
    expect((await download.body()).includes(Buffer.from(FIXTURE_NAME))).toBe(false)
  }
  const headers = { Authorization: `JWT ${await token(request, EVIDENCE_OFFICE)}` }
  const found = await request.get(`/cms-api/whistleblower-reports?where[caseNumber][equals]=${answer.caseNumber}&depth=0`, { headers })
  const reportId = ((await found.json()) as { docs: { id: number }[] }).docs[0].id
  const archive = await request.get(`/cms-api/whistleblower-reports/${reportId}/archive?lang=de`, { headers })
  expect(archive.status()).toBe(200)
  const entries = await unzip(await archive.body())
  expect([...entries.keys()].slice(1)).toEqual(NAMES.map((name, i) => `Anhaenge/0${i + 1}-${name.replace(':', '_')}`))
  const caseFile = entries.get([...entries.keys()][0])!.toString('utf8')
  for (const name of NAMES) expect(caseFile).toContain(JSON.stringify(name))
  expect(caseFile).not.toMatch(/^\s*SHA-256: gefaelscht/m)
  expect(caseFile).not.toContain('\u202E')
  // The office plays the voice message from its download: sandboxed, an attachment, its type by its bytes.
  const rows = await request.get(`/cms-api/whistleblower-files?where[report][equals]=${reportId}&sort=id&depth=0`, { headers })
  const audioId = ((await rows.json()) as { docs: { id: number }[] }).docs[3].id
  const audio = await request.get(`/cms-api/whistleblower-files/${audioId}/download`, { headers })
  expect(audio.status()).toBe(200)
  expect(audio.headers()['content-type']).toBe('audio/mp4')
  expect(audio.headers()['content-security-policy']).toBe("default-src 'none'; sandbox")
})

const PAGE_TEXT = {
  de: { prefix: '', label: 'Anhänge (freiwillig)', submit: 'Absenden', removed: 'Aus Ihren Dateien entfernte Metadaten', exif: 'EXIF (Kamera', add: 'Ihre Ergänzung', open: 'Meldung aufrufen', send: 'Ergänzung senden', caseNumber: 'Fallnummer', accessCode: 'Zugangscode', download: 'IMG_0815.jpg herunterladen' },
  en: { prefix: '/en', label: 'Files (optional)', submit: 'Submit', removed: 'Metadata removed from your files', exif: 'EXIF (camera', add: 'Your addition', open: 'Open report', send: 'Send addition', caseNumber: 'Case number', accessCode: 'Access code', download: 'Download IMG_0815.jpg' },
} as const

for (const lang of ['de', 'en'] as const) {
  test(`the report form and the follow-up page with files (${lang}): keyboard, limits, what was removed`, async ({
    page,
  }) => {
    const text = PAGE_TEXT[lang]
    await page.goto(`${text.prefix}/hinweisgeberschutz`)
    const form = page.getByTestId('whistleblower-form')
    await expect(form.locator('button[type="submit"]')).toBeEnabled()
    const evidence = form.getByTestId('evidence-files')
    await expect(evidence.getByTestId('evidence-metadata-kept')).toContainText('JPEG')
    await form.getByLabel(lang === 'de' ? 'Betreff' : 'Subject', { exact: true }).fill(`Belege ${lang}`)
    await form.getByLabel(lang === 'de' ? 'Beschreibung' : 'Description', { exact: true }).fill('Fotos vom Lager.')
    // The file input is reached with the keyboard, right after the description.
    await form.getByLabel(lang === 'de' ? 'Beschreibung' : 'Description', { exact: true }).focus()
    await page.keyboard.press('Tab')
    const input = form.getByLabel(text.label)
    await expect(input).toBeFocused()
    await input.setInputFiles([
      { name: 'IMG_0815.jpg', mimeType: 'image/jpeg', buffer: await geotaggedJpeg() },
      { name: 'Vermerk.pdf', mimeType: 'application/pdf', buffer: await pdfWithAuthor() },
    ])
    await expect(evidence.getByTestId('evidence-chosen').locator('li')).toHaveCount(2)
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      await evidence.scrollIntoViewIfNeeded()
      await page.screenshot({ path: `test-results/whistleblower-files-form-${lang}-${width}.png`, fullPage: true })
    }
    await form.locator('button[type="submit"]').click()
    const receipt = page.getByTestId('whistleblower-receipt')
    await expect(receipt.getByTestId('evidence-removed')).toContainText(text.exif, { timeout: 30_000 })
    await expect(receipt.getByTestId('evidence-removed')).toContainText(text.removed)
    const caseNumber = (await receipt.getByTestId('case-number').textContent())!.trim()
    const accessCode = (await receipt.getByTestId('access-code').textContent())!.trim()

    await page.goto(`${text.prefix}/hinweisgeberschutz/meldung`)
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
    const login = page.getByTestId('follow-up-login')
    await login.getByLabel(text.caseNumber, { exact: true }).fill(caseNumber)
    await login.getByLabel(text.accessCode, { exact: true }).fill(accessCode)
    await login.getByRole('button', { name: text.open }).click()
    const view = page.getByTestId('follow-up-case')
    await expect(view.getByTestId('message-files').first().getByRole('button')).toHaveCount(2)
    const download = page.waitForEvent('download')
    await view.getByRole('button', { name: text.download }).click()
    expect((await download).suggestedFilename()).toBe('IMG_0815.jpg')
    const add = page.getByTestId('case-add-form')
    await add.getByLabel(text.add, { exact: true }).fill('Noch ein Beleg.')
    await add.getByLabel(text.label).setInputFiles([{ name: 'notiz.txt', mimeType: 'text/plain', buffer: Buffer.from('Notiz') }])
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      await page.screenshot({ path: `test-results/whistleblower-files-follow-up-${lang}-${width}.png`, fullPage: true })
    }
    await add.getByRole('button', { name: text.send }).click()
    await expect(view.getByTestId('message-files')).toHaveCount(2)
    await expect(add.getByTestId('evidence-removed')).toBeVisible()
  })
}
