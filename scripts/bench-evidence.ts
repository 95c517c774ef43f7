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
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { createClient } from '@libsql/client'
import { solvedChecks, startBenchSite, timedRuns } from './bench-support'
import { geotaggedJpeg, pdfWithAuthor, pngWithText } from '../tests/support/evidenceFixtures'

const TOTAL = Number(process.env.BENCH_TOTAL || 50)
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY || 5)
const FILE_BYTES = Number(process.env.BENCH_FILE_MB || 5) * 1024 * 1024

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

async function main() {
  const site = await startBenchSite('evidence')
  const { base, dir } = site
  const solutions = await solvedChecks(base, 'whistleblower', TOTAL)
  const files = [
    { bytes: await bigJpeg(), name: 'IMG_0815.jpg' },
    { bytes: await bigPng(), name: 'Bildschirmfoto.png' },
    { bytes: await bigPdf(), name: 'Vermerk.pdf' },
  ]

  console.log(`[bench] ${TOTAL} reports with 3 × ${FILE_BYTES / 1024 / 1024} MB at ${CONCURRENCY} concurrent`)
  const caseNumbers: string[] = []
  let removedEverywhere = 0
  await timedRuns(site.pid, TOTAL, CONCURRENCY, async (i) => {
    const form = new FormData()
    form.append('subject', `Lasttest ${i}`)
    form.append('message', 'Ein Hinweis mit Belegen aus dem Lasttest. '.repeat(10))
    form.append('gRecaptchaResponse', solutions[i])
    for (const file of files) form.append('files', new Blob([new Uint8Array(file.bytes)]), file.name)
    const response = await fetch(`${base}/api/EmailHinweisgeberschutzSend`, { method: 'POST', body: form })
    const answer = (await response.json().catch(() => null)) as {
      caseNumber?: string
      files?: { removed: string[] }[]
    } | null
    if (response.status === 201 && answer?.caseNumber) caseNumbers.push(answer.caseNumber)
    if (answer?.files?.length === 3 && answer.files.every((file) => file.removed.length > 0)) removedEverywhere++
    return response.status
  })

  const db = createClient({ url: `file:${path.join(dir, 'site.db')}` })
  const rows = (await db.execute('SELECT case_number FROM whistleblower_reports')).rows.map((row) =>
    String(row.case_number),
  )
  const fileRows = Number((await db.execute('SELECT count(*) AS n FROM whistleblower_files')).rows[0].n)
  db.close()
  const stored = new Set(rows)
  const lost = caseNumbers.filter((caseNumber) => !stored.has(caseNumber)).length
  const sealedOnDisk = fs.readdirSync(path.join(dir, 'whistleblower-files')).filter((f) => !f.endsWith('.part')).length
  console.log(
    `files:       ${fileRows} rows, ${sealedOnDisk} sealed files on disk; metadata removed from all 3 in ${removedEverywhere} reports`,
  )
  console.log(`stored ${caseNumbers.filter((n) => stored.has(n)).length}, lost ${lost}`)
  site.stop()
  process.exit(0)
}

main().catch((error) => {
  console.error('[bench] failed:', error)
  process.exit(1)
})
