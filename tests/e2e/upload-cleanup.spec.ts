import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { createClient } from '@libsql/client'
import { freePort } from '../../scripts/bench-support'
import { fetchSolvedHumanCheck } from '../support/humanCheck'
import { attach, field, multipart, type Part } from '../support/multipart'
import { copyBuild, healthy, startSite, stopSite, type Site } from '../support/siteCopy'
import { expect, test } from './fixtures'

/**
 * Uploads that clean up after themselves, against a production server of its own (it is killed and its disk
 * filled): aborted and stalled uploads leave no file and no open handle, a `kill -9` in a burst of uploads
 * leaves nothing unnamed after the next start and every report answered 2xx is there once, a body with its
 * files before the human check is refused with nothing written, and a full disk (a small tmpfs as the data
 * folder) answers 507 with a readable message while the site serves its pages, and recovers without a restart.
 */
const COPY = '.next-e2e-uploads'
const ADMIN = { email: 'betrieb-uploads@sekundenwerk.example', password: 'Uploads-Betrieb-2026!' }
const REPORT = '/api/EmailHinweisgeberschutzSend'
const MB = 1024 * 1024
/** The data folder on a tmpfs of this size, so that the test can fill it. */
const TMPFS_MB = 160

let work = ''
let dataDir = ''
let mounted = false
let port = 0
let base = ''
let site: Site

const extra = {
  SEED_SAMPLE_CONTENT: '0',
  UPLOAD_IDLE_SECONDS: '3',
  STORAGE_LOW_MB: '24',
  FORM_RATE_LIMIT_PER_MINUTE: '600',
  FORM_RATE_LIMIT_PER_HOUR: '10000',
  CAPTCHA_COST_COUNTER_MAX: '2000',
}

const filesFolder = () => path.join(dataDir, 'whistleblower-files')
const leftInFolder = (folder: string) => (fs.existsSync(folder) ? fs.readdirSync(folder) : [])

/** What the server holds open in a desk's file folders (its /proc/<pid>/fd). */
function openUploadHandles(): string[] {
  const pid = site.process.pid!
  const fdDir = `/proc/${pid}/fd`
  return fs.readdirSync(fdDir).flatMap((fd) => {
    try {
      const target = fs.readlinkSync(path.join(fdDir, fd))
      return /whistleblower-files|applications/.test(target) ? [target] : []
    } catch {
      return []
    }
  })
}

/** A multipart body's head (fields, then a file part's header and `fileBytes` bytes of it); never its end. */
function bodyStart(fields: Part[], fileBytes: number, filename = 'beweis.pdf') {
  const { body, type } = multipart([...fields, attach(Buffer.alloc(0), filename, 'application/pdf')])
  const boundaryAt = body.lastIndexOf(Buffer.from('\r\n------test'))
  const head = body.subarray(0, boundaryAt)
  const file = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(fileBytes, 0x41)])
  return { head: Buffer.concat([head, file]), type }
}

/** Opens a connection, sends a request head announcing `length` bytes and then `bytes`; answers the socket. */
function openUpload(pathname: string, type: string, length: number, bytes: Buffer, from: string) {
  const socket = net.connect({ port, host: '127.0.0.1', localAddress: from })
  socket.on('error', () => {})
  let received = ''
  socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')))
  socket.write(
    `POST ${pathname} HTTP/1.1\r\nHost: localhost\r\nContent-Type: ${type}\r\nContent-Length: ${length}\r\n\r\n`,
  )
  socket.write(bytes)
  return { socket, received: () => received }
}

let address = 10
const nextAddress = () => `127.0.1.${address++}`

async function newCase(): Promise<{ caseNumber: string; accessCode: string }> {
  const response = await fetch(`${base}${REPORT}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      subject: 'Für Ergänzungen',
      message: 'Ein Fall, dem Dateien folgen.',
      gRecaptchaResponse: await fetchSolvedHumanCheck(base, 'whistleblower'),
    }),
  })
  expect(response.status).toBe(201)
  return response.json()
}

function post(pathname: string, parts: Part[]) {
  const { body, type } = multipart(parts)
  return fetch(`${base}${pathname}`, { method: 'POST', headers: { 'content-type': type }, body: new Uint8Array(body) })
}

function mountTmpfs(folder: string): boolean {
  if (process.getuid?.() !== 0) return false
  const mount = spawnSync('mount', ['-t', 'tmpfs', '-o', `size=${TMPFS_MB}m,mode=0700`, 'tmpfs', folder])
  return mount.status === 0
}

test.describe.serial('uploads that clean up after themselves (a server of its own)', () => {
  test.beforeAll(async () => {
    test.setTimeout(300_000)
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'sekundenwerk-uploads-'))
    dataDir = path.join(work, 'data')
    fs.mkdirSync(dataDir)
    mounted = mountTmpfs(dataDir)
    copyBuild(COPY)
    port = await freePort()
    base = `http://localhost:${port}`
    site = startSite(COPY, dataDir, port, ADMIN, extra)
    await healthy(base, site)
  })

  test.afterAll(async () => {
    if (site?.process.exitCode === null) await stopSite(site)
    // Lazily: the server's last handles may close a moment after it exited.
    if (mounted) spawnSync('umount', ['-l', dataDir])
    fs.rmSync(COPY, { recursive: true, force: true })
    fs.rmSync(work, { recursive: true, force: true })
  })

  test('10 aborted and 3 stalled uploads leave no file and no open handle', async () => {
    test.setTimeout(120_000)
    const { caseNumber, accessCode } = await newCase()
    const aborted: ReturnType<typeof openUpload>[] = []
    for (let i = 0; i < 10; i++) {
      // Reports, follow-up messages and applications alike: 8 MB announced, 2 MB sent, then the socket closed.
      const kind = i % 5
      const fields =
        kind === 3
          ? [field('caseNumber', caseNumber), field('accessCode', accessCode), field('message', 'Nachtrag')]
          : kind === 4
            ? [field('gRecaptchaResponse', await fetchSolvedHumanCheck(base, 'application'))]
            : [field('subject', 'Abbruch'), field('message', 'Abbruch'), field('gRecaptchaResponse', await fetchSolvedHumanCheck(base, 'whistleblower'))]
      const pathname = kind === 3 ? '/api/whistleblower/case/messages' : kind === 4 ? '/api/applications' : REPORT
      const { head, type } = bodyStart(fields, 2 * MB)
      aborted.push(openUpload(pathname, type, 8 * MB, head, nextAddress()))
    }
    // Each file is being written when its client goes.
    await expect
      .poll(() => [...leftInFolder(filesFolder()), ...leftInFolder(path.join(dataDir, 'applications'))].length, { timeout: 30_000 })
      .toBeGreaterThanOrEqual(8)
    for (const upload of aborted) upload.socket.destroy()
    const stalled: ReturnType<typeof openUpload>[] = []
    for (let i = 0; i < 3; i++) {
      const fields = [field('subject', 'Stockt'), field('message', 'Stockt'), field('gRecaptchaResponse', await fetchSolvedHumanCheck(base, 'whistleblower'))]
      const { head, type } = bodyStart(fields, MB)
      stalled.push(openUpload(REPORT, type, 8 * MB, head, nextAddress()))
    }
    // A stalled upload is ended after UPLOAD_IDLE_SECONDS (3 here) with 408.
    for (const upload of stalled)
      await expect.poll(upload.received, { timeout: 30_000 }).toMatch(/^HTTP\/1\.1 408/)
    await expect
      .poll(() => ({ files: [...leftInFolder(filesFolder()), ...leftInFolder(path.join(dataDir, 'applications'))], handles: openUploadHandles() }), { timeout: 30_000 })
      .toEqual({ files: [], handles: [] })
    for (const upload of stalled) upload.socket.destroy()
  })

  test('a body with its files before the human check, or a file without a name: 400, nothing written', async () => {
    const before = leftInFolder(filesFolder())
    const early = await post(REPORT, [
      attach(Buffer.from('%PDF-1.7\n'.padEnd(4096, 'x')), 'beweis.pdf'),
      field('subject', 'Zu früh'),
      field('message', 'Dateien vor der Prüfung'),
      field('gRecaptchaResponse', await fetchSolvedHumanCheck(base, 'whistleblower')),
    ])
    expect(early.status).toBe(400)
    expect((await early.json()).fields).toEqual({ gRecaptchaResponse: 'must come before the files' })
    const nameless = await post(REPORT, [
      field('subject', 'Ohne Namen'),
      field('message', 'Eine Datei ohne Namen'),
      field('gRecaptchaResponse', await fetchSolvedHumanCheck(base, 'whistleblower')),
      attach(Buffer.from('Notiz'), ''),
    ])
    expect(nameless.status).toBe(400)
    expect((await nameless.json()).fields.files).toContain('name')
    expect(leftInFolder(filesFolder())).toEqual(before)
  })

  test('a kill -9 in a burst of uploads leaves nothing unnamed after the next start; every 2xx is there once', async () => {
    test.setTimeout(240_000)
    const solutions = await Promise.all(Array.from({ length: 12 }, () => fetchSolvedHumanCheck(base, 'whistleblower')))
    let answered = 0
    const answers = solutions.map(async (solution, i) => {
      const { body, type } = multipart([
        field('subject', `Burst ${i}`),
        field('message', `Hinweis ${i} im Burst`),
        field('gRecaptchaResponse', solution),
        // Small ones are answered while the large ones still arrive when the server is killed.
        attach(Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc((i % 3 === 0 ? 16 : 1) * MB, 0x42)]), `burst-${i}.pdf`),
      ])
      try {
        const response = await fetch(`${base}${REPORT}`, {
          method: 'POST',
          headers: { 'content-type': type },
          body: new Uint8Array(body),
        })
        const answer = response.status === 201 ? await response.json() : null
        if (answer) answered++
        return { status: response.status, answer }
      } catch {
        return { status: 0, answer: null }
      }
    })
    // Killed once some are answered, while others still arrive.
    await expect.poll(() => answered, { timeout: 90_000, intervals: [20] }).toBeGreaterThanOrEqual(3)
    site.process.kill('SIGKILL')
    await site.exited
    const results = await Promise.all(answers)
    const stored = results.filter((result) => result.status === 201)
    site = startSite(COPY, dataDir, port, ADMIN, extra)
    await healthy(base, site)
    const db = createClient({ url: `file:${path.join(dataDir, 'site.db')}` })
    try {
      const named = async () =>
        (await db.execute('select stored_name from whistleblower_files')).rows.map((row) => String(row.stored_name)).sort()
      // The start's sweep: every file left is one a row names, and no `.part`.
      await expect.poll(async () => leftInFolder(filesFolder()).sort(), { timeout: 30_000 }).toEqual(await named())
      for (const { answer } of stored) {
        const opened = await fetch(`${base}/api/whistleblower/case`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ caseNumber: answer.caseNumber, accessCode: answer.accessCode }),
        })
        expect(opened.status).toBe(200)
        expect((await opened.json()).messages[0].files).toHaveLength(1)
        const count = await db.execute({ sql: 'select count(*) as n from whistleblower_reports where case_number = ?', args: [answer.caseNumber] })
        expect(Number(count.rows[0].n)).toBe(1)
      }
    } finally {
      db.close()
    }
    expect(stored.length).toBeGreaterThanOrEqual(3)
    console.log(`burst: ${stored.length} of 12 answered 201 before the kill, ${results.filter((r) => r.status === 0).length} cut off`)
  })

  test('a full disk: 507 in the visitor’s language, nothing half stored, health says so, pages served, recovers without a restart', async ({ page }) => {
    test.skip(!mounted, 'needs root to mount a small tmpfs as the data folder')
    test.setTimeout(180_000)
    const before = leftInFolder(filesFolder())
    const ballast = path.join(dataDir, 'ballast')
    // Filled to the last block: the database cannot grow either.
    spawnSync('dd', ['if=/dev/zero', `of=${ballast}`, 'bs=1M'], { stdio: 'ignore' })
    spawnSync('dd', ['if=/dev/zero', `of=${ballast}-tail`, 'bs=4k'], { stdio: 'ignore' })
    try {
      const withFile = await post(REPORT, [
        field('subject', 'Voll'),
        field('message', 'Die Platte ist voll'),
        field('gRecaptchaResponse', await fetchSolvedHumanCheck(base, 'whistleblower')),
        attach(Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2 * MB, 0x43)]), 'voll.pdf'),
      ])
      expect(withFile.status).toBe(507)
      // (A report without files may still fit: SQLite reuses its write-ahead log's space. Its SQLITE_FULL
      // answers 507 as the unit tests show, tests/unit/storage-full.test.ts.)
      expect(leftInFolder(filesFolder())).toEqual(before)
      const health = await (await fetch(`${base}/api/health`)).json()
      expect(health).toMatchObject({ ok: false, storage: { low: true } })
      expect((await fetch(`${base}/impressum`)).status).toBe(200)
      // The visitor reads why, in their language.
      await page.goto(`${base}/hinweisgeberschutz`)
      const form = page.getByTestId('whistleblower-form')
      await expect(form.locator('button[type="submit"]')).toBeEnabled()
      await form.getByLabel('Betreff', { exact: true }).fill('Voll')
      await form.getByLabel('Beschreibung', { exact: true }).fill('Die Platte ist voll.')
      await form.getByLabel('Anhänge (freiwillig)').setInputFiles([
        { name: 'Prüfbericht Größe.pdf', mimeType: 'application/pdf', buffer: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(MB, 0x45)]) },
      ])
      // Checked before sending (read, cleaned, not stored: a full disk does not stop that).
      await expect(form.getByTestId('file-note')).toHaveAttribute('data-state', 'clean', { timeout: 30_000 })
      await form.locator('button[type="submit"]').click()
      await expect(form.getByTestId('form-failure')).toContainText(
        'Der Speicher ist gerade voll. Bitte versuchen Sie es später erneut – nichts wurde gespeichert.',
        { timeout: 30_000 },
      )
    } finally {
      fs.rmSync(ballast, { force: true })
      fs.rmSync(`${ballast}-tail`, { force: true })
    }
    // Space again: the same server takes the report.
    const again = await post(REPORT, [
      field('subject', 'Wieder Platz'),
      field('message', 'Die Platte hat wieder Platz'),
      field('gRecaptchaResponse', await fetchSolvedHumanCheck(base, 'whistleblower')),
      attach(Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(MB, 0x44)]), 'wieder.pdf'),
    ])
    expect(again.status).toBe(201)
    expect((await (await fetch(`${base}/api/health`)).json()).ok).toBe(true)
    // Told once a minute, not a stack trace per request or per pass of a job.
    expect(site.output().match(/\[storage\] out of space/g)?.length ?? 0).toBeLessThanOrEqual(2)
    expect(site.output()).not.toMatch(/SQLITE_FULL[\s\S]{0,200}\n\s+at /)
  })
})

