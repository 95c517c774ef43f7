/**
 * `npm run bench:evidence` — the benchmark of evidence files in the whistleblower channel (issue 41). Starts the
 * production build on a fresh sample database (scripts/e2e-server.ts), sends 50 reports with three files of
 * 5 MB each (a geotagged JPEG, a PNG with text chunks, a PDF with an author: metadata to remove in each), 5 at a
 * time (every challenge fetched and solved), and prints the p50/p99 answer time of the report endpoint, the
 * server's peak memory, and how many reports were stored and lost (read from the database file: nobody but the
 * reporting office may read cases over the API), with the file rows and the sealed files on disk.
 * Knobs: BENCH_TOTAL, BENCH_CONCURRENCY, BENCH_FILE_MB; FORM_RATE_LIMIT_PER_* raised so one client may send them
 * all; CAPTCHA_COST_COUNTER_MAX lowered (the proof of work is still solved).
 */
import { execFileSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { createClient } from '@libsql/client'
import { freePort, processGroup, waitFor } from './bench-support'
import { fetchSolvedHumanCheck } from '../tests/support/humanCheck'
import { geotaggedJpeg, pdfWithAuthor, pngWithText } from '../tests/support/evidenceFixtures'

const TOTAL = Number(process.env.BENCH_TOTAL || 50)
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY || 5)
const FILE_BYTES = Number(process.env.BENCH_FILE_MB || 5) * 1024 * 1024

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]

/** The geotagged photo with its image data grown to FILE_BYTES (random bytes where the scan data goes). */
async function bigJpeg(): Promise<Buffer> {
  const photo = await geotaggedJpeg()
  const end = photo.length - 2
  return Buffer.concat([photo.subarray(0, end), crypto.randomBytes(FILE_BYTES - photo.length), photo.subarray(end)])
}

/** The PNG with text chunks and one more image data chunk of random bytes up to FILE_BYTES. */
async function bigPng(): Promise<Buffer> {
  const png = await pngWithText()
  const iend = png.length - 12
  const data = crypto.randomBytes(FILE_BYTES - png.length - 12)
  const head = Buffer.alloc(8)
  head.writeUInt32BE(data.length)
  head.write('IDAT', 4, 'latin1')
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(zlib.crc32(Buffer.concat([head.subarray(4), data])))
  return Buffer.concat([png.subarray(0, iend), head, data, crc, png.subarray(iend)])
}

/** The PDF with an author, grown to FILE_BYTES by a binary comment block before its end. */
async function bigPdf(): Promise<Buffer> {
  const pdf = await pdfWithAuthor()
  return Buffer.concat([pdf, Buffer.from('%'), crypto.randomBytes(FILE_BYTES - pdf.length - 2), Buffer.from('\n')])
}

/** The site's server process (the one listening on `port`) and its resident memory in kB. */
const serverPid = (port: number) =>
  Number(/pid=(\d+)/.exec(execFileSync('ss', ['-Hltnp', `sport = :${port}`], { encoding: 'utf8' }))?.[1])
const residentKb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0)

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-evidence-'))
  const group = processGroup(() => fs.rmSync(dir, { recursive: true, force: true }))
  const port = await freePort()
  const base = `http://localhost:${port}`
  group.start('npx', ['tsx', 'scripts/e2e-server.ts'], {
    env: {
      ...process.env,
      E2E_PORT: String(port),
      E2E_DATA_DIR: dir,
      FORM_RATE_LIMIT_PER_MINUTE: '1000000',
      FORM_RATE_LIMIT_PER_HOUR: '1000000',
      CAPTCHA_COST_COUNTER_MAX: process.env.CAPTCHA_COST_COUNTER_MAX || '1000',
    },
  })
  console.log(`[bench] starting the site on ${base} (fresh data, production build)…`)
  await waitFor(`${base}/api/jobs`, 15 * 60 * 1000)
  const pid = serverPid(port)

  console.log(`[bench] solving ${TOTAL} challenges…`)
  const solutions: string[] = []
  while (solutions.length < TOTAL)
    solutions.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(20, TOTAL - solutions.length) }, () =>
          fetchSolvedHumanCheck(base, 'whistleblower'),
        ),
      )),
    )
  const files = [
    { bytes: await bigJpeg(), name: 'IMG_0815.jpg' },
    { bytes: await bigPng(), name: 'Bildschirmfoto.png' },
    { bytes: await bigPdf(), name: 'Vermerk.pdf' },
  ]

  console.log(`[bench] ${TOTAL} reports with 3 × ${FILE_BYTES / 1024 / 1024} MB at ${CONCURRENCY} concurrent`)
  const baselineKb = residentKb(pid)
  let peakKb = baselineKb
  const sampler = setInterval(() => (peakKb = Math.max(peakKb, residentKb(pid))), 50)
  const latencies: number[] = []
  const statuses = new Map<number, number>()
  const caseNumbers: string[] = []
  let removedEverywhere = 0
  let next = 0
  const started = Date.now()
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < TOTAL) {
        const i = next++
        const form = new FormData()
        form.append('subject', `Lasttest ${i}`)
        form.append('message', 'Ein Hinweis mit Belegen aus dem Lasttest. '.repeat(10))
        form.append('gRecaptchaResponse', solutions[i])
        for (const file of files) form.append('files', new Blob([new Uint8Array(file.bytes)]), file.name)
        const t0 = performance.now()
        const response = await fetch(`${base}/api/EmailHinweisgeberschutzSend`, { method: 'POST', body: form })
        const answer = (await response.json().catch(() => null)) as {
          caseNumber?: string
          files?: { removed: string[] }[]
        } | null
        latencies.push(performance.now() - t0)
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
        if (response.status === 201 && answer?.caseNumber) caseNumbers.push(answer.caseNumber)
        if (answer?.files?.length === 3 && answer.files.every((file) => file.removed.length > 0)) removedEverywhere++
      }
    }),
  )
  clearInterval(sampler)
  const seconds = (Date.now() - started) / 1000

  const db = createClient({ url: `file:${path.join(dir, 'site.db')}` })
  const rows = (await db.execute('SELECT case_number FROM whistleblower_reports')).rows.map((row) =>
    String(row.case_number),
  )
  const fileRows = Number((await db.execute('SELECT count(*) AS n FROM whistleblower_files')).rows[0].n)
  db.close()
  const stored = new Set(rows)
  const lost = caseNumbers.filter((caseNumber) => !stored.has(caseNumber)).length
  const sealedOnDisk = fs.readdirSync(path.join(dir, 'whistleblower-files')).filter((f) => !f.endsWith('.part')).length
  const sorted = [...latencies].sort((a, b) => a - b)

  console.log('')
  console.log(`answers:     ${[...statuses].map(([s, n]) => `${n}× ${s}`).join(', ')} in ${seconds.toFixed(1)} s`)
  console.log(`time:        p50 ${percentile(sorted, 50).toFixed(0)} ms, p99 ${percentile(sorted, 99).toFixed(0)} ms`)
  console.log(
    `memory:      server peak ${(peakKb / 1024).toFixed(0)} MB (${((peakKb - baselineKb) / 1024).toFixed(0)} MB above its ${(baselineKb / 1024).toFixed(0)} MB at the start)`,
  )
  console.log(`files:       ${fileRows} rows, ${sealedOnDisk} sealed files on disk; metadata removed from all 3 in ${removedEverywhere} reports`)
  console.log(`stored ${caseNumbers.filter((n) => stored.has(n)).length}, lost ${lost}`)
  group.stop()
  process.exit(0)
}

main().catch((error) => {
  console.error('[bench] failed:', error)
  process.exit(1)
})
